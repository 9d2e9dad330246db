import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState, type CSSProperties } from 'react';

/** The seeds' no-image placeholder (a broken or missing image), drawn inline so it never fails itself. */
const NO_IMAGE_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#f3f2f1"/>' +
      '<path d="M38 62l14-18 10 12 8-9 12 15z" fill="#c8c6c4"/><circle cx="76" cy="34" r="6" fill="#c8c6c4"/>' +
      '<text x="60" y="82" font-family="Segoe UI, sans-serif" font-size="9" fill="#8a8886" text-anchor="middle">Pas d&#39;image</text></svg>',
  );

const useStyles = makeStyles({
  image: { display: 'block', objectFit: 'contain', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

export interface ImageProps {
  /** The image URL (`/assets/...`); null or empty shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
  /** Object fit ('contain' unless given). */
  fit?: 'contain' | 'cover';
}

/** An image that falls back to the no-image placeholder when missing or broken (seed 000 §8). */
export function Image({ src, alt, width, height, className, style, fit = 'contain' }: ImageProps) {
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  const missing = !src || broken;
  return (
    <img
      className={mergeClasses(styles.image, className)}
      src={missing ? NO_IMAGE_SRC : src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      data-placeholder={missing || undefined}
      style={{ objectFit: fit, ...style }}
      onError={() => setBroken(true)}
    />
  );
}
