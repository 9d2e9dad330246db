import { fieldErrorsOf } from './errors.ts';

export interface MutationResult {
  ok: boolean;
  errors: Array<{ field: string; message: string }>;
}

/**
 * Runs a write; a 400 naming fields comes back as data (`ok: false` and field errors) so a form
 * can show each message under its field. Any other failure stays a GraphQL error.
 */
export async function mutationResult(write: () => Promise<unknown>): Promise<MutationResult> {
  try {
    await write();
    return { ok: true, errors: [] };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (!fieldErrors) throw error;
    return { ok: false, errors: Object.entries(fieldErrors).map(([field, message]) => ({ field, message })) };
  }
}
