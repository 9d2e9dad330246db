import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a short plain token given by the caller', () => {
    expect(requestIdFrom('req-42')).toBe('req-42');
    expect(requestIdFrom('0b6f1c2e-9f3a-4c7e-8d11-5e2a9b7c4f10')).toBe('0b6f1c2e-9f3a-4c7e-8d11-5e2a9b7c4f10');
  });

  it('makes a new one when there is none', () => {
    expect(requestIdFrom(undefined)).toMatch(UUID);
    expect(requestIdFrom(null)).toMatch(UUID);
    expect(requestIdFrom('')).toMatch(UUID);
  });

  it('replaces one that could forge a log line or a header, or is too long', () => {
    for (const bad of ['a b', 'x\nlevel=error', 'id"quoted', 'é', 'x'.repeat(65)]) expect(requestIdFrom(bad)).toMatch(UUID);
    expect(requestIdFrom('x'.repeat(64))).toBe('x'.repeat(64));
  });

  it('makes a different id for each request', () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
