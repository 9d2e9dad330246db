import { useFragment } from '@apollo/client/react';
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, Play20Regular, Save20Regular } from '@fluentui/react-icons';
import { PreparationStatus, UNIT_CODE_LABELS, canRecordPreparation, canStartPreparation } from '@console/schema';
import { useMemo, useState } from 'react';
import {
  PreparationOrderFieldsFragmentDoc,
  SaveOrderPreparationDocument,
  StartOrderPreparationDocument,
  type PreparationOrderFieldsFragment,
} from '../../../generated/graphql.ts';
import { useConfirm } from '../../../kit/ConfirmDialog.tsx';
import { Section } from '../../../kit/DetailLayout.tsx';
import { formatDate } from '../../../kit/dates.ts';
import { Image } from '../../../kit/Image.tsx';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { PreparationStatusBadge } from '../OrderStatusBadges.tsx';
import { preparationTexts as texts } from './preparationTexts.ts';
import {
  allPrepared,
  finishOutcome,
  initialValues,
  lineErrors,
  lineFields,
  preparedLines,
  serverLineErrors,
  type PreparedValues,
} from './preparedQuantities.ts';

type PreparationOrder = PreparationOrderFieldsFragment;

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  // Fixed columns: the designation wraps, the quantities and buttons never get cut.
  table: { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' },
  imageColumn: { width: '48px' },
  orderedColumn: { width: '108px' },
  preparedColumn: { width: '120px' },
  allColumn: { width: '64px' },
  allButton: { minWidth: 'auto' },
  head: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top', overflowWrap: 'anywhere' },
  middle: { verticalAlign: 'middle' },
  end: { textAlign: 'end' },
  number: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  code: { color: tokens.colorNeutralForeground3, display: 'block' },
  short: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  input: { width: '100%', minWidth: 0 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The slot as `08:00–12:00`. */
export function slotText(slot: PreparationOrder['deliverySlot']): string {
  return slot ? `${slot.startHour.slice(0, 5)}–${slot.endHour.slice(0, 5)}` : '';
}

/**
 * The chosen order, read from the cache by its id: it stays as the list pages or refreshes, and follows every
 * answer (start, save, another user's change fetched by the list).
 */
export function PreparationPanel({ orderId, canAct, onFinished }: { orderId: number | null; canAct: boolean; onFinished(orderId: number): void }) {
  const styles = useStyles();
  const { data, complete } = useFragment({
    fragment: PreparationOrderFieldsFragmentDoc,
    fragmentName: 'PreparationOrderFields',
    from: orderId === null ? null : { __typename: 'Order', orderId },
  });
  if (orderId === null || !complete || !data) {
    return (
      <Section title={texts.preparation}>
        <Text className={styles.hint}>{texts.chooseOrder}</Text>
      </Section>
    );
  }
  return <OrderPreparation key={data.orderId} order={data} canAct={canAct} onFinished={onFinished} />;
}

/** One order's lines, start, prepared quantities, save and finish (level 4; the rest read it). */
function OrderPreparation({ order, canAct, onFinished }: { order: PreparationOrder; canAct: boolean; onFinished(orderId: number): void }) {
  const styles = useStyles();
  const lines = order.orderLines;
  const [values, setValues] = useState<PreparedValues>(() => initialValues(lines));
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const { confirm, dialog } = useConfirm();
  const fields = useMemo(() => lineFields(lines), [lines]);
  const start = useAppMutation(StartOrderPreparationDocument, { result: (data) => data.startOrderPreparation });
  const save = useAppMutation(SaveOrderPreparationDocument, { result: (data) => data.saveOrderPreparation, fields });
  const startable = canAct && canStartPreparation(order);
  const recording = canAct && canRecordPreparation(order);
  const errors = lineErrors(lines, values);
  const invalid = Object.keys(errors).length > 0;
  const outcome = finishOutcome(lines, values);
  const busy = start.loading || save.loading;

  const change = (next: PreparedValues, lineIds: readonly number[]) => {
    setValues((current) => ({ ...current, ...next }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([lineId]) => !lineIds.includes(Number(lineId)))));
  };
  const send = async (finish: boolean) => {
    const answer = await save.run({ orderId: order.orderId, lines: preparedLines(lines, values), finish });
    // A refused save keeps what was typed and shows the server's reasons under their lines.
    if (!answer.ok) {
      setServerErrors(serverLineErrors(lines, answer.fieldErrors));
      return;
    }
    setServerErrors({});
    if (finish) onFinished(order.orderId);
  };
  const finish = async () => {
    const confirmed = await confirm({
      title: texts.finishTitle,
      message: (
        <>
          {texts.finishQuestion(order.code)}
          <br />
          <strong data-testid="confirm-outcome">{texts.outcome(outcome.status, outcome.shortLines)}</strong>
        </>
      ),
      confirmLabel: texts.finish,
    });
    if (confirmed) await send(true);
  };

  const preparedCell = (line: PreparationOrder['orderLines'][number]) => {
    if (!recording) return <span className={styles.number}>{line.quantityPrepared ?? '–'}</span>;
    const error = errors[line.orderLineId] ?? serverErrors[line.orderLineId];
    return (
      <Field validationMessage={error} validationState={error ? 'error' : 'none'} size="small">
        <Input
          className={styles.input}
          size="small"
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity}
          step={1}
          aria-label={texts.preparedOf(line.articleCode)}
          value={values[line.orderLineId] ?? ''}
          disabled={busy}
          onChange={(_, data) => change({ [line.orderLineId]: data.value }, [line.orderLineId])}
        />
      </Field>
    );
  };

  return (
    <Section title={texts.orderTitle(order.code)} actions={<PreparationStatusBadge status={order.preparationStatus} />} testId="preparation-panel">
      <div className={styles.facts}>
        <Text>{texts.customer(order.customerName, order.customerCode)}</Text>
        <Text>
          {texts.desiredDelivery} : {formatDate(order.desiredDeliveryDate)} {slotText(order.deliverySlot)}
        </Text>
      </div>
      {!canAct && (
        <MessageBar intent="info">
          <MessageBarBody>{texts.readOnly}</MessageBarBody>
        </MessageBar>
      )}
      <table className={styles.table} aria-label={texts.lines}>
        <colgroup>
          <col className={styles.imageColumn} />
          <col />
          <col className={styles.orderedColumn} />
          <col className={styles.preparedColumn} />
          {recording && <col className={styles.allColumn} />}
        </colgroup>
        <thead>
          <tr>
            <th className={styles.head}>
              <span className={styles.hidden}>{texts.image}</span>
            </th>
            <th className={styles.head}>{texts.article}</th>
            <th className={mergeClasses(styles.head, styles.end)}>{texts.ordered}</th>
            <th className={styles.head}>{texts.prepared}</th>
            {recording && (
              <th className={styles.head}>
                <span className={styles.hidden}>{texts.all}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.orderLineId} data-testid="preparation-line">
              <td className={styles.cell}>
                <Image src={line.imageUrl} alt={line.description} width={40} height={40} />
              </td>
              <td className={styles.cell}>
                <Caption1 className={styles.code}>{line.articleCode}</Caption1>
                <Text>{line.description}</Text>
              </td>
              <td className={mergeClasses(styles.cell, styles.end, styles.number)} data-testid="line-ordered">
                {line.quantity} {UNIT_CODE_LABELS[line.unitCode] ?? line.unitCode}
              </td>
              <td className={styles.cell}>{preparedCell(line)}</td>
              {recording && (
                <td className={styles.cell}>
                  <Button className={styles.allButton} size="small" aria-label={texts.allOf(line.articleCode)} disabled={busy} onClick={() => change({ [line.orderLineId]: String(line.quantity) }, [line.orderLineId])}>
                    {texts.all}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {order.preparationStatus === PreparationStatus.NOT_STARTED && canAct && <Text className={styles.hint}>{texts.notStarted}</Text>}
      <div className={styles.footer}>
        {recording && !invalid && (
          <Text role="status" data-testid="finish-outcome" className={outcome.status === PreparationStatus.PREPARED ? undefined : styles.short}>
            {texts.outcome(outcome.status, outcome.shortLines)}
          </Text>
        )}
        <div className={styles.actions}>
          {startable && (
            <Button
              appearance="primary"
              icon={start.loading ? <Spinner size="tiny" /> : <Play20Regular />}
              disabled={busy}
              onClick={() => void start.run({ orderId: order.orderId })}
            >
              {texts.start}
            </Button>
          )}
          {recording && (
            <>
              <Button disabled={busy} onClick={() => change(allPrepared(lines), lines.map((line) => line.orderLineId))}>
                {texts.allLines}
              </Button>
              <Button icon={<Save20Regular />} disabled={busy || invalid} onClick={() => void send(false)}>
                {texts.save}
              </Button>
              <Button appearance="primary" icon={<CheckmarkCircle20Regular />} disabled={busy || invalid} onClick={() => void finish()}>
                {texts.finish}
              </Button>
            </>
          )}
        </div>
      </div>
      {dialog}
    </Section>
  );
}
