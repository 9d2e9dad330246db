import type { FastifyInstance } from 'fastify';
import { listPage, type ListSource } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import { collectionResponse, listQuerystring, type ListQuery } from '../http/lists.ts';
import { bearerSecurity, errorResponses, idField } from '../http/schemas.ts';
import type { CustomerServices } from './services.ts';

const TAG = 'Reference data';
const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;

const channelSchema = { type: 'object', required: ['channelId', 'code', 'name'], properties: { channelId: integer, code: text, name: text } } as const;
const countrySchema = { type: 'object', required: ['countryId', 'name'], properties: { countryId: integer, name: text } } as const;
const regionSchema = {
  type: 'object',
  required: ['regionId', 'name', 'countryId'],
  properties: { regionId: integer, name: text, countryId: integer },
} as const;
const sectorSchema = {
  type: 'object',
  required: ['sectorId', 'code', 'name', 'regionId', 'region'],
  properties: {
    sectorId: integer,
    code: text,
    name: text,
    regionId: integer,
    region: { type: 'object', required: ['regionId', 'name'], properties: { regionId: integer, name: text } },
  },
} as const;

/** A reference list: any signed-in user, paged, keyword on the named columns, optional filters. */
interface ReferenceList {
  path: string;
  plural: string;
  item: object;
  source: Omit<ListSource, 'where' | 'params'>;
  keywordSearches: string;
  /** Query parameter -> the SQL column it filters on (equality), or its condition given the value's placeholder. */
  filters?: Record<string, { column?: string; condition?: (placeholder: string) => string; description: string }>;
  description?: string;
}

const warehouseSchema = {
  type: 'object',
  required: ['warehouseId', 'code', 'localisation', 'description'],
  properties: { warehouseId: integer, code: text, localisation: text, description: text },
} as const;
const named = (idName: string, name = 'name') =>
  ({ type: 'object', required: [idName, name], properties: { [idName]: integer, [name]: text } }) as const;

/** A plain look-up table: id and one text, searched and sortable on the text. */
function lookup(path: string, plural: string, table: string, idColumn: string, idName: string, textColumn: string, textName = 'name'): ReferenceList {
  return {
    path,
    plural,
    item: named(idName, textName),
    keywordSearches: textName,
    source: {
      select: `t.${idColumn} as "${idName}", t.${textColumn} as "${textName}"`,
      from: `${table} t`,
      keywordColumns: [`t.${textColumn}`],
      sortable: { [idName]: `t.${idColumn}`, [textName]: `t.${textColumn}` },
      defaultSort: idName,
      tieBreaker: `t.${idColumn}`,
    },
  };
}

