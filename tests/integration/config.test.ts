import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputOf } from '../../scripts/build-services.ts';
import { watch } from './child.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'console-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the service with `env` added and answers its exit code and whole output. */
async function start(service: 'gateway' | 'rest-api', env: Record<string, string>) {
  const started = watch([outputOf(service)], { ...process.env, DATA_DIR: dataDir, ...env });
  const code = await started.exited;
  return { code, output: started.output() };
}

describe.concurrent('a bad configuration stops the service with one line naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'gateway: PORT must be an integer between 1 and 65535, got "abc"'],
    [{ REST_API_URL: 'localhost:4010' }, 'gateway: REST_API_URL must be a URL starting with http:// or https://, got "localhost:4010"'],
    [{ REDIS_URL: 'http://cache:6379' }, 'gateway: REDIS_URL must be a URL starting with redis:// or rediss://, got "http://cache:6379"'],
    [{ PERMISSION_CACHE_SECONDS: '-1' }, 'gateway: PERMISSION_CACHE_SECONDS must be a positive integer or 0, got "-1"'],
    [{ TRUST_PROXY: 'maybe' }, 'gateway: TRUST_PROXY must be true or false (or 1 or 0), got "maybe"'],
  ])('gateway with %o', async (env, line) => {
    expect(await start('gateway', env)).toEqual({ code: 1, output: `${line}\n` });
  });

  it.each([
    [{ REST_API_PORT: '70000' }, 'rest-api: REST_API_PORT must be an integer between 1 and 65535, got "70000"'],
    [{ DATABASE_URL: 'console@db:5432' }, 'rest-api: DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "console@db:5432"'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'rest-api: ACCESS_TOKEN_TTL must be a positive integer, got "0"'],
    [{ REFRESH_TOKEN_TTL: '-3600' }, 'rest-api: REFRESH_TOKEN_TTL must be a positive integer, got "-3600"'],
  ])('rest-api with %o', async (env, line) => {
    expect(await start('rest-api', env)).toEqual({ code: 1, output: `${line}\n` });
  });
});
