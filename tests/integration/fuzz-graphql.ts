import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import { STRING_CLASSES, UNKNOWN_ID, badString, setAt, type AddProbe, type Json, type Outcome, type Path } from './fuzz-probes.ts';

// ---------- GraphQL operations from the schema ----------

const namedType = (type: string) => type.replace(/[[\]!]/g, '');
const isList = (type: string) => type.replace(/!$/, '').startsWith('[');

/** Never sent with the fuzz's own session: they could end it. */
const SESSION_FIELDS = new Set(['signOut', 'refreshSession']);
/** Needs a multipart upload: not a JSON request. */
const SKIPPED_FIELDS = new Set(['uploadArticleImages', 'uploadSelectionImage', 'uploadBannerImage', 'uploadProfilePhoto']);

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

/** GraphQL probes against the gateway at `url`. */
export function addGraphQLProbes(add: AddProbe, nextId: () => number, { url, token, schema }: { url: string; token: string; schema: GraphQLSchema }) {
  // GraphQL: every string of every operation, one bad value at a time; ids unknown; wrong types.
  const post = (body: string, withToken: boolean, contentType = 'application/json') =>
    fetch(`${url}/graphql`, {
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
    fetch(`${url}/graphql?${search}`, { headers: { accept: 'application/graphql-response+json', 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` } }).then(graphQLOutcome);
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
    ['POST invalid UTF-8 body', () => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }).then(graphQLOutcome)],
    ['PUT method', () => fetch(`${url}/graphql`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }).then(graphQLOutcome)],
  ];
  for (const [label, send] of malformedHttp) add('graphql-http', label, () => send());
}
