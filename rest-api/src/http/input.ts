import type { FastifyInstance, RouteOptions } from 'fastify';
import { Messages, isInvalidText, maxLengthOf } from '@console/schema';
import { badRequest } from './errors.ts';

/** A parsed JSON object or query string (whose prototype is an empty null-prototype object), not a Buffer or a stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || (typeof prototype === 'object' && Object.getPrototypeOf(prototype) === null);
}

/**
 * The dotted path (`name`, `0.roleId`) of the first string holding invalid text in a parsed body, query or
 * params, keys included; '' when the value itself is such a string; undefined when all is well.
 */
export function invalidTextPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isInvalidText(value) ? path : undefined;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : isPlainObject(value) ? Object.entries(value) : [];
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (isInvalidText(key)) return itemPath;
    const found = invalidTextPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return isPlainObject(value);
}

function isStringSchema(schema: Schema): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/**
 * A copy of a JSON schema where every string without a `maxLength`, an `enum` or a binary format gets the
 * limit of the property it describes (`maxLengthOf`): one place sets the limits of every route.
 */
export function withMaxLengths(schema: unknown, field = ''): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withMaxLengths(item, field));
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      copy.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, withMaxLengths(property, name)]));
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'then' || key === 'else' || key === 'additionalProperties') {
      copy[key] = withMaxLengths(value, field);
    } else if (key === 'content' && isSchema(value)) {
      // A body given per media type: `{ content: { 'application/json': { schema } } }`.
      copy.content = Object.fromEntries(
        Object.entries(value).map(([type, media]) => [type, isSchema(media) ? { ...media, schema: withMaxLengths(media.schema, field) } : media]),
      );
    } else {
      copy[key] = value;
    }
  }
  if (isStringSchema(copy) && copy.maxLength === undefined && copy.enum === undefined && copy.format !== 'binary') {
    copy.maxLength = maxLengthOf(field);
  }
  return copy;
}

/**
 * The input layer every route shares: string limits added to the body, query and params schemas as routes are
 * registered, and a 400 `{ field: text }` for invalid text anywhere in them, before validation and the handler.
 * Register before the routes (and before the OpenAPI plugin, so the document shows the limits).
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    if (!schema) return;
    route.schema = {
      ...schema,
      ...(schema.body ? { body: withMaxLengths(schema.body) } : {}),
      ...(schema.querystring ? { querystring: withMaxLengths(schema.querystring) } : {}),
      ...(schema.params ? { params: withMaxLengths(schema.params) } : {}),
    };
  });
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const path = invalidTextPath(value);
      if (path !== undefined) throw badRequest({ [path || part]: Messages.invalidText });
    }
  });
}
