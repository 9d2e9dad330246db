import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Messages } from '@console/schema';
import { useCallback } from 'react';
import { errorMessages } from './errors.ts';
import { useToasts } from './toasts.tsx';

/** A mutation's `MutationResult`: validation failures the user can fix. */
export interface MutationResultFields {
  ok: boolean;
  errors: readonly { field: string; message: string }[];
}

/** Field name → message, shown under the field. */
export type FieldErrors = Partial<Record<string, string>>;

export type MutationOutcome<TData> = { ok: true; data: TData } | { ok: false; fieldErrors: FieldErrors };

export interface AppMutationOptions<TData> {
  /** Where the data holds a `MutationResult`, for mutations whose input the user can get wrong. */
  result?: (data: TData) => MutationResultFields;
  /** The form's fields: a field error naming another field is shown as a toast instead. */
  fields?: readonly string[];
}

/**
 * Apollo's useMutation with the seeds' feedback: the success toast, one error toast per message
 * (server texts first, else the catalogue), and `MutationResult` errors handed back for the form.
 */
export function useAppMutation<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { result, fields }: AppMutationOptions<TData> = {},
) {
  const [mutate, { loading }] = useMutation(mutation);
  const toasts = useToasts();

  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      let data: TData | null | undefined;
      try {
        ({ data } = await mutate({ variables }));
      } catch (error) {
        errorMessages(error).forEach(toasts.error);
        return { ok: false, fieldErrors: {} };
      }
      if (!data) {
        toasts.error(Messages.serverProblem);
        return { ok: false, fieldErrors: {} };
      }
      const answer = result?.(data);
      if (answer && !answer.ok) {
        const fieldErrors: FieldErrors = {};
        for (const { field, message } of answer.errors) {
          if (fields?.includes(field)) fieldErrors[field] ??= message;
          else toasts.error(message);
        }
        return { ok: false, fieldErrors };
      }
      toasts.success();
      return { ok: true, data };
    },
    [mutate, result, fields, toasts],
  );

  return { run, loading };
}
