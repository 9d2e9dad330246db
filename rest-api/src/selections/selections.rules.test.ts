import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { SelectionMessages } from './messages.ts';
import { decideSelection, distinctInOrder, unknownArticleErrors, type SelectionBody, type SelectionFacts } from './selections.rules.ts';

const selection: SelectionBody = { nameFr: ' Été ', nameAr: 'صيف', channelId: 2, descriptionFr: 'a', descriptionAr: 'b', articles: [{ articleId: 4 }, { articleId: 2 }, { articleId: 4 }] };
const facts: SelectionFacts = { parent: null, hasSubSelections: false, unknownArticleIds: [] };
const parent = { selectionId: 1, parentId: null, channelId: 7 };

describe('decideSelection', () => {
  it('writes a selection with trimmed names, active by default, its articles once each in order', () => {
    expect(decideSelection(selection, facts)).toEqual({
      write: {
        parentId: null,
        channelId: 2,
        nameFr: 'Été',
        nameAr: 'صيف',
        descriptionFr: 'a',
        descriptionAr: 'b',
        active: true,
        imageUrl: null,
        articleIds: [4, 2],
      },
    });
  });

  it('requires the channel and both descriptions of a selection only', () => {
    expect(decideSelection({ nameFr: 'A', nameAr: 'B', descriptionFr: ' ' }, facts)).toEqual({
      errors: { channelId: Messages.requiredField, descriptionFr: Messages.requiredField, descriptionAr: Messages.requiredField },
    });
    const sub = decideSelection({ nameFr: 'A', nameAr: 'B', parentId: 1, channelId: 3 }, { ...facts, parent });
    expect(sub).toMatchObject({ write: { parentId: 1, channelId: 7, descriptionFr: null } });
  });

  it('hangs a sub-selection under an existing top-level selection other than itself', () => {
    const body = { nameFr: 'A', nameAr: 'B', parentId: 1 };
    expect(decideSelection(body, facts)).toEqual({ errors: { parentId: INVALID_VALUE } });
    expect(decideSelection(body, { ...facts, parent: { ...parent, parentId: 9 } })).toEqual({ errors: { parentId: SelectionMessages.parentNotTopLevel } });
    expect(decideSelection({ ...body, selectionId: 1 }, { ...facts, parent })).toEqual({ errors: { parentId: SelectionMessages.parentNotTopLevel } });
    expect(decideSelection({ ...body, selectionId: 5 }, { ...facts, parent, hasSubSelections: true })).toEqual({
      errors: { parentId: SelectionMessages.hasSubSelections },
    });
  });

  it('names each unknown article by its place', () => {
    expect(decideSelection(selection, { ...facts, unknownArticleIds: [4] })).toEqual({
      errors: { 'articles.0.articleId': INVALID_VALUE, 'articles.2.articleId': INVALID_VALUE },
    });
  });
});

describe('helpers', () => {
  it('keeps the first of repeated ids', () => {
    expect(distinctInOrder([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });

  it('keys unknown articles under the given field', () => {
    expect(unknownArticleErrors([1, 2], [2], 'items')).toEqual({ 'items.1.articleId': INVALID_VALUE });
    expect(unknownArticleErrors([1, 2], [])).toEqual({});
  });
});
