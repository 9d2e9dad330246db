import { describe, expect, it } from 'vitest';
import { errorCodesOf, operationLogEntry } from './operation-log.ts';

describe('errorCodesOf', () => {
  it('lists the distinct extensions.code of a result or a batch', () => {
    expect(errorCodesOf({ data: {} } as object)).toEqual([]);
    expect(errorCodesOf({ errors: [{ extensions: { code: 'FORBIDDEN' } }, { extensions: { code: 'FORBIDDEN' } }] })).toEqual(['FORBIDDEN']);
    expect(errorCodesOf([{ errors: [{ extensions: { code: 'NOT_FOUND' } }] }, { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] }])).toEqual(['NOT_FOUND', 'BAD_USER_INPUT']);
  });

  it('counts an error without a code as the caller’s before execution, as internal from a resolver', () => {
    expect(errorCodesOf({ errors: [{}] })).toEqual(['BAD_USER_INPUT']);
    expect(errorCodesOf({ errors: [{ path: ['users'] }] })).toEqual(['INTERNAL_SERVER_ERROR']);
  });
});

describe('operationLogEntry', () => {
  const outcome = { operation: 'Users', type: 'query', status: 200, ms: 12.345, requestId: 'r-1', codes: [] };

  it('reports name, type, status, rounded time and request id, without codes when none', () => {
    expect(operationLogEntry(outcome)).toEqual({
      level: 'info',
      message: 'graphql',
      details: { operation: 'Users', type: 'query', status: 200, ms: 12.3, requestId: 'r-1' },
    });
  });

  it("keeps the caller's refusals at info and raises server-side failures to warn", () => {
    expect(operationLogEntry({ ...outcome, codes: ['FORBIDDEN'] })).toMatchObject({ level: 'info', details: { codes: ['FORBIDDEN'] } });
    expect(operationLogEntry({ ...outcome, codes: ['UPSTREAM_UNAVAILABLE'] }).level).toBe('warn');
    expect(operationLogEntry({ ...outcome, codes: ['INTERNAL_SERVER_ERROR'] }).level).toBe('warn');
    expect(operationLogEntry({ ...outcome, status: 500 }).level).toBe('warn');
  });
});
