import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps the caller's short safe x-request-id", () => {
    expect(requestIdFrom(new Headers({ 'x-request-id': 'lb-7f3a.01' }))).toBe('lb-7f3a.01');
  });

  it('makes a UUID when the header is missing, too long or unsafe', () => {
    expect(requestIdFrom(new Headers())).toMatch(UUID);
    expect(requestIdFrom(new Headers({ 'x-request-id': 'x'.repeat(200) }))).toMatch(UUID);
    expect(requestIdFrom(new Headers({ 'x-request-id': 'a b"c' }))).toMatch(UUID);
  });

  it('gives the same request the same id every time it is asked', () => {
    const headers = new Headers();
    expect(requestIdFrom(headers)).toBe(requestIdFrom(headers));
    expect(requestIdFrom(new Headers())).not.toBe(requestIdFrom(headers));
  });
});
