import { describe, expect, it } from 'vitest';
import { formatLogRecord, logFormatFrom, logLevelFrom, prettyLine, safeRequestId } from './log.ts';

describe('log settings', () => {
  it('writes readable lines on a terminal and JSON lines otherwise, unless LOG_FORMAT says', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('json', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
    expect(() => logFormatFrom('colour', true)).toThrow(/LOG_FORMAT/);
  });

  it('defaults LOG_LEVEL to info and refuses an unknown level by name', () => {
    expect(logLevelFrom(undefined)).toBe('info');
    expect(logLevelFrom('warn')).toBe('warn');
    expect(() => logLevelFrom('verbose')).toThrow(/LOG_LEVEL/);
  });
});

describe('request ids', () => {
  it('keeps a short token and drops anything that could break or forge a line', () => {
    expect(safeRequestId('abc-123_X.9:z')).toBe('abc-123_X.9:z');
    expect(safeRequestId(undefined)).toBeUndefined();
    expect(safeRequestId('')).toBeUndefined();
    expect(safeRequestId('a'.repeat(65))).toBeUndefined();
    expect(safeRequestId('id\nlevel=error')).toBeUndefined();
    expect(safeRequestId('with space')).toBeUndefined();
  });
});

describe('log lines', () => {
  const record = { level: 'info', time: new Date(2026, 10, 22, 14, 3, 7, 212).toISOString(), msg: 'graphql', pid: 12, hostname: 'h', operation: 'Users', ms: 4.5, codes: ['FORBIDDEN'] };

  it('prints one readable line: local time, level, message, then the fields', () => {
    expect(prettyLine(record)).toBe('14:03:07.212 INFO  graphql operation=Users ms=4.5 codes="[\\"FORBIDDEN\\"]"');
  });

  it('quotes values with spaces, shows an error by its message and never breaks the line', () => {
    const line = prettyLine({ level: 'error', time: record.time, msg: 'failed\nagain', err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error\n at x' }, url: '/a b' });
    expect(line).toBe('14:03:07.212 ERROR failed again err="connect ECONNREFUSED" url="/a b"');
  });

  it('writes a JSON line with every field otherwise', () => {
    expect(JSON.parse(formatLogRecord(record, 'json'))).toEqual(record);
    expect(formatLogRecord(record, 'json')).not.toContain('\n');
  });
});
