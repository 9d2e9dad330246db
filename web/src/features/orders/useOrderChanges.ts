import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { OrderChangesDocument, type OrderChangesSubscription } from '../../generated/graphql.ts';

export type OrderChangeEvent = OrderChangesSubscription['orderChanges'];

/**
 * Calls `onChange` with each order change the gateway pushes (`orderChanges`, over the WebSocket): the order
 * lists refresh their page, the preparation screen its orders. The latest `onChange` is used; the subscription
 * lives as long as the component.
 */
export function useOrderChanges(onChange: (event: OrderChangeEvent) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useSubscription(OrderChangesDocument, {
    onData: ({ data }) => {
      if (data.data) latest.current(data.data.orderChanges);
    },
  });
}
