import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, Messages } from '@console/schema';
import { MESSAGE_KEYWORD } from './validation.ts';

/** JSON Schema fragments shared by the routes (they feed validation, serialisation and the OpenAPI document). */

const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: {
      description: 'A French text, or an object giving one French text per field at fault.',
      anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
    },
  },
} as const;

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; `message` is `{ field: text }` when a field is at fault.',
  401: 'Missing, invalid or expired bearer token.',
  403: 'The caller lacks the permission the endpoint requires.',
  404: 'Not found.',
  409: 'Refused because of other data (still referenced, already taken); `message` says why. Nothing was changed.',
  429: 'Too many attempts; the `Retry-After` header gives the seconds to wait.',
};

/** Response schemas for the listed error statuses. */
export function errorResponses(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(statuses.map((status) => [status, { ...errorSchema, description: errorDescriptions[status] }]));
}

/** The seeds' envelope: answers are wrapped in `{ data }`. */
export function dataEnvelope<Data extends object>(data: Data, description: string) {
  return { type: 'object', description, required: ['data'], properties: { data } } as const;
}

export const okResponse = dataEnvelope(
  { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
  'Done.',
);

/** Marks an endpoint as needing `Authorization: Bearer <accessToken>`. */
export const bearerSecurity = [{ bearer: [] }];

export const emailField = {
  type: 'string',
  pattern: EMAIL_PATTERN.source,
  [MESSAGE_KEYWORD]: Messages.invalidEmail,
} as const;

export const passwordField = {
  type: 'string',
  minLength: MIN_PASSWORD_LENGTH,
  [MESSAGE_KEYWORD]: Messages.invalidPassword,
  description: `At least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

export const idField = { type: 'integer', minimum: 1 } as const;
