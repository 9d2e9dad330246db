import { TypeAction, type TypeActionValue } from '@console/schema';

/**
 * A promotion's sub-items and their typeAction bookkeeping (seed 001 section 4), pure:
 * 0 existing and unchanged, 1 new, 2 modified, 3 deleted. Deleting an existing item marks it 3
 * (hidden), deleting a new one removes it; editing the ranges or gifts under an article marks the
 * article and the range 2 unless they are new; deleting an article or a range deletes what it holds.
 */

interface Tracked {
  /** Stable key for the screen: `e<id>` for a saved item, `n<n>` for a new one. */
  key: string;
  /** The saved item's id, null for a new one. */
  id: number | null;
  typeAction: TypeActionValue;
}

export interface GiftItem extends Tracked {
  articleId: number;
  articleLabel: string;
  quantity: number;
  maxQuantity: number;
}

export interface RangeItem extends Tracked {
  from: number;
  to: number;
  discountValue: number;
  gifts: GiftItem[];
}

export interface ArticleItem extends Tracked {
  itemId: number;
  title: string;
  description: string | null;
  ranges: RangeItem[];
}

export interface CustomerItem extends Tracked {
  itemId: number;
  code: string | null;
  name: string;
}

export interface CustomerRangeItem extends Tracked {
  from: number;
  to: number;
  discountValue: number;
}

export interface MultilineGiftItem extends Tracked {
  articleId: number;
  articleLabel: string;
  quantity: number;
  maxQuantity: number;
}

export interface PromotionItems {
  articles: ArticleItem[];
  customers: CustomerItem[];
  ranges: CustomerRangeItem[];
  multilineGifts: MultilineGiftItem[];
  /** The next new item's number (keys `n1`, `n2`…). */
  nextKey: number;
}

/** The lists a new promotion clears when a kind or a criterion changes. */
export type ItemList = 'articles' | 'customers' | 'ranges' | 'multilineGifts';

type Data<T extends Tracked> = Omit<T, keyof Tracked>;
type GiftData = Data<GiftItem>;
type RangeData = Omit<Data<RangeItem>, 'gifts'>;
type ArticleData = Omit<Data<ArticleItem>, 'ranges'>;

export type ItemsAction =
  | { type: 'addArticle'; data: ArticleData }
  | { type: 'removeArticle'; articleKey: string }
  | { type: 'addRange'; articleKey: string; data: RangeData }
  | { type: 'removeRange'; articleKey: string; rangeKey: string }
  | { type: 'addGift'; articleKey: string; rangeKey: string; data: GiftData }
  | { type: 'removeGift'; articleKey: string; rangeKey: string; giftKey: string }
  | { type: 'addCustomer'; data: Data<CustomerItem> }
  | { type: 'removeCustomer'; key: string }
  | { type: 'addCustomerRange'; data: Data<CustomerRangeItem> }
  | { type: 'removeCustomerRange'; key: string }
  | { type: 'addMultilineGift'; data: Data<MultilineGiftItem> }
  | { type: 'removeMultilineGift'; key: string }
  | { type: 'clear'; lists: readonly ItemList[] };

export const emptyItems = (): PromotionItems => ({ articles: [], customers: [], ranges: [], multilineGifts: [], nextKey: 1 });

/** A saved item as loaded: typeAction 0, keyed by its id. */
export function savedItem<T extends object>(id: number, data: T): T & Tracked {
  return { ...data, key: `e${id}`, id, typeAction: TypeAction.UNCHANGED };
}

/** Items the screen shows (deleted ones are kept to be sent, hidden). */
export function visible<T extends { typeAction: number }>(items: readonly T[]): T[] {
  return items.filter((item) => item.typeAction !== TypeAction.DELETED);
}

/** Changed, unless new: new stays 1 (it is created whole), deleted stays 3. */
const touched = (typeAction: TypeActionValue): TypeActionValue => (typeAction === TypeAction.UNCHANGED ? TypeAction.MODIFIED : typeAction);

/** Deleted: a new item goes (null), a saved one is marked 3 with what it holds. */
function deleted<T extends Tracked>(item: T, cascade: (item: T) => T = (same) => same): T | null {
  if (item.typeAction === TypeAction.NEW) return null;
  return { ...cascade(item), typeAction: TypeAction.DELETED };
}

