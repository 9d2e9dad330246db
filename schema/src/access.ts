/**
 * The seeds' permission model, shared by rest-api, gateway and web.
 * Names are the GraphQL enum values of `Permission` and `Level` in base.graphql;
 * the numbers are the seeds' ids (seed 000 section 6). A unit test keeps both in step.
 */
import { Messages } from './messages.ts';

export const Permission = {
  ARTICLES: 1,
  PROMOTIONS: 2,
  CUSTOMERS: 3,
  POINT_OF_SALE: 4,
  BRANDS: 5,
  PARTNERS: 6,
  USERS: 8,
  ACCESS_ADMIN: 10,
  SELECTIONS: 11,
  SECTORS: 12,
  DISPATCH: 14,
  ORDERS: 15,
  RETURN_REASONS: 17,
  PARAMETERS: 18,
  EXPORTS: 19,
  HOMEPAGES: 20,
  VEHICLES: 21,
  SCHEDULES: 22,
  CALLS: 23,
  SUPERVISORS: 26,
  ROMEO_ORDERS: 27,
  PERFORMANCE: 29,
  CUSTOMER_UPDATE: 30,
  WAREHOUSE_SCHEDULES: 40,
  SUMMARY: 41,
  AGENT_ASSIGNMENT: 44,
} as const;
export type PermissionName = keyof typeof Permission;

/** Access levels are permission types (seed 000 section 6, seed 002 export tabs and imports). */
export const Level = {
  EXPORT: 2,
  CREATE: 3,
  EDIT: 4,
  DELETE: 5,
  READ: 6,
  CHANGE_PASSWORD: 8,
  EXPORT_ORDERS: 9,
  EXPORT_CUSTOMERS: 10,
  EXPORT_ARTICLES_BY_ORDER: 11,
  EXPORT_ARTICLES: 12,
  EXPORT_BRANDS: 13,
  EXPORT_PARTNERS: 14,
  EXPORT_USERS: 15,
  EXPORT_CALLS: 16,
  EXPORT_TSP: 17,
  EXPORT_CALL_RESULTS: 18,
  IMPORT_CUSTOMERS_TO_CALL: 19,
  IMPORT_OBJECTIVES: 20,
  IMPORT_AGENT_WAREHOUSES: 21,
  IMPORT_AGENT_CUSTOMERS: 22,
  EXPORT_STOCK: 24,
  EXPORT_PROMOTIONS: 25,
  EXPORT_3CX: 26,
} as const;
export type LevelName = keyof typeof Level;

/**
 * The seeds' level groups. The seed's export set (15 to 9, 24 to 26) is not one of them: the export centre's tabs are
 * 13, 16 to 18 included (schema/src/exports.ts EXPORT_TAB_LEVELS).
 */
export const LevelSet = {
  standard: [Level.CREATE, Level.READ, Level.EDIT, Level.DELETE],
  supervisor: [19, 20, 21, 22],
} as const;

/** Role 11 marks a supervisor; user type 6 is a call-centre agent. */
export const SUPERVISOR_ROLE_ID = 11;
export const AGENT_USER_TYPE_ID = 6;
export const CUSTOMER_USER_TYPE_ID = 3;
/** Ours (the seeds name delivery men, not their type): a vehicle's delivery man is an active user of type 7. */
export const DELIVERY_MAN_USER_TYPE_ID = 7;

/** One of the signed-in user's permissions: its id and the permission-type ids of its access level. */
export interface GrantedPermission {
  permissionId: number;
  levels: readonly number[];
}

/** What a screen or a field requires: any of these permissions, at any of these levels (none listed = any level). */
export interface AccessRequirement {
  permissions: readonly number[];
  levels?: readonly number[];
}

/**
 * The seeds' check: it passes when one of the user's permissions has a listed permission id
 * and one of that same permission's levels is listed. Levels are never borrowed from another
 * permission: holding 1 at level 6 and 4 at level 3 does not grant 1 at level 3.
 */
export function hasAccess(granted: readonly GrantedPermission[], required: AccessRequirement): boolean {
  return granted.some(
    (permission) =>
      required.permissions.includes(permission.permissionId) &&
      (!required.levels || required.levels.length === 0 || permission.levels.some((level) => required.levels!.includes(level))),
  );
}

/**
 * Warehouse-bound callers (ours; the seeds give the warehouse schedules screen the signed-in user's warehouse): the
 * warehouse schedules permission (40) is the warehouse staff's and covers their user's warehouse only, where the
 * office's, the call centre's and the planners' permissions span every warehouse. A caller attached to a warehouse
 * who reaches a resource through none of its `spanning` permissions is held to that warehouse, in every read and
 * event of it; a caller without a warehouse is held to none. Null: every warehouse.
 */
export function heldWarehouse(granted: readonly GrantedPermission[], spanning: AccessRequirement, userWarehouseId: number | null): number | null {
  return userWarehouseId === null || hasAccess(granted, spanning) ? null : userWarehouseId;
}

/** Orders and their events: point of sale (4), all orders (15), take-away and delivery (27) span the warehouses. */
export const ORDER_READS_SPAN: AccessRequirement = { permissions: [Permission.POINT_OF_SALE, Permission.ORDERS, Permission.ROMEO_ORDERS] };

/** Whether a caller held to `held` (heldWarehouse) sees a thing of that warehouse; one of no warehouse only unheld. */
export function seesWarehouse(held: number | null, warehouseId: number | null): boolean {
  return held === null || held === warehouseId;
}

/** User type 1 (seed 000 section 3): the platform's administrator, who holds every permission at every level. */
export const SUPER_ADMIN_USER_TYPE_ID = 1;

/** A row of an editable grid's batch (seed 000 section 4): typeAction 1 new, 2 modified, 3 deleted, 4 new and unsaved. */
export interface GridRowChange {
  typeAction: number;
  readyToSend?: boolean | null;
}

/** The level a grid row needs by what it does: a deleted row 5, a modified row 4, a new one (1 or 4) 3. */
export function rowLevel(typeAction: number): number {
  if (typeAction === 3) return Level.DELETE;
  if (typeAction === 2) return Level.EDIT;
  return Level.CREATE;
}

const rowRefusals: Record<number, string> = {
  [Level.CREATE]: Messages.rowCreateForbidden,
  [Level.EDIT]: Messages.rowEditForbidden,
  [Level.DELETE]: Messages.rowDeleteForbidden,
};

/**
 * Why a grid batch is refused, or null: each row sent (readyToSend not false) needs one of `permissions` at the
 * level of what it does (`rowLevel`). The text names the first kind of row the caller may not send.
 */
export function gridRowsRefusal(granted: readonly GrantedPermission[], permissions: readonly number[], rows: readonly GridRowChange[]): string | null {
  for (const row of rows) {
    if (row.readyToSend === false) continue;
    const level = rowLevel(row.typeAction);
    if (!hasAccess(granted, { permissions, levels: [level] })) return rowRefusals[level]!;
  }
  return null;
}
