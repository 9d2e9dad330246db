import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Caption1, Field, Input, Select, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular, Search20Regular } from '@fluentui/react-icons';
import { CATALOG_PAGE_SIZE, DeliveryMode } from '@console/schema';
import { useState } from 'react';
import { PosBrandsDocument, PosCatalogDocument, PosFamiliesDocument } from '../../generated/graphql.ts';
import { pageCount } from '../../kit/listState.ts';
import { ArticleTile } from './ArticleTile.tsx';
import type { PosArticle } from './basket.ts';
import { posTexts as texts } from './posTexts.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingVerticalS + ' ' + tokens.spacingHorizontalM, alignItems: 'end' },
  search: { gridColumnStart: 1, gridColumnEnd: 3, display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  keyword: { flex: 1, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL, textAlign: 'center' },
});

export interface CatalogPanelProps {
  customerId: number | null;
  ctrlStock: boolean;
  /** Articles with a (non-gift) line in the basket. */
  selected: ReadonlySet<number>;
  readOnly: boolean;
  onToggle(article: PosArticle): void;
}

/** The catalogue of the customer's channel: search, family, brand (after the family), promotions only, 9 a page in 3 columns. */
export function CatalogPanel({ customerId, ctrlStock, selected, readOnly, onToggle }: CatalogPanelProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [familyId, setFamilyId] = useState<number | null>(null);
  const [brandId, setBrandId] = useState<number | null>(null);
  const [promotionsOnly, setPromotionsOnly] = useState(false);
  const [page, setPage] = useState(0);

  const families = useQuery(PosFamiliesDocument, customerId === null ? skipToken : { variables: { customerId } });
  const brands = useQuery(PosBrandsDocument, customerId === null || familyId === null ? skipToken : { variables: { customerId, familyId } });
  const catalog = useQuery(
    PosCatalogDocument,
    customerId === null
      ? skipToken
      : {
          variables: {
            customerId,
            page: page + 1,
            keyword: keyword || undefined,
            familyId: familyId ?? undefined,
            brandId: brandId ?? undefined,
            onlyWithPromotion: promotionsOnly || undefined,
            deliveryModeId: DeliveryMode.DELIVERY,
          },
        },
  );
  const articles = catalog.data?.posCatalog.items ?? [];
  const count = catalog.data?.posCatalog.count ?? 0;
  const pages = pageCount(count, CATALOG_PAGE_SIZE);
  const noCustomer = customerId === null;

  return (
    <section className={styles.root} aria-label={texts.catalog} data-testid="pos-catalog">
      <div className={styles.filters}>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(text.trim());
            setPage(0);
          }}
        >
          <Field label={texts.keyword} className={styles.keyword}>
            <Input value={text} onChange={(_, data) => setText(data.value)} disabled={noCustomer} name="catalogKeyword" />
          </Field>
          <Button type="submit" icon={<Search20Regular />} disabled={noCustomer}>
            {texts.search}
          </Button>
        </form>
        <Field label={texts.family}>
          <Select
            value={familyId === null ? '' : String(familyId)}
            disabled={noCustomer}
            onChange={(_, data) => {
              setFamilyId(data.value ? Number(data.value) : null);
              setBrandId(null);
              setPage(0);
            }}
          >
            <option value="">{texts.all}</option>
            {(families.data?.posFamilies ?? []).map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={texts.brand}>
          <Select
            value={brandId === null ? '' : String(brandId)}
            disabled={noCustomer || familyId === null}
            onChange={(_, data) => {
              setBrandId(data.value ? Number(data.value) : null);
              setPage(0);
            }}
          >
            <option value="">{texts.all}</option>
            {(brands.data?.posBrands ?? []).map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </Select>
        </Field>
        <Switch
          label={texts.promotionsOnly}
          checked={promotionsOnly}
          disabled={noCustomer}
          onChange={(_, data) => {
            setPromotionsOnly(data.checked);
            setPage(0);
          }}
        />
      </div>
      {noCustomer ? (
        <Text className={styles.hint}>{texts.catalogNeedsCustomer}</Text>
      ) : catalog.loading && articles.length === 0 ? (
        <Spinner label="Chargement…" />
      ) : articles.length === 0 ? (
        <Text className={styles.hint}>{texts.noArticles}</Text>
      ) : (
        <div className={styles.grid} data-testid="pos-grid" aria-busy={catalog.loading || undefined}>
          {articles.map((article) => (
            <ArticleTile key={article.articleId} article={article} ctrlStock={ctrlStock} selected={selected.has(article.articleId)} readOnly={readOnly} onToggle={onToggle} />
          ))}
        </div>
      )}
      {!noCustomer && count > 0 && (
        <div className={styles.pager} data-testid="pos-pager">
          <Caption1>{texts.page(page + 1, pages, count, catalog.data?.posCatalog.countIsLowerBound)}</Caption1>
          <Button appearance="subtle" icon={<ChevronLeft20Regular />} aria-label={texts.previousPage} disabled={page === 0} onClick={() => setPage(page - 1)} />
          <Button appearance="subtle" icon={<ChevronRight20Regular />} aria-label={texts.nextPage} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} />
        </div>
      )}
    </section>
  );
}
