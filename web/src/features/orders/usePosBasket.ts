import { useMutation } from '@apollo/client/react';
import { DeliveryMode, Messages, OrderMessages } from '@console/schema';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { PosCreateOrderDocument, PosUpdateOrderDocument } from '../../generated/graphql.ts';
import { errorMessages } from '../../kit/errors.ts';
import { useToasts } from '../../kit/toasts.tsx';
import { lineInputs, type BasketLine, type PosOrder } from './basket.ts';
import { initialPosRequest, posRequestReducer, type PosRequest } from './posRequest.ts';

export interface PosBasketOptions {
  customerId: number | null;
  order: PosOrder | null;
  allowModifPrice: boolean;
  /** 0 sends each change at once (the point of sale); the editor waits for the typing to pause. */
  debounceMs: number;
  paymentModeId: number | null;
}

/**
 * The basket and its saves: each change goes through the request state machine (posRequest.ts), which this hook
 * drives: it starts the create or update the machine asks for, and tells it how it ended.
 */
export function usePosBasket({ customerId, order, allowModifPrice, debounceMs, paymentModeId }: PosBasketOptions) {
  const [state, dispatch] = useReducer(posRequestReducer, initialPosRequest, (initial) => posRequestReducer(initial, { type: 'load', customerId, order }));
  const [createOrder] = useMutation(PosCreateOrderDocument);
  const [updateOrder] = useMutation(PosUpdateOrderDocument);
  const toasts = useToasts();
  const started = useRef(0);
  const saved = useRef(state.saved);
  saved.current = state.saved;
  const options = useRef({ allowModifPrice, paymentModeId });
  options.current = { allowModifPrice, paymentModeId };

  useEffect(() => {
    if (!state.dirty || state.request) return;
    const timer = setTimeout(() => dispatch({ type: 'send' }), debounceMs);
    return () => clearTimeout(timer);
  }, [state.dirty, state.request, state.lines, debounceMs]);

  const execute = useCallback(
    async (request: PosRequest) => {
      const lines = lineInputs(request.lines, saved.current, options.current.allowModifPrice);
      const paymentModeId = options.current.paymentModeId ?? undefined;
      try {
        const answer =
          request.orderId === null
            ? (await createOrder({ variables: { input: { customerId: request.customerId, deliveryModeId: DeliveryMode.DELIVERY, paymentModeId, lines } } })).data?.createOrder
            : (await updateOrder({ variables: { orderId: request.orderId, input: { lines, paymentModeId } } })).data?.updateOrder;
        if (!answer?.ok || !answer.order) {
          (answer?.errors.length ? answer.errors.map((error) => error.message) : [Messages.serverProblem]).forEach(toasts.error);
          dispatch({ type: 'failed', seq: request.seq });
          return;
        }
        // Seed 001 section 8: a save answered 202 keeps the order and says the stock falls short.
        if (answer.stockShortage) toasts.error(OrderMessages.quantityUnavailable);
        dispatch({ type: 'succeeded', seq: request.seq, order: answer.order });
      } catch (error) {
        errorMessages(error).forEach(toasts.error);
        dispatch({ type: 'failed', seq: request.seq });
      }
    },
    [createOrder, updateOrder, toasts],
  );

  useEffect(() => {
    const request = state.request;
    if (!request || started.current === request.seq) return;
    started.current = request.seq;
    void execute(request);
  }, [state.request, execute]);

  const change = useCallback((lines: BasketLine[]) => dispatch({ type: 'change', lines }), []);
  const load = useCallback((next: PosOrder | null) => dispatch({ type: 'load', customerId, order: next }), [customerId]);
  return { state, change, load };
}
