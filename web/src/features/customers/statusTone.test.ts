import { CUSTOMER_STATUSES } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { STATUS_TONE_COLORS } from '../../kit/StatusBadge.tsx';
import { customerStatusTone } from './rules.ts';

describe('customer status badge', () => {
  it('gives each status one tone, hence one colour', () => {
    expect([1, 2, 3, 4, 10].map(customerStatusTone)).toEqual(['pending', 'validated', 'active', 'inactive', 'prospect']);
    expect([5, 6, 7, 8, 9, 99, null].map(customerStatusTone)).toEqual(Array(7).fill('attention'));
  });

  it('tells apart the statuses a user acts on: pending, validated, active, inactive', () => {
    const colours = [1, 2, 3, 4].map((status) => STATUS_TONE_COLORS[customerStatusTone(status)]);
    expect(new Set(colours).size).toBe(4);
    expect(Object.keys(CUSTOMER_STATUSES).map(Number).filter((status) => !STATUS_TONE_COLORS[customerStatusTone(status)])).toEqual([]);
  });
});
