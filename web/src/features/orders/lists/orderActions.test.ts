import { OrderMessages, PaymentModeId } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { collectTotal, planOrderAction, type ActionRow } from './orderActions.ts';

const row = (orderId: number, orderStatusId: number, preparationStatus = 1, deliveryModeId = 1): ActionRow => ({
  orderId,
  code: `CMD-${orderId}`,
  orderStatusId,
  preparationStatus,
  deliveryModeId,
  totalAmountTTC: 100.25,
  totalTimbre: 0.25,
});

describe('the order lists’ action plan', () => {
  it('refuses an empty selection and a selection the rules refuse entirely', () => {
    expect(planOrderAction('cancel', [])).toEqual({ kind: 'noSelection' });
    expect(planOrderAction('cancel', [row(1, 5), row(2, 7)])).toEqual({ kind: 'invalid' });
  });

  it('sends every selected order and names those the rules refuse', () => {
    const plan = planOrderAction('cancel', [row(1, 2), row(2, 5), row(3, 2, 3)]);
    expect(plan.kind).toBe('ready');
    if (plan.kind !== 'ready') return;
    expect(plan.orderIds).toEqual([1, 2, 3]);
    expect(plan.allowed.map((allowed) => allowed.orderId)).toEqual([1]);
    expect(plan.refused.map(({ row: refused, reason }) => [refused.orderId, reason])).toEqual([
      [2, OrderMessages.actionRefusedForStatus('annulée', 'Livrée')],
      [3, OrderMessages.alreadyPrepared],
    ]);
  });

  it('collects take-away orders once prepared, delivery orders once dispatched', () => {
    const plan = planOrderAction('collect', [row(1, 2, 3, 1), row(2, 2, 1, 1), row(3, 3, 1, 2)]);
    expect(plan.kind === 'ready' && plan.allowed.map((allowed) => allowed.orderId)).toEqual([1, 3]);
  });
});

describe('the amount to collect', () => {
  it('is the TTC in cash and the TTC minus stamp duty by card, summed in cents', () => {
    const rows = [row(1, 2), row(2, 2), row(3, 2)];
    expect(collectTotal(rows, PaymentModeId.CASH)).toBe(300.75);
    expect(collectTotal(rows, PaymentModeId.CARD)).toBe(300);
    expect(collectTotal([], PaymentModeId.CARD)).toBe(0);
  });
});
