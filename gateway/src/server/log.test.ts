import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';

const capture = (level: 'debug' | 'info' | 'warn', format: 'json' | 'pretty') => {
  const lines: string[] = [];
  const logger = createLogger({ level, format, write: (line) => lines.push(line), now: () => new Date('2026-11-22T10:00:00.000Z') });
  return { lines, logger };
};

describe('createLogger', () => {
  it('writes one JSON line per record with level, time, message and details', () => {
    const { lines, logger } = capture('info', 'json');
    logger.info({ requestId: 'r1', ms: 3 }, 'graphql');
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ level: 'info', time: '2026-11-22T10:00:00.000Z', msg: 'graphql', requestId: 'r1', ms: 3 }]);
  });

  it('drops records below LOG_LEVEL', () => {
    const { lines, logger } = capture('warn', 'json');
    logger.debug({}, 'd');
    logger.info({}, 'i');
    logger.warn({ cause: 'ECONNREFUSED' }, 'upstream failed');
    logger.error({}, 'e');
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(['warn', 'error']);
  });

  it('writes readable single lines when asked', () => {
    const { lines, logger } = capture('info', 'pretty');
    logger.warn({ cause: 'connect ECONNREFUSED' }, 'upstream failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.000 WARN {2}upstream failed cause="connect ECONNREFUSED"$/);
  });
});
