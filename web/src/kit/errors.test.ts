import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { Messages } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { errorMessages, messagesForGraphQLError } from './errors.ts';

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('error messages', () => {
  it('shows each server message first', () => {
    const error = graphQLErrors({
      message: 'x',
      extensions: { code: 'BAD_USER_INPUT', serverMessages: ['Le code existe déjà', 'Le nom est trop long'] },
    });
    expect(errorMessages(error)).toEqual(['Le code existe déjà', 'Le nom est trop long']);
  });

  it.each([
    ['BAD_USER_INPUT', Messages.missingParameter],
    ['STOCK_UNAVAILABLE', Messages.stockUnavailable],
    ['STOCK_INSUFFICIENT', Messages.stockInsufficient],
    ['FORBIDDEN', Messages.forbidden],
    ['UNAUTHENTICATED', Messages.sessionExpired],
    ['RATE_LIMITED', Messages.tooManyAttempts],
    ['UPSTREAM_UNAVAILABLE', Messages.serverProblem],
    ['UPSTREAM_TIMEOUT', Messages.outcomeUnknown],
    ['INTERNAL_SERVER_ERROR', Messages.serverProblem],
    ['NOT_FOUND', Messages.serverProblem],
  ])('falls back to the catalogue text for %s', (code, text) => {
    expect(messagesForGraphQLError({ extensions: { code, serverMessages: [] } })).toEqual([text]);
  });

  it('ignores blank server messages and errors without a code', () => {
    expect(messagesForGraphQLError({ extensions: { serverMessages: ['  '] } })).toEqual([Messages.serverProblem]);
    expect(messagesForGraphQLError({ message: 'boom' })).toEqual([Messages.serverProblem]);
  });

  it('tells the user a change of unknown outcome must be checked before trying again', () => {
    const error = graphQLErrors({ message: 'x', extensions: { code: 'UPSTREAM_TIMEOUT', serverMessages: [] } });
    expect(errorMessages(error)).toEqual([Messages.outcomeUnknown]);
    expect(Messages.outcomeUnknown).toMatch(/Vérifiez avant de réessayer/);
  });

  it('lists a repeated message once', () => {
    const error = graphQLErrors(
      { message: 'a', extensions: { code: 'FORBIDDEN' } },
      { message: 'b', extensions: { code: 'FORBIDDEN' } },
    );
    expect(errorMessages(error)).toEqual([Messages.forbidden]);
  });

  it('lets a screen replace the text of a code, never the server messages', () => {
    const overrides = { UNAUTHENTICATED: Messages.wrongCredentials };
    expect(errorMessages(graphQLErrors({ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }), overrides)).toEqual([
      Messages.wrongCredentials,
    ]);
    const withText = graphQLErrors({ message: 'x', extensions: { code: 'UNAUTHENTICATED', serverMessages: ['Compte bloqué'] } });
    expect(errorMessages(withText, overrides)).toEqual(['Compte bloqué']);
  });

  it('treats network and HTTP failures as a server problem', () => {
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual([Messages.serverProblem]);
    const response = new Response('oops', { status: 502 });
    expect(errorMessages(new ServerError('bad gateway', { response, bodyText: 'oops' }))).toEqual([Messages.serverProblem]);
  });
});