function removeFrom<T extends Tracked>(items: readonly T[], key: string, cascade?: (item: T) => T): T[] {
  return items.flatMap((item) => {
    if (item.key !== key) return [item];
    const gone = deleted(item, cascade);
    return gone ? [gone] : [];
  });
}

const removeAll = <T extends Tracked>(items: readonly T[], cascade?: (item: T) => T): T[] =>
  items.flatMap((item) => {
    const gone = deleted(item, cascade);
    return gone ? [gone] : [];
  });

const deleteRange = (range: RangeItem): RangeItem => ({ ...range, gifts: removeAll(range.gifts) });
const deleteArticle = (article: ArticleItem): ArticleItem => ({ ...article, ranges: removeAll(article.ranges, deleteRange) });

/** Applies `change` to the article `key`, marking it modified unless new. */
function editArticle(items: PromotionItems, key: string, change: (article: ArticleItem) => ArticleItem): PromotionItems {
  return {
    ...items,
    articles: items.articles.map((article) => (article.key === key ? { ...change(article), typeAction: touched(article.typeAction) } : article)),
  };
}

function editRange(ranges: readonly RangeItem[], key: string, change: (range: RangeItem) => RangeItem): RangeItem[] {
  return ranges.map((range) => (range.key === key ? { ...change(range), typeAction: touched(range.typeAction) } : range));
}

/** The next new item's tracking fields, and the state with its counter moved on. */
function fresh(items: PromotionItems): [Tracked, PromotionItems] {
  return [{ key: `n${items.nextKey}`, id: null, typeAction: TypeAction.NEW }, { ...items, nextKey: items.nextKey + 1 }];
}

export function itemsReducer(state: PromotionItems, action: ItemsAction): PromotionItems {
  switch (action.type) {
    case 'addArticle': {
      const [tracked, next] = fresh(state);
      return { ...next, articles: [...next.articles, { ...action.data, ...tracked, ranges: [] }] };
    }
    case 'removeArticle':
      return { ...state, articles: removeFrom(state.articles, action.articleKey, deleteArticle) };
    case 'addRange': {
      const [tracked, next] = fresh(state);
      return editArticle(next, action.articleKey, (article) => ({ ...article, ranges: [...article.ranges, { ...action.data, ...tracked, gifts: [] }] }));
    }
    case 'removeRange':
      return editArticle(state, action.articleKey, (article) => ({ ...article, ranges: removeFrom(article.ranges, action.rangeKey, deleteRange) }));
    case 'addGift': {
      const [tracked, next] = fresh(state);
      return editArticle(next, action.articleKey, (article) => ({
        ...article,
        ranges: editRange(article.ranges, action.rangeKey, (range) => ({ ...range, gifts: [...range.gifts, { ...action.data, ...tracked }] })),
      }));
    }
    case 'removeGift':
      return editArticle(state, action.articleKey, (article) => ({
        ...article,
        ranges: editRange(article.ranges, action.rangeKey, (range) => ({ ...range, gifts: removeFrom(range.gifts, action.giftKey) })),
      }));
    case 'addCustomer': {
      const [tracked, next] = fresh(state);
      return { ...next, customers: [...next.customers, { ...action.data, ...tracked }] };
    }
    case 'removeCustomer':
      return { ...state, customers: removeFrom(state.customers, action.key) };
    case 'addCustomerRange': {
      const [tracked, next] = fresh(state);
      return { ...next, ranges: [...next.ranges, { ...action.data, ...tracked }] };
    }
    case 'removeCustomerRange':
      return { ...state, ranges: removeFrom(state.ranges, action.key) };
    case 'addMultilineGift': {
      const [tracked, next] = fresh(state);
      return { ...next, multilineGifts: [...next.multilineGifts, { ...action.data, ...tracked }] };
    }
    case 'removeMultilineGift':
      return { ...state, multilineGifts: removeFrom(state.multilineGifts, action.key) };
    case 'clear': {
      const cleared = { ...state };
      if (action.lists.includes('articles')) cleared.articles = removeAll(state.articles, deleteArticle);
      if (action.lists.includes('customers')) cleared.customers = removeAll(state.customers);
      if (action.lists.includes('ranges')) cleared.ranges = removeAll(state.ranges);
      if (action.lists.includes('multilineGifts')) cleared.multilineGifts = removeAll(state.multilineGifts);
      return cleared;
    }
  }
}
