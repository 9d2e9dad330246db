import { Button, Field, Input } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { DiscountUnit, PromoType } from '@console/schema';
import { useState } from 'react';
import type { Column } from '../../kit/DataTable.tsx';
import { Section } from '../../kit/DetailLayout.tsx';
import { formatMoney, formatNumber } from '../../kit/money.ts';
import { kitTexts } from '../../kit/texts.ts';
import { GiftForm, GiftsTable, useFormStyles } from './GiftsSection.tsx';
import { LocalTable, RANGE_PAGE_SIZE } from './LocalTable.tsx';
import { discountError, parseNumber } from './promotionForm.ts';
import { visible, type ArticleItem, type CustomerRangeItem, type ItemsAction, type RangeItem } from './promotionItems.ts';

/** A discount in the promotion's unit: `10 %` or `19,80 DH`. */
const formatDiscount = (value: number, percentOrAmountDiscount: number) =>
  percentOrAmountDiscount === DiscountUnit.PERCENT ? `${formatNumber(value)} %` : formatMoney(value);

export interface RangeData {
  from: number;
  to: number;
  discountValue: number;
}

/**
 * From, to and discount; 'Ajouter le palier' needs from, to and a discount ('Invalid Discount' over
 * 100 %). Kind 3's ranges give gifts, not discounts: they have no discount (`withDiscount` false).
 */
export function RangeForm({ onAdd, withDiscount, percentOrAmountDiscount }: { onAdd(range: RangeData): void; withDiscount: boolean; percentOrAmountDiscount: number }) {
  const styles = useFormStyles();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [discount, setDiscount] = useState('');
  const fromValue = parseNumber(from);
  const toValue = parseNumber(to);
  const discountValue = parseNumber(discount);
  const invalid = discountError(discount, String(percentOrAmountDiscount));
  const ready = fromValue !== null && toValue !== null && (!withDiscount || (invalid === null && discountValue !== null));
  return (
    <div className={styles.row}>
      <Field label="De">
        <Input className={styles.number} value={from} onChange={(_, data) => setFrom(data.value)} inputMode="decimal" name="rangeFrom" />
      </Field>
      <Field label="À">
        <Input className={styles.number} value={to} onChange={(_, data) => setTo(data.value)} inputMode="decimal" name="rangeTo" />
      </Field>
      {withDiscount && (
        <Field label="Remise" validationMessage={invalid ?? undefined} validationState={invalid ? 'error' : 'none'}>
          <Input className={styles.number} value={discount} onChange={(_, data) => setDiscount(data.value)} inputMode="decimal" name="rangeDiscount" />
        </Field>
      )}
      <Button
        icon={<Add20Regular />}
        disabled={!ready}
        onClick={() => {
          if (fromValue === null || toValue === null) return;
          onAdd({ from: fromValue, to: toValue, discountValue: withDiscount ? (discountValue ?? 0) : 0 });
          setFrom('');
          setTo('');
          setDiscount('');
        }}
      >
        Ajouter le palier
      </Button>
    </div>
  );
}

/** The ranges' columns: from, to, then the discount, or for gift ranges (`gifts` given) the gifts' count. */
export function rangeColumns<T extends RangeItem | CustomerRangeItem>(percentOrAmountDiscount: number, gifts?: (range: T) => number): Column<T>[] {
  const bounds: Column<T>[] = [
    { id: 'from', header: 'De', cell: (range) => formatNumber(range.from), width: '110px', align: 'end' },
    { id: 'to', header: 'À', cell: (range) => formatNumber(range.to), width: '110px', align: 'end' },
  ];
  if (gifts) return [...bounds, { id: 'gifts', header: 'Cadeaux', cell: (range) => formatNumber(gifts(range)), width: '90px', align: 'end' }];
  return [...bounds, { id: 'discount', header: 'Remise', cell: (range) => formatDiscount(range.discountValue, percentOrAmountDiscount), minWidth: 120, align: 'end' }];
}

/**
 * The ranges of the chosen article entry (5 a page). Kind 3 (the only kind that gives gifts, README's
 * pricing table) shows, unless its gifts are multi-line, the gifts of the chosen range: 'Ajouter le
 * cadeau' needs a range chosen. The other kinds' ranges carry a discount and no gifts.
 */
export function RangesSection({
  article,
  dispatch,
  promoType,
  percentOrAmountDiscount,
  multiLine,
}: {
  article: ArticleItem;
  dispatch(action: ItemsAction): void;
  promoType: number;
  percentOrAmountDiscount: number;
  multiLine: boolean;
}) {
  const [rangeKey, setRangeKey] = useState<string | null>(null);
  const ranges = visible(article.ranges);
  const range = ranges.find((item) => item.key === rangeKey) ?? null;
  const articleKey = article.key;
  const givesGifts = promoType === PromoType.PLAN_PANIER;
  return (
    <Section title={`Paliers de ${article.title}`} testId="promotion-ranges">
      <RangeForm
        withDiscount={!givesGifts}
        percentOrAmountDiscount={percentOrAmountDiscount}
        onAdd={(data) => dispatch({ type: 'addRange', articleKey, data })}
      />
      <LocalTable
        label="Paliers"
        rows={ranges}
        columns={rangeColumns<RangeItem>(percentOrAmountDiscount, givesGifts ? (item) => visible(item.gifts).length : undefined)}
        rowKey={(item) => item.key}
        pageSize={RANGE_PAGE_SIZE}
        onRowClick={givesGifts ? (item) => setRangeKey(item.key) : undefined}
        rowButtons={[
          {
            id: 'delete',
            label: kitTexts.delete,
            icon: <Delete20Regular />,
            onClick: (item) => {
              if (item.key === rangeKey) setRangeKey(null);
              dispatch({ type: 'removeRange', articleKey, rangeKey: item.key });
            },
          },
        ]}
      />
      {givesGifts && !multiLine && (
        <Section title={range ? `Cadeaux du palier ${formatNumber(range.from)} – ${formatNumber(range.to)}` : 'Cadeaux (choisissez un palier)'} testId="promotion-gifts">
          <GiftForm blocked={range === null} onAdd={(data) => range && dispatch({ type: 'addGift', articleKey, rangeKey: range.key, data })} />
          {range && <GiftsTable label="Cadeaux" gifts={range.gifts} onRemove={(gift) => dispatch({ type: 'removeGift', articleKey, rangeKey: range.key, giftKey: gift.key })} />}
        </Section>
      )}
    </Section>
  );
}
