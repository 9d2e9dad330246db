import { describe, expect, it } from 'vitest';
import { EXPORT_TAB_LEVELS, Level } from '@console/schema';
import { loadDemoData } from '../db/demo-data.ts';
import { testApiSuite } from '../http/testing.ts';
import { AccessLevel, REFERENCE_DATA_SETS } from './reference-data.ts';

describe('the « Exports » access level', () => {
  const suite = testApiSuite();
  const typesOfExports = async () =>
    (
      await suite.api.db.query<{ id: number }>('select permission_type_id as id from access_level_details where access_level_id = $1 order by 1', [AccessLevel.EXPORTS])
    ).map((row) => row.id);

  it('holds the export level and every tab of the export centre, the call centre\u2019s 16 to 18 included', async () => {
    expect(await typesOfExports()).toEqual([Level.EXPORT, ...EXPORT_TAB_LEVELS].sort((a, b) => a - b));
  });

  it('gains the call centre\u2019s tabs on a database set up before them, and leaves out a tab an administrator took out', async () => {
    const db = suite.api.db;
    // A database as access-model.v1 left it, whose administrator then took the orders tab out of the level.
    await db.query('delete from access_level_details where access_level_id = $1 and permission_type_id = any($2::int[])', [
      AccessLevel.EXPORTS,
      [Level.EXPORT_CALLS, Level.EXPORT_TSP, Level.EXPORT_CALL_RESULTS, Level.EXPORT_ORDERS],
    ]);
    await db.query(`delete from demo_data where name = 'access-model.call-centre-exports.v1'`);

    expect(await loadDemoData(db, REFERENCE_DATA_SETS)).toEqual(['access-model.call-centre-exports.v1']);
    const types = await typesOfExports();
    expect(types).toEqual(expect.arrayContaining([Level.EXPORT_CALLS, Level.EXPORT_TSP, Level.EXPORT_CALL_RESULTS]));
    expect(types).not.toContain(Level.EXPORT_ORDERS);
    expect(await loadDemoData(db, REFERENCE_DATA_SETS)).toEqual([]);
  });
});
