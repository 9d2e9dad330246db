/** The rules of access levels' details, as pure functions. */
import { Messages } from '@console/schema';
import type { BatchRow } from '../http/type-action.ts';

/** A change of the edit screen's checkbox grid: one permission type of one access level. */
export interface AccessLevelDetailRow extends BatchRow {
  accessLevelDetailId?: number | null;
  typePermissionId: number;
  accessLevelId: number;
}

/**
 * The seeds send the changes as a JSON string (JSON.stringify of the array); anything else is taken as it is.
 * A string that is not JSON is refused with the plain "missing parameter" text.
 */
export function parseChangesBody(body: unknown): { changes: unknown } | { message: string } {
  if (typeof body !== 'string') return { changes: body };
  try {
    return { changes: JSON.parse(body) };
  } catch {
    return { message: Messages.missingParameter };
  }
}
