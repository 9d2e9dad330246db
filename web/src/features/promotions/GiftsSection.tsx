import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PromotionChooserArticlesDocument } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { formatNumber } from '../../kit/money.ts';
import { LookupCombobox, lookupSource } from '../../kit/LookupCombobox.tsx';
import type { Option } from '../../kit/options.ts';
import { Section } from '../../kit/DetailLayout.tsx';
import { kitTexts } from '../../kit/texts.ts';
import { LocalTable, RANGE_PAGE_SIZE } from './LocalTable.tsx';
import { parseNumber } from './promotionForm.ts';
import { visible, type GiftItem, type ItemsAction, type MultilineGiftItem } from './promotionItems.ts';

export const useFormStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  number: { width: '120px' },
});

/** The article chooser (chooserArticles, take 20). */
export const articleLookup = lookupSource(
  PromotionChooserArticlesDocument,
  (data) => data.chooserArticles.items.map((article) => ({ value: String(article.articleId), label: article.descriptionLong ? `${article.code} – ${article.descriptionLong}` : article.code })),
  (keyword) => ({ keyword, take: 20 }),
);

export interface GiftData {
  articleId: number;
  articleLabel: string;
  quantity: number;
  maxQuantity: number;
}

const giftColumns: Column<GiftItem | MultilineGiftItem>[] = [
  { id: 'article', header: 'Article', cell: (gift) => gift.articleLabel, minWidth: 200 },
  { id: 'quantity', header: 'Quantité', cell: (gift) => formatNumber(gift.quantity), width: '100px', align: 'end' },
  { id: 'maxQuantity', header: 'Maximum', cell: (gift) => formatNumber(gift.maxQuantity), width: '100px', align: 'end' },
];

/** Article, quantity and maximum; 'Ajouter le cadeau' needs all three (and `blocked` unset: a range chosen). */
export function GiftForm({ onAdd, blocked }: { onAdd(gift: GiftData): void; blocked?: boolean }) {
  const styles = useFormStyles();
  const [article, setArticle] = useState<Option | null>(null);
  const [quantity, setQuantity] = useState('');
  const [maxQuantity, setMaxQuantity] = useState('');
  const quantityValue = parseNumber(quantity);
  const maxValue = parseNumber(maxQuantity);
  const ready = !blocked && article !== null && quantityValue !== null && quantityValue > 0 && maxValue !== null && maxValue > 0;
  return (
    <div className={styles.row}>
      <LookupCombobox label="Article offert" source={articleLookup} value={article} onChange={setArticle} testId="gift-article" />
      <Field label="Quantité">
        <Input className={styles.number} value={quantity} onChange={(_, data) => setQuantity(data.value)} inputMode="numeric" name="giftQuantity" />
      </Field>
      <Field label="Maximum">
        <Input className={styles.number} value={maxQuantity} onChange={(_, data) => setMaxQuantity(data.value)} inputMode="numeric" name="giftMaxQuantity" />
      </Field>
      <Button
        icon={<Add20Regular />}
        disabled={!ready}
        onClick={() => {
          if (!article || quantityValue === null || maxValue === null) return;
          onAdd({ articleId: Number(article.value), articleLabel: article.label, quantity: Math.round(quantityValue), maxQuantity: Math.round(maxValue) });
          setArticle(null);
          setQuantity('');
          setMaxQuantity('');
        }}
      >
        Ajouter le cadeau
      </Button>
    </div>
  );
}

/** A gifts table (5 rows a page) with its delete buttons. */
export function GiftsTable<T extends GiftItem | MultilineGiftItem>({ label, gifts, onRemove }: { label: string; gifts: readonly T[]; onRemove(gift: T): void }) {
  return (
    <LocalTable
      label={label}
      rows={visible(gifts)}
      columns={giftColumns}
      rowKey={(gift) => gift.key}
      pageSize={RANGE_PAGE_SIZE}
      rowButtons={[{ id: 'delete', label: kitTexts.delete, icon: <Delete20Regular />, onClick: onRemove }]}
    />
  );
}

/** Kind 3 with multi-line gifts: the gifts combined over the whole order, outside any range. */
export function MultilineGiftsSection({ gifts, dispatch }: { gifts: readonly MultilineGiftItem[]; dispatch(action: ItemsAction): void }) {
  return (
    <Section title="Cadeaux multi-lignes" testId="promotion-multiline-gifts">
      <GiftForm onAdd={(data) => dispatch({ type: 'addMultilineGift', data })} />
      <GiftsTable label="Cadeaux multi-lignes" gifts={gifts} onRemove={(gift) => dispatch({ type: 'removeMultilineGift', key: gift.key })} />
    </Section>
  );
}
