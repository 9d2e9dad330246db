import { Button, Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeft24Regular, ChevronRight24Regular, Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { Image } from './Image.tsx';
import { mediaTexts } from './ImageUploader.tsx';
import { SLIDES_SCROLL, SLIDES_VISIBLE, SLIDE_DURATION_MS, clampStart, nextStart, previousStart, slideStarts } from './slider.ts';

export interface Slide {
  key: string | number;
  url: string | null;
  alt: string;
}

export interface ImageSliderProps {
  slides: readonly Slide[];
  /** Shown per step (4 unless given). */
  visible?: number;
  /** Slides moved per step (4 unless given). */
  scroll?: number;
  /** Autoplay step duration in ms (5000 unless given; 0 stops it). */
  duration?: number;
  /** A delete button per image (after a confirmation); resolve true when deleted. */
  onDelete?(slide: Slide): Promise<boolean>;
  /** Accessible name of the slider. */
  label: string;
  /** Shown when there is no image. */
  emptyText?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  track: { flex: 1, display: 'grid', gap: tokens.spacingHorizontalM, minWidth: 0 },
  slide: {
    position: 'relative',
    aspectRatio: '4 / 3',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  image: { width: '100%', height: '100%' },
  delete: { position: 'absolute', top: tokens.spacingVerticalXS, right: tokens.spacingHorizontalXS, backgroundColor: tokens.colorNeutralBackground1 },
  dots: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalXS },
  dot: { minWidth: '10px', width: '10px', height: '10px', padding: 0, borderRadius: '50%', backgroundColor: tokens.colorNeutralStroke1 },
  dotActive: { backgroundColor: tokens.colorBrandBackground },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL, textAlign: 'center' },
});

/**
 * An image carousel: `visible` images side by side, previous / next moving `scroll` at a time,
 * autoplay every `duration` ms (paused while the pointer or the focus is inside), one dot per step,
 * and an optional delete button per image with its confirmation.
 */
export function ImageSlider({ slides, visible = SLIDES_VISIBLE, scroll = SLIDES_SCROLL, duration = SLIDE_DURATION_MS, onDelete, label, emptyText }: ImageSliderProps) {
  const styles = useStyles();
  const count = slides.length;
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const current = clampStart(start, count, visible, scroll);
  const starts = slideStarts(count, visible, scroll);
  const moves = starts.length > 1;

  useEffect(() => {
    if (!moves || paused || duration <= 0) return;
    const timer = setInterval(() => setStart((value) => nextStart(clampStart(value, count, visible, scroll), count, visible, scroll)), duration);
    return () => clearInterval(timer);
  }, [moves, paused, duration, count, visible, scroll]);

  if (count === 0) return <div className={styles.empty}>{emptyText ?? mediaTexts.noImage}</div>;

  const shown = slides.slice(current, current + visible);
  return (
    <div
      className={styles.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.frame}>
        {moves && (
          <Tooltip content={mediaTexts.previous} relationship="label">
            <Button appearance="subtle" icon={<ChevronLeft24Regular />} onClick={() => setStart(previousStart(current, count, visible, scroll))} />
          </Tooltip>
        )}
        <div className={styles.track} style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }} aria-live={paused ? 'polite' : 'off'}>
          {shown.map((slide, index) => (
            <div key={slide.key} className={styles.slide} role="group" aria-roledescription="slide" aria-label={mediaTexts.slide(current + index + 1, count)} data-testid="slide">
              <Image className={styles.image} src={slide.url} alt={slide.alt} />
              {onDelete && (
                <Tooltip content={mediaTexts.deleteImage} relationship="label">
                  <Button className={styles.delete} size="small" icon={<Delete20Regular />} data-testid="slide-delete" onClick={() => setDeleting(slide)} />
                </Tooltip>
              )}
            </div>
          ))}
        </div>
        {moves && (
          <Tooltip content={mediaTexts.next} relationship="label">
            <Button appearance="subtle" icon={<ChevronRight24Regular />} onClick={() => setStart(nextStart(current, count, visible, scroll))} />
          </Tooltip>
        )}
      </div>
      {moves && (
        <div className={styles.dots}>
          {starts.map((value, index) => (
            <Button
              key={value}
              className={mergeClasses(styles.dot, value === current && styles.dotActive)}
              appearance="transparent"
              aria-label={mediaTexts.page(index + 1)}
              aria-current={value === current || undefined}
              onClick={() => setStart(value)}
            />
          ))}
        </div>
      )}
      <Caption1>{count === 1 ? '1 image' : `${count} images`}</Caption1>
      {onDelete && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={mediaTexts.deleteImageTitle}
          message={mediaTexts.deleteImageMessage}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        />
      )}
    </div>
  );
}
