import { linesOfOrder, type BasketLine, type PosOrder } from './basket.ts';

/**
 * The point of sale's request state (seed 001 section 4): idle, creating the order, or updating it. A basket change
 * made while a request runs waits (the latest wins) and is sent when it ends, so two quick clicks never create two
 * orders: the second becomes an update of the order the first created. A failed request goes back to the lines the
 * server last confirmed. The order editor's save flow is the same machine: `dirty` or a running request is
 * "modified", otherwise "saved".
 */

export type PosRequestKind = 'create' | 'update';
export type PosRequestPhase = 'idle' | PosRequestKind;

export interface PosRequest {
  /** Matches the answer to the request (an answer for an older or dropped request is ignored). */
  seq: number;
  kind: PosRequestKind;
  customerId: number;
  /** Null for a create. */
  orderId: number | null;
  lines: BasketLine[];
}

export interface PosRequestState {
  customerId: number | null;
  /** The order as the server last answered it. */
  saved: PosOrder | null;
  /** The lines on screen. */
  lines: BasketLine[];
  /** The lines changed since they were last sent. */
  dirty: boolean;
  request: PosRequest | null;
  seq: number;
}

export type PosRequestAction =
  /** A customer chosen (with their open basket, if any), an order opened, or the form reset. */
  | { type: 'load'; customerId: number | null; order: PosOrder | null }
  | { type: 'change'; lines: BasketLine[] }
  /** Sends the changed lines now if nothing runs; otherwise they wait for the running request. */
  | { type: 'send' }
  | { type: 'succeeded'; seq: number; order: PosOrder }
  | { type: 'failed'; seq: number };

export const initialPosRequest: PosRequestState = { customerId: null, saved: null, lines: [], dirty: false, request: null, seq: 0 };

export function posRequestReducer(state: PosRequestState, action: PosRequestAction): PosRequestState {
  switch (action.type) {
    case 'load':
      return { ...initialPosRequest, seq: state.seq, customerId: action.customerId, saved: action.order, lines: linesOfOrder(action.order) };
    case 'change':
      if (state.customerId === null) return state;
      return { ...state, lines: action.lines, dirty: true };
    case 'send': {
      if (!state.dirty || state.request || state.customerId === null) return state;
      const orderId = state.saved?.orderId ?? null;
      const seq = state.seq + 1;
      return {
        ...state,
        seq,
        dirty: false,
        request: { seq, kind: orderId === null ? 'create' : 'update', customerId: state.customerId, orderId, lines: state.lines },
      };
    }
    case 'succeeded':
      if (state.request?.seq !== action.seq) return state;
      // Changes made meanwhile stay on screen until their own request answers.
      return { ...state, request: null, saved: action.order, lines: state.dirty ? state.lines : linesOfOrder(action.order) };
    case 'failed':
      if (state.request?.seq !== action.seq) return state;
      return { ...state, request: null, dirty: false, lines: linesOfOrder(state.saved) };
  }
}

export function requestPhase(state: PosRequestState): PosRequestPhase {
  return state.request?.kind ?? 'idle';
}

/** The editor's save flow: modified while a change waits or a request runs, saved otherwise. */
export function saveStatus(state: PosRequestState): 'saved' | 'modified' {
  return state.dirty || state.request ? 'modified' : 'saved';
}
