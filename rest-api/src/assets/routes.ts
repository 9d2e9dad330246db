import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Level, Messages, Permission, type AccessRequirement } from '@console/schema';
import type { Db, Executor } from '../db/db.ts';
import type { Guards } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { noContentResponse } from '../http/lists.ts';
import { requireExisting, type ReferenceCheck } from '../http/references.ts';
import { bearerSecurity, dataEnvelope, errorResponses, idField } from '../http/schemas.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { exceedsMaxSide, imageDimensions, MAX_IMAGE_SIDE } from './dimensions.ts';
import {
  CONTENT_TYPES,
  FILE_NAME_PATTERN,
  assetPath,
  assetUrl,
  newFileName,
  removeFiles,
  sniffImage,
  writeFiles,
  type AssetStorage,
  type ImageKind,
} from './storage.ts';

const TAG = 'Assets';
/** Files one multi-upload may carry. */
const MAX_FILES = 20;

export const AssetMessages = {
  imagesOnly: 'Seules les images sont acceptées (PNG, JPEG, WebP, GIF)',
  tooLarge: (maxBytes: number) => `Le fichier dépasse la taille maximale de ${formatMegabytes(maxBytes)} Mo`,
  tooManyPixels: `L'image dépasse les dimensions maximales de ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels`,
} as const;

const formatMegabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10).replace('.', ',');

/** What an entity type's images belong to (seed 000 section 3, "Image uploader entity types", plus 21 banners). */
interface EntityType {
  name: string;
  /** Who may upload and delete (the owning permission at level 4; 3 or 4 for selections and banners). */
  access: AccessRequirement;
  /** A user may change their own photo without the permission. */
  selfService?: boolean;
  /**
   * The table the entity id must exist in. Without it (selections, banners) the image is uploaded before the form
   * is saved, with entity id 0 ("not attached yet") or the entity's id, and the form saves its URL.
   */
  exists?: Omit<ReferenceCheck, 'id'>;
  /** A column holding the latest image's URL, kept in step with uploads and deletes. */
  imageColumn?: { table: string; idColumn: string; column: string };
}

const at4 = (permission: number): AccessRequirement => ({ permissions: [permission], levels: [Level.EDIT] });
/** Images uploaded from a new form as well as an edited one (selections, banners). */
const at3or4 = (permission: number): AccessRequirement => ({ permissions: [permission], levels: [Level.CREATE, Level.EDIT] });
const articleImages: EntityType = { name: 'article', access: at4(Permission.ARTICLES), exists: { table: 'articles', column: 'article_id' } };

const ENTITY_TYPES: Readonly<Record<number, EntityType>> = {
  1: { ...articleImages, name: 'article (images screen)' },
  2: {
    name: 'user photo',
    access: at4(Permission.USERS),
    selfService: true,
    exists: { table: 'users', column: 'user_id' },
    imageColumn: { table: 'users', idColumn: 'user_id', column: 'image_url' },
  },
  3: {
    name: 'brand',
    access: at4(Permission.BRANDS),
    exists: { table: 'brands', column: 'brand_id' },
    imageColumn: { table: 'brands', idColumn: 'brand_id', column: 'image_url' },
  },
  4: { name: 'selection', access: at3or4(Permission.SELECTIONS) },
  5: {
    name: 'customer address',
    access: at4(Permission.CUSTOMERS),
    exists: { table: 'customer_addresses', column: 'customer_adress_id' },
    imageColumn: { table: 'customer_addresses', idColumn: 'customer_adress_id', column: 'image_url' },
  },
  6: { ...articleImages, name: 'article (editor)' },
  21: { name: 'banner', access: at3or4(Permission.PROMOTIONS) },
};
const TYPE_IDS = Object.keys(ENTITY_TYPES).map(Number);

const typeDescription = Object.entries(ENTITY_TYPES)
  .map(([id, type]) => `${id} ${type.name} (permission ${type.access.permissions[0]} at level ${(type.access.levels ?? []).join(' or ')}${type.selfService ? ', or the user themself' : ''})`)
  .join('; ');

export interface AssetServices {
  db: Db;
  guards: Guards;
  storage: AssetStorage;
}

interface ReceivedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
  truncated: boolean;
}

/** Reads the whole multipart body: its text fields and its files (in memory: at most MAX_FILES of maxBytes). */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest({ file: Messages.requiredField });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, fileName: part.filename, bytes, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest({ files: INVALID_VALUE });
    throw error;
  }
  return { fields, files };
}

/** An integer field of the form, at least `minimum` (default 1), or a 400 naming it. */
function integerField(fields: Record<string, string>, name: string, errors: Record<string, string>, minimum = 1): number {
  const raw = fields[name]?.trim();
  if (!raw) {
    errors[name] = Messages.requiredField;
    return 0;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < minimum) errors[name] = INVALID_VALUE;
  return value;
}

