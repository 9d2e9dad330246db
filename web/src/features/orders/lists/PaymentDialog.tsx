import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import { PaymentModeId, PreparationStatus, formatMoney } from '@console/schema';
import { useEffect, useState } from 'react';
import { PaymentModeButtons } from '../../../kit/PaymentModeButtons.tsx';
import { collectTotal, type ActionRow } from './orderActions.ts';
import { ACTION_TEXTS, listTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  amountLabel: { color: tokens.colorNeutralForeground3 },
  amount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  note: { color: tokens.colorNeutralForeground3 },
  prepared: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface PaymentDialogProps {
  /** The orders to collect (null: closed); `allowed` are those the rules let collect, whose amounts add up. */
  collect: { allowed: readonly ActionRow[]; refusedCount: number } | null;
  onConfirm(paymentModeId: number): Promise<void>;
  onClose(): void;
}

/**
 * The payment-mode dialog (seed 001): ESP (cash, « نقدا ») or TPE (card), then a confirmation step with the amount
 * to collect in DH (cash the TTC, card the TTC minus stamp duty; an order prepared short is billed on what was
 * prepared, and the dialog says so), then the collection.
 */
export function PaymentDialog({ collect, onConfirm, onClose }: PaymentDialogProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts at the choice of the mode.
  useEffect(() => {
    setMode(null);
    setBusy(false);
  }, [collect]);
  const count = collect?.allowed.length ?? 0;
  const amount = collect && mode !== null ? collectTotal(collect.allowed, mode) : 0;
  const verbs = ACTION_TEXTS.collect;
  // Billed on what was prepared when their preparation ended short (the server priced them again).
  const partly = (collect?.allowed ?? []).filter((row) => row.preparationStatus === PreparationStatus.PARTIALLY_PREPARED).map((row) => row.code);
  const confirm = async () => {
    if (mode === null) return;
    setBusy(true);
    try {
      await onConfirm(mode);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={collect !== null} onOpenChange={(_, data) => !data.open && !busy && onClose()} modalType="alert">
      <DialogSurface aria-label={texts.paymentTitle}>
        <DialogBody>
          <DialogTitle>{mode === null ? texts.paymentTitle : mode === PaymentModeId.CASH ? texts.confirmCash : texts.confirmCard}</DialogTitle>
          <DialogContent className={styles.content}>
            {mode === null ? (
              <>
                <Text>{texts.paymentQuestion}</Text>
                <PaymentModeButtons onChoose={setMode} />
              </>
            ) : (
              <>
                <Text className={styles.amountLabel}>{texts.amountToCollect}</Text>
                <Text className={styles.amount} data-testid="collect-amount">
                  {formatMoney(amount)}
                </Text>
                {mode === PaymentModeId.CARD && <Text className={styles.note}>{texts.cardNote}</Text>}
                {partly.length > 0 && (
                  <Text className={styles.prepared} data-testid="collect-prepared">
                    {texts.billedOnPrepared(partly)}
                  </Text>
                )}
                <Text>{count === 1 && collect?.allowed[0] ? texts.confirmOne(collect.allowed[0].code, verbs.verb) : texts.willBeDone(count, verbs)}</Text>
                {collect && collect.refusedCount > 0 && <Text>{texts.rulesRefuse(collect.refusedCount)}</Text>}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {mode === null ? (
              <Button onClick={onClose}>{texts.close}</Button>
            ) : (
              <>
                <Button disabled={busy} onClick={() => setMode(null)}>
                  {texts.back}
                </Button>
                <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void confirm()}>
                  {verbs.confirm}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
