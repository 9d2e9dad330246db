/** Users' channel and sector assignments: reads and the all-or-nothing replacement. */
import type { Db } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { existingMembers, loadAssigned, replaceAssigned, userFound, type AssignmentKind } from './agent-assignment.repository.ts';
import { assignedIds, unknownMemberErrors, wrongUserErrors } from './agent-assignment.rules.ts';

type Names = { idName: string; nested: string };

/** A user's rows of one kind; 404 for an unknown user. */
export async function userAssignments(db: Db, kind: AssignmentKind, names: Names, userId: number) {
  if (!(await userFound(db, userId))) throw notFound();
  return loadAssigned(db, kind, names, userId);
}

/** Makes the user's rows of one kind exactly the rows sent (an empty array clears them); the rows after the change. */
export async function replaceUserAssignments(db: Db, kind: AssignmentKind, names: Names, userId: number, rows: readonly Record<string, number | undefined>[]) {
  const wrongUser = wrongUserErrors(userId, rows);
  if (wrongUser) throw badRequest(wrongUser);
  const memberIds = assignedIds(rows, names.idName);
  return db.transaction(async (tx) => {
    if (!(await userFound(tx, userId, true))) throw notFound();
    const unknown = unknownMemberErrors(memberIds, await existingMembers(tx, kind, memberIds), names.idName);
    if (unknown) throw badRequest(unknown);
    await replaceAssigned(tx, kind, userId, memberIds);
    return loadAssigned(tx, kind, names, userId);
  });
}