export function registerAssetRoutes(app: FastifyInstance, { db, guards, storage }: AssetServices) {
  const tooLarge = AssetMessages.tooLarge(storage.maxBytes);

  /** 403 unless the caller may change this entity's images. */
  async function checkAccess(request: FastifyRequest, type: number, entityId: number) {
    const entity = ENTITY_TYPES[type];
    if (entity.selfService && request.caller?.userId === entityId) return;
    await guards.check(request, entity.access);
  }

  async function syncImageColumn(tx: Executor, type: number, entityId: number) {
    const column = ENTITY_TYPES[type].imageColumn;
    if (!column) return;
    await tx.query(
      `update ${column.table} set ${column.column} =
         (select url from assets where entity_type = $1 and entity_id = $2 order by asset_id desc limit 1)
        where ${column.idColumn} = $2`,
      [type, entityId],
    );
  }

  /** Validates the form and the files, checks access, then writes every file and row, or nothing. */
  async function upload(request: FastifyRequest, multiple: boolean) {
    const { fields, files } = await readMultipart(request);
    const errors: Record<string, string> = {};
    const entityId = integerField(fields, 'entityId', errors, 0);
    const type = integerField(fields, 'type', errors);
    if (!errors.type && !ENTITY_TYPES[type]) errors.type = INVALID_VALUE;
    else if (!errors.type && !errors.entityId && entityId === 0 && ENTITY_TYPES[type].exists) errors.entityId = INVALID_VALUE;
    const fileField = multiple ? 'files' : 'file';
    if (files.length === 0) errors[fileField] = Messages.requiredField;
    else if (!multiple && files.length > 1) errors.file = INVALID_VALUE;
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    await checkAccess(request, type, entityId);
    const exists = ENTITY_TYPES[type].exists;
    if (exists) await requireExisting(db, { entityId: { ...exists, id: entityId } });

    const kinds: ImageKind[] = [];
    const fileErrors: Record<string, string> = {};
    files.forEach((file, index) => {
      const key = multiple ? `files.${index}` : 'file';
      const kind = file.truncated ? undefined : sniffImage(file.bytes);
      const size = kind && imageDimensions(file.bytes, kind);
      if (file.truncated) fileErrors[key] = tooLarge;
      else if (!kind || !size) fileErrors[key] = AssetMessages.imagesOnly;
      else if (exceedsMaxSide(size)) fileErrors[key] = AssetMessages.tooManyPixels;
      else kinds.push(kind);
    });
    if (Object.keys(fileErrors).length > 0) throw badRequest(fileErrors);

    const stored = files.map((file, index) => ({ type, entityId, fileName: newFileName(kinds[index]), bytes: file.bytes, kind: kinds[index] }));
    const written = await writeFiles(storage, stored);
    try {
      return await db.transaction(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(
          `insert into assets (entity_type, entity_id, file_name, content_type, byte_size, url, created_by_user_id)
           select $1, $2, f.name, f.content_type, f.size, f.url, $3
             from unnest($4::text[], $5::text[], $6::int[], $7::text[]) with ordinality as f(name, content_type, size, url, position)
            order by f.position
           returning asset_id as "imageId", url as "imageUrl", entity_id as "entityId", entity_type as type, created_at as "createdAt"`,
          [
            type,
            entityId,
            request.caller?.userId ?? null,
            stored.map((file) => file.fileName),
            stored.map((file) => file.kind.contentType),
            stored.map((file) => file.bytes.length),
            stored.map((file) => assetUrl(type, entityId, file.fileName)),
          ],
        );
        await syncImageColumn(tx, type, entityId);
        return rows;
      });
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
  }

  const imageSchema = {
    type: 'object',
    required: ['imageId', 'imageUrl', 'entityId', 'type', 'createdAt'],
    properties: {
      imageId: { type: 'integer' },
      imageUrl: { type: 'string', description: 'A path, `/assets/<type>/<entityId>/<file>`, served by GET /assets/... (public, cached forever).' },
      entityId: { type: 'integer' },
      type: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
    },
  } as const;

  const formProperties = {
    entityId: {
      type: 'integer',
      minimum: 0,
      description: 'The article, user, brand, ... the images belong to; 0 for a selection (4) or banner (21) image not attached yet.',
    },
    type: { type: 'integer', enum: TYPE_IDS, description: `Entity type: ${typeDescription}.` },
  };
  const uploadRules =
    `Images only: PNG, JPEG, WebP or GIF, recognised by their bytes' signature (the declared type and the file name are ` +
    `ignored); anything else answers 400 \`{ file: "${AssetMessages.imagesOnly}" }\`. A file over ${storage.maxBytes} bytes ` +
    `(ASSET_MAX_BYTES) answers 400 \`{ file: "${tooLarge}" }\`. An image wider or taller than ${MAX_IMAGE_SIDE} pixels (read from its header) answers 400 ` +
    `\`{ file: "${AssetMessages.tooManyPixels}" }\`. 401 without a token; 403 without the type's permission; ` +
    `400 \`{ entityId }\` for an unknown article, user, brand or address. Article images (types 1 and 6) make the ` +
    `article's images (the oldest is its defaultImage); a user photo (2), a brand image (3) and an address image (5) also ` +
    'become the user\u2019s, brand\u2019s or address\u2019s imageUrl (the latest upload).';

  // The form is read by the handler (its fields may come after the files): the body schema documents it only.
  const documentedOnly = () => (data: unknown) => ({ value: data });

  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: storage.maxBytes, files: MAX_FILES, fields: 10, fieldSize: 100 },
    });

    scope.post(
      '/api/assets/upload',
      {
        preHandler: guards.signedIn,
        validatorCompiler: documentedOnly,
        schema: {
          tags: [TAG],
          summary: 'Upload one image',
          description: `multipart/form-data with the fields \`file\` (one file), \`entityId\` and \`type\`, in any order. ${uploadRules}`,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            required: ['file', 'entityId', 'type'],
            properties: { file: { type: 'string', format: 'binary' }, ...formProperties },
          },
          response: { 200: dataEnvelope(imageSchema, 'The stored image.'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const [image] = await upload(request, false);
        return { data: image };
      },
    );

    scope.post(
      '/api/assets/upload/multiple',
      {
        preHandler: guards.signedIn,
        validatorCompiler: documentedOnly,
        schema: {
          tags: [TAG],
          summary: 'Upload several images at once',
          description:
            `multipart/form-data with several \`files\` parts (at most ${MAX_FILES}; \`files[]\` and \`file\` are accepted too), ` +
            `\`entityId\` and \`type\`. All or nothing: one refused file (\`{ "files.<index>": text }\`) writes none. ${uploadRules}`,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          body: {
            type: 'object',
            required: ['files', 'entityId', 'type'],
            properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } }, ...formProperties },
          },
          response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: imageSchema } }, description: 'The stored images, in the order sent.' }, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ data: await upload(request, true) }),
    );
  });

  app.delete<{ Querystring: { entityId: number; type: number; imageId?: number } }>(
    '/api/assets',
    {
      preHandler: guards.signedIn,
      schema: {
        tags: [TAG],
        summary: 'Delete images',
        description:
          'Query parameters: `imageId` deletes that image (404 when it is not one of this entity and type); without it ' +
          'every image of the entity and type goes (204 even when there was none). Same permissions as the uploads. The ' +
          'files are removed from disk.',
        security: bearerSecurity,
        querystring: {
          type: 'object',
          required: ['entityId', 'type'],
          properties: { ...formProperties, entityId: { ...idField, description: formProperties.entityId.description }, imageId: idField },
        },
        response: { 204: noContentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { entityId, type, imageId } = request.query;
      await checkAccess(request, type, entityId);
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ file_name: string }>(
          `delete from assets where entity_type = $1 and entity_id = $2 and ($3::int is null or asset_id = $3) returning file_name`,
          [type, entityId, imageId ?? null],
        );
        if (imageId !== undefined && rows.length === 0) throw notFound();
        await syncImageColumn(tx, type, entityId);
        return rows;
      });
      await removeFiles(removed.map((row) => assetPath(storage, type, entityId, row.file_name)));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { type: number; entityId: number; file: string } }>(
    '/assets/:type/:entityId/:file',
    {
      schema: {
        tags: [TAG],
        summary: 'An uploaded image (public)',
        description:
          'No token needed (image tags and the browser load it; the gateway proxies /assets/* here). A file name is never ' +
          'reused, so the answer is cached forever: `Cache-Control: public, max-age=31536000, immutable`, an ETag (the file ' +
          'name) and 304 on `If-None-Match`. The content type is the stored image\u2019s, with `X-Content-Type-Options: nosniff`.',
        produces: Object.values(CONTENT_TYPES),
        params: {
          type: 'object',
          required: ['type', 'entityId', 'file'],
          properties: { type: { type: 'integer', minimum: 0 }, entityId: { type: 'integer', minimum: 0 }, file: { type: 'string', pattern: FILE_NAME_PATTERN } },
        },
        response: {
          200: { description: 'The image bytes.', type: 'string', format: 'binary' },
          304: { description: 'Not modified.', type: 'null' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { type, entityId, file } = request.params;
      let bytes: Buffer;
      try {
        bytes = await readFile(assetPath(storage, type, entityId, file));
      } catch {
        throw notFound();
      }
      const etag = `"${file.split('.')[0]}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      return reply.type(CONTENT_TYPES[file.split('.')[1]]).send(bytes);
    },
  );
}
