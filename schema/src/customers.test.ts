import { describe, expect, it } from 'vitest';
import { activationStatus, canSetStatusOnEdit, isCustomerEditable, isUpdateScreenStatus } from './customers.ts';

describe('customer status rules shared by the console and rest-api', () => {
  it('edits the customer form in statuses 1, 5, 6, 7, 8 and 9 only', () => {
    const editable = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((status) => isCustomerEditable(status));
    expect(editable).toEqual([1, 5, 6, 7, 8, 9]);
    expect(isCustomerEditable(null)).toBe(false);
    expect(isCustomerEditable(undefined)).toBe(false);
  });

  it('lets a form save keep the status or confirm (2), nothing else', () => {
    expect(canSetStatusOnEdit(1, 1)).toBe(true);
    expect(canSetStatusOnEdit(1, 2)).toBe(true);
    expect(canSetStatusOnEdit(5, 3)).toBe(false);
    expect(canSetStatusOnEdit(6, 10)).toBe(false);
  });

  it('opens the update screen for active (3) and deactivated (4) customers only', () => {
    expect([1, 2, 3, 4, 5, 10].filter((status) => isUpdateScreenStatus(status))).toEqual([3, 4]);
    expect(isUpdateScreenStatus(undefined)).toBe(false);
  });

  it('maps the activation switch to statuses 3 and 4', () => {
    expect(activationStatus(true)).toBe(3);
    expect(activationStatus(false)).toBe(4);
  });
});
