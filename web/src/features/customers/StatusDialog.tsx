import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option as FluentOption, Spinner } from '@fluentui/react-components';
import { Dialog } from '../../kit/Dialog.tsx';
import { useEffect, useState } from 'react';
import { statusOptions } from './options.ts';
import { statusLabel } from './rules.ts';

/** 'Changer le statut': pick any status (1–10) and confirm. */
export function StatusDialog({ open, current, onClose, onConfirm }: { open: boolean; current: number; onClose(): void; onConfirm(statusId: number): Promise<boolean> }) {
  const [statusId, setStatusId] = useState(String(current));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setStatusId(String(current));
  }, [open, current]);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm(Number(statusId))) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Changer le statut</DialogTitle>
          <DialogContent>
            <Field label="Nouveau statut" hint={`Statut actuel : ${statusLabel(current)}`}>
              <Dropdown value={statusLabel(Number(statusId))} selectedOptions={[statusId]} onOptionSelect={(_, data) => data.optionValue && setStatusId(data.optionValue)}>
                {statusOptions.map((option) => (
                  <FluentOption key={option.value} value={option.value}>
                    {option.label}
                  </FluentOption>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              Annuler
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy || Number(statusId) === current} icon={busy ? <Spinner size="tiny" /> : undefined}>
              Confirmer
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
