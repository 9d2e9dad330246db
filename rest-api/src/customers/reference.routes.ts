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
  /** Query parameter -> SQL column it filters on (equality). */
  filters?: Record<string, { column: string; description: string }>;
  description?: string;
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
        .map(([name, filter]) => `${filter.column} = ${params.add(request.query[name])}`);
      return listPage(db, { ...list.source, where, params }, request.query);
    },
  );
}

/** Sales channels, countries, regions and sectors: the look-ups of the customer and agent-assignment screens. */
export function registerReferenceRoutes(app: FastifyInstance, services: CustomerServices) {
  for (const list of lists) registerReferenceList(app, services, list);
}
