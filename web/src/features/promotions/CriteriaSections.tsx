import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { ARTICLE_CRITERIA_LABELS, CUSTOMER_CRITERIA_LABELS, PromoType } from '@console/schema';
import { useMemo, useState } from 'react';
import { PromotionCriterionItemsDocument, type PromotionCriterionKind } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { Section } from '../../kit/DetailLayout.tsx';
import { LookupCombobox, lookupSource } from '../../kit/LookupCombobox.tsx';
import { formatNumber } from '../../kit/money.ts';
import type { Option } from '../../kit/options.ts';
import { kitTexts } from '../../kit/texts.ts';
import { MultilineGiftsSection, useFormStyles } from './GiftsSection.tsx';
import { CRITERIA_PAGE_SIZE, LocalTable, RANGE_PAGE_SIZE } from './LocalTable.tsx';
import { labelOf } from './options.ts';
import { visible, type ArticleItem, type CustomerItem, type CustomerRangeItem, type ItemsAction, type PromotionItems } from './promotionItems.ts';
import { RangeForm, RangesSection, rangeColumns } from './RangesSection.tsx';

/** A criterion's pick list (promotionCriterionItems, take 20), the code in the label when there is one. */
function useCriterionLookup(kind: PromotionCriterionKind, criteria: number) {
  return useMemo(
    () =>
      lookupSource(
        PromotionCriterionItemsDocument,
        (data) =>
          data.promotionCriterionItems.map((item) => ({
            value: String(item.itemId),
            label: item.name,
            detail: item.code ?? undefined,
          })),
        (keyword) => ({ kind, criteria, keyword, take: 20 }),
      ),
    [kind, criteria],
  );
}

/** The item lookup and 'Ajouter l'élément' (disabled until an item is chosen); items already there are left out. */
function CriterionPicker({ kind, criteria, label, chosen, onAdd }: { kind: PromotionCriterionKind; criteria: number; label: string; chosen: ReadonlySet<string>; onAdd(option: Option): void }) {
  const styles = useFormStyles();
  const source = useCriterionLookup(kind, criteria);
  const [choice, setChoice] = useState<Option | null>(null);
  return (
    <div className={styles.row}>
      <LookupCombobox label={label} source={source} value={choice} onChange={setChoice} exclude={chosen} testId={`${kind.toLowerCase()}-item`} />
      <Button
        icon={<Add20Regular />}
        disabled={choice === null}
        onClick={() => {
          if (!choice) return;
          onAdd(choice);
          setChoice(null);
        }}
      >
        Ajouter l&apos;élément
      </Button>
    </div>
  );
}

const articleColumns: Column<ArticleItem>[] = [
  { id: 'title', header: 'Code', cell: (article) => article.title, width: '160px' },
  { id: 'description', header: 'Description', cell: (article) => article.description ?? '', minWidth: 200 },
  { id: 'ranges', header: 'Paliers', cell: (article) => formatNumber(visible(article.ranges).length), width: '90px', align: 'end' },
];

const customerColumns: Column<CustomerItem>[] = [
  { id: 'code', header: 'Code', cell: (customer) => customer.code ?? '', width: '160px' },
  { id: 'name', header: 'Nom', cell: (customer) => customer.name, minWidth: 200 },
];

const chosenIds = (items: readonly { itemId: number; typeAction: number }[]) => new Set(visible(items).map((item) => String(item.itemId)));

/** A picked item's code (the option's detail) and name. */
const entryOf = (option: Option) => ({ code: option.detail ?? null, name: option.label });

/**
 * The article criteria (hidden for kind 6): the entries (10 a page); a click on one shows its
 * ranges and gifts. Kind 3 with multi-line gifts adds the multi-line gifts table.
 */
