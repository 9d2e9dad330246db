import { describe, expect, it } from 'vitest';
import { INVALID_VALUE } from '../http/validation.ts';
import { AdminMessages } from '../access/messages.ts';
import { blankToNull, chosenFilters, contactErrors, decideEdit, decidePartialUpdate, keywordSearch, presentOptionalFields, type CustomerUpdate } from './customers.rules.ts';
import { CustomerMessages } from './messages.ts';

const user = { firstName: 'Amina', lastName: 'Alaoui', phoneNumber: '0612345678' };

describe('list filters and keyword', () => {
  it('leaves out 0 (All) and absent filters, keeping a fixed order', () => {
    expect(chosenFilters({ customerOriginId: 6, channelId: 0, regionId: 2, sectorId: undefined })).toEqual([
      ['regionId', 2],
      ['customerOriginId', 6],
    ]);
    expect(chosenFilters({})).toEqual([]);
  });

  it('searches a leading-0 phone number without its 0 too, and digits as a customer id', () => {
    expect(keywordSearch('0612')).toEqual({ phoneSuffix: '612', customerId: 612 });
    expect(keywordSearch('42')).toEqual({ phoneSuffix: null, customerId: 42 });
    expect(keywordSearch('amina')).toEqual({ phoneSuffix: null, customerId: null });
    expect(keywordSearch('0')).toEqual({ phoneSuffix: null, customerId: 0 });
    expect(keywordSearch('1234567890')).toEqual({ phoneSuffix: null, customerId: null });
  });
});

describe('contact and text rules', () => {
  it('reports a taken phone number and e-mail on their fields', () => {
    expect(contactErrors({ phone: false, email: false })).toEqual({});
    expect(contactErrors({ phone: true, email: true })).toEqual({
      'user.phoneNumber': CustomerMessages.phoneTaken,
      'user.email': AdminMessages.emailTaken,
    });
  });

  it('treats blank text as none and trims the rest', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(null)).toBeNull();
    expect(blankToNull(' a@b.ma ')).toBe('a@b.ma');
  });
});

describe('decideEdit, the customer form save', () => {
  const current = { statusId: 1, userId: 7 };

  it('refuses a customer outside the editable statuses with the plain message', () => {
    expect(decideEdit({ statusId: 3, userId: 7 }, {})).toEqual({ message: CustomerMessages.notEditable });
  });

  it('keeps the status when none is sent, and confirms to 2 with a verification', () => {
    expect(decideEdit(current, {})).toEqual({ status: 1, verifies: false });
    expect(decideEdit(current, { customerStatusId: 1 })).toEqual({ status: 1, verifies: false });
    expect(decideEdit(current, { customerStatusId: 2, userId: 7 })).toEqual({ status: 2, verifies: true });
  });

  it('refuses another status, then another account, one error at a time', () => {
    expect(decideEdit(current, { customerStatusId: 3, userId: 8 })).toEqual({ errors: { customerStatusId: INVALID_VALUE } });
    expect(decideEdit(current, { userId: 8 })).toEqual({ errors: { 'user.userId': INVALID_VALUE } });
  });

  it('writes only the optional fields sent, null included, in column order', () => {
    const update: CustomerUpdate = { customerId: 1, channelId: 1, user, ice: null, contactName: 'Amina', customerTypeId: 2 };
    expect(presentOptionalFields(update)).toEqual([
      ['customerTypeId', 2],
      ['contactName', 'Amina'],
      ['ice', null],
    ]);
  });
});

describe('decidePartialUpdate, the customer-update screen', () => {
  it('works on active (3) and deactivated (4) customers only', () => {
    expect(decidePartialUpdate(1, { customerId: 1 })).toEqual({ message: CustomerMessages.notEditable });
    expect(decidePartialUpdate(3, { customerId: 1 })).toEqual({ latitude: null, longitude: null, status: undefined });
  });

  it('keeps blank coordinates, parses the others and maps activation to 3 or 4', () => {
    expect(decidePartialUpdate(4, { customerId: 1, latitude: ' ', longitude: '-7.5898', active: true })).toEqual({
      latitude: null,
      longitude: -7.5898,
      status: 3,
    });
    expect(decidePartialUpdate(3, { customerId: 1, active: false })).toMatchObject({ status: 4 });
  });

  it('reports out-of-range coordinates on their fields', () => {
    expect(decidePartialUpdate(3, { customerId: 1, latitude: '91', longitude: '181' })).toEqual({
      errors: { latitude: INVALID_VALUE, longitude: INVALID_VALUE },
    });
    expect(decidePartialUpdate(3, { customerId: 1, latitude: '33.5', longitude: '180.5' })).toEqual({ errors: { longitude: INVALID_VALUE } });
  });
});