const lists: ReferenceList[] = [
  {
    path: '/api/customers/channels',
    plural: 'sales channels',
    item: channelSchema,
    keywordSearches: 'code and name',
    description: 'The console asks for take=1000, page=1.',
    source: {
      select: 'c.channel_id as "channelId", c.code, c.name',
      from: 'channels c',
      keywordColumns: ['c.code', 'c.name'],
      sortable: { channelId: 'c.channel_id', code: 'c.code', name: 'c.name' },
      defaultSort: 'channelId',
      tieBreaker: 'c.channel_id',
    },
  },
  {
    path: '/api/customers/regions',
    plural: 'regions',
    item: regionSchema,
    keywordSearches: 'name',
    filters: { countryId: { column: 'r.country_id', description: "Only this country's regions." } },
    source: {
      select: 'r.region_id as "regionId", r.name, r.country_id as "countryId"',
      from: 'regions r',
      keywordColumns: ['r.name'],
      sortable: { regionId: 'r.region_id', name: 'r.name' },
      defaultSort: 'regionId',
      tieBreaker: 'r.region_id',
    },
  },
  {
    path: '/api/customers/sectors',
    plural: 'sectors',
    item: sectorSchema,
    keywordSearches: 'code and name',
    filters: { regionId: { column: 's.region_id', description: "Only this region's sectors." } },
    source: {
      select: `s.sector_id as "sectorId", s.code, s.name, s.region_id as "regionId",
               json_build_object('regionId', r.region_id, 'name', r.name) as region`,
      from: 'sectors s join regions r on r.region_id = s.region_id',
      keywordColumns: ['s.code', 's.name'],
      sortable: { sectorId: 's.sector_id', code: 's.code', name: 's.name', regionId: 's.region_id' },
      defaultSort: 'sectorId',
      tieBreaker: 's.sector_id',
    },
  },
  {
    path: '/api/countries',
    plural: 'countries',
    item: countrySchema,
    keywordSearches: 'name',
    source: {
      select: 'c.country_id as "countryId", c.name',
      from: 'countries c',
      keywordColumns: ['c.name'],
      sortable: { countryId: 'c.country_id', name: 'c.name' },
      defaultSort: 'countryId',
      tieBreaker: 'c.country_id',
    },
  },
  {
    path: '/api/customers/warehouses',
    plural: 'warehouses',
    item: warehouseSchema,
    keywordSearches: 'code, location and description',
    source: {
      select: 'w.warehouse_id as "warehouseId", w.code, w.localisation, w.description',
      from: 'warehouses w',
      keywordColumns: ['w.code', 'w.localisation', 'w.description'],
      sortable: { warehouseId: 'w.warehouse_id', code: 'w.code', localisation: 'w.localisation' },
      defaultSort: 'warehouseId',
      tieBreaker: 'w.warehouse_id',
    },
  },
  lookup('/api/customers/segments', 'customer segments', 'customer_segments', 'segment_id', 'segmentId', 'name'),
  lookup('/api/customers/categories', 'customer categories', 'customer_categories', 'customer_category_id', 'customerCategoryId', 'name'),
  lookup('/api/customers/accounts', 'accounts', 'accounts', 'account_id', 'accountId', 'name'),
  {
    ...lookup('/api/customers/paymentmodes', 'payment modes', 'payment_modes', 'payment_mode_id', 'paymentModeId', 'title', 'title'),
    description: '100 ESP (cash), 101 TPE (card terminal).',
    filters: {
      customerId: {
        condition: (placeholder) =>
          `exists (select 1 from customer_payment_modes m where m.payment_mode_id = t.payment_mode_id and m.customer_id = ${placeholder})`,
        description: "Only the modes this customer may use (none for an unknown customer); without it every mode.",
      },
    },
  },
];

function registerReferenceList(app: FastifyInstance, { db, guards }: CustomerServices, list: ReferenceList) {
  const filters = Object.entries(list.filters ?? {});
  app.get<{ Querystring: ListQuery & Record<string, number | undefined> }>(
    list.path,
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: `List ${list.plural}`,
        description: `Any signed-in user.${list.description ? ` ${list.description}` : ''}`,
        security: bearerSecurity,
        querystring: listQuerystring({
          sortable: Object.keys(list.source.sortable),
          keywordSearches: list.keywordSearches,
          properties: Object.fromEntries(filters.map(([name, filter]) => [name, { ...idField, description: filter.description }])),
        }),
        response: { 200: collectionResponse(list.item, `A page of ${list.plural} and the total.`), ...errorResponses(400, 401) },
      },
    },
    (request) => {
      const params = new SqlParams();
      const where = filters
        .filter(([name]) => request.query[name] !== undefined)
        .map(([name, filter]) => {
          const placeholder = params.add(request.query[name]);
          return filter.condition ? filter.condition(placeholder) : `${filter.column} = ${placeholder}`;
        });
      return listPage(db, { ...list.source, where, params }, request.query);
    },
  );
}

/**
 * Sales channels, countries, regions, sectors, warehouses, segments, categories, accounts and payment modes: the
 * look-ups of the customer and agent-assignment screens.
 */
export function registerReferenceRoutes(app: FastifyInstance, services: CustomerServices) {
  for (const list of lists) registerReferenceList(app, services, list);
}
