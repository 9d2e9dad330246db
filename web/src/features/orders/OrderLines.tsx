import { Badge, Button, Caption1, Input, Select, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { OrderMessages, UNIT_CODE_LABELS, quantityChoices } from '@console/schema';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../kit/money.ts';
import type { BasketLine } from './basket.ts';
import { posTexts as texts } from './posTexts.ts';

const useStyles = makeStyles({
  article: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  code: { color: tokens.colorNeutralForeground3 },
  shortage: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  discount: { color: tokens.colorPaletteDarkOrangeForeground1 },
  quantity: { minWidth: 0, width: '100%' },
  price: { width: '100%', minWidth: 0 },
  // Fixed columns: the article's designation wraps, the numbers never get cut.
  table: { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' },
  quantityColumn: { width: '76px' },
  priceColumn: { width: '88px' },
  totalColumn: { width: '96px' },
  removeColumn: { width: '40px' },
  head: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'middle', overflowWrap: 'anywhere' },
  end: { textAlign: 'end' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', padding: tokens.spacingVerticalL },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
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

/** A price as the agent reads and types it: two decimals after a comma (20,90). */
const priceText = (price: number) => price.toFixed(2).replace('.', ',');

/** The id of the message under a line whose typed price is refused (the price input names it). */
const priceErrorId = (articleId: number) => `price-error-${articleId}`;

/**
 * A typed price, applied on blur (after the question) when it changed. It must be above 0: anything else stays as
 * typed, marked invalid, with the message under the line (`onInvalid`), and nothing is sent.
 */
function PriceInput({ line, invalid, onInvalid, onChange }: { line: BasketLine; invalid: boolean; onInvalid(invalid: boolean): void; onChange(price: number): Promise<boolean> }) {
  const styles = useStyles();
  const [text, setText] = useState(priceText(line.unitPrice));
  useEffect(() => setText(priceText(line.unitPrice)), [line.unitPrice]);
  const blur = async () => {
    const price = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(price) || price <= 0) {
      onInvalid(true);
      return;
    }
    onInvalid(false);
    if (price === line.unitPrice) return;
    if (!(await onChange(price))) setText(priceText(line.unitPrice));
  };
  return (
    <Input
      className={styles.price}
      size="small"
      type="text"
      inputMode="decimal"
      aria-label={texts.priceOf(line.articleCode)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? priceErrorId(line.articleId) : undefined}
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
  const [invalidPrices, setInvalidPrices] = useState<ReadonlySet<number>>(new Set());
  const markPrice = (articleId: number) => (invalid: boolean) =>
    setInvalidPrices((current) => {
      const next = new Set(current);
      if (invalid) next.add(articleId);
      else next.delete(articleId);
      return next;
    });
  return (
    <table className={styles.table} aria-label={texts.lines}>
      <colgroup>
        <col />
        <col className={styles.quantityColumn} />
        <col className={styles.priceColumn} />
        <col className={styles.totalColumn} />
        <col className={styles.removeColumn} />
      </colgroup>
      <thead>
        <tr>
          <th className={styles.head}>{texts.article}</th>
          <th className={styles.head}>{texts.quantity}</th>
          <th className={mergeClasses(styles.head, styles.end)}>{texts.unitPrice}</th>
          <th className={mergeClasses(styles.head, styles.end)}>{texts.total}</th>
          <th className={styles.head}>
            <span className={styles.hidden}>{texts.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td className={mergeClasses(styles.cell, styles.empty)} colSpan={5}>
              {texts.noLines}
            </td>
          </tr>
        )}
        {lines.map((line) => (
          <tr key={line.isGift ? `gift-${line.orderLineId ?? line.articleId}` : `line-${line.articleId}`} data-testid="line">
            <td className={styles.cell} data-testid="cell-article">
              <span className={styles.article}>
                <span>{line.description}</span>
                <Caption1 className={styles.code}>
                  {line.articleCode} · {UNIT_CODE_LABELS[line.unitCode] ?? line.unitCode}{' '}
                  {line.isGift && (
                    <Badge appearance="tint" color="success">
                      {texts.gift}
                    </Badge>
                  )}
                </Caption1>
                {!line.isGift && line.discountAmount > 0 && (
                  <Caption1 className={styles.discount} data-testid="line-discount">
                    {texts.lineDiscount(line.promotionCode, line.discountAmount)}
                  </Caption1>
                )}
                {invalidPrices.has(line.articleId) && (
                  <Caption1 className={styles.shortage} id={priceErrorId(line.articleId)} role="alert" data-testid="line-price-error">
                    {OrderMessages.priceAboveZero}
                  </Caption1>
                )}
                {line.availableQuantity !== null && (
                  <Caption1 className={styles.shortage} data-testid="line-available">
                    {OrderMessages.available(line.availableQuantity)}
                  </Caption1>
                )}
              </span>
            </td>
            <td className={styles.cell} data-testid="cell-quantity">
              {readOnly || line.isGift ? line.quantity : <QuantitySelect line={line} disabled={readOnly} onChange={(quantity) => onQuantity(line.articleId, quantity)} />}
            </td>
            <td className={mergeClasses(styles.cell, styles.end, styles.amount)} data-testid="cell-price">
              {!readOnly && !line.isGift && allowModifPrice ? (
                <PriceInput line={line} invalid={invalidPrices.has(line.articleId)} onInvalid={markPrice(line.articleId)} onChange={(price) => onPrice(line, price)} />
              ) : (
                formatMoney(line.unitPrice)
              )}
            </td>
            <td className={mergeClasses(styles.cell, styles.end, styles.amount)} data-testid="cell-total">
              {line.totalAmountTTC === null ? '…' : formatMoney(line.totalAmountTTC)}
            </td>
            <td className={styles.cell}>
              {!readOnly && !line.isGift && (
                <Tooltip content={texts.removeLine(line.articleCode)} relationship="label">
                  <Button appearance="subtle" size="small" icon={<Delete20Regular />} data-testid="row-remove" onClick={() => onRemove(line.articleId)} />
                </Tooltip>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
