import { Button, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { PaymentModeId } from '@console/schema';
import { kitTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  modes: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  mode: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalL, minHeight: '88px' },
  modeName: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  arabic: { fontSize: tokens.fontSizeBase400, fontFamily: "'Noto Sans Arabic', sans-serif" },
});

const MODES = [
  { id: PaymentModeId.CASH, testId: 'pay-cash', name: texts.cash, arabic: texts.cashAr, detail: texts.cashDetail },
  { id: PaymentModeId.CARD, testId: 'pay-card', name: texts.card, arabic: null, detail: texts.cardDetail },
] as const;

/**
 * The seeds' payment modes as two large buttons: ESP (cash, « نقدا ») and TPE (card). Without `selected` each
 * button chooses at once (the order lists' collect); with it they toggle and show the choice.
 */
export function PaymentModeButtons({ selected, onChoose }: { selected?: number | null; onChoose(paymentModeId: number): void }) {
  const styles = useStyles();
  return (
    <div className={styles.modes}>
      {MODES.map((mode) => {
        const content = (
          <>
            <span className={styles.modeName}>
              {mode.name}
              {mode.arabic && (
                <>
                  {' '}
                  <span lang="ar" dir="rtl" className={styles.arabic}>
                    {mode.arabic}
                  </span>
                </>
              )}
            </span>
            <span>{mode.detail}</span>
          </>
        );
        return selected === undefined ? (
          <Button key={mode.id} className={styles.mode} data-testid={mode.testId} onClick={() => onChoose(mode.id)}>
            {content}
          </Button>
        ) : (
          <ToggleButton key={mode.id} className={styles.mode} data-testid={mode.testId} checked={selected === mode.id} onClick={() => onChoose(mode.id)}>
            {content}
          </ToggleButton>
        );
      })}
    </div>
  );
}
