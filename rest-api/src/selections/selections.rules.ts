/**
 * The selections' business rules, as pure functions (seed 001 section 5, "Selection and sub-selection"): what a
 * save must carry, where a sub-selection may hang, which articles it keeps.
 */
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { SelectionMessages } from './messages.ts';

/** Field path -> French message, as a 400 answers it. */
export type FieldErrors = Record<string, string>;

/** The selection form's save (POST and PUT alike; `selectionId` 0 or absent for a new one). */
export interface SelectionBody {
  selectionId?: number;
  parentId?: number | null;
  channelId?: number | null;
  nameFr: string;
  nameAr: string;
  descriptionFr?: string | null;
  descriptionAr?: string | null;
  active?: boolean;
  imageUrl?: string | null;
  articles?: { articleId: number }[];
}

/** What the database says about a save: the parent (null when unknown), sub-selections of the edited one, unknown articles. */
export interface SelectionFacts {
  parent: { selectionId: number; parentId: number | null; channelId: number | null } | null;
  hasSubSelections: boolean;
  unknownArticleIds: readonly number[];
}

/** What to write once the save is accepted. */
export interface SelectionWrite {
  parentId: number | null;
  channelId: number | null;
  nameFr: string;
  nameAr: string;
  descriptionFr: string | null;
  descriptionAr: string | null;
  active: boolean;
  imageUrl: string | null;
  articleIds: number[];
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The ids once each, in the order of their first appearance. */
export const distinctInOrder = (ids: readonly number[]): number[] => [...new Set(ids)];

/** `{ "<field>.<index>.articleId": 'Valeur invalide' }` for each unknown article of a list of `{ articleId }`. */
export function unknownArticleErrors(articleIds: readonly number[], unknown: readonly number[], field = 'articles'): FieldErrors {
  const missing = new Set(unknown);
  return Object.fromEntries(
    articleIds.flatMap((id, index) => (missing.has(id) ? [[`${field}.${index}.articleId`, INVALID_VALUE]] : [])),
  );
}

/**
 * Accepts or refuses a save. A selection (no parent) needs its channel and both descriptions; a sub-selection's
 * parent must exist and be a top-level selection (not itself), and a selection with sub-selections stays
 * top-level. A sub-selection takes its parent's channel. Repeated articles count once, at their first place.
 */
export function decideSelection(body: SelectionBody, facts: SelectionFacts): { errors: FieldErrors } | { write: SelectionWrite } {
  const errors: FieldErrors = {};
  const parentId = body.parentId ?? null;
  const descriptionFr = blankToNull(body.descriptionFr);
  const descriptionAr = blankToNull(body.descriptionAr);
  if (parentId === null) {
    if (!body.channelId) errors.channelId = Messages.requiredField;
    if (descriptionFr === null) errors.descriptionFr = Messages.requiredField;
    if (descriptionAr === null) errors.descriptionAr = Messages.requiredField;
  } else if (!facts.parent) {
    errors.parentId = INVALID_VALUE;
  } else if (facts.parent.parentId !== null || facts.parent.selectionId === body.selectionId) {
    errors.parentId = SelectionMessages.parentNotTopLevel;
  } else if (facts.hasSubSelections) {
    errors.parentId = SelectionMessages.hasSubSelections;
  }
  const articleIds = (body.articles ?? []).map((article) => article.articleId);
  Object.assign(errors, unknownArticleErrors(articleIds, facts.unknownArticleIds));
  if (Object.keys(errors).length > 0) return { errors };
  return {
    write: {
      parentId,
      channelId: parentId === null ? (body.channelId ?? null) : (facts.parent?.channelId ?? null),
      nameFr: body.nameFr.trim(),
      nameAr: body.nameAr.trim(),
      descriptionFr,
      descriptionAr,
      active: body.active ?? true,
      imageUrl: blankToNull(body.imageUrl),
      articleIds: distinctInOrder(articleIds),
    },
  };
}
