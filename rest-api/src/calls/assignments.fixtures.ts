/** For the calls route tests: the answer's shape and the Morocco days around today. */
import { businessClock } from '@console/schema';
import type { AssignmentRow } from './assignments.repository.ts';

/** An assignment as the routes answer it (the repository's row and whether it can be called). */
export type Assignment = AssignmentRow & { callable: boolean };

/** The Morocco day `offset` days from today. */
export const day = (offset: number) => new Date(Date.parse(`${businessClock().date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
