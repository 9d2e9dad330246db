/** JSON schemas of the export jobs' requests and answers (the OpenAPI document, and the gateway's types). */
import { CALL_STATES, DEFAULT_EXPORT_TTL_HOURS, EXPORT_KIND_NAMES, EXPORT_KINDS, Limits } from '@console/schema';

/** An id: a positive int4 (a larger one could only fail in the database). */
const positive = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = { type: 'string', maxLength: 10, description: 'YYYY-MM-DD, a business day of Morocco; `dateTo` is included.' } as const;

const kindList = EXPORT_KIND_NAMES.map(
  (kind) => `${kind} (« ${EXPORT_KINDS[kind].label} », ${EXPORT_KINDS[kind].fileName}; filters: ${EXPORT_KINDS[kind].filters.join(', ') || 'none'}${EXPORT_KINDS[kind].required.length > 0 ? `; required: ${EXPORT_KINDS[kind].required.join(', ')}` : ''})`,
).join('; ');

const exportKindField = { type: 'string', enum: EXPORT_KIND_NAMES, description: `The export: ${kindList}.` } as const;

const exportFiltersSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'The filters; those the kind does not read are ignored.',
  properties: {
    dateType: { type: 'integer', description: 'Report date type: 1 order date, 2 delivery, 3 desired delivery, 4 invoice.' },
    dateFrom: day,
    dateTo: day,
    keyword: { type: 'string', maxLength: Limits.keyword },
    channelId: positive,
    regionId: positive,
    sectorId: positive,
    customerStatusId: positive,
    customerOriginId: positive,
    warehouseId: positive,
    brandId: positive,
    familyId: positive,
    subFamilyId: positive,
    articleStatus: { type: 'integer', enum: [0, 1], description: '1 active articles, 0 inactive ones; absent: all.' },
    userTypeId: positive,
    roleId: positive,
    agentId: { ...positive, description: 'A call-centre agent (user type 6).' },
    supervisorId: { ...positive, description: 'A supervisor (role 11): the calls of their agents.' },
    // Checked by the TSP rule (schema/src/call-reports.ts tspPeriod), whose faults are French and keyed by field.
    month: { type: 'integer', description: 'TSP: the month, 1 to 12.' },
    day: { type: 'integer', description: 'TSP: the day of the month counted through, 1 to 31, a day the month has.' },
    year: { type: 'integer', description: 'TSP: the year (GET /api/exports/call-centre-choices lists those holding data).' },
    monthdays: { type: 'integer', description: 'TSP: the month’s working days, 1 to 31: the projection is the daily average times these.' },
    callState: { type: 'string', maxLength: 20, description: `3CX: ${CALL_STATES.join(', ')}.` },
    date: { ...day, description: "The daily recap's and the collection report's business day (Morocco), YYYY-MM-DD." },
  },
} as const;

export const startExportBody = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: { kind: exportKindField, filters: exportFiltersSchema },
} as const;

export const exportIdParams = {
  type: 'object',
  required: ['exportId'],
  properties: { exportId: { type: 'string', maxLength: 36, description: 'The export job (a uuid).' } },
} as const;

export const exportListQuerystring = {
  type: 'object',
  properties: { take: { type: 'integer', minimum: 1, maximum: 100, description: 'Default 20.' } },
} as const;

const nullableText = { type: 'string', nullable: true } as const;

export const exportJobSchema = {
  type: 'object',
  required: ['exportId', 'kind', 'filters', 'filterLines', 'fileName', 'status', 'rowsWritten', 'sizeBytes', 'error', 'createdAt', 'finishedAt', 'expiresAt'],
  properties: {
    exportId: { type: 'string' },
    kind: exportKindField,
    filters: exportFiltersSchema,
    filterLines: { type: 'array', items: { type: 'string' }, description: 'The filters as a person reads them (« Entrepôt : Casablanca »), as the file’s first rows say them.' },
    fileName: { type: 'string' },
    status: { type: 'string', enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] },
    rowsWritten: { type: 'integer', description: 'Rows of records written so far (all of them once DONE).' },
    sizeBytes: { type: 'number', nullable: true, description: 'The file’s size once DONE.' },
    error: { ...nullableText, description: 'Why it FAILED, in French.' },
    createdAt: { type: 'string' },
    finishedAt: nullableText,
    expiresAt: { type: 'string', description: `When the job and its file are deleted (EXPORT_TTL_HOURS after it started, default ${DEFAULT_EXPORT_TTL_HOURS}).` },
  },
} as const;

const personChoice = {
  type: 'object',
  required: ['userId', 'firstName', 'lastName'],
  properties: { userId: { type: 'integer' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;

export const callCentreChoicesSchema = {
  type: 'object',
  required: ['agents', 'supervisors', 'tspYears'],
  properties: {
    agents: { type: 'array', items: personChoice, description: 'Users of type 6, by name.' },
    supervisors: { type: 'array', items: personChoice, description: 'Holders of role 11, by name.' },
    tspYears: { type: 'array', items: { type: 'integer' }, description: 'From the first year holding orders or call assignments through the current one.' },
  },
} as const;
