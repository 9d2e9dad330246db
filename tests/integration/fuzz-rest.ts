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
  const send = (method: string, path: string, body?: Json) =>
    fetch(`${restApiUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${restToken}`, saleschannel: '1' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(restOutcome);
  addOrderActionProbes(add, send);
  addExportFilterProbes(add, send);
  addDispatchProbes(add, send);
  addFleetProbes(add, send);
  addPreparationBoardProbes(add, (query) => fetch(`${restApiUrl}/api/preparation/board${query}`).then(restOutcome));
}

/**
 * Vehicles past their schema: numbers and dates the schema lets through but the columns cannot hold (numeric(10, 3),
 * int4 ids, PostgreSQL's dates), each in a body otherwise valid whose code carries the marker.
 */
function addFleetProbes(add: AddProbe, send: (method: string, path: string, body: Json) => Promise<Outcome>) {
  const cases: [string, Record<string, Json>][] = [
    ['volume 1e308', { volume: 1e308 }],
    ['weight rounding to 0', { weight: 0.0001 }],
    ['weight rounding past numeric(10, 3)', { weight: 9_999_999.9995 }],
    ['year 0000-01-01', { year: '0000-01-01' }],
    ['year 9999-12-31', { year: '9999-12-31' }],
    ['year 2031-02-29', { year: '2031-02-29' }],
    ['colour #12345G', { color: '#12345G' }],
    ['delivery man int4 max + 1', { deliveryManId: 2_147_483_648 }],
    ['delivery man not one', { deliveryManId: 1 }],
    ['warehouse int4 max + 1', { warehouseId: 2_147_483_648 }],
  ];
  for (const [label, fields] of cases) {
    const body = (marker: string) => ({ code: marker, matriculation: marker, volume: 1, weight: 1, ...fields });
    add('wrong-type', `rest vehicle ${label}`, (marker) => send('POST', '/api/vehicles', body(marker)));
    add('wrong-type', `rest vehicle ${label} of vehicle 1`, (marker) => send('PUT', '/api/vehicles/1', body(marker)));
  }
  add('unknown-id', 'rest vehicle int4 max + 1', (marker) => send('PUT', '/api/vehicles/2147483648', { code: marker, matriculation: marker, volume: 1, weight: 1 }));
}

/**
 * The call centre's export filters past their schema: the TSP period's integers out of range (or a day the month does
 * not have), a year that is no number, an unknown call state, a keyword with NUL bytes, ids past int4. Each must be
 * refused (400) before any job is stored.
 */
function addExportFilterProbes(add: AddProbe, send: (method: string, path: string, body: Json) => Promise<Outcome>) {
  const tsp = { month: 4, day: 1, year: 2026, monthdays: 26 };
  const days = { dateFrom: '2026-01-01', dateTo: '2026-01-31' };
  const cases: [string, string, Record<string, Json>][] = [
    ['TSP day 99', 'TSP', { ...tsp, day: 99 }],
    ['TSP 31 April', 'TSP', { ...tsp, day: 31 }],
    ['TSP month 0', 'TSP', { ...tsp, month: 0 }],
    ['TSP month 13', 'TSP', { ...tsp, month: 13 }],
    ['TSP year abc', 'TSP', { ...tsp, year: 'abc' }],
    ['TSP year 99999', 'TSP', { ...tsp, year: 99_999 }],
    ['TSP year 1e308', 'TSP', { ...tsp, year: 1e308 }],
    ['TSP monthdays 0', 'TSP', { ...tsp, monthdays: 0 }],
    ['TSP monthdays -1', 'TSP', { ...tsp, monthdays: -1 }],
    ['TSP day 1.5', 'TSP', { ...tsp, day: 1.5 }],
    ['TSP month string', 'TSP', { ...tsp, month: '4' }],
    ['3CX callState x', 'CALLS_3CX', { ...days, callState: 'x' }],
    ['3CX callState NUL', 'CALLS_3CX', { ...days, callState: 'All\u0000' }],
    ['3CX keyword NUL', 'CALLS_3CX', { ...days, keyword: 'a\u0000b' }],
    ['3CX agent int4 max + 1', 'CALLS_3CX', { ...days, agentId: 2_147_483_648 }],
    ['3CX dateTo 2026-02-30', 'CALLS_3CX', { ...days, dateTo: '2026-02-30' }],
    ['calls supervisor 0', 'CALLS', { ...days, supervisorId: 0 }],
    ['calls dates swapped', 'CALLS', { dateFrom: '2026-02-01', dateTo: '2026-01-01' }],
    ['call results date 2026-13-01', 'CALL_RESULTS', { dateFrom: '2026-13-01', dateTo: '2026-01-01' }],
  ];
  for (const [label, kind, filters] of cases) add('wrong-type', `rest export ${label}`, () => send('POST', '/api/exports', { kind, filters }));
}

