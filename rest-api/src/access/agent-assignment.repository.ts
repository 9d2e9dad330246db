/** The SQL of users' channel and sector assignments; no decisions (those are in agent-assignment.rules.ts). */
import type { Executor } from '../db/db.ts';
import { replaceSet } from '../db/sets.ts';

export type AssignmentKind = 'channels' | 'sectors';

/** Where each kind is kept, and its referenced table aliased `m` with the JSON of the nested object. */
const TABLES: Record<AssignmentKind, { table: string; memberColumn: string; referenced: { table: string; column: string; json: string; order: string } }> = {
  channels: {
    table: 'user_channels',
    memberColumn: 'channel_id',
    referenced: {
      table: 'channels',
      column: 'channel_id',
      json: `json_build_object('channelId', m.channel_id, 'code', m.code, 'name', m.name)`,
      order: 'm.channel_id',
    },
  },
  sectors: {
    table: 'user_sectors',
    memberColumn: 'sector_id',
    referenced: {
      table: 'sectors',
      column: 'sector_id',
      json: `json_build_object('sectorId', m.sector_id, 'code', m.code, 'name', m.name, 'regionId', m.region_id)`,
      order: 'm.region_id, m.name, m.sector_id',
    },
  },
};

/** A user's assigned rows, `idName` and `nested` naming the answer's fields. */
export function loadAssigned(executor: Executor, kind: AssignmentKind, names: { idName: string; nested: string }, userId: number) {
  const { table, memberColumn, referenced } = TABLES[kind];
  return executor.query<Record<string, unknown>>(
    `select a.${memberColumn} as "${names.idName}", a.user_id as "UserId", ${referenced.json} as "${names.nested}"
       from ${table} a join ${referenced.table} m on m.${referenced.column} = a.${memberColumn}
      where a.user_id = $1
      order by ${referenced.order}`,
    [userId],
  );
}

/** Whether the user exists; with `lock`, the user is locked for the rest of the transaction. */
export async function userFound(executor: Executor, userId: number, lock = false): Promise<boolean> {
  const [user] = await executor.query(`select 1 from users where user_id = $1${lock ? ' for update' : ''}`, [userId]);
  return user !== undefined;
}

/** Which of the ids exist in the kind's referenced table. */
export async function existingMembers(tx: Executor, kind: AssignmentKind, ids: readonly number[]): Promise<Set<number>> {
  const { referenced } = TABLES[kind];
  const rows = await tx.query<{ id: number }>(`select ${referenced.column} as id from ${referenced.table} where ${referenced.column} = any($1::int[])`, [ids]);
  return new Set(rows.map((row) => row.id));
}

export function replaceAssigned(tx: Executor, kind: AssignmentKind, userId: number, ids: readonly number[]) {
  const { table, memberColumn } = TABLES[kind];
  return replaceSet(tx, { table, ownerColumn: 'user_id', memberColumn }, userId, ids);
}