export function ArticleCriteriaSection({ items, dispatch, criteria, promoType, percentOrAmountDiscount, multiLine }: {
  items: PromotionItems;
  dispatch(action: ItemsAction): void;
  criteria: number;
  promoType: number;
  percentOrAmountDiscount: number;
  multiLine: boolean;
}) {
  const [articleKey, setArticleKey] = useState<string | null>(null);
  const articles = visible(items.articles);
  const article = articles.find((item) => item.key === articleKey) ?? null;
  return (
    <>
      <Section title="Critères article" testId="promotion-articles">
        {criteria === 0 ? (
          <MessageBar intent="info">
            <MessageBarBody>Choisissez un critère article pour ajouter des éléments.</MessageBarBody>
          </MessageBar>
        ) : (
          <CriterionPicker
            kind="ARTICLE"
            criteria={criteria}
            label={labelOf(ARTICLE_CRITERIA_LABELS, criteria)}
            chosen={chosenIds(items.articles)}
            onAdd={(option) => {
              const entry = entryOf(option);
              dispatch({ type: 'addArticle', data: { itemId: Number(option.value), title: entry.code ?? entry.name, description: entry.code ? entry.name : null } });
            }}
          />
        )}
        <LocalTable
          label="Éléments article"
          rows={articles}
          columns={articleColumns}
          rowKey={(item) => item.key}
          pageSize={CRITERIA_PAGE_SIZE}
          onRowClick={(item) => setArticleKey(item.key)}
          rowButtons={[
            {
              id: 'delete',
              label: kitTexts.delete,
              icon: <Delete20Regular />,
              onClick: (item) => {
                if (item.key === articleKey) setArticleKey(null);
                dispatch({ type: 'removeArticle', articleKey: item.key });
              },
            },
          ]}
        />
      </Section>
      {article && <RangesSection key={article.key} article={article} dispatch={dispatch} promoType={promoType} percentOrAmountDiscount={percentOrAmountDiscount} multiLine={multiLine} />}
      {promoType === PromoType.PLAN_PANIER && multiLine && <MultilineGiftsSection gifts={items.multilineGifts} dispatch={dispatch} />}
    </>
  );
}

/** The customer criteria: the entries (10 a page) and, for kind 6, the order-total ranges (5 a page). */
export function CustomerCriteriaSection({ items, dispatch, criteria, promoType, percentOrAmountDiscount }: {
  items: PromotionItems;
  dispatch(action: ItemsAction): void;
  criteria: number;
  promoType: number;
  percentOrAmountDiscount: number;
}) {
  return (
    <>
      <Section title="Critères client" testId="promotion-customers">
        {criteria === 0 ? (
          <MessageBar intent="info">
            <MessageBarBody>Sans critère client, la promotion vaut pour tous les clients.</MessageBarBody>
          </MessageBar>
        ) : (
          <CriterionPicker
            kind="CUSTOMER"
            criteria={criteria}
            label={labelOf(CUSTOMER_CRITERIA_LABELS, criteria)}
            chosen={chosenIds(items.customers)}
            onAdd={(option) => dispatch({ type: 'addCustomer', data: { itemId: Number(option.value), ...entryOf(option) } })}
          />
        )}
        <LocalTable
          label="Éléments client"
          rows={visible(items.customers)}
          columns={customerColumns}
          rowKey={(item) => item.key}
          pageSize={CRITERIA_PAGE_SIZE}
          rowButtons={[{ id: 'delete', label: kitTexts.delete, icon: <Delete20Regular />, onClick: (item) => dispatch({ type: 'removeCustomer', key: item.key }) }]}
        />
      </Section>
      {promoType === PromoType.QDT && (
        <Section title="Paliers client" testId="promotion-customer-ranges">
          <RangeForm withDiscount percentOrAmountDiscount={percentOrAmountDiscount} onAdd={(data) => dispatch({ type: 'addCustomerRange', data })} />
          <LocalTable
            label="Paliers client"
            rows={visible(items.ranges)}
            columns={rangeColumns<CustomerRangeItem>(percentOrAmountDiscount)}
            rowKey={(item) => item.key}
            pageSize={RANGE_PAGE_SIZE}
            rowButtons={[{ id: 'delete', label: kitTexts.delete, icon: <Delete20Regular />, onClick: (item) => dispatch({ type: 'removeCustomerRange', key: item.key }) }]}
          />
        </Section>
      )}
    </>
  );
}
