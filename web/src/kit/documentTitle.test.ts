import { describe, expect, it } from 'vitest';
import { documentTitle } from './useDocumentTitle.ts';

describe('document title', () => {
  it('names the screen and item, then the console', () => {
    expect(documentTitle('Client CL000003')).toBe('Client CL000003 – Console');
    expect(documentTitle('Clients')).toBe('Clients – Console');
    expect(documentTitle('  ')).toBe('Console');
    expect(documentTitle(null)).toBe('Console');
  });
});
