import { createPubSub } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { eventSeenBy, publishOrderChanges } from './order-events.ts';
import type { LiveTopics, OrderChangeEvent } from '../live/events.ts';

describe('order change events', () => {
  it('are published one per warehouse: orders of no warehouse apart, nothing for no order; the reports told once', () => {
    const live = createPubSub<LiveTopics>();
    const publish = vi.spyOn(live, 'publish');
    publishOrderChanges({ live }, [
      { orderId: 1, warehouseId: 2 },
      { orderId: 2, warehouseId: 1 },
      { orderId: 3, warehouseId: 2 },
      { orderId: 4 },
      { orderId: 5, warehouseId: null },
    ]);
    publishOrderChanges({ live }, []);
    expect(publish.mock.calls).toEqual([
      ['orders:changed', { orderIds: [1, 3], warehouseIds: [2] }],
      ['orders:changed', { orderIds: [2], warehouseIds: [1] }],
      ['orders:changed', { orderIds: [4, 5], warehouseIds: [] }],
      ['reports:changed', { at: expect.any(String), warehouseIds: [2, 1] }],
    ]);
  });

  it("reach a subscriber held to a warehouse only when they are that warehouse's; an unheld subscriber gets all", () => {
    const of = (...warehouseIds: number[]): OrderChangeEvent => ({ orderIds: [9], warehouseIds });
    expect([eventSeenBy(1, of(1)), eventSeenBy(1, of(2)), eventSeenBy(1, of()), eventSeenBy(1, of(1, 2))]).toEqual([true, false, false, false]);
    expect([eventSeenBy(null, of(2)), eventSeenBy(null, of()), eventSeenBy(null, of(1, 2))]).toEqual([true, true, true]);
  });
});
