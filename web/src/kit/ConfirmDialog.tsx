import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Dialog } from './Dialog.tsx';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { detailTexts } from './detailTexts.ts';
import { kitTexts as texts } from './texts.ts';

export interface ConfirmOptions {
  /** 'Confirmer l’action' unless given. */
  title?: string;
  message: ReactNode;
  /** The confirming button: the action's own verb ('Désactiver'), 'Confirmer' unless given. */
  confirmLabel?: string;
  cancelLabel?: string;
}

const useStyles = makeStyles({
  // The actions sit under the message, each label on one line.
  actions: { gridColumnStart: 1, gridColumnEnd: -1, justifySelf: 'end' },
  button: { whiteSpace: 'nowrap' },
});

/** A yes / no question before an action that cannot be undone with one click; Escape and the cancel button say no. */
export function ConfirmDialog({ open, options, onAnswer }: { open: boolean; options: ConfirmOptions | null; onAnswer(confirmed: boolean): void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onAnswer(false)} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{options?.title ?? detailTexts.confirmTitle}</DialogTitle>
          <DialogContent>{options?.message}</DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="secondary" className={styles.button} onClick={() => onAnswer(false)}>
              {options?.cancelLabel ?? texts.cancel}
            </Button>
            <Button appearance="primary" className={styles.button} onClick={() => onAnswer(true)}>
              {options?.confirmLabel ?? texts.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * `const { confirm, dialog } = useConfirm();` then `if (await confirm({ message })) …`; render
 * `dialog` once in the screen.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOptions(null);
  };
  return { confirm, dialog: <ConfirmDialog open={options !== null} options={options} onAnswer={answer} /> };
}
