import { describe, expect, it } from 'vitest';
import { fastLaneAccepts, plainParams } from './fast-lane.ts';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('fastLaneAccepts', () => {
  const apollo = 'application/graphql-response+json,application/json;q=0.9';

  it("takes the console's and integrators' POSTs of JSON", () => {
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: apollo })).toBe(true);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json; charset=utf-8' })).toBe(true);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: '*/*' })).toBe(true);
  });

  it('leaves everything else to Yoga', () => {
    expect(fastLaneAccepts('GET', { accept: apollo })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json; charset=latin1' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: 'text/event-stream' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', accept: 'application/json;q=1' })).toBe(false);
    expect(fastLaneAccepts('POST', { 'content-type': 'application/json', 'access-control-request-method': 'POST' })).toBe(false);
  });
});

describe('plainParams', () => {
  it('reads one operation with its variables, name and extensions', () => {
    expect(plainParams(json({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: {} }))).toEqual({
      query: '{ a }',
      variables: { x: 1 },
      operationName: 'A',
      extensions: {},
    });
    expect(plainParams(json({ query: '{ a }', variables: null, operationName: null }))).toEqual({ query: '{ a }' });
  });

  it('sends batches, unreadable bodies, odd parameters and subscriptions to Yoga', () => {
    expect(plainParams(json([{ query: '{ a }' }]))).toBeUndefined();
    expect(plainParams(Buffer.from('{"query": '))).toBeUndefined();
    expect(plainParams(json({ query: 1 }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', variables: [1] }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', operationName: 2 }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', extensions: 'x' }))).toBeUndefined();
    expect(plainParams(json({ query: '{ a }', other: true }))).toBeUndefined();
    expect(plainParams(json({ query: 'subscription { board }' }))).toBeUndefined();
  });
});