/** The public board's warehouse id (its only input, an integer the generic probes leave alone), without a token. */
function addPreparationBoardProbes(add: AddProbe, get: (query: string) => Promise<Outcome>) {
  for (const value of ['-1', '0', 'NaN', '1.5', '1e999', '99999999999999999999', '2147483648', String(UNKNOWN_ID), '%00', '1&warehouseId=2']) {
    add('wrong-type', `rest preparation board warehouseId=${value}`, () => get(`?warehouseId=${value}`));
  }
  add('unknown-id', 'rest preparation board without warehouseId', () => get(''));
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

/**
 * Dispatch and schedules past their schema: real warehouses and orders with unknown or inactive parts, dates at the
 * edges, outcomes of unknown schedules and orders. None may be accepted (the lists' counts would show a schedule).
 */
function addDispatchProbes(add: AddProbe, send: (method: string, path: string, body?: Json) => Promise<Outcome>) {
  const assignment = (change: Record<string, Json>): Json => ({
    WarehouseId: 1,
    vehicleId: UNKNOWN_ID,
    operationDate: '2031-01-06',
    deliverySlotId: 1,
    ScheduleOrders: [{ orderId: 1 }],
    ...change,
  });
  const assignments: [string, Json][] = [
    ['unknown vehicle', assignment({})],
    ['unknown orders', assignment({ vehicleId: 1, ScheduleOrders: [{ orderId: UNKNOWN_ID }, { orderId: UNKNOWN_ID + 1 }] })],
    ['int4 max ids', assignment({ WarehouseId: 2_147_483_647, vehicleId: 2_147_483_647, deliverySlotId: 2_147_483_647 })],
    ['int4 max + 1 order', assignment({ ScheduleOrders: [{ orderId: 2_147_483_648 }] })],
    ['501 orders', assignment({ ScheduleOrders: Array.from({ length: 501 }, (_, index) => ({ orderId: UNKNOWN_ID + index })) })],
    ['order id string', assignment({ ScheduleOrders: [{ orderId: '1' }] })],
    ['orders not objects', assignment({ ScheduleOrders: [1, 2] })],
  ];
  for (const [label, body] of assignments) add('unknown-id', `rest dispatch ${label}`, () => send('POST', '/api/dispatch', body));
  for (const date of ['0000-01-01', '0001-01-01', '9999-12-31', '2031-02-29', '2031-13-01', '+02031-01-01', '2031-1-1']) {
    add('wrong-type', `rest dispatch operationDate ${date}`, () => send('POST', '/api/dispatch', assignment({ operationDate: date })));
    add('wrong-type', `rest dispatch orders ${date}`, () => send('GET', `/api/dispatch/orders?warehouseId=1&dateFrom=${date}&dateTo=9999-12-31`));
    add('wrong-type', `rest schedules operationDate ${date}`, () => send('GET', `/api/dispatch/schedules?operationDate=${encodeURIComponent(date)}`));
  }
  const outcomes: [string, Json][] = [
    ['delivered unknown payment mode', { outcome: 'delivered', paymentModeId: 2_147_483_647 }],
    ['returned unknown reason', { outcome: 'returned', reasonReturnId: UNKNOWN_ID }],
    ['returned int4 max + 1 reason', { outcome: 'returned', reasonReturnId: 2_147_483_648 }],
    ['delivered without payment', { outcome: 'delivered' }],
  ];
  for (const [label, body] of outcomes) {
    add('unknown-id', `rest outcome ${label}`, () => send('POST', `/api/dispatch/schedules/${UNKNOWN_ID}/orders/1/outcome`, body));
    add('unknown-id', `rest outcome ${label} of schedule 1`, () => send('POST', `/api/dispatch/schedules/1/orders/${UNKNOWN_ID}/outcome`, body));
  }
  add('unknown-id', 'rest invoice unknown schedule', () => send('PUT', '/api/dispatch/schedules', { ScheduleId: UNKNOWN_ID, ScheduleStatusId: 2 }));
  add('unknown-id', 'rest invoice to status 4', () => send('PUT', '/api/dispatch/schedules', { ScheduleId: 1, ScheduleStatusId: 4 }));
  add('unknown-id', 'rest delete unknown schedule', () => send('DELETE', `/api/dispatch/schedules/${UNKNOWN_ID}`));
  add('unknown-id', 'rest schedules order code of 51', () => send('GET', `/api/dispatch/schedules?orderCode=${'x'.repeat(51)}`));
}
