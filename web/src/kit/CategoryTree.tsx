import { useQuery } from '@apollo/client/react';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { KitArticleCategoriesDocument } from '../generated/graphql.ts';
import { kitTexts } from './texts.ts';

/** A category chosen in the tree, with the ids of its ancestors: family, sub-family, sub-sub-family. */
export interface CategoryChoice {
  /** [familyId], [familyId, subFamilyId] or [familyId, subFamilyId, sSubFamilyId]. */
  path: readonly number[];
  label: string;
}

/** The chooser's category filters from a choice in the tree (or none). */
export function categoryFilters(choice: CategoryChoice | null): { familyId: number | null; subFamilyId: number | null; sSubFamilyId: number | null } {
  const [familyId, subFamilyId, sSubFamilyId] = choice?.path ?? [];
  return { familyId: familyId ?? null, subFamilyId: subFamilyId ?? null, sSubFamilyId: sSubFamilyId ?? null };
}

/** Families, sub-families, sub-sub-families: the tree's three levels. */
const DEPTH = 3;
const FAMILY_TYPE = 1;

export const categoryTreeTexts = {
  label: 'Catégories',
  expand: (name: string) => `Déplier ${name}`,
  collapse: (name: string) => `Replier ${name}`,
} as const;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalM },
  root: { paddingLeft: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  spacer: { width: '24px', flexShrink: 0 },
  node: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, fontWeight: tokens.fontWeightRegular },
  chosen: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorBrandBackground2 },
});

interface TreeProps {
  value: CategoryChoice | null;
  onChange(choice: CategoryChoice | null): void;
}

/**
 * The category tree of the article chooser: families, each opening on its sub-families, each on
 * its sub-sub-families, loaded as they open (articleCategories). A click chooses a category; a
 * second click on the chosen one clears it.
 */
export function CategoryTree({ value, onChange }: TreeProps) {
  const styles = useStyles();
  return (
    <nav aria-label={categoryTreeTexts.label}>
      <CategoryLevel parents={[]} value={value} onChange={onChange} className={mergeClasses(styles.list, styles.root)} />
    </nav>
  );
}

function CategoryLevel({ parents, value, onChange, className }: TreeProps & { parents: readonly number[]; className?: string }) {
  const styles = useStyles();
  const parentId = parents.at(-1);
  const { data, loading } = useQuery(KitArticleCategoriesDocument, {
    variables: parentId === undefined ? { categoryType: FAMILY_TYPE } : { parentId },
    fetchPolicy: 'cache-first',
  });
  if (loading && !data) return <Spinner size="extra-tiny" label={kitTexts.loading} />;
  return (
    <ul className={className ?? styles.list}>
      {(data?.articleCategories ?? []).map((category) => (
        <CategoryNode
          key={category.articleCategoryId}
          path={[...parents, category.articleCategoryId]}
          label={category.description}
          value={value}
          onChange={onChange}
        />
      ))}
    </ul>
  );
}

function CategoryNode({ path, label, value, onChange }: TreeProps & { path: readonly number[]; label: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const chosen = value !== null && value.path.join('/') === path.join('/');
  const leaf = path.length >= DEPTH;
  return (
    <li>
      <div className={styles.row}>
        {leaf ? (
          <span className={styles.spacer} />
        ) : (
          <Button
            size="small"
            appearance="transparent"
            aria-expanded={open}
            aria-label={open ? categoryTreeTexts.collapse(label) : categoryTreeTexts.expand(label)}
            icon={open ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
            onClick={() => setOpen(!open)}
          />
        )}
        <Button
          size="small"
          appearance="subtle"
          className={mergeClasses(styles.node, chosen && styles.chosen)}
          aria-pressed={chosen}
          onClick={() => onChange(chosen ? null : { path, label })}
        >
          {label}
        </Button>
      </div>
      {open && !leaf && <CategoryLevel parents={path} value={value} onChange={onChange} />}
    </li>
  );
}
