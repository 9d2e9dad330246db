import { CatalogBrandLookupDocument, CatalogCategoriesDocument } from '../../generated/graphql.ts';
import { lookupSource } from '../../kit/LookupCombobox.tsx';
import { queryOptions, toOptions } from '../../kit/options.ts';

/** Families (categoryType 1). */
export const familyOptions = queryOptions(
  CatalogCategoriesDocument,
  (data) => toOptions(data.articleCategories, (category) => category.articleCategoryId, (category) => category.description),
  () => ({ categoryType: 1 }),
);

/** Sub-families of the family chosen in the list's filters; skipped until a family is chosen. */
export const subFamilyOptions = queryOptions(
  CatalogCategoriesDocument,
  (data) => toOptions(data.articleCategories, (category) => category.articleCategoryId, (category) => category.description),
  (filters) => (filters.familyId ? { parentId: Number(filters.familyId) } : null),
);

/** Brands searched by name. */
export const brandLookup = lookupSource(
  CatalogBrandLookupDocument,
  (data) => toOptions(data.brands.items, (brand) => brand.brandId, (brand) => brand.name),
  (keyword) => ({ keyword, take: 20 }),
);

/** The article list's status filter (seed 000 §2: All, Actif, Inactif). */
const ACTIVE_FILTER = { active: '1', inactive: '2' } as const;
export const activeOptions = [
  { value: ACTIVE_FILTER.active, label: 'Actif' },
  { value: ACTIVE_FILTER.inactive, label: 'Inactif' },
];

/** The filter's value as the `active` variable: true, false, or null for all. */
export function activeVariable(value: string | undefined): boolean | null {
  if (value === ACTIVE_FILTER.active) return true;
  if (value === ACTIVE_FILTER.inactive) return false;
  return null;
}

/** Article image entity types (seed 000 §3): 1 from the images screen, 6 from the article editor. */
export const IMAGE_TYPE = { imagesScreen: 1, editor: 6 } as const;
