import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { codeForStatus, failureCause, fieldErrorsOf, gatewayError, serverMessagesOf, unansweredCode, upstreamError } from './errors.ts';

describe('REST status to GraphQL code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'BAD_USER_INPUT'],
    [431, 'BAD_USER_INPUT'],
    [202, 'STOCK_UNAVAILABLE'],
    [406, 'STOCK_INSUFFICIENT'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
  ])('%i is %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('server exception text', () => {
  it('keeps a string as the one message', () => {
    expect(serverMessagesOf({ message: 'Client introuvable' }).messages).toEqual(['Client introuvable']);
  });

  it('shows an object one message per value and keeps the fields', () => {
    const result = serverMessagesOf({ message: { email: "Format d'email invalide", password: 'Champ requis' } });
    expect(result.messages).toEqual(["Format d'email invalide", 'Champ requis']);
    expect(result.fieldErrors).toEqual({ email: "Format d'email invalide", password: 'Champ requis' });
  });

  it('falls back to the catalogue text when the server gives none', () => {
    const error = upstreamError(400, null);
    expect(error.message).toBe(Messages.missingParameter);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, serverMessages: [] });
    expect(upstreamError(502, '').message).toBe(Messages.serverProblem);
  });

  it('uses the server text as the error message, first', () => {
    const error = upstreamError(403, { statusCode: 403, message: Messages.noPermissions });
    expect(error.message).toBe(Messages.noPermissions);
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', serverMessages: [Messages.noPermissions] });
  });

  it('exposes field errors of a 400 only', () => {
    expect(fieldErrorsOf(upstreamError(400, { message: { oldPassword: 'Incorrect' } }))).toEqual({ oldPassword: 'Incorrect' });
    expect(fieldErrorsOf(upstreamError(404, { message: { id: 'x' } }))).toBeUndefined();
  });
});

describe('a call without an answer', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  const dropped = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });

  it('names its cause: a time-out, else the error code', () => {
    expect(failureCause(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), true)).toBe('timeout');
    expect(failureCause(refused, false)).toBe('ECONNREFUSED');
    expect(failureCause(dropped, false)).toBe('UND_ERR_SOCKET');
    expect(failureCause(new TypeError('bad'), false)).toBe('TypeError');
    expect(failureCause('boom', false)).toBe('unknown');
  });

  it('gives a write whose reply was lost an unknown outcome', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(unansweredCode({ method }, 'timeout')).toBe('UPSTREAM_TIMEOUT');
      expect(unansweredCode({ method }, 'UND_ERR_HEADERS_TIMEOUT')).toBe('UPSTREAM_TIMEOUT');
      expect(unansweredCode({ method }, 'UND_ERR_SOCKET')).toBe('UPSTREAM_TIMEOUT');
    }
  });

  it('keeps a refused connection, and any unanswered GET, a server problem', () => {
    expect(unansweredCode({ method: 'POST' }, 'ECONNREFUSED')).toBe('UPSTREAM_UNAVAILABLE');
    expect(unansweredCode({ method: 'DELETE' }, 'UND_ERR_CONNECT_TIMEOUT')).toBe('UPSTREAM_UNAVAILABLE');
    expect(unansweredCode({ method: 'GET' }, 'timeout')).toBe('UPSTREAM_UNAVAILABLE');
    expect(unansweredCode({ method: 'GET' }, 'UND_ERR_SOCKET')).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('keeps a lost reply a server problem for a POST that changes nothing to check (sign-in)', () => {
    expect(unansweredCode({ method: 'POST', unknownOutcomeHarmless: true }, 'timeout')).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('tells the user an unknown outcome must be checked before trying again', () => {
    const error = gatewayError('UPSTREAM_TIMEOUT');
    expect(error.message).toBe(Messages.outcomeUnknown);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', serverMessages: [] });
  });
});
