import { describe, expect, it } from 'vitest';
import { demoDataWanted } from './demo-data.ts';

const POSTGRES = 'postgres://db.example.ma/console';

describe('demoDataWanted', () => {
  it('loads the demo data on the embedded database by default, never on a PostgreSQL server', () => {
    expect(demoDataWanted(undefined, undefined)).toBe(true);
    expect(demoDataWanted('', undefined)).toBe(true);
    expect(demoDataWanted(undefined, POSTGRES)).toBe(false);
    expect(demoDataWanted('', POSTGRES)).toBe(false);
  });

  it('follows DEMO_DATA when it is given, on either database', () => {
    expect(demoDataWanted('1', POSTGRES)).toBe(true);
    expect(demoDataWanted('true', POSTGRES)).toBe(true);
    expect(demoDataWanted('0', undefined)).toBe(false);
    expect(demoDataWanted('false', undefined)).toBe(false);
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => demoDataWanted('yes', undefined)).toThrow(/DEMO_DATA/);
  });
});
