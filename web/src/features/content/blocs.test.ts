import { describe, expect, it } from 'vitest';
import { computedNote, picksArticles } from './blocs.ts';

describe('bloc algorithms', () => {
  it('picks articles by hand for the manual algorithm and for an unknown one', () => {
    expect(picksArticles('1')).toBe(true);
    expect(picksArticles('9')).toBe(true);
  });

  it('computes the articles of algorithms 2 to 5', () => {
    for (const id of ['2', '3', '4', '5']) expect(picksArticles(id)).toBe(false);
  });

  it('shows nothing until an algorithm is chosen', () => {
    expect(picksArticles('')).toBe(false);
  });

  it("names the algorithm in the note, the server's name first", () => {
    expect(computedNote('2', undefined)).toContain('« Tops ventes »');
    expect(computedNote('5', 'Favoris du client')).toContain('« Favoris du client »');
  });
});
