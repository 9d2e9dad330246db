/**
 * Creates an administrator on the configured database (DATABASE_URL, or the PGlite database in
 * DATA_DIR: stop rest-api first, PGlite opens from one process at a time):
 *
 *   npm run create-admin -- --email admin@example.ma --password '…' [--first-name …] [--last-name …]
 *
 * The password may come from ADMIN_PASSWORD instead, to keep it out of the shell history.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../db/db.ts';
import { loadDemoData } from '../db/demo-data.ts';
import { migrate } from '../db/migrate.ts';
import { administratorInput, createAdministrator, type AdministratorInput } from './first-admin.ts';
import { REFERENCE_DATA_SETS } from './reference-data.ts';

const USAGE = 'usage: create-admin --email <e-mail> --password <password> [--first-name <name>] [--last-name <name>]';

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(2);
}

function adminFromArguments(): AdministratorInput {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!values.email || !password) fail(USAGE);
  try {
    return administratorInput({ email: values.email, password, firstName: values['first-name'], lastName: values['last-name'] }, '--email', '--password');
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const admin = adminFromArguments();
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || './data');
if (!databaseUrl) await mkdir(dataDir, { recursive: true });
const db = await openDb({ dataDir, databaseUrl, onIdleError: (error) => console.error(error) });
try {
  await migrate(db);
  await loadDemoData(db, REFERENCE_DATA_SETS);
  const userId = await db.transaction((tx) => createAdministrator(tx, admin));
  console.log(`administrator ${admin.email} created (user ${userId})`);
} catch (error) {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
