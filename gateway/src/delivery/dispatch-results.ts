/**
 * How dispatch and schedule writes answer: a 400's fields named as the GraphQL input names them, and a refusal
 * (409: another planner was faster, the schedule no longer allows it) as data too, its text under no field, so
 * the map and the schedule dialogs show it where they show the rest.
 */
import { GraphQLError } from 'graphql';
import type { FieldError, MutationResult } from '../rest/results.ts';
import { attempt, withFieldNames } from '../rest/results.ts';

/** rest-api's body names (the seeds') → the GraphQL input's. */
const INPUT_FIELDS: Readonly<Record<string, string>> = { WarehouseId: 'warehouseId', ScheduleOrders: 'orderIds', ScheduleId: 'scheduleId' };

/** `ScheduleOrders.0.orderId` → `orderIds`. */
const inputField = (field: string) => INPUT_FIELDS[field.split('.')[0] ?? ''] ?? field;

function refusalOf(error: unknown): FieldError | null {
  if (!(error instanceof GraphQLError) || error.extensions.status !== 409) return null;
  return { field: '', message: error.message };
}

export async function deliveryWrite<T>(write: () => Promise<T>): Promise<MutationResult & { value: T | null }> {
  try {
    return await attempt(withFieldNames(write, inputField));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, errors: [refusal], value: null };
  }
}
