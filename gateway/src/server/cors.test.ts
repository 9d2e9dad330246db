import { describe, expect, it } from 'vitest';
import { corsHeaders, parseOrigins } from './cors.ts';

describe('corsHeaders', () => {
  const listed = new Set(['https://partner.example.ma', 'http://localhost:5300']);

  it('answers no CORS header at all without an allow-list, whatever the origin', () => {
    expect(corsHeaders(new Set(), { origin: 'http://localhost:5999' }, false)).toEqual({});
    expect(corsHeaders(new Set(), { origin: 'http://localhost:5999', 'access-control-request-method': 'POST' }, true)).toEqual({});
  });

  it('gives a listed origin itself back, with credentials; a foreign one nothing but Vary', () => {
    expect(corsHeaders(listed, { origin: 'http://localhost:5300' }, false)).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': 'http://localhost:5300',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id',
    });
    expect(corsHeaders(listed, { origin: 'http://localhost:5999' }, false)).toEqual({ vary: 'Origin' });
    expect(corsHeaders(listed, { origin: 'null' }, true)).toEqual({ vary: 'Origin' });
    expect(corsHeaders(listed, {}, false)).toEqual({ vary: 'Origin' });
  });

  it("answers a listed origin's preflight with the methods and headers allowed", () => {
    expect(corsHeaders(listed, { origin: 'https://partner.example.ma' }, true)).toMatchObject({
      'access-control-allow-origin': 'https://partner.example.ma',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': expect.stringContaining('authorization'),
    });
  });
});

describe('parseOrigins', () => {
  it('reads a comma-separated list of origins', () => {
    expect(parseOrigins(' https://partner.example.ma, http://localhost:5300 ,')).toEqual({ origins: new Set(['https://partner.example.ma', 'http://localhost:5300']) });
    expect(parseOrigins(undefined)).toEqual({ origins: new Set() });
  });

  it('names the first entry that is not exactly an origin', () => {
    for (const entry of ['*', 'null', 'partner.example.ma', 'https://partner.example.ma/', 'https://partner.example.ma/app', 'ftp://partner.example.ma', 'https://Partner.example.ma']) {
      expect(parseOrigins(`http://localhost:5300,${entry}`).invalid).toBe(entry);
    }
  });
});
