import { describe, expect, it } from 'vitest';
import { initialPosRequest, posRequestReducer, requestPhase, saveStatus, type PosRequestAction, type PosRequestState } from './posRequest.ts';
import { basketLine, orderLine, posOrder } from './posTesting.ts';

const run = (state: PosRequestState, ...actions: PosRequestAction[]) => actions.reduce(posRequestReducer, state);
const customer = run(initialPosRequest, { type: 'load', customerId: 33, order: null });
const milk = basketLine();
const water = basketLine({ articleId: 503, articleCode: 'ART503' });

describe('the point of sale request state', () => {
  it('creates the order on the first change, then returns to idle with the server lines', () => {
    const creating = run(customer, { type: 'change', lines: [milk] }, { type: 'send' });
    expect(requestPhase(creating)).toBe('create');
    expect(creating.request).toMatchObject({ kind: 'create', customerId: 33, orderId: null, lines: [milk] });
    const done = run(creating, { type: 'succeeded', seq: creating.request!.seq, order: posOrder() });
    expect(requestPhase(done)).toBe('idle');
    expect(done.lines).toEqual([expect.objectContaining({ orderLineId: 9001, totalAmountTTC: 9.9 })]);
    expect(saveStatus(done)).toBe('saved');
  });

  it('queues a change made while the order is created and sends it as an update of that order', () => {
    const creating = run(customer, { type: 'change', lines: [milk] }, { type: 'send' });
    const queued = run(creating, { type: 'change', lines: [milk, water] }, { type: 'send' });
    expect(queued.request).toBe(creating.request);
    expect(queued.lines).toEqual([milk, water]);
    expect(saveStatus(queued)).toBe('modified');
    const created = run(queued, { type: 'succeeded', seq: creating.request!.seq, order: posOrder() });
    expect(created.lines).toEqual([milk, water]);
    const updating = run(created, { type: 'send' });
    expect(updating.request).toMatchObject({ kind: 'update', orderId: 70, lines: [milk, water] });
  });

  it('sends only the latest of several queued changes', () => {
    const creating = run(customer, { type: 'change', lines: [milk] }, { type: 'send' });
    const queued = run(creating, { type: 'change', lines: [milk, water] }, { type: 'change', lines: [water] });
    const next = run(queued, { type: 'succeeded', seq: creating.request!.seq, order: posOrder() }, { type: 'send' });
    expect(next.request?.lines).toEqual([water]);
    expect(next.request?.kind).toBe('update');
  });

  it('goes back to the lines the server confirmed when a request fails', () => {
    const loaded = run(initialPosRequest, { type: 'load', customerId: 33, order: posOrder() });
    const updating = run(loaded, { type: 'change', lines: [] }, { type: 'send' });
    const queued = run(updating, { type: 'change', lines: [water] });
    const failed = run(queued, { type: 'failed', seq: updating.request!.seq });
    expect(requestPhase(failed)).toBe('idle');
    expect(failed.dirty).toBe(false);
    expect(failed.lines).toEqual([expect.objectContaining({ orderLineId: 9001 })]);
  });

  it('ignores the answer of a request dropped by choosing another customer', () => {
    const creating = run(customer, { type: 'change', lines: [milk] }, { type: 'send' });
    const other = run(creating, { type: 'load', customerId: 34, order: null });
    expect(run(other, { type: 'succeeded', seq: creating.request!.seq, order: posOrder() })).toEqual(other);
    expect(run(other, { type: 'change', lines: [water] }, { type: 'send' }).request!.seq).toBeGreaterThan(creating.request!.seq);
  });

  it('changes nothing without a customer, and sends nothing when nothing changed', () => {
    expect(run(initialPosRequest, { type: 'change', lines: [milk] }, { type: 'send' })).toEqual(initialPosRequest);
    expect(run(customer, { type: 'send' }).request).toBeNull();
  });

  it('loads an order with its gift lines', () => {
    const loaded = run(initialPosRequest, { type: 'load', customerId: 33, order: posOrder({ orderLines: [orderLine(), orderLine({ orderLineId: 9002, isGift: true, unitPrice: 0 })] }) });
    expect(loaded.lines.map((line) => line.isGift)).toEqual([false, true]);
    expect(saveStatus(loaded)).toBe('saved');
  });
});
