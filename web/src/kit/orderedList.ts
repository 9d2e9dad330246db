/** Pure moves of an ordered list (chosen articles, a home page's blocs): each answers a new array. */

/** The list with the item at `from` moved to `to`; the same order when either is out of range. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The list with `item` added at the end, unless an item with the same key is already there. */
export function addUnique<T>(items: readonly T[], item: T, keyOf: (item: T) => string | number): T[] {
  const key = keyOf(item);
  return items.some((existing) => keyOf(existing) === key) ? [...items] : [...items, item];
}

/** The list without the item of `key`. */
export function removeKey<T>(items: readonly T[], key: string | number, keyOf: (item: T) => string | number): T[] {
  return items.filter((item) => keyOf(item) !== key);
}

