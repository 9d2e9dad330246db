import { Badge, Caption1, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { OrderMessages, UNIT_CODE_LABELS, quantityChoices } from '@console/schema';
import { useEffect, useState } from 'react';
import { DataTable } from '../../kit/DataTable.tsx';
import { formatMoney } from '../../kit/money.ts';
import type { BasketLine } from './basket.ts';
import { posTexts as texts } from './posTexts.ts';

const useStyles = makeStyles({
  article: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  code: { color: tokens.colorNeutralForeground3 },
  shortage: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  quantity: { minWidth: 0, width: '100%' },
  price: { width: '100%' },
});

/**
 * The quantity choices run up to 9999: the list is built only once the select is pointed at or focused, so a
 * basket of many lines does not draw thousands of options.
 */
function QuantitySelect({ line, disabled, onChange }: { line: BasketLine; disabled: boolean; onChange(quantity: number): void }) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const choices = expanded ? quantityChoices(line.minimumToOrder, line.quantityStep) : [];
  const shown = choices.includes(line.quantity) ? choices : [line.quantity, ...choices];
  return (
    <Select
      className={styles.quantity}
      size="small"
      aria-label={texts.quantityOf(line.articleCode)}
      value={String(line.quantity)}
      disabled={disabled}
      onPointerEnter={() => setExpanded(true)}
      onFocus={() => setExpanded(true)}
      onBlur={() => setExpanded(false)}
      onChange={(_, data) => {
        const quantity = Number(data.value);
        if (quantity > 0) onChange(quantity);
      }}
    >
      {shown.map((quantity) => (
        <option key={quantity} value={quantity}>
          {quantity}
        </option>
      ))}
    </Select>
  );
}

/** A typed price, applied on blur (after the question) when it changed; it must be above 0. */
function PriceInput({ line, onChange }: { line: BasketLine; onChange(price: number): Promise<boolean> }) {
  const styles = useStyles();
  const [text, setText] = useState(String(line.unitPrice));
  const [error, setError] = useState(false);
  useEffect(() => setText(String(line.unitPrice)), [line.unitPrice]);
  const blur = async () => {
    const price = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(price) || price <= 0) {
      setError(true);
      setText(String(line.unitPrice));
      return;
    }
    setError(false);
    if (price === line.unitPrice) return;
    if (!(await onChange(price))) setText(String(line.unitPrice));
  };
  return (
    <Input
      className={styles.price}
      size="small"
      type="text"
      inputMode="decimal"
      aria-label={texts.priceOf(line.articleCode)}
      aria-invalid={error || undefined}
      title={error ? OrderMessages.priceAboveZero : undefined}
      value={text}
      onChange={(_, data) => setText(data.value)}
      onBlur={() => void blur()}
    />
  );
}

export interface OrderLinesProps {
  lines: readonly BasketLine[];
  readOnly: boolean;
  allowModifPrice: boolean;
  onQuantity(articleId: number, quantity: number): void;
  /** Resolves false when the change was declined. */
  onPrice(line: BasketLine, price: number): Promise<boolean>;
  onRemove(articleId: number): void;
}

/** The basket's lines: quantity from the article's choices, price when the channel allows it, gifts locked. */
export function OrderLines({ lines, readOnly, allowModifPrice, onQuantity, onPrice, onRemove }: OrderLinesProps) {
  const styles = useStyles();
  return (
    <DataTable
      label={texts.lines}
      rows={lines}
      rowKey={(line) => (line.isGift ? `gift-${line.orderLineId ?? line.articleId}` : `line-${line.articleId}`)}
      emptyText={texts.noLines}
      columns={[
        {
          id: 'article',
          header: texts.article,
          wrap: true,
          minWidth: 120,
          cell: (line) => (
            <span className={styles.article}>
              <span>{line.description}</span>
              <Caption1 className={styles.code}>
                {line.articleCode} · {UNIT_CODE_LABELS[line.unitCode] ?? line.unitCode} {line.isGift && <Badge appearance="tint" color="success">{texts.gift}</Badge>}
              </Caption1>
              {line.availableQuantity !== null && (
                <Caption1 className={styles.shortage} data-testid="line-available">
                  {OrderMessages.available(line.availableQuantity)}
                </Caption1>
              )}
            </span>
          ),
        },
        {
          id: 'quantity',
          header: texts.quantity,
          width: '84px',
          cell: (line) =>
            readOnly || line.isGift ? line.quantity : <QuantitySelect line={line} disabled={readOnly} onChange={(quantity) => onQuantity(line.articleId, quantity)} />,
        },
        {
          id: 'price',
          header: texts.unitPrice,
          width: '96px',
          align: 'end',
          cell: (line) => (!readOnly && !line.isGift && allowModifPrice ? <PriceInput line={line} onChange={(price) => onPrice(line, price)} /> : formatMoney(line.unitPrice)),
        },
        { id: 'total', header: texts.total, width: '96px', align: 'end', cell: (line) => (line.totalAmountTTC === null ? '…' : formatMoney(line.totalAmountTTC)) },
      ]}
      rowButtons={
        readOnly
          ? []
          : [{ id: 'remove', label: texts.remove, icon: <Delete20Regular />, onClick: (line) => onRemove(line.articleId), hidden: (line) => line.isGift }]
      }
    />
  );
}
