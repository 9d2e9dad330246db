import { GraphQLError } from 'graphql';
import { fieldErrorsOf, gatewayError } from './errors.ts';

export interface FieldError {
  field: string;
  message: string;
}

export interface MutationResult {
  ok: boolean;
  errors: FieldError[];
}

/**
 * Runs a write; a 400 naming fields comes back as data (`ok: false` and field errors) so a form
 * can show each message under its field. Any other failure stays a GraphQL error.
 */
export async function attempt<T>(write: () => Promise<T>): Promise<MutationResult & { value: T | null }> {
  try {
    return { ok: true, errors: [], value: await write() };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (!fieldErrors) throw error;
    return { ok: false, errors: Object.entries(fieldErrors).map(([field, message]) => ({ field, message })), value: null };
  }
}

export async function mutationResult(write: () => Promise<unknown>): Promise<MutationResult> {
  const { ok, errors } = await attempt(write);
  return { ok, errors };
}

/**
 * Gives a REST 400's fields the names of the GraphQL input (`user.email` → `email`), so the
 * console shows each message under its own field.
 */
export function withFieldNames<T>(write: () => Promise<T>, rename: (field: string) => string): () => Promise<T> {
  return async () => {
    try {
      return await write();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (!fieldErrors || !(error instanceof GraphQLError)) throw error;
      const renamed = Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [rename(field), message]));
      throw gatewayError('BAD_USER_INPUT', { status: 400, serverMessages: Object.values(renamed), fieldErrors: renamed });
    }
  };
}
