import { describe, expect, it } from 'vitest';
import { addUnique, moveItem, removeKey } from './orderedList.ts';

const key = (item: { id: number }) => item.id;

describe('ordered lists', () => {
  it('moves an item down, up, and to either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the order for a move out of range, and never changes the list given', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
  });

  it('adds an item once, at the end', () => {
    expect(addUnique([{ id: 1 }], { id: 2 }, key)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(addUnique([{ id: 1 }, { id: 2 }], { id: 1 }, key)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('removes an item by its key', () => {
    expect(removeKey([{ id: 1 }, { id: 2 }, { id: 3 }], 2, key)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(removeKey([{ id: 1 }], 9, key)).toEqual([{ id: 1 }]);
  });

});
