import { STRING_CLASSES, UNKNOWN_ID, badString, setAt, type AddProbe, type Json, type Outcome, type Path } from './fuzz-probes.ts';

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

/** rest-api's endpoints, read from its OpenAPI document. */
export async function readEndpoints(restApiUrl: string): Promise<Endpoint[]> {
  const document = (await (await fetch(`${restApiUrl}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: Endpoint['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

export interface RestTarget {
  restApiUrl: string;
  restToken: string;
  endpoints: Endpoint[];
}

/** Every list rest-api offers without a path parameter: its total, and the rows a keyword finds. */
export async function lists({ restApiUrl, restToken, endpoints }: RestTarget, keyword?: string) {
  const found = new Map<string, { count: number; text: string }>();
  for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET' && !candidate.path.includes('{'))) {
    const query = keyword && endpoint.parameters.some((parameter) => parameter.name === 'keyword') ? `?take=1000&keyword=${keyword}` : '?take=1';
    const response = await fetch(`${restApiUrl}${endpoint.path}${query}`, { headers: { authorization: `Bearer ${restToken}`, saleschannel: '1' } });
    if (response.status !== 200) continue;
    const text = await response.text();
    const count = (JSON.parse(text) as { count?: unknown }).count;
    if (typeof count === 'number') found.set(endpoint.path, { count, text });
  }
  return found;
}

/** rest-api probes, straight to its endpoints. */
export function addRestProbes(add: AddProbe, nextId: () => number, { restApiUrl, restToken, endpoints }: RestTarget) {
  // rest-api, straight: every endpoint's strings, ids and types.
  const rest = (endpoint: Endpoint, params: Record<string, string>, query: Record<string, string>, body: string | undefined, contentType = 'application/json') => {
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? String(UNKNOWN_ID));
    const search = Object.entries(query).map(([name, value]) => `${name}=${value}`).join('&');
    // Session endpoints get no bearer: a sign-out must not end the fuzz's own session.
    const session = /login|logout|refresh/.test(endpoint.path);
    return fetch(`${restApiUrl}${path}${search ? `?${search}` : ''}`, {
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
  addOrderActionProbes(add, (method, path, body) =>
    fetch(`${restApiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${restToken}`, saleschannel: '1' },
      body: JSON.stringify(body),
    }).then(restOutcome),
  );
}

/**
 * The order lists' actions past their schema: the generic probes stop at the first refused field (an enum, a
 * format); these reach the per-order work and the date rule with ids and dates at the edges.
 */
function addOrderActionProbes(add: AddProbe, send: (method: string, path: string, body: Json) => Promise<Outcome>) {
  const bulk = (body: Json) => send('POST', '/api/orders/status/bulk', body);
  const cases: [string, Json][] = [
    ['cancel unknown ids', { action: 'cancel', orderIds: [UNKNOWN_ID, UNKNOWN_ID + 1] }],
    ['return int4 max id', { action: 'return', orderIds: [2_147_483_647] }],
    ['cancel int4 max + 1', { action: 'cancel', orderIds: [2_147_483_648] }],
    ['collect card unknown id', { action: 'collect', orderIds: [UNKNOWN_ID], paymentModeId: 101 }],
    ['collect unknown payment mode', { action: 'collect', orderIds: [UNKNOWN_ID], paymentModeId: 2_147_483_647 }],
    ['cancel float id', { action: 'cancel', orderIds: [1.5] }],
    ['cancel string ids', { action: 'cancel', orderIds: ['1'] }],
    ['cancel 501 ids', { action: 'cancel', orderIds: Array.from({ length: 501 }, (_, index) => UNKNOWN_ID + index) }],
    ['cancel nested arrays', { action: 'cancel', orderIds: [[1]] }],
  ];
  for (const [label, body] of cases) add('unknown-id', `rest bulk ${label}`, () => bulk(body));
  for (const date of ['0000-01-01', '0001-01-01', '9999-12-31', '2031-02-29', '2032-02-30', '2031-13-01', '+02031-01-01', '2031-1-1']) {
    add('wrong-type', `rest delivery-date ${date}`, () => send('PUT', `/api/orders/${UNKNOWN_ID}/delivery-date`, { desiredDeliveryDate: date }));
    add('wrong-type', `rest delivery-date ${date} of order 1`, () => send('PUT', '/api/orders/1/delivery-date', { desiredDeliveryDate: date }));
  }
}
