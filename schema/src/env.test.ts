import { describe, expect, it } from 'vitest';
import { ConfigError, envReader } from './env.ts';

const message = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('no ConfigError');
};

describe('envReader', () => {
  it('takes the fallback when a variable is unset or empty', () => {
    const read = envReader({ EMPTY: '', BLANK: '  ' });
    expect(read.port('PORT', 4000)).toBe(4000);
    expect(read.port('EMPTY', 4000)).toBe(4000);
    expect(read.string('BLANK', 'x')).toBe('x');
    expect(read.optionalUrl('EMPTY', ['http:'])).toBeUndefined();
    expect(read.boolean('EMPTY', true)).toBe(true);
  });

  it('reads valid values', () => {
    const read = envReader({ PORT: '8080', TTL: '0', PROXY: 'TRUE', OFF: '0', URL: 'redis://cache:6379', LEVEL: 'warn' });
    expect(read.port('PORT', 1)).toBe(8080);
    expect(read.integer('TTL', 5, { min: 0 })).toBe(0);
    expect(read.boolean('PROXY', false)).toBe(true);
    expect(read.boolean('OFF', true)).toBe(false);
    expect(read.optionalUrl('URL', ['redis:', 'rediss:'])).toBe('redis://cache:6379');
    expect(read.oneOf('LEVEL', ['info', 'warn'], 'info')).toBe('warn');
  });

  it('names the variable, the expectation and the value in one line', () => {
    const read = envReader({ PORT: 'abc', BIG: '70000', TTL: '-5', ZERO: '0', HALF: '1.5', PROXY: 'maybe', URL: 'localhost:4010', FTP: 'ftp://host', LEVEL: 'loud' });
    expect(message(() => read.port('PORT', 1))).toBe('PORT must be an integer between 1 and 65535, got "abc"');
    expect(message(() => read.port('BIG', 1))).toBe('BIG must be an integer between 1 and 65535, got "70000"');
    expect(message(() => read.integer('TTL', 1, { min: 1 }))).toBe('TTL must be a positive integer, got "-5"');
    expect(message(() => read.optionalInteger('ZERO', { min: 1 }))).toBe('ZERO must be a positive integer, got "0"');
    expect(message(() => read.integer('HALF', 1, { min: 0 }))).toBe('HALF must be a positive integer or 0, got "1.5"');
    expect(message(() => read.boolean('PROXY', false))).toBe('PROXY must be true or false (or 1 or 0), got "maybe"');
    expect(message(() => read.optionalUrl('URL', ['http:', 'https:']))).toBe('URL must be a URL starting with http:// or https://, got "localhost:4010"');
    expect(message(() => read.optionalUrl('FTP', ['http:']))).toBe('FTP must be a URL starting with http://, got "ftp://host"');
    expect(message(() => read.oneOf('LEVEL', ['info', 'warn'], 'info'))).toBe('LEVEL must be one of info, warn, got "loud"');
  });

  it('refuses numbers written loosely', () => {
    const read = envReader({ A: '12abc', B: '0x10', C: '1e3' });
    for (const name of ['A', 'B', 'C']) expect(() => read.integer(name, 1)).toThrow(ConfigError);
  });
});
