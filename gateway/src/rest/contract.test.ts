import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '@console/schema/sdl';
import { PermissionCache } from '../access/permission-cache.ts';
import { viewerLoader, viewerUpstream } from '../access/viewer.ts';
import { requestLoaders } from '../loaders.ts';
import { domainResolvers } from '../resolvers.ts';
import { ROOT_TYPES } from '../security/access.ts';
import { requestSession } from '../server/session.ts';
import { restClientFor } from './api.ts';
import { RestUpstream, type RestAnswer, type RestCall } from './client.ts';
import { deadlineIn } from './deadline.ts';

/**
 * The gateway and rest-api's OpenAPI document agree. The type check holds the typed calls to the
 * document (rest/api.ts); this test holds what is actually sent: every root field is run against a
 * recording upstream, and each REST call it makes must be a documented operation with documented
 * query parameters and body properties. Every root field must reach the REST API.
 */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

// The build of graphql that @graphql-tools loads (under Vite, an import would load another).
const { getNamedType, graphql, isObjectType }: typeof import('graphql') = createRequire(import.meta.url)('graphql');

const document: Document = JSON.parse(readFileSync(new URL('../generated/rest-api.openapi.json', import.meta.url), 'utf8'));

/** The documented operation a call reached: literal templates before `{param}` ones, trailing slash aside. */
function operationOf(method: string, path: string): { template: string; operation: Operation } | undefined {
  const trim = (value: string) => value.replace(/\/+$/, '');
  const candidates = Object.entries(document.paths)
    .map(([template, operations]) => ({ template, operations, pattern: new RegExp(`^${trim(template).replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
  const found = candidates.find((candidate) => candidate.pattern.test(trim(path)) && candidate.operations[method.toLowerCase()]);
  const operation = found?.operations[method.toLowerCase()];
  return found && operation && { template: found.template, operation };
}

/** Names of a body's properties the document does not describe (rows of an array body included). */
function undocumentedProperties(body: unknown, schema: Schema | undefined): string[] {
  if (Array.isArray(body)) return body.flatMap((row) => undocumentedProperties(row, schema?.items));
  if (typeof body !== 'object' || body === null || !schema?.properties) return [];
  return Object.entries(body).flatMap(([name, value]) => {
    const property = schema.properties?.[name];
    return property ? undocumentedProperties(value, property) : [name];
  });
}

/** Every field of the result, a few levels deep, so nested fields that call upstream run too. */
function selection(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, depth: number): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  if (depth === 0) return ' { __typename }';
  const fields = Object.values(type.getFields()).filter((child) => child.args.every((arg) => arg.defaultValue !== undefined || !String(arg.type).endsWith('!')));
  return ` { __typename ${fields.map((child) => `${child.name}${selection(schema, child, depth - 1)}`).join(' ')} }`;
}

function placeholder(schema: GraphQLSchema, type: string): string {
  if (type.startsWith('[')) return '[]';
  const name = type.replace(/[[\]!]/g, '');
  if (name === 'Int' || name === 'Float') return '1';
  if (name === 'Boolean') return 'true';
  // A file cannot be written in the document: it comes as a variable.
  if (name === 'Upload') return '$upload';
  const input = schema.getType(name);
  // An enum: its first value.
  if (input && 'getValues' in input) return input.getValues()[0]!.name;
  if (input && 'getFields' in input) {
    const fields = Object.values(input.getFields()).filter((child) => String(child.type).endsWith('!'));
    return `{ ${fields.map((child) => `${child.name}: ${placeholder(schema, String(child.type))}`).join(', ')} }`;
  }
  return '"x"';
}

/** An upstream that answers every call with an empty success and notes it. */
class RecordingUpstream extends RestUpstream {
  readonly calls: RestCall[] = [];
  override async call<T>(call: RestCall): Promise<RestAnswer<T>> {
    this.calls.push(call);
    return { status: 200, body: null };
  }
}

async function callsOf(schema: GraphQLSchema, typeName: string, field: GraphQLField<unknown, unknown>): Promise<RestCall[]> {
  const upstream = new RecordingUpstream('http://127.0.0.1:9');
  const rest = restClientFor(upstream, { token: () => 'token', requestId: 'contract', deadline: deadlineIn(5_000) });
  // Optional arguments too: a refresh token or a filter sent is a call or a parameter more to check.
  const args = field.args.map((arg) => `${arg.name}: ${placeholder(schema, String(arg.type))}`);
  const variables = args.some((arg) => arg.endsWith('$upload')) ? '($upload: Upload!)' : '';
  const source = `${typeName === 'Mutation' ? 'mutation' : 'query'}${variables} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(schema, field, 3)} }`;
  const contextValue = {
    rest,
    loaders: requestLoaders(rest),
    session: requestSession(new Headers({ authorization: 'Bearer token' }), { maxAge: 60, secure: false }),
    viewer: viewerLoader(viewerUpstream(rest), () => 'token', new PermissionCache(0)),
    signInGuard: { admit: async () => {}, failed: async () => {}, succeeded: async () => {} },
    clientAddress: '127.0.0.1',
    requestId: 'contract',
    googleMapsApiKey: null,
  };
  await graphql({ schema, source, contextValue, variableValues: { upload: new File(['x'], 'x.png', { type: 'image/png' }) } });
  await upstream.close();
  return upstream.calls;
}

/**
 * Root fields the gateway answers itself: the business clock is the shared `businessClock` (Morocco's time zone);
 * the map settings come from the gateway's configuration.
 */
const ANSWERED_BY_THE_GATEWAY = ['Query.businessClock', 'Query.mapsConfig'];

describe('the gateway and the OpenAPI document', () => {
  it('every REST call of every root field is a documented operation, with documented parameters', async () => {
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: domainResolvers });
    const problems: string[] = [];
    const silent: string[] = [];
    for (const typeName of ROOT_TYPES.filter((name) => name !== 'Subscription')) {
      const root = schema.getType(typeName);
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const coordinate = `${typeName}.${field.name}`;
        const calls = await callsOf(schema, typeName, field);
        if (calls.length === 0 && !ANSWERED_BY_THE_GATEWAY.includes(coordinate)) silent.push(coordinate);
        for (const call of calls) {
          const found = operationOf(call.method, call.path);
          if (!found) {
            problems.push(`${coordinate}: ${call.method} ${call.path} is not in the document`);
            continue;
          }
          const documented = new Set((found.operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
          const query = Object.entries(call.query ?? {}).filter(([, value]) => value !== undefined && value !== null);
          for (const [name] of query) if (!documented.has(name)) problems.push(`${coordinate}: ${call.method} ${found.template} sends the undocumented query parameter ${name}`);
          const body = found.operation.requestBody?.content['application/json']?.schema;
          for (const name of body ? undocumentedProperties(call.body, body) : []) problems.push(`${coordinate}: ${call.method} ${found.template} sends the undocumented property ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(silent).toEqual([]);
  }, 60_000);
});
