import { Button, Caption1, Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { ProgressListener } from './upload.ts';
import { useToasts } from './toasts.tsx';

export const mediaTexts = {
  chooseImage: 'Choisir une image',
  chooseImages: 'Choisir des images',
  dropHint: 'ou déposez-les ici',
  dropHintOne: 'ou déposez-la ici',
  uploading: (percent: number) => `Envoi en cours… ${percent} %`,
  processing: 'Traitement en cours…',
  imagesOnly: 'Seules les images sont acceptées',
  oneAtATime: 'Une seule image à la fois',
  noImage: "Pas d'image",
  previous: 'Images précédentes',
  next: 'Images suivantes',
  deleteImage: "Supprimer l'image",
  deleteImageTitle: "Supprimer l'image",
  deleteImageMessage: 'Voulez-vous vraiment supprimer cette image ?',
  slide: (index: number, count: number) => `Image ${index} sur ${count}`,
  page: (index: number) => `Groupe ${index}`,
} as const;

/** What an upload resolves with: done, or the messages to show (the server's refusal). */
export type ImageUploadResult = { ok: true } | { ok: false; messages: string[] };

export interface ImageUploaderProps {
  /** Sends the files; report progress (0–1) through `onProgress`. */
  onUpload(files: File[], onProgress: ProgressListener): Promise<ImageUploadResult>;
  /** Several images at once (the article editor); one at a time otherwise (seed 000 §5). */
  multiple?: boolean;
  label?: string;
  disabled?: boolean;
  /** Test id of the whole block. */
  testId?: string;
}

/** Images only: the browser's type for the file (accept="image/*" can be bypassed by a drop or the "all files" choice). */
function isImageFile(file: { type: string }): boolean {
  return /^image\//.test(file.type);
}

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dragging: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

/**
 * An image upload area: a button (and drop zone) accepting images only, a progress bar while the
 * files go up, the refusal messages (the browser's type check, then the server's) under it, and
 * the success toast. One file at a time unless `multiple`.
 */
export function ImageUploader({ onUpload, multiple = false, label, disabled, testId }: ImageUploaderProps) {
  const styles = useStyles();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toasts = useToasts();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  const send = async (list: FileList | File[] | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0 || busy || disabled) return;
    if (!multiple && files.length > 1) {
      setErrors([mediaTexts.oneAtATime]);
      return;
    }
    const refused = files.filter((file) => !isImageFile(file));
    if (refused.length > 0) {
      setErrors(refused.map((file) => `${mediaTexts.imagesOnly} : ${file.name}`));
      return;
    }
    setErrors([]);
    setProgress(0);
    try {
      const result = await onUpload(files, (fraction) => setProgress(Math.max(0, Math.min(1, fraction))));
      if (result.ok) toasts.success();
      else setErrors(result.messages);
    } finally {
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div
      className={mergeClasses(styles.zone, dragging && styles.dragging)}
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy && !disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Field label={label}>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            className={styles.hidden}
            type="file"
            accept="image/*"
            multiple={multiple}
            disabled={disabled || busy}
            aria-label={multiple ? mediaTexts.chooseImages : mediaTexts.chooseImage}
            onChange={(event) => void send(event.target.files)}
          />
          <Button icon={<ArrowUpload20Regular />} disabled={disabled || busy} onClick={() => input.current?.click()}>
            {multiple ? mediaTexts.chooseImages : mediaTexts.chooseImage}
          </Button>
          <Caption1 className={styles.hint}>{multiple ? mediaTexts.dropHint : mediaTexts.dropHintOne}</Caption1>
        </div>
      </Field>
      {busy && (
        <Field validationMessage={percent < 100 ? mediaTexts.uploading(percent) : mediaTexts.processing} validationState="none">
          <ProgressBar value={progress ?? 0} max={1} thickness="large" aria-label={mediaTexts.uploading(percent)} data-testid="upload-progress" />
        </Field>
      )}
      {errors.length > 0 && (
        <MessageBar intent="error" data-testid="upload-error">
          <MessageBarBody>
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
