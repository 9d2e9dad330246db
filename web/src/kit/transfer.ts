/**
 * The dual-list transfer's moves (available ⇄ chosen), pure. `TransferList.tsx` draws them.
 * Items are identified by a key; order is kept (moved items go to the end of the target list).
 */

export type Key = string | number;

/** Items of `universe` that are not chosen: the 'available' side. */
export function availableItems<T>(universe: readonly T[], chosen: readonly T[], keyOf: (item: T) => Key): T[] {
  const taken = new Set(chosen.map(keyOf));
  return universe.filter((item) => !taken.has(keyOf(item)));
}

/** Items whose label contains the text (case and accent insensitive); all items for a blank text. */
export function filterItems<T>(items: readonly T[], text: string, labelOf: (item: T) => string): T[] {
  const wanted = fold(text.trim());
  if (!wanted) return [...items];
  return items.filter((item) => fold(labelOf(item)).includes(wanted));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Lists<T> {
  from: T[];
  to: T[];
}

/** Moves the selected items of `from` to the end of `to` (no duplicates in `to`). */
export function moveSelected<T>(from: readonly T[], to: readonly T[], selected: ReadonlySet<Key>, keyOf: (item: T) => Key): Lists<T> {
  const already = new Set(to.map(keyOf));
  const moving = from.filter((item) => selected.has(keyOf(item)));
  return {
    from: from.filter((item) => !selected.has(keyOf(item))),
    to: [...to, ...moving.filter((item) => !already.has(keyOf(item)))],
  };
}

/** Moves every item of `from` (or every item the search shows, when `visible` is given). */
export function moveAll<T>(from: readonly T[], to: readonly T[], keyOf: (item: T) => Key, visible?: readonly T[]): Lists<T> {
  const keys = new Set((visible ?? from).map(keyOf));
  return moveSelected(from, to, keys, keyOf);
}

/** A click on an item toggles its selection. */
export function toggleKey(selected: ReadonlySet<Key>, key: Key): Set<Key> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Whether two chosen lists hold the same keys (a confirm button is enabled only when they differ). */
export function sameKeys<T>(a: readonly T[], b: readonly T[], keyOf: (item: T) => Key): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(keyOf));
  return b.every((item) => keys.has(keyOf(item)));
}
