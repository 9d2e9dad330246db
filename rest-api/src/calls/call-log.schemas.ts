/** JSON schemas of the call log's routes (they make the OpenAPI document). */
import { CALL_RANGES, CALL_STATES, DEFAULT_CALL_LOG_ROWS, MAX_CALL_LOG_ROWS, PRIVATE_NUMBER_LABEL } from '@console/schema';
import { CDR_FIELD_NAMES, MAX_CDR_LINE_LENGTH } from './cdr.ts';

const nullableText = { type: 'string', nullable: true } as const;

export const callLogQuerystring = {
  type: 'object',
  properties: {
    callState: { type: 'string', enum: [...CALL_STATES], description: 'All (default), OnlyAnswered or OnlyUnanswered.' },
    dateRangeType: {
      type: 'string',
      enum: [...CALL_RANGES],
      description: "The window, in Morocco's business days; default Today. LastWeek is the previous Monday-to-Sunday week, LastMonth the previous calendar month.",
    },
    numberOfRows: {
      type: 'integer',
      description: `Newest calls first, at most this many: default ${DEFAULT_CALL_LOG_ROWS}; a value under 1 gives the default (seed 002: never negative), above ${MAX_CALL_LOG_ROWS} is clamped.`,
    },
    searchFilter: { type: 'string', description: 'Case-insensitive « contains » on the caller, the destination, the agent and the customer (name or code); digits also match the numbers however they are spaced.' },
  },
} as const;

export const callRecordSchema = {
  type: 'object',
  required: ['callRecordId', 'startedAt', 'answered', 'durationSeconds', 'callerId', 'destination', 'extension', 'agent', 'customer'],
  properties: {
    callRecordId: { type: 'integer' },
    startedAt: { type: 'string', format: 'date-time' },
    answered: { type: 'boolean' },
    durationSeconds: { type: 'integer' },
    callerId: {
      type: 'string',
      description: `As 3CX shows the caller: a number, or « Name (101) » for an extension (seed 002: outgoing). 3 characters or fewer: a withheld number (« ${PRIVATE_NUMBER_LABEL} »).`,
    },
    destination: { type: 'string' },
    extension: { ...nullableText, description: "The agent's extension on this call." },
    agent: {
      type: 'object',
      nullable: true,
      description: 'The user holding the extension.',
      required: ['userId', 'name'],
      properties: { userId: { type: 'integer' }, name: { type: 'string' } },
    },
    customer: {
      type: 'object',
      nullable: true,
      description: "The customer whose phone number is the outside party's (normalised to +212 and 9 digits); the lowest id when several share it.",
      required: ['customerId', 'code', 'name'],
      properties: { customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
    },
  },
} as const;

export const cdrIngestResultSchema = {
  type: 'object',
  required: ['received', 'stored', 'duplicates', 'refused'],
  properties: {
    received: { type: 'integer', description: 'Non-blank lines read.' },
    stored: { type: 'integer', description: 'New call records.' },
    duplicates: { type: 'integer', description: 'Records already stored (same historyid): left as they were.' },
    refused: {
      type: 'array',
      description: 'Malformed lines, each with its 1-based number and the French reason; nothing of them is stored, the other lines are.',
      items: { type: 'object', required: ['line', 'reason'], properties: { line: { type: 'integer' }, reason: { type: 'string' } } },
    },
  },
} as const;

export const CDR_INGEST_DESCRIPTION =
  `3CX's CDR lines, one call per line (text/plain, UTF-8, at most ${MAX_CDR_LINE_LENGTH} characters a line), their fields in the order of CDR_FIELDS ` +
  `(default: ${CDR_FIELD_NAMES.join(',')}). Times are UTC (\`YYYY/MM/DD HH:MM:SS\`), durations \`HH:MM:SS\` or seconds. ` +
  'Authorised by `Authorization: Bearer <CDR_INGEST_TOKEN>` (not a user token); without CDR_INGEST_TOKEN the endpoint answers 403. ' +
  'The same lines sent twice are stored once.';
