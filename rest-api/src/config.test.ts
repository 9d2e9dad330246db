import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@console/schema/env';
import { DEFAULT_SIGN_IN_LIMITS } from '@console/schema/sign-in-limits';
import { CDR_FIELD_NAMES } from './calls/cdr.ts';
import { readConfig } from './config.ts';
import { DEMO_COMPANY } from './settings/company.ts';

describe('rest-api readConfig', () => {
  it('has working defaults with no variable set', () => {
    expect(readConfig({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databaseStatementTimeoutMs: 60_000,
      databaseMigrationTimeoutMs: 3_600_000,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 7 * 24 * 3600,
      refreshGraceSeconds: 20,
      logLevel: 'info',
      logFormat: 'json',
      demoData: true,
      firstAdministrator: undefined,
      assetsDir: undefined,
      assetMaxBytes: undefined,
      shutdownTimeoutMs: 10_000,
      stampDutyPercent: 0.25,
      company: DEMO_COMPANY,
      signInLimits: DEFAULT_SIGN_IN_LIMITS,
      trustedProxies: ['loopback'],
      exportTtlHours: 24,
      cdrFields: [...CDR_FIELD_NAMES],
      cdrIngestToken: undefined,
      cdrTcp: undefined,
    });
  });

  it("reads how 3CX's call records arrive: the field order, the HTTP token, the CDR socket", () => {
    expect(readConfig({ CDR_FIELDS: 'historyid, time-start,duration,FROM-NO,to-no' }).cdrFields).toEqual(['historyid', 'time-start', 'duration', 'from-no', 'to-no']);
    expect(() => readConfig({ CDR_FIELDS: 'historyid,time-start,duration,from-no' })).toThrow(new ConfigError('CDR_FIELDS must include to-no'));
    expect(() => readConfig({ CDR_FIELDS: 'historyid,time-start,duration,from-no,to-no,colour' })).toThrow(/unknown 3CX fields colour/);
    expect(readConfig({ CDR_INGEST_TOKEN: 'a'.repeat(24) }).cdrIngestToken).toBe('a'.repeat(24));
    expect(() => readConfig({ CDR_INGEST_TOKEN: 'short' })).toThrow(/CDR_INGEST_TOKEN/);
    expect(readConfig({ CDR_TCP_PORT: '5015' }).cdrTcp).toEqual({ port: 5015, host: '127.0.0.1' });
    expect(readConfig({ CDR_TCP_PORT: '5015', CDR_TCP_HOST: '0.0.0.0' }).cdrTcp).toEqual({ port: 5015, host: '0.0.0.0' });
    for (const value of ['0', '70000', 'cdr']) expect(() => readConfig({ CDR_TCP_PORT: value }), value).toThrow(/CDR_TCP_PORT/);
  });

  it('reads how long exports are kept, in whole hours from 1', () => {
    expect(readConfig({ EXPORT_TTL_HOURS: '72' }).exportTtlHours).toBe(72);
    for (const value of ['0', '-1', '1.5', 'un jour']) expect(() => readConfig({ EXPORT_TTL_HOURS: value })).toThrow(/EXPORT_TTL_HOURS/);
  });

  it('reads the sign-in limits and the trusted proxies', () => {
    expect(readConfig({ SIGNIN_MAX_FAILURES: '3', SIGNIN_LOCK_SECONDS: '60' }).signInLimits).toMatchObject({ maxFailures: 3, lockSeconds: 60 });
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::1,uniquelocal' }).trustedProxies).toEqual(['10.0.0.0/8', 'fd00::1', 'uniquelocal']);
    expect(readConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    for (const value of ['1', 'gateway', '10.0.0.1/8/2', '10.0.0.1/abc']) expect(() => readConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads the company identity of receipts, the ICE as 15 digits', () => {
    const company = readConfig({ COMPANY_NAME: 'Épicerie Atlas SARL', COMPANY_ICE: '001234567000089', COMPANY_IF: '12345678' }).company;
    expect(company).toEqual({ ...DEMO_COMPANY, name: 'Épicerie Atlas SARL', ice: '001234567000089', taxId: '12345678' });
    for (const value of ['12345', '00123456700008A', '0012345670000890']) expect(() => readConfig({ COMPANY_ICE: value }), value).toThrow(ConfigError);
    expect(() => readConfig({ COMPANY_ADDRESS: 'x'.repeat(201) })).toThrow(ConfigError);
  });

  it('reads the stamp duty as a percentage from 0 to 100', () => {
    expect(readConfig({ STAMP_DUTY_PERCENT: '1' }).stampDutyPercent).toBe(1);
    expect(readConfig({ STAMP_DUTY_PERCENT: '0.5' }).stampDutyPercent).toBe(0.5);
    for (const value of ['-1', '101', 'abc', '0,25', '1e2']) expect(() => readConfig({ STAMP_DUTY_PERCENT: value }), value).toThrow(ConfigError);
  });

  it('reads a terminal as a person, and keeps demo data off a PostgreSQL server unless asked', () => {
    expect(readConfig({}, true).logFormat).toBe('pretty');
    expect(readConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(readConfig({ DATABASE_URL: 'postgres://db/console' }).demoData).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/console', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(() => readConfig({ DEMO_DATA: 'yes' })).toThrow(ConfigError);
    expect(() => readConfig({ ADMIN_EMAIL: 'chef@example.ma' })).toThrow(ConfigError);
  });

  it('keeps a memory:// data folder as is and resolves a path', () => {
    expect(readConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(readConfig({ DATA_DIR: 'data2' }).dataDir).toBe(resolve('data2'));
  });

  it('refuses a bad value instead of falling back to the default', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/console' })).toThrow(new ConfigError('DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "mysql://db/console"'));
    expect(() => readConfig({ ASSET_MAX_BYTES: '-1' })).toThrow(ConfigError);
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });
});
