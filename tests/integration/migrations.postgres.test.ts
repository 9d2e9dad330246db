import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../rest-api/src/db/db.ts';
import { migrateWithin } from '../../rest-api/src/db/migrate.ts';

/**
 * Migrations on PostgreSQL (TEST_DATABASE_URL) run on a connection of their own, bounded by the migration timeout
 * and not by the requests' statement timeout: on a distributor's volume one takes minutes (migration 019 filled and
 * indexed a million customers), and rest-api must still start.
 */
const server = process.env.TEST_DATABASE_URL!;
const database = `migrations_${process.pid}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
/** A migration longer than the requests' bound below. */
const slow = { version: '901', name: 'slow', sql: 'create table slowly_made (id int); select pg_sleep(0.6);' };

describe('migrations on PostgreSQL', () => {
  let admin: pg.Client;
  /** As rest-api opens it for requests: statements bounded at 200 ms. */
  let requests: Db;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    requests = await openDb({ databaseUrl, statementTimeoutMs: 200, onIdleError: () => undefined });
  });
  afterAll(async () => {
    await requests.close();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  });

  it('applies a migration longer than the requests statement bound, within the migration bound', async () => {
    await expect(requests.query('select pg_sleep(0.6)')).rejects.toThrow();
    expect(await migrateWithin(requests, { databaseUrl, databaseMigrationTimeoutMs: 30_000 }, [slow])).toEqual(['901']);
    expect(await requests.query(`select version from schema_migrations`)).toEqual([{ version: '901' }]);
  });

  it('still bounds a migration, and keeps nothing of one cut short', async () => {
    const slower = { ...slow, version: '902', sql: 'create table cut_short (id int); select pg_sleep(2);' };
    await expect(migrateWithin(requests, { databaseUrl, databaseMigrationTimeoutMs: 300 }, [slower])).rejects.toThrow();
    expect(await requests.query(`select 1 from information_schema.tables where table_name = 'cut_short'`)).toEqual([]);
  });
});
