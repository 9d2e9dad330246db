import { describe, expect, it } from 'vitest';
import { availableItems, filterItems, moveAll, moveSelected, sameKeys, toggleKey } from './transfer.ts';

interface Item {
  id: number;
  name: string;
}
const key = (item: Item) => item.id;
const label = (item: Item) => item.name;
const items: Item[] = [
  { id: 1, name: 'Casablanca Nord' },
  { id: 2, name: 'Rabat Agdal' },
  { id: 3, name: 'Fès Médina' },
  { id: 4, name: 'Casablanca Sud' },
];

describe('transfer list', () => {
  it('offers what is not chosen', () => {
    expect(availableItems(items, [items[1]!], key).map(key)).toEqual([1, 3, 4]);
  });

  it('moves the selected items to the end of the other list', () => {
    const { from, to } = moveSelected(items, [{ id: 9, name: 'Tanger' }], new Set([1, 3]), key);
    expect(from.map(key)).toEqual([2, 4]);
    expect(to.map(key)).toEqual([9, 1, 3]);
  });

  it('moving nothing changes nothing, and never duplicates', () => {
    expect(moveSelected(items, [], new Set(), key)).toEqual({ from: items, to: [] });
    expect(moveSelected(items, [items[0]!], new Set([1]), key).to.map(key)).toEqual([1]);
  });

  it('moves all, or all the search shows', () => {
    expect(moveAll(items, [], key)).toEqual({ from: [], to: items });
    const visible = filterItems(items, 'casa', label);
    const { from, to } = moveAll(items, [], key, visible);
    expect(to.map(key)).toEqual([1, 4]);
    expect(from.map(key)).toEqual([2, 3]);
  });

  it('searches ignoring case and accents', () => {
    expect(filterItems(items, 'fes', label).map(key)).toEqual([3]);
    expect(filterItems(items, 'MÉDINA', label).map(key)).toEqual([3]);
    expect(filterItems(items, '  ', label)).toEqual(items);
  });

  it('toggles a selection and compares chosen lists', () => {
    expect([...toggleKey(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleKey(new Set([1, 2]), 1)]).toEqual([2]);
    expect(sameKeys([items[0]!, items[1]!], [items[1]!, items[0]!], key)).toBe(true);
    expect(sameKeys([items[0]!], [items[1]!], key)).toBe(false);
  });
});
