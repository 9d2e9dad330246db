import { useQuery } from '@apollo/client/react';
import { BusinessClockDocument } from '../generated/graphql.ts';

/**
 * Today in Morocco (YYYY-MM-DD) as the server counts it, null until known. Screens whose default date or
 * allowed range the server checks use it, not the browser's clock: their time-zone data can disagree.
 */
export function useBusinessDay(): string | null {
  const { data } = useQuery(BusinessClockDocument, { fetchPolicy: 'cache-and-network' });
  return data?.businessClock.date ?? null;
}
