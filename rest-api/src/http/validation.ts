import type { FastifySchemaValidationError } from 'fastify';
import { Messages, maxLengthMessage } from '@console/schema';
import type { ErrorMessage } from './errors.ts';

/**
 * Schema keyword naming the French text shown when a field's value is refused
 * (e.g. `{ type: 'string', minLength: 6, 'x-message': Messages.invalidPassword }`).
 */
export const MESSAGE_KEYWORD = 'x-message';

/** Said of a value that breaks a rule carrying no `x-message`. Not in the seeds. */
export const INVALID_VALUE = Messages.invalidValue;

/** What Ajv's `verbose` option adds to each error. */
interface VerboseDetails {
  parentSchema?: { [MESSAGE_KEYWORD]?: unknown };
  data?: unknown;
}

function fieldPath(instancePath: string, child?: unknown): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') segments.push(child);
  return segments.join('.');
}

function messageFor(error: FastifySchemaValidationError): string {
  const { parentSchema, data } = error as FastifySchemaValidationError & VerboseDetails;
  if (error.keyword === 'required' || data === '' || data === null) return Messages.requiredField;
  // Too long: say the limit, even where the field has its own text (the password's speaks of the minimum).
  if (error.keyword === 'maxLength' && typeof error.params.limit === 'number') return maxLengthMessage(error.params.limit);
  const custom = parentSchema?.[MESSAGE_KEYWORD];
  return typeof custom === 'string' ? custom : INVALID_VALUE;
}

/** `{ field: text }` for the fields at fault (the first text per field), or one text when no field is named. */
export function validationMessage(errors: readonly FastifySchemaValidationError[]): ErrorMessage {
  const byField: Record<string, string> = {};
  // An `if` error only says its `then` or `else` failed: those errors name the fields.
  for (const error of errors.filter((candidate) => candidate.keyword !== 'if')) {
    const field = fieldPath(error.instancePath, error.keyword === 'required' ? error.params.missingProperty : undefined);
    if (field && !(field in byField)) byField[field] = messageFor(error);
  }
  return Object.keys(byField).length > 0 ? byField : Messages.missingParameter;
}
