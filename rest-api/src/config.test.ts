import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@console/schema/env';
import { readConfig } from './config.ts';

describe('rest-api readConfig', () => {
  it('has working defaults with no variable set', () => {
    expect(readConfig({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 7 * 24 * 3600,
      logLevel: 'info',
      assetsDir: undefined,
      assetMaxBytes: undefined,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('keeps a memory:// data folder as is and resolves a path', () => {
    expect(readConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(readConfig({ DATA_DIR: 'data2' }).dataDir).toBe(resolve('data2'));
  });

  it('refuses a bad value instead of falling back to the default', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/console' })).toThrow(new ConfigError('DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "mysql://db/console"'));
    expect(() => readConfig({ ASSET_MAX_BYTES: '-1' })).toThrow(ConfigError);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
  });
});
