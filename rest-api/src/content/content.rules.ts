/**
 * The content rules, as pure functions: a banner's dates (seed 001 section 5, "Banner"), what a bloc keeps
 * (seed 002: only the manual algorithm has hand-picked articles) and how a home page's blocs are reordered.
 */
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { distinctInOrder, unknownArticleErrors, type FieldErrors } from '../selections/selections.rules.ts';
import { ContentMessages } from './messages.ts';

/** The algorithm whose articles are picked by hand (bloc_articles); the others compute theirs. */
export const MANUAL_ALGORITHM = 1;

export interface BannerBody {
  bannerId?: number;
  name: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  active?: boolean;
  imageUrl?: string | null;
  warehouses?: number[];
  channels?: number[];
}

export interface BannerWrite {
  name: string;
  startDate: string;
  endDate: string;
  active: boolean;
  imageUrl: string | null;
  warehouseIds: number[];
  channelIds: number[];
}

/** `2025-03-07` -> `07-03-2025`, as the console shows dates. */
export const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('-');

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A banner needs a name and an end not before its start; it is inactive unless said otherwise. */
export function decideBanner(body: BannerBody): { errors: FieldErrors } | { write: BannerWrite } {
  const errors: FieldErrors = {};
  const name = body.name.trim();
  if (!name) errors.name = Messages.requiredField;
  if (body.endDate < body.startDate) errors.endDate = ContentMessages.dateNotBefore(dayMonthYear(body.startDate));
  if (Object.keys(errors).length > 0) return { errors };
  return {
    write: {
      name,
      startDate: body.startDate,
      endDate: body.endDate,
      active: body.active ?? false,
      imageUrl: blankToNull(body.imageUrl),
      warehouseIds: distinctInOrder(body.warehouses ?? []),
      channelIds: distinctInOrder(body.channels ?? []),
    },
  };
}

/** The promoted list: known articles only (`articleIds.<index>` otherwise), each once, in the order given. */
export function decidePromotedArticles(articleIds: readonly number[], unknownArticleIds: readonly number[]): { errors: FieldErrors } | { articleIds: number[] } {
  const unknown = new Set(unknownArticleIds);
  const errors = Object.fromEntries(articleIds.flatMap((id, index) => (unknown.has(id) ? [[`articleIds.${index}`, INVALID_VALUE]] : [])));
  return Object.keys(errors).length > 0 ? { errors } : { articleIds: distinctInOrder(articleIds) };
}

export interface BlocBody {
  nameFr: string;
  description?: string | null;
  blocTypeId: number;
  algorithmId: number;
  articles?: { articleId: number }[];
}

export interface BlocWrite {
  nameFr: string;
  description: string | null;
  blocTypeId: number;
  algorithmId: number;
  articleIds: number[];
}

/** A bloc needs its name; a manual bloc keeps its (known) articles once each, in order, the others none. */
export function decideBloc(body: BlocBody, unknownArticleIds: readonly number[]): { errors: FieldErrors } | { write: BlocWrite } {
  const errors: FieldErrors = {};
  const nameFr = body.nameFr.trim();
  if (!nameFr) errors.nameFr = Messages.requiredField;
  const manual = body.algorithmId === MANUAL_ALGORITHM;
  const articleIds = manual ? (body.articles ?? []).map((article) => article.articleId) : [];
  Object.assign(errors, unknownArticleErrors(articleIds, unknownArticleIds));
  if (Object.keys(errors).length > 0) return { errors };
  return {
    write: {
      nameFr,
      description: blankToNull(body.description),
      blocTypeId: body.blocTypeId,
      algorithmId: body.algorithmId,
      articleIds: distinctInOrder(articleIds),
    },
  };
}

/** The articles a bloc's save must find: a manual bloc's only. */
export const blocArticleIds = (body: BlocBody) => (body.algorithmId === MANUAL_ALGORITHM ? (body.articles ?? []).map((article) => article.articleId) : []);

export interface BlocPosition {
  blocId: number;
  position: number;
}

/**
 * The home page's blocs in their new order: the listed ones by position (ties keep the list's order), then the
 * ones not listed in their current order; to be numbered 1..n. Each listed bloc must be one of the page's, once.
 */
export function reorderBlocs(currentOrder: readonly number[], positions: readonly BlocPosition[]): { errors: FieldErrors } | { order: number[] } {
  const onPage = new Set(currentOrder);
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  positions.forEach((entry, index) => {
    if (!onPage.has(entry.blocId) || seen.has(entry.blocId)) errors[`positions.${index}.blocId`] = INVALID_VALUE;
    seen.add(entry.blocId);
  });
  if (Object.keys(errors).length > 0) return { errors };
  const listed = positions
    .map((entry, index) => ({ ...entry, index }))
    .sort((left, right) => left.position - right.position || left.index - right.index)
    .map((entry) => entry.blocId);
  return { order: [...listed, ...currentOrder.filter((blocId) => !seen.has(blocId))] };
}
