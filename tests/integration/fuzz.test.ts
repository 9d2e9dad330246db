import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { backends, demo, startStack, type Stack } from './stack.ts';

/**
 * Malformed input of every kind, sent to the running stack: GraphQL operations built from the schema
 * (every string argument and input field), GraphQL-over-HTTP requests that are not well-formed, and
 * rest-api's endpoints read from its /openapi.json. No answer may be a 5xx (nor a GraphQL error caused
 * by one), and no refused request may leave a row behind: every string sent carries a per-request
 * marker, searched for in every list afterwards.
 */

const MARKER = 'qzfuzz';
const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Longer than every limit (the longest is 2048), short enough to send for every field. */
const OVER_LIMIT = 'y'.repeat(5000);
const UNKNOWN_ID = 999_999;
const CONCURRENCY = 6;

type FuzzClass = 'nul' | 'surrogate' | 'control' | 'over-long' | 'wrong-type' | 'unknown-id' | 'malformed-json' | 'graphql-http';

interface Probe {
  id: number;
  kind: FuzzClass;
  label: string;
  send(): Promise<Outcome>;
}

interface Outcome {
  status: number;
  /** The request was refused (4xx, GraphQL errors or `ok: false`). */
  refused: boolean;
  /** Why the answer counts as a server failure, if it does. */
  failure?: string;
}

const markerOf = (id: number) => `${MARKER}${id}x`;

/** A bad value of the class, carrying the request's marker so a stored one is found. */
function badString(kind: FuzzClass, id: number, huge: boolean): string {
  const marker = markerOf(id);
  switch (kind) {
    case 'nul':
      return `${marker}\u0000nul`;
    case 'surrogate':
      return `${marker}\ud800`;
    case 'control':
      return `${marker}\u001b[2J\u0007`;
    default:
      return marker + (huge ? MEGABYTE : OVER_LIMIT);
  }
}

const STRING_CLASSES = ['nul', 'surrogate', 'control', 'over-long'] as const;

// ---------- GraphQL operations from the schema ----------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const namedType = (type: string) => type.replace(/[[\]!]/g, '');
const isList = (type: string) => type.replace(/!$/, '').startsWith('[');

/** Never sent with the fuzz's own session: they could end it. */
const SESSION_FIELDS = new Set(['signOut', 'refreshSession']);
/** Needs a multipart upload: not a JSON request. */
const SKIPPED_FIELDS = new Set(['uploadArticleImages']);

function placeholder(schema: GraphQLSchema, type: string, marker: string, strings: Path[], path: Path): Json {
  if (isList(type)) {
    const inner = type.replace(/!$/, '').slice(1, -1);
    return [placeholder(schema, inner, marker, strings, [...path, 0])];
  }
  const name = namedType(type);
  if (name === 'Int') return UNKNOWN_ID;
  if (name === 'Float') return 1.5;
  if (name === 'Boolean') return false;
  if (name === 'String' || name === 'ID') {
    strings.push(path);
    return marker;
  }
  const named = schema.getType(name);
  if (named && 'getValues' in named) return named.getValues()[0]!.name;
  if (named && 'getFields' in named) {
    const fields = Object.values(named.getFields()) as GraphQLInputField[];
    return Object.fromEntries(fields.map((field) => [field.name, placeholder(schema, String(field.type), marker, strings, [...path, field.name])]));
  }
  strings.push(path);
  return marker;
}

function setAt(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, leaf) : item));
  if (value && typeof value === 'object') return { ...value, [head!]: setAt(value[String(head)] ?? null, rest, leaf) };
  return value;
}

interface Operation {
  field: string;
  query: string;
  args: readonly GraphQLArgument[];
  build(marker: string): { variables: Record<string, Json>; strings: Path[] };
}

