import { describe, expect, it } from 'vitest';
import { draftKey, dropDraft, isLeaving, keepDraft, mustAsk, readDraft, rebase, type DraftStorage } from './leaveGuard.ts';

const memory = (): DraftStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
};

describe('leave guard', () => {
  const here = { pathname: '/customers/3' };

  it('asks only with unsaved changes, when the page is left, unless let through', () => {
    expect(mustAsk({ dirty: true, allowed: false }, here, { pathname: '/customers' })).toBe(true);
    expect(mustAsk({ dirty: false, allowed: false }, here, { pathname: '/customers' })).toBe(false);
    expect(mustAsk({ dirty: true, allowed: true }, here, { pathname: '/customers/4' })).toBe(false);
    // The same page with another query string (a tab, a filter) is not a departure.
    expect(mustAsk({ dirty: true, allowed: false }, here, { pathname: '/customers/3' })).toBe(false);
    expect(isLeaving(here, { pathname: '/customers/30' })).toBe(true);
  });
});

describe('drafts', () => {
  const shape = { firstName: '', active: true, ids: [] as string[] };

  it('keeps dirty values per route and drops them once saved', () => {
    const storage = memory();
    const key = draftKey('/customers/3');
    keepDraft(storage, key, { firstName: 'Nadia', active: false, ids: ['2'] }, true);
    expect(readDraft(storage, key, shape)).toEqual({ firstName: 'Nadia', active: false, ids: ['2'] });
    expect(readDraft(storage, draftKey('/customers/4'), shape)).toBeNull();
    keepDraft(storage, key, { firstName: 'Nadia', active: false, ids: ['2'] }, false);
    expect(storage.items.size).toBe(0);
  });

  it('never stores a password; a restored draft leaves it empty', () => {
    const storage = memory();
    const key = draftKey('/customers/new');
    keepDraft(storage, key, { firstName: 'Hajar', password: 'Secret123!', confirmPassword: 'Secret123!' }, true);
    expect(storage.items.get(key)).not.toContain('Secret');
    expect(readDraft(storage, key, { firstName: '', password: '', confirmPassword: '' })).toEqual({ firstName: 'Hajar', password: '', confirmPassword: '' });
  });

  it('ignores unreadable drafts and drafts of another form', () => {
    const storage = memory();
    const key = draftKey('/brands/1');
    storage.setItem(key, '{not json');
    expect(readDraft(storage, key, shape)).toBeNull();
    storage.setItem(key, JSON.stringify({ values: { name: 'x' } }));
    expect(readDraft(storage, key, shape)).toBeNull();
    dropDraft(storage, key);
    expect(storage.items.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => keepDraft(broken, 'k', {}, true)).not.toThrow();
    expect(readDraft(broken, 'k', shape)).toBeNull();
    expect(() => dropDraft(broken, 'k')).not.toThrow();
  });
});

describe('rebase', () => {
  it('takes the reloaded item but keeps what the user changed', () => {
    const loaded = { firstName: 'Nadia', email: '', ids: ['1'] };
    const current = { firstName: 'Nadia', email: 'nadia@demo.ma', ids: ['1', '2'] };
    const next = { firstName: 'NADIA', email: '', ids: ['1'] };
    expect(rebase(loaded, current, next)).toEqual({ firstName: 'NADIA', email: 'nadia@demo.ma', ids: ['1', '2'] });
    expect(rebase(loaded, loaded, next)).toEqual(next);
  });
});
