import { useQuery } from '@apollo/client/react';
import { Button, Caption1, Dropdown, Field, Input, Option as FluentOption, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Search20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { KitArticleCategoriesDocument, KitChooserArticlesDocument, KitChooserBrandsDocument } from '../generated/graphql.ts';
import { CategoryTree, categoryFilters, type CategoryChoice } from './CategoryTree.tsx';
import { ChosenArticles, articleLabel, type ChosenArticle } from './ChosenArticles.tsx';
import { Image } from './Image.tsx';
import { LookupCombobox, lookupSource } from './LookupCombobox.tsx';
import type { Option } from './options.ts';
import { addUnique } from './orderedList.ts';
import { kitTexts } from './texts.ts';

/** Seed 001 §7: 20 results, or 1000 when a brand is filtered. */
export const CHOOSER_TAKE = 20;
export const CHOOSER_TAKE_BRAND = 1000;

export const chooserTexts = {
  title: 'Choisir des articles',
  search: 'Rechercher un article',
  family: 'Famille',
  allFamilies: 'Toutes les familles',
  brand: 'Marque',
  results: 'Résultats',
  none: 'Aucun article',
  add: (name: string) => `Ajouter ${name}`,
  added: 'Ajouté',
  /** `more`: more articles match than `count` (the server's count bound). */
  count: (shown: number, count: number, more = false) => (more ? `${shown} sur plus de ${count}` : count > shown ? `${shown} sur ${count}` : `${count}`),
} as const;

const brandLookup = lookupSource(
  KitChooserBrandsDocument,
  (data) => data.brands.items.map((brand) => ({ value: String(brand.brandId), label: brand.name })),
  (keyword) => ({ keyword }),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
  columns: { display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    maxHeight: '420px',
    overflowY: 'auto',
    minWidth: 0,
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  thumbnail: { width: '40px', height: '40px', flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ArticlePickerProps {
  /** The chosen articles, in order (controlled). */
  value: readonly ChosenArticle[];
  onChange(articles: ChosenArticle[]): void;
  /** The chosen list's title ('Articles choisis' unless given). */
  chosenTitle?: string;
  disabled?: boolean;
}

/**
 * The article chooser (seed 001 §2, §7): a category tree, a family and a brand filter, a search,
 * the results with image and designation to add, and the chosen articles in order (move up or
 * down, remove). Selections, home page blocs and the promoted articles use it.
 */
export function ArticlePicker({ value, onChange, chosenTitle, disabled }: ArticlePickerProps) {
  const styles = useStyles();
  const [category, setCategory] = useState<CategoryChoice | null>(null);
  const [brand, setBrand] = useState<Option | null>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const brandId = brand ? Number(brand.value) : null;
  const { data, loading } = useQuery(KitChooserArticlesDocument, {
    variables: { keyword: keyword || null, brandId, ...categoryFilters(category), take: brandId === null ? CHOOSER_TAKE : CHOOSER_TAKE_BRAND },
    fetchPolicy: 'cache-and-network',
  });
  const { data: families } = useQuery(KitArticleCategoriesDocument, { variables: { categoryType: 1 }, fetchPolicy: 'cache-first' });
  const chosenIds = new Set(value.map((article) => article.articleId));
  const results = data?.chooserArticles.items ?? [];
  const familyId = category?.path[0];
  const familyName = families?.articleCategories.find((family) => family.articleCategoryId === familyId)?.description ?? '';

  return (
    <div className={styles.root} data-testid="article-picker">
      <div className={styles.filters}>
        <Field label={chooserTexts.family}>
          <Dropdown
            aria-label={chooserTexts.family}
            value={familyId === undefined ? chooserTexts.allFamilies : familyName}
            selectedOptions={familyId === undefined ? [''] : [String(familyId)]}
            onOptionSelect={(_, option) => {
              const id = Number(option.optionValue);
              setCategory(option.optionValue ? { path: [id], label: option.optionText ?? '' } : null);
            }}
          >
            <FluentOption value="">{chooserTexts.allFamilies}</FluentOption>
            {(families?.articleCategories ?? []).map((family) => (
              <FluentOption key={family.articleCategoryId} value={String(family.articleCategoryId)}>
                {family.description}
              </FluentOption>
            ))}
          </Dropdown>
        </Field>
        <LookupCombobox label={chooserTexts.brand} source={brandLookup} value={brand} onChange={setBrand} testId="chooser-brand" />
        {/* Not a form: the chooser sits inside the screen's form, whose Enter must not save. */}
        <div className={styles.search} role="search">
          <Field label={chooserTexts.search}>
            <Input
              type="search"
              value={text}
              onChange={(_, input) => setText(input.value)}
              placeholder={kitTexts.searchPlaceholder}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                setKeyword(text.trim());
              }}
            />
          </Field>
          <Button icon={<Search20Regular />} aria-label={kitTexts.search} onClick={() => setKeyword(text.trim())} />
        </div>
      </div>
      <div className={styles.columns}>
        <div className={styles.pane}>
          <CategoryTree value={category} onChange={setCategory} />
        </div>
        <section className={styles.pane} aria-label={chooserTexts.results}>
          <div className={styles.header}>
            <Subtitle2 as="h3">{chooserTexts.results}</Subtitle2>
            {data && <Caption1>{chooserTexts.count(results.length, data.chooserArticles.count, data.chooserArticles.countIsLowerBound)}</Caption1>}
          </div>
          {loading && !data && <Spinner size="tiny" label={kitTexts.loading} />}
          {data && results.length === 0 && <Caption1 className={styles.muted}>{chooserTexts.none}</Caption1>}
          <ul className={styles.list} data-testid="chooser-results">
            {results.map((article) => {
              const name = articleLabel(article);
              const added = chosenIds.has(article.articleId);
              return (
                <li key={article.articleId} className={styles.item}>
                  <Image className={styles.thumbnail} src={article.imageListUrl} alt={name} />
                  <span className={styles.text} title={name}>
                    <span>{name}</span>
                    <Caption1 className={styles.muted}>{article.code}</Caption1>
                  </span>
                  <Button
                    size="small"
                    icon={<Add20Regular />}
                    disabled={disabled || added}
                    aria-label={chooserTexts.add(name)}
                    title={added ? chooserTexts.added : chooserTexts.add(name)}
                    onClick={() => onChange(addUnique(value, article, (item) => item.articleId))}
                  />
                </li>
              );
            })}
          </ul>
        </section>
        <ChosenArticles value={value} onChange={onChange} title={chosenTitle} disabled={disabled} className={styles.pane} />
      </div>
    </div>
  );
}
