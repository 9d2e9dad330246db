import { Messages } from '@console/schema';
import type { ErrorMessage } from './errors.ts';

/** What PGlite and node-postgres errors both carry (PostgreSQL's error fields). */
export interface DatabaseError {
  code: string;
  detail?: string;
  column?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** SQL words a key's expression may wrap the column in (`lower(btrim(name))`). */
const EXPRESSION_WORDS = new Set(['lower', 'upper', 'btrim', 'trim', 'text', 'varchar']);

/** The one column a constraint's detail names (`Key (lower(btrim(name)))=(x) already exists.`), as a body field. */
export function keyField(detail: string | undefined): string | undefined {
  const key = /^Key \((.*?)\)=\(/.exec(detail ?? '')?.[1];
  if (!key) return undefined;
  const columns = (key.match(/[a-z_][a-z0-9_]*/g) ?? []).filter((word) => !EXPRESSION_WORDS.has(word));
  return columns.length === 1 ? camelCase(columns[0]) : undefined;
}

function withField(field: string | undefined, message: string): ErrorMessage {
  return field ? { [field]: message } : message;
}

/**
 * The answer to a refusal by the database itself (two requests racing past the route's own checks, a
 * value the route let through): 409 when other rows decide, 400 for a value PostgreSQL cannot take.
 * Undefined for anything else (a real server failure).
 */
export function databaseRefusal(error: DatabaseError): { status: number; message: ErrorMessage } | undefined {
  const field = keyField(error.detail);
  switch (error.code) {
    case '23505': // unique_violation
      return { status: 409, message: withField(field, field === 'name' ? Messages.nameAlreadyExists : Messages.alreadyExists) };
    case '23503': // foreign_key_violation: a missing referenced row, or a row still referenced
      return /still referenced/.test(error.detail ?? '')
        ? { status: 409, message: Messages.stillReferenced }
        : { status: 409, message: withField(field, Messages.unknownReference) };
    case '23502': // not_null_violation
      return { status: 400, message: withField(error.column && camelCase(error.column), Messages.requiredField) };
    case '22P02': // invalid_text_representation
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22021': // character_not_in_repertoire (NUL, invalid UTF-8)
    case '23514': // check_violation
      return { status: 400, message: withField(error.column && camelCase(error.column), Messages.invalidValue) };
    default:
      return undefined;
  }
}
