import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

/** A choice in a select, a lookup or a transfer list: the value as text (URL-friendly) and its label. */
export interface Option {
  value: string;
  label: string;
  /** Secondary text (an e-mail), shown under the label in lookups. */
  detail?: string;
}

/** Options read from a GraphQL query (select filters, form selects). Build it with `queryOptions`. */
export interface OptionsSource<TContext = Readonly<Record<string, string>>> {
  /** @internal */ readonly query: TypedDocumentNode<unknown, Record<string, unknown>>;
  /** @internal */ readonly variables: (context: TContext) => Record<string, unknown> | null;
  /** @internal */ readonly read: (data: unknown) => Option[];
}

/**
 * Options from a query. `variables` receives the context (a list's filters, for a dependent filter)
 * and may answer null to skip the query (e.g. no region chosen yet).
 */
export function queryOptions<TData, TVariables extends Record<string, unknown>, TContext = Readonly<Record<string, string>>>(
  query: TypedDocumentNode<TData, TVariables>,
  read: (data: TData) => Option[],
  variables: (context: TContext) => TVariables | null = () => ({}) as TVariables,
): OptionsSource<TContext> {
  return {
    query: query as unknown as TypedDocumentNode<unknown, Record<string, unknown>>,
    variables: variables as (context: TContext) => Record<string, unknown> | null,
    read: read as (data: unknown) => Option[],
  };
}

/** Loads a source's options (cached by Apollo); empty while loading or skipped. */
export function useOptions<TContext>(source: OptionsSource<TContext>, context: TContext): { options: Option[]; loading: boolean } {
  const variables = source.variables(context);
  const { data, loading } = useQuery(source.query, variables === null ? skipToken : { variables, fetchPolicy: 'cache-first' });
  const options = useMemo(() => (data && variables !== null ? source.read(data) : []), [data, source, variables === null]);
  return { options, loading };
}

/** Options from items: `toOption(items, (x) => x.id, (x) => x.name)`. */
export function toOptions<T>(items: readonly T[], value: (item: T) => string | number, label: (item: T) => string): Option[] {
  return items.map((item) => ({ value: String(value(item)), label: label(item) }));
}
