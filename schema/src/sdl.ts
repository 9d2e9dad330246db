import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('..', import.meta.url));

/** The GraphQL SDL: every `.graphql` file of schema/, one per domain. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'));
}
