import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToSearch, parseListState, type ListDefaults, type ListState } from './listState.ts';

/**
 * A list's page, page size, sort and filters, kept in the URL's query string: a list can be
 * bookmarked, and Back returns to the previous page or filter. Each change is a history entry.
 */
export function useListState(defaults: ListDefaults = {}): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The defaults object is usually written inline: the memo and the callback are keyed on its content.
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(() => parseListState(search, defaults), [search, defaultsKey]);
  const setState = useCallback(
    (next: ListState) => {
      const nextSearch = listStateToSearch(next, defaults, new URLSearchParams(search));
      if (nextSearch !== search) setParams(new URLSearchParams(nextSearch));
    },
    [search, defaultsKey, setParams],
  );
  return [state, setState];
}
