import type { TestProject } from 'vitest/node';
import { ensureDemoSnapshot } from '../rest-api/src/db/snapshot.ts';

/** Vitest's global set-up: the migrated, seeded database every test file copies (rest-api/src/db/snapshot.ts). */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('demoSnapshot', await ensureDemoSnapshot());
}
