import { envelop } from '@envelop/core';
import { describe, expect, it } from 'vitest';
import { graphqlPlugins } from './graphql-plugins.ts';
import { silentLogger } from './log.ts';
import { OperationLog } from './operation-log.ts';

/**
 * The hooks the fast lane does not run on the everyday POST, plugin by plugin (parse and validation
 * hooks do run, once per operation text, when prepared-operations.ts checks it). Each is stood in
 * for, as the comments say; a plugin added to graphqlPlugins() changes this list, and its hooks
 * must then be looked at in fast-lane.ts and prepared-operations.ts before the list is updated.
 */
const SKIPPED = ['onRequest', 'onRequestParse', 'onParams', 'onContextBuilding', 'onExecute', 'onSubscribe', 'onExecutionResult', 'onResultProcess', 'onResponse'];

const skippedHooks = (production: boolean) =>
  envelop({ plugins: graphqlPlugins({ production, operationLog: new OperationLog(silentLogger), cookiesFor: () => [] }) })._plugins.map((plugin) =>
    Object.keys(plugin).filter((hook) => SKIPPED.includes(hook)),
  );

/** `armorPlugins`: GraphQL Armor and the plugins it adds (token limit, rules), all run by the check of each operation text. */
const expected = (armorPlugins: number, introspectionGuard: string[][]) => [
  // CSRF prevention: the fast lane takes only JSON POSTs, which a browser never sends across origins without a preflight.
  ['onRequestParse'],
  ...Array.from({ length: armorPlugins }, () => []),
  // Session cookies: the fast lane sets the same cookies (cookiesFor).
  ['onResponse'],
  // The operation log: the fast lane calls begin, describe and end.
  ['onRequest', 'onParams', 'onResultProcess', 'onResponse'],
  // Malformed parameters: the fast lane reads its own body and leaves any body it cannot read to Yoga.
  ['onRequestParse'],
  // graphql-jit: prepared operations are compiled by graphql-jit with the same (default) options.
  ['onExecute', 'onSubscribe'],
  ...introspectionGuard,
  // The document cache: parse and validation only.
  [],
];

describe('the Yoga plugin hooks the fast lane stands in for', () => {
  it('in development', () => {
    expect(skippedHooks(false)).toEqual(expected(6, []));
  });

  it('in production, where the introspection guard is added', () => {
    // Field suggestions are blocked (one more validation plugin). The introspection guard: an
    // operation that reads __schema or __type is never prepared, Yoga runs it.
    expect(skippedHooks(true)).toEqual(expected(7, [['onExecute']]));
  });
});
