import type { DataOf } from '../rest/api.ts';

/** REST paths of the selections domain (seed 001 section 7, "Selections"): the OpenAPI document's templates. */
export const selectionPaths = {
  selections: '/api/selections',
  selection: '/api/selections/{id}',
  chooser: '/api/articles/chooser',
} as const;

/** A selection with its sub-selections, as the list and the item answer it. */
export type UpstreamSelection = DataOf<'get', typeof selectionPaths.selection>;
