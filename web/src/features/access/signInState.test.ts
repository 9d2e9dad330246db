import { describe, expect, it } from 'vitest';
import { returnPath, sessionExpired, signInStateFor } from './signInState.ts';

const location = { pathname: '/customers', search: '?page=2' };

describe('sign-in state', () => {
  it('brings an expired session back to the same route and query, and says it expired', () => {
    const state = signInStateFor('expired', location);
    expect(returnPath(state)).toBe('/customers?page=2');
    expect(sessionExpired(state)).toBe(true);
  });

  it('sends a user who signed out home afterwards, without a message', () => {
    const state = signInStateFor('byUser', location);
    expect(returnPath(state)).toBe('/home');
    expect(sessionExpired(state)).toBe(false);
  });

  it('keeps a signed-out visitor’s destination without a message', () => {
    const state = signInStateFor(undefined, location);
    expect(returnPath(state)).toBe('/customers?page=2');
    expect(sessionExpired(state)).toBe(false);
    expect(returnPath(null)).toBe('/home');
    expect(sessionExpired({ expired: 'yes' })).toBe(false);
  });
});
