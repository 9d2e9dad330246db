import type { TypedDocumentNode } from '@apollo/client';
import { Messages } from '@console/schema';
import { useCallback } from 'react';
import { useAppMutation } from './useAppMutation.ts';

/**
 * A delete mutation answering Boolean: true → the success toast; an error → its message (the
 * server's French refusal) as an error toast; false → the generic failure. Resolves with success.
 */
export function useDeleteMutation<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  deleted: (data: TData) => boolean,
) {
  const result = useCallback(
    (data: TData) => ({ ok: deleted(data), errors: deleted(data) ? [] : [{ field: '', message: Messages.somethingWentWrong }] }),
    [deleted],
  );
  const { run, loading } = useAppMutation(mutation, { result });
  const remove = useCallback(async (variables: TVariables): Promise<boolean> => (await run(variables)).ok, [run]);
  return { remove, loading };
}
