import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the path, not `new URL('..')`: component tests run under happy-dom, whose URL is not Node's.
const schemaDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** The GraphQL SDL: every `.graphql` file of schema/, one per domain. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'));
}
