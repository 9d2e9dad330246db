import type { FastifyInstance } from 'fastify';
import { Level, Messages, type AccessRequirement } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { deleteUnlessReferenced, type Reference } from '../db/sets.ts';
import { advanceSequence } from '../db/sql.ts';
import type { Guards } from './auth.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { collectionResponse, idParams, listQuerystring, noContentResponse, type IdParams, type ListQuery } from './lists.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from './schemas.ts';

/**
 * The seeds' rule for an administration screen (seed 000 section 2): list at any level, create at 3,
 * open and edit at 4 or 6, delete at 5, all on one permission.
 */
export function standardAccess(permission: number) {
  const on = (levels?: number[]): AccessRequirement => ({ permissions: [permission], levels });
  return {
    list: on(),
    read: on([Level.EDIT, Level.READ]),
    create: on([Level.CREATE]),
    update: on([Level.EDIT, Level.READ]),
    delete: on([Level.DELETE]),
  };
}

/** Deletes one row unless a reference holds it: 404 when unknown, 409 with the reference's message, all or nothing. */
export async function deleteOrRefuse(db: Db, target: { table: string; idColumn: string; id: number }, references: readonly Reference[]): Promise<void> {
  const outcome = await deleteUnlessReferenced(db, target, references);
  if (outcome.status === 'missing') throw notFound();
  if (outcome.status === 'referenced') throw conflict(outcome.message);
}

/** Said when a create names an id that exists. Not in the seeds. */
const ID_TAKEN = 'Cet identifiant est déjà utilisé';

export type CrudOperation = 'list' | 'read' | 'create' | 'update' | 'delete';

export interface CrudField {
  column: string;
  type: 'string' | 'integer';
  /** Required (non-empty) in create and update bodies; otherwise optional, and the column default applies on create. */
  required?: boolean;
  description?: string;
}

export interface CrudResource {
  /** Collection path, e.g. `/api/security/permissions`; items are `<path>/:id`. */
  path: string;
  tag: string;
  /** Singular and plural English nouns for the summaries. */
  noun: string;
  plural: string;
  table: string;
  idColumn: string;
  /** The id's field name in bodies and answers, e.g. `permissionId`. */
  idField: string;
  /** Other spellings of `idField` accepted in update bodies (`UserTypeId`). */
  idAliases?: readonly string[];
  fields: Readonly<Record<string, CrudField>>;
  /** Fields the keyword searches. */
  keywordFields: readonly string[];
  /** Fields a list may be sorted on, besides the id. */
  sortFields: readonly string[];
  access: ReturnType<typeof standardAccess>;
  /** Other requirements that also pass the list (a look-up another screen reads). */
  listAlso?: readonly AccessRequirement[];
  /** The routes to register; default all five. */
  operations?: readonly CrudOperation[];
  /**
   * Read-only properties computed in SQL for every row, lists included (a nested object of a referenced row):
   * name -> its schema and an SQL expression over the table aliased `t`.
   */
  computed?: Readonly<Record<string, { schema: object; sql: string }>>;
  /** A create may give the id (the seeds use fixed ids); otherwise the next one is taken. */
  createWithId?: boolean;
  /** What blocks a delete (409 with the message, nothing deleted). */
  references: readonly Reference[];
  /** Says what a delete takes with it, for the OpenAPI document. */
  deleteCascades?: string;
  /** More properties of the single item (GET by id, create and update answers). */
  details?: {
    properties: Record<string, object>;
    load(db: Executor, id: number): Promise<Record<string, unknown>>;
  };
}

export interface CrudServices {
  db: Db;
  guards: Guards;
}

