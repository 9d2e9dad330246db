import { describe, expect, it } from 'vitest';
import { Level, Permission, ReportingMessages } from '@console/schema';
import { mayCloseTill, tillCloseErrors } from './collection.rules.ts';
import { ReportingRestMessages } from './messages.ts';

describe('till close rules', () => {
  it('accepts a past or present day and whole centimes from 0; refuses the rest by field', () => {
    expect(tillCloseErrors({ date: '2026-11-28', cashHandedOver: 1520.35 }, '2026-11-28')).toEqual({});
    expect(tillCloseErrors({ date: '2026-11-29', cashHandedOver: 1.001 }, '2026-11-28')).toEqual({ date: ReportingRestMessages.futureTill, cashHandedOver: ReportingMessages.amountCents });
    expect(tillCloseErrors({ date: '28/11/2026', cashHandedOver: -1 }, '2026-11-28')).toEqual({ date: ReportingMessages.invalidDate, cashHandedOver: ReportingMessages.amountNotNegative });
  });

  it('lets counter staff close their own till, another\u2019s only with permission 41 at level 3 or 4', () => {
    const cashier = [{ permissionId: Permission.ROMEO_ORDERS, levels: [Level.CREATE, Level.EDIT] }];
    expect(mayCloseTill(cashier, 8, 8)).toBe(true);
    expect(mayCloseTill(cashier, 8, 9)).toBe(false);
    expect(mayCloseTill([{ permissionId: Permission.SUMMARY, levels: [Level.READ] }], 8, 9)).toBe(false);
    expect(mayCloseTill([{ permissionId: Permission.SUMMARY, levels: [Level.EDIT] }], 8, 9)).toBe(true);
  });
});
