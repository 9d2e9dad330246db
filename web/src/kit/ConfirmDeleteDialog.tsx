import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { Dialog } from './Dialog.tsx';
import { useState } from 'react';
import { kitTexts as texts } from './texts.ts';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** 'Confirmer la suppression' unless given. */
  title?: string;
  /** 'Voulez-vous vraiment supprimer cet élément ?' unless given. */
  message?: string;
  /** Runs the deletion; the dialog stays open (busy) until it settles, then closes. */
  onConfirm(): Promise<unknown> | void;
  onClose(): void;
}

/** The seeds' delete confirmation: title, message, Annuler / Supprimer. */
export function ConfirmDeleteDialog({ open, title, message, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title ?? texts.confirmDeleteTitle}</DialogTitle>
          <DialogContent>{message ?? texts.confirmDeleteMessage}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {texts.cancel}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {texts.delete}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
