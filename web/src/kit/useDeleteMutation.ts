import type { StoreObject, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Messages } from '@console/schema';
import { useCallback } from 'react';
import { useAppMutation } from './useAppMutation.ts';

/**
 * A delete mutation answering Boolean: true → the success toast; an error → its message (the
 * server's French refusal) as an error toast; false → the generic failure. Resolves with success.
 * `evicted` names the deleted object (`{ __typename, <type>Id }`): it leaves the cache, and every
 * list holding it, without a reload.
 */
export function useDeleteMutation<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  deleted: (data: TData) => boolean,
  evicted?: (variables: TVariables) => StoreObject,
) {
  const { cache } = useApolloClient();
  const result = useCallback(
    (data: TData) => ({ ok: deleted(data), errors: deleted(data) ? [] : [{ field: '', message: Messages.somethingWentWrong }] }),
    [deleted],
  );
  const { run, loading } = useAppMutation(mutation, { result });
  const remove = useCallback(
    async (variables: TVariables): Promise<boolean> => {
      const { ok } = await run(variables);
      if (ok && evicted) {
        cache.evict({ id: cache.identify(evicted(variables)) });
        cache.gc();
      }
      return ok;
    },
    [run, evicted, cache],
  );
  return { remove, loading };
}