/** Registers list, get, create, update (id in the body) and delete of a plain table, with schemas and the seeds' rules. */
export function registerCrud(app: FastifyInstance, { db, guards }: CrudServices, resource: CrudResource) {
  const { path, tag, noun, plural, table, idColumn, idField: idName, fields, access } = resource;
  const entries = Object.entries(fields);
  const column = (name: string) => `t."${fields[name]?.column ?? idColumn}"`;

  const operations = new Set<CrudOperation>(resource.operations ?? ['list', 'read', 'create', 'update', 'delete']);
  const computed = Object.entries(resource.computed ?? {});
  const itemProperties = {
    [idName]: { type: 'integer' },
    ...Object.fromEntries(entries.map(([name, field]) => [name, { type: field.type, description: field.description }])),
    ...Object.fromEntries(computed.map(([name, property]) => [name, property.schema])),
  };
  const itemSchema = {
    type: 'object',
    required: [idName, ...entries.map(([name]) => name), ...computed.map(([name]) => name)],
    properties: itemProperties,
  };
  const detailSchema = {
    ...itemSchema,
    required: [...itemSchema.required, ...Object.keys(resource.details?.properties ?? {})],
    properties: { ...itemProperties, ...resource.details?.properties },
  };
  const selectList = [
    `t."${idColumn}" as "${idName}"`,
    ...entries.map(([name, field]) => `t."${field.column}" as "${name}"`),
    ...computed.map(([name, property]) => `${property.sql} as "${name}"`),
  ].join(', ');
  const listAccess = [access.list, ...(resource.listAlso ?? [])];

  const fieldBody = (name: string, field: CrudField) => {
    const schema: Record<string, unknown> = { type: field.type, description: field.description };
    if (field.type === 'string' && field.required) schema.minLength = 1;
    if (!field.required && field.type === 'string') schema.nullable = true;
    return [name, schema] as const;
  };
  const bodyProperties = Object.fromEntries(entries.map(([name, field]) => fieldBody(name, field)));
  const requiredFields = entries.filter(([, field]) => field.required).map(([name]) => name);

  async function loadOne(executor: Executor, id: number) {
    const [row] = await executor.query<Record<string, unknown>>(`select ${selectList} from ${table} t where t."${idColumn}" = $1`, [id]);
    if (!row) return undefined;
    return resource.details ? { ...row, ...(await resource.details.load(executor, id)) } : row;
  }
  const itemResponse = dataEnvelope(detailSchema, `The ${noun}.`);

  if (operations.has('list')) app.get<{ Querystring: ListQuery }>(
    path,
    {
      preHandler: guards.requireAccess(...listAccess),
      schema: {
        tags: [tag],
        summary: `List ${plural}`,
        description: `Permission ${listAccess
          .map((required) => `${required.permissions.join(', ')}${required.levels ? ` at level ${required.levels.join(' or ')}` : ''}`)
          .join(', or ')}${listAccess.some((required) => required.levels) ? ' (the others at any level)' : ' at any level'}. Ordered by \`${idName}\` unless \`sort\` says otherwise.`,
        security: bearerSecurity,
        querystring: listQuerystring({ sortable: [idName, ...resource.sortFields], keywordSearches: resource.keywordFields.join(', ') }),
        response: { 200: collectionResponse(itemSchema, `A page of ${plural} and the total.`), ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      listPage(
        db,
        {
          select: selectList,
          from: `${table} t`,
          keywordColumns: resource.keywordFields.map(column),
          sortable: Object.fromEntries([idName, ...resource.sortFields].map((name) => [name, column(name)])),
          defaultSort: idName,
          tieBreaker: column(idName),
        },
        request.query,
      ),
  );

  if (operations.has('read')) app.get<{ Params: IdParams }>(
    `${path}/:id`,
    {
      preHandler: guards.requireAccess(access.read),
      schema: {
        tags: [tag],
        summary: `One ${noun}`,
        description: `Permission ${access.read.permissions.join(', ')} at level ${(access.read.levels ?? []).join(' or ')}.`,
        security: bearerSecurity,
        params: idParams,
        response: { 200: itemResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const item = await loadOne(db, request.params.id);
      if (!item) throw notFound();
      return { data: item };
    },
  );

  if (operations.has('create')) app.post<{ Body: Record<string, unknown> }>(
    path,
    {
      preHandler: guards.requireAccess(access.create),
      schema: {
        tags: [tag],
        summary: `Create a ${noun}`,
        description:
          `Permission ${access.create.permissions.join(', ')} at level 3. ` +
          (resource.createWithId
            ? `\`${idName}\` may be given (the seeds use fixed ids; 400 when taken), else the next id is used.`
            : `\`${idName}\` is assigned.`),
        security: bearerSecurity,
        body: {
          type: 'object',
          required: requiredFields,
          properties: { ...(resource.createWithId ? { [idName]: { ...idField, nullable: true } } : {}), ...bodyProperties },
        },
        response: { 200: itemResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const givenId = resource.createWithId && typeof body[idName] === 'number' ? (body[idName] as number) : undefined;
      const present = entries.filter(([name]) => body[name] !== undefined && body[name] !== null);
      const item = await db.transaction(async (tx) => {
        if (givenId !== undefined) {
          const taken = await tx.query(`select 1 from ${table} where "${idColumn}" = $1`, [givenId]);
          if (taken.length > 0) throw badRequest({ [idName]: ID_TAKEN });
        }
        const columns = [...(givenId !== undefined ? [idColumn] : []), ...present.map(([, field]) => field.column)];
        const values = [...(givenId !== undefined ? [givenId] : []), ...present.map(([name]) => body[name])];
        const [row] = await tx.query<{ id: number }>(
          columns.length > 0
            ? `insert into ${table} (${columns.map((name) => `"${name}"`).join(', ')})
               values (${values.map((_, index) => `$${index + 1}`).join(', ')}) returning "${idColumn}" as id`
            : `insert into ${table} default values returning "${idColumn}" as id`,
          values,
        );
        if (givenId !== undefined) await advanceSequence(tx, table, idColumn);
        return loadOne(tx, row.id);
      });
      return { data: item };
    },
  );

  const aliases = resource.idAliases ?? [];
  if (operations.has('update')) app.put<{ Body: Record<string, unknown> }>(
    path,
    {
      preHandler: guards.requireAccess(access.update),
      schema: {
        tags: [tag],
        summary: `Update a ${noun}`,
        description:
          `Permission ${access.update.permissions.join(', ')} at level 4 or 6. The body names the ${noun} by \`${idName}\`` +
          (aliases.length > 0 ? ` (or ${aliases.map((alias) => `\`${alias}\``).join(', ')})` : '') +
          '; optional fields left out keep their value (null empties an optional text).',
        security: bearerSecurity,
        body: {
          type: 'object',
          required: requiredFields,
          properties: {
            [idName]: idField,
            ...Object.fromEntries(aliases.map((alias) => [alias, { ...idField, description: `Same as \`${idName}\`.` }])),
            ...bodyProperties,
          },
        },
        response: { 200: itemResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const id = [idName, ...aliases].map((name) => body[name]).find((value) => typeof value === 'number') as number | undefined;
      if (id === undefined) throw badRequest({ [idName]: Messages.requiredField });
      const present = entries.filter(([name]) => body[name] !== undefined);
      const item = await db.transaction(async (tx) => {
        const assignments = present.map(([, field], index) => `"${field.column}" = $${index + 2}`);
        const updated = await tx.query(
          assignments.length > 0
            ? `update ${table} set ${assignments.join(', ')} where "${idColumn}" = $1 returning 1`
            : `select 1 from ${table} where "${idColumn}" = $1`,
          [id, ...present.map(([name]) => (body[name] === null ? '' : body[name]))],
        );
        if (updated.length === 0) throw notFound();
        return loadOne(tx, id);
      });
      return { data: item };
    },
  );

  if (operations.has('delete')) app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    {
      preHandler: guards.requireAccess(access.delete),
      schema: {
        tags: [tag],
        summary: `Delete a ${noun}`,
        description:
          `Permission ${access.delete.permissions.join(', ')} at level 5. ` +
          (resource.references.length > 0
            ? `409 and nothing deleted while it is referenced: ${resource.references.map((reference) => `"${reference.message}"`).join('; ')}. `
            : '') +
          (resource.deleteCascades ?? ''),
        security: bearerSecurity,
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteOrRefuse(db, { table, idColumn, id: request.params.id }, resource.references);
      return reply.code(204).send();
    },
  );
}