function operations(schema: GraphQLSchema): Operation[] {
  return (['Query', 'Mutation'] as const).flatMap((typeName) => {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) return [];
    return (Object.values(type.getFields()) as GraphQLField<unknown, unknown>[])
      .filter((field) => !SKIPPED_FIELDS.has(field.name))
      .map((field) => {
        const result = schema.getType(namedType(String(field.type)));
        const resultFields = result && 'getFields' in result ? Object.keys(result.getFields()) : undefined;
        const selection = resultFields ? ` { __typename${resultFields.includes('ok') ? ' ok' : ''} }` : '';
        const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const operation = typeName === 'Mutation' ? 'mutation' : 'query';
        const query = `${operation}${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
        return {
          field: field.name,
          query,
          args: field.args,
          build(marker: string) {
            const strings: Path[] = [];
            const variables = Object.fromEntries(field.args.map((arg) => [arg.name, placeholder(schema, String(arg.type), marker, strings, [arg.name])]));
            return { variables, strings };
          },
        };
      });
  });
}

interface GraphQLBody {
  data?: Record<string, { ok?: boolean } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL answer: a server failure is a 5xx, an internal error, or an upstream 5xx behind UPSTREAM_UNAVAILABLE. */
async function graphQLOutcome(response: Response): Promise<Outcome> {
  const text = await response.text();
  if (response.status >= 500) return { status: response.status, refused: true, failure: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  let body: GraphQLBody;
  try {
    body = JSON.parse(text) as GraphQLBody;
  } catch {
    return { status: response.status, refused: true };
  }
  const codes = (body.errors ?? []).map((error) => error.extensions?.code);
  const failing = (body.errors ?? []).find(
    (error) => ['UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'].includes(error.extensions?.code ?? '') || error.message === 'Unexpected error.',
  );
  if (failing) return { status: response.status, refused: true, failure: `${failing.extensions?.code}: ${failing.message}` };
  const okFalse = Object.values(body.data ?? {}).some((value) => value?.ok === false);
  return { status: response.status, refused: response.status >= 400 || codes.length > 0 || okFalse };
}

// ---------- rest-api endpoints from /openapi.json ----------

interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

interface Endpoint {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

function schemaFiller(schema: JsonSchema | undefined, name: string, marker: string, strings: Path[], path: Path): Json {
  if (!schema) return null;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return schemaFiller(alternative, name, marker, strings, path);
  if (schema.enum) return schema.enum[0] ?? null;
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, schemaFiller(property, key, marker, strings, [...path, key])]));
    case 'array':
      return [schemaFiller(schema.items, name, marker, strings, [...path, 0])];
    case 'integer':
      return UNKNOWN_ID;
    case 'number':
      return 1.5;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'binary') return null;
      strings.push(path);
      if (/latitude|longitude/i.test(name)) return '33.5';
      return schema.pattern?.includes('@') ? `${marker}@fuzz.ma` : marker;
    default:
      return null;
  }
}

/** Percent-encodes text as UTF-8; a lone surrogate becomes bytes no decoder accepts. */
function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${((code >> 12) | 0xe0).toString(16)}%${(((code >> 6) & 0x3f) | 0x80).toString(16)}%${((code & 0x3f) | 0x80).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

async function restOutcome(response: Response): Promise<Outcome> {
  const text = await response.text();
  if (response.status >= 500) return { status: response.status, refused: true, failure: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  return { status: response.status, refused: response.status >= 400 };
}

async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe.each(backends)('fuzz (%s)', (backend) => {
  let stack: Stack;
  let token: string;
  let restToken: string;
  let endpoints: Endpoint[];
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

  beforeAll(async () => {
    stack = await startStack({ backend });
    token = await stack.signIn(demo.admin.email, demo.admin.password);
    const login = await fetch(`${stack.restApiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    restToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const document = (await (await fetch(`${stack.restApiUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Endpoint['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      })),
    );
  });
  afterAll(() => stack?.close());

  /** Every list rest-api offers without a path parameter: its total, and the rows a keyword finds. */
  async function lists(keyword?: string) {
    const found = new Map<string, { count: number; text: string }>();
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET' && !candidate.path.includes('{'))) {
      const query = keyword && endpoint.parameters.some((parameter) => parameter.name === 'keyword') ? `?take=1000&keyword=${keyword}` : '?take=1';
      const response = await fetch(`${stack.restApiUrl}${endpoint.path}${query}`, { headers: { authorization: `Bearer ${restToken}`, saleschannel: '1' } });
      if (response.status !== 200) continue;
      const text = await response.text();
      const count = (JSON.parse(text) as { count?: unknown }).count;
      if (typeof count === 'number') found.set(endpoint.path, { count, text });
    }
    return found;
  }

  it('answers every malformed request with a 4xx and writes nothing it refused', async () => {
    const probes: Probe[] = [];
    const add = (kind: FuzzClass, label: string, send: (marker: string) => Promise<Outcome>) => {
      const id = probes.length;
      probes.push({ id, kind, label, send: () => send(markerOf(id)) });
      return id;
    };
    const nextId = () => probes.length;

    // GraphQL: every string of every operation, one bad value at a time; ids unknown; wrong types.
    const post = (body: string, withToken: boolean, contentType = 'application/json') =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/graphql-response+json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
    for (const operation of operations(schema)) {
      const withToken = !SESSION_FIELDS.has(operation.field);
      const call = (variables: Record<string, Json> | string) =>
        post(typeof variables === 'string' ? `{"query":${JSON.stringify(operation.query)},"variables":${variables}}` : JSON.stringify({ query: operation.query, variables }), withToken).then(graphQLOutcome);
      add('unknown-id', `graphql ${operation.field}`, (marker) => call(operation.build(marker).variables));
      const { strings } = operation.build('');
      strings.forEach((path, index) => {
        for (const kind of STRING_CLASSES) {
          const id = nextId();
          add(kind, `graphql ${operation.field} ${path.join('.')}`, (marker) =>
            call(setAt(operation.build(marker).variables, path, badString(kind, id, kind === 'over-long' && index === 0)) as Record<string, Json>),
          );
        }
      });
      const firstInt = operation.args.find((arg) => !isList(String(arg.type)) && namedType(String(arg.type)) === 'Int');
      for (const arg of operation.args) {
        const type = namedType(String(arg.type));
        if (isList(String(arg.type))) add('wrong-type', `graphql ${operation.field} ${arg.name} object for list`, (marker) => call({ ...operation.build(marker).variables, [arg.name]: { not: 'a list' } }));
        else if (type === 'Int') {
          // GraphQL's own coercion refuses these before any resolver: once per operation is enough.
          if (arg === firstInt) {
            add('wrong-type', `graphql ${operation.field} ${arg.name} NaN`, (marker) => call({ ...operation.build(marker).variables, [arg.name]: 'NaN' }));
            add('wrong-type', `graphql ${operation.field} ${arg.name} 1e999`, (marker) =>
              call(JSON.stringify({ ...operation.build(marker).variables, [arg.name]: 0 }).replace(`"${arg.name}":0`, `"${arg.name}":1e999`)),
            );
            add('wrong-type', `graphql ${operation.field} ${arg.name} 2^31`, (marker) => call({ ...operation.build(marker).variables, [arg.name]: 2 ** 31 }));
          }
          add('unknown-id', `graphql ${operation.field} ${arg.name} negative`, (marker) => call({ ...operation.build(marker).variables, [arg.name]: -1 }));
        } else if (type === 'String') add('wrong-type', `graphql ${operation.field} ${arg.name} number for string`, (marker) => call({ ...operation.build(marker).variables, [arg.name]: 12345 }));
      }
    }

    // GraphQL over HTTP that is not well-formed.
    const get = (search: string) =>
      fetch(`${stack.url}/graphql?${search}`, { headers: { accept: 'application/graphql-response+json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` } }).then(graphQLOutcome);
    const malformedHttp: [string, () => Promise<Outcome>][] = [
      ['GET bad variables', () => get('query={__typename}&variables={bad')],
      ['GET bad extensions', () => get('query={__typename}&extensions={bad')],
      ['GET variables array', () => get('query={__typename}&variables=[1]')],
      ['GET variables NUL', () => get('query={__typename}&variables=%00')],
      ['GET missing query', () => get('variables={}')],
      ['GET empty query', () => get('query=')],
      ['GET syntax error', () => get('query={')],
      ['GET NUL in query', () => get('query={__typename%00}')],
      ['GET mutation over GET', () => get(`query=${encodeURIComponent('mutation { signOut }')}`)],
      ['GET unknown operationName', () => get('query={__typename}&operationName=Nope')],
      ['GET operationName object', () => get('query={__typename}&operationName[a]=1')],
      ['GET invalid UTF-8', () => get('query=%ED%A0%80')],
      ['POST not JSON', () => post('{bad', true).then(graphQLOutcome)],
      ['POST JSON array of numbers', () => post('[1,2]', true).then(graphQLOutcome)],
      ['POST JSON string', () => post('"query"', true).then(graphQLOutcome)],
      ['POST JSON null', () => post('null', true).then(graphQLOutcome)],
      ['POST empty body', () => post('', true).then(graphQLOutcome)],
      ['POST query number', () => post('{"query":1}', true).then(graphQLOutcome)],
      ['POST variables string', () => post('{"query":"{__typename}","variables":"{bad"}', true).then(graphQLOutcome)],
      ['POST variables array', () => post('{"query":"{__typename}","variables":[1]}', true).then(graphQLOutcome)],
      ['POST operationName number', () => post('{"query":"{__typename}","operationName":5}', true).then(graphQLOutcome)],
      ['POST unknown operationName', () => post('{"query":"query A {__typename}","operationName":"B"}', true).then(graphQLOutcome)],
      ['POST extensions string', () => post('{"query":"{__typename}","extensions":"x"}', true).then(graphQLOutcome)],
      ['POST text/plain', () => post('{"query":"{__typename}"}', true, 'text/plain').then(graphQLOutcome)],
      ['POST application/xml', () => post('<query/>', true, 'application/xml').then(graphQLOutcome)],
      ['POST form, bad variables', () => post('query=%7B__typename%7D&variables=%7Bbad', true, 'application/x-www-form-urlencoded').then(graphQLOutcome)],
      ['POST multipart without boundary', () => post('x', true, 'multipart/form-data').then(graphQLOutcome)],
      ['POST graphql string NUL', () => post('{__typename\u0000}', true, 'application/graphql').then(graphQLOutcome)],
      ['POST deep nesting', () => post(JSON.stringify({ query: `{${'viewer {'.repeat(60)}${'}'.repeat(61)}` }), true).then(graphQLOutcome)],
      ['POST invalid UTF-8 body', () => fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }).then(graphQLOutcome)],
      ['PUT method', () => fetch(`${stack.url}/graphql`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }).then(graphQLOutcome)],
    ];
    for (const [label, send] of malformedHttp) add('graphql-http', label, () => send());

    // rest-api, straight: every endpoint's strings, ids and types.
    const rest = (endpoint: Endpoint, params: Record<string, string>, query: Record<string, string>, body: string | undefined, contentType = 'application/json') => {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? String(UNKNOWN_ID));
      const search = Object.entries(query).map(([name, value]) => `${name}=${value}`).join('&');
      // Session endpoints get no bearer: a sign-out must not end the fuzz's own session.
      const session = /login|logout|refresh/.test(endpoint.path);
      return fetch(`${stack.restApiUrl}${path}${search ? `?${search}` : ''}`, {
        method: endpoint.method,
        headers: { ...(body !== undefined ? { 'content-type': contentType } : {}), ...(session ? {} : { authorization: `Bearer ${restToken}` }), saleschannel: '1' },
        body,
      }).then(restOutcome);
    };
    for (const endpoint of endpoints.filter((candidate) => !['HEAD', 'OPTIONS'].includes(candidate.method) && candidate.path !== '/openapi.json')) {
      const label = `rest ${endpoint.method} ${endpoint.path}`;
      const pathParameters = endpoint.parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = endpoint.parameters.filter((parameter) => parameter.in === 'query' && parameter.schema.type === 'string' && !parameter.schema.enum);
      const baseBody = (marker: string) => {
        const strings: Path[] = [];
        const value = endpoint.body ? schemaFiller(endpoint.body, '', marker, strings, []) : undefined;
        return { value, strings };
      };
      const bodyText = (marker: string) => (endpoint.body ? JSON.stringify(baseBody(marker).value) : undefined);
      add('unknown-id', label, (marker) => rest(endpoint, {}, {}, bodyText(marker)));
      for (const parameter of pathParameters) {
        add('unknown-id', `${label} ${parameter.name}=-1`, (marker) => rest(endpoint, { [parameter.name]: '-1' }, {}, bodyText(marker)));
        add('wrong-type', `${label} ${parameter.name}=NaN`, (marker) => rest(endpoint, { [parameter.name]: 'NaN' }, {}, bodyText(marker)));
        add('wrong-type', `${label} ${parameter.name}=1e999`, (marker) => rest(endpoint, { [parameter.name]: '1e999' }, {}, bodyText(marker)));
        add('wrong-type', `${label} ${parameter.name}=99999999999999999999`, (marker) => rest(endpoint, { [parameter.name]: '99999999999999999999' }, {}, bodyText(marker)));
        for (const kind of ['nul', 'surrogate', 'control'] as const) {
          const id = nextId();
          add(kind, `${label} path ${parameter.name}`, (marker) => rest(endpoint, { [parameter.name]: encodeComponent(badString(kind, id, false)) }, {}, bodyText(marker)));
        }
      }
      for (const parameter of queryParameters) {
        for (const kind of STRING_CLASSES) {
          const id = nextId();
          add(kind, `${label} ?${parameter.name}`, () => rest(endpoint, {}, { [parameter.name]: encodeComponent(badString(kind, id, false)) }, undefined));
        }
      }
      if (endpoint.parameters.some((parameter) => parameter.name === 'take')) {
        add('wrong-type', `${label} ?take=-5`, () => rest(endpoint, {}, { take: '-5' }, undefined));
        add('wrong-type', `${label} ?page=1e999`, () => rest(endpoint, {}, { page: '1e999' }, undefined));
        add('wrong-type', `${label} ?page=99999999999999999999`, () => rest(endpoint, {}, { page: '99999999999999999999' }, undefined));
      }
      if (!endpoint.body) continue;
      add('malformed-json', `${label} not JSON`, () => rest(endpoint, {}, {}, '{bad'));
      add('malformed-json', `${label} truncated`, (marker) => rest(endpoint, {}, {}, bodyText(marker)!.slice(0, -1)));
      add('malformed-json', `${label} text/plain`, (marker) => rest(endpoint, {}, {}, bodyText(marker), 'text/plain'));
      add('malformed-json', `${label} empty`, () => rest(endpoint, {}, {}, ''));
      add('wrong-type', `${label} body null`, () => rest(endpoint, {}, {}, 'null'));
      add('wrong-type', `${label} body number`, () => rest(endpoint, {}, {}, '42'));
      add('wrong-type', `${label} body string`, () => rest(endpoint, {}, {}, '"text"'));
      add('wrong-type', `${label} body ${endpoint.body.type === 'array' ? 'object' : 'array'}`, (marker) => rest(endpoint, {}, {}, endpoint.body!.type === 'array' ? JSON.stringify({ marker }) : JSON.stringify([marker])));
      const { strings } = baseBody('');
      strings.forEach((path, index) => {
        for (const kind of STRING_CLASSES) {
          const id = nextId();
          add(kind, `${label} ${path.join('.')}`, (marker) =>
            rest(endpoint, {}, {}, JSON.stringify(setAt(baseBody(marker).value ?? null, path, badString(kind, id, kind === 'over-long' && index === 0)))),
          );
        }
        add('wrong-type', `${label} ${path.join('.')} number for string`, (marker) => rest(endpoint, {}, {}, JSON.stringify(setAt(baseBody(marker).value ?? null, path, 12345))));
      });
    }

    const before = await lists();
    const outcomes = new Map<number, Outcome>();
    await pool(probes, async (probe) => {
      outcomes.set(probe.id, await probe.send().catch((error: unknown) => ({ status: 0, refused: true, failure: `no answer: ${String(error)}` })));
    });
    const after = await lists(MARKER);

    // Rows left by refused requests, bad values stored, and rows written without a marker.
    const leaks: string[] = [];
    for (const [path, list] of after) {
      const ids = new Set([...list.text.matchAll(new RegExp(`${MARKER}(\\d+)x`, 'g'))].map((match) => Number(match[1])));
      for (const id of ids) {
        if (outcomes.get(id)?.refused !== false) leaks.push(`${path}: a row of refused request ${probes[id]?.label}`);
      }
      if (/\\u0000|\\ud800|\\u001b/i.test(list.text) || new RegExp(`${MARKER}\\d+x(?:y{100}|x{100})`).test(list.text)) leaks.push(`${path}: a bad value was stored`);
      const grown = list.count - (before.get(path)?.count ?? 0);
      if (grown > ids.size) leaks.push(`${path}: ${grown} rows more, ${ids.size} of them from accepted requests`);
    }

    const failures = probes.flatMap((probe) => {
      const outcome = outcomes.get(probe.id);
      return outcome?.failure ? [`${probe.kind} | ${probe.label}: ${outcome.failure}`] : [];
    });
    const kinds = [...new Set(probes.map((probe) => probe.kind))];
    for (const kind of kinds) {
      const ofKind = probes.filter((probe) => probe.kind === kind);
      const statuses = new Map<number, number>();
      for (const probe of ofKind) {
        const status = outcomes.get(probe.id)?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`fuzz ${backend} ${kind}: ${ofKind.length} requests, ${ofKind.filter((probe) => outcomes.get(probe.id)?.refused).length} refused, ${ofKind.filter((probe) => outcomes.get(probe.id)?.failure).length} server failures (HTTP ${histogram})`);
    }
    console.log(`fuzz ${backend} total: ${probes.length} requests, ${failures.length} server failures, ${leaks.length} rows left`);

    expect(probes.length).toBeGreaterThanOrEqual(300);
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
  }, 180_000);
});
