/**
 * The customers' business rules, as pure functions: no database, no HTTP. The service asks them what to do and
 * turns their refusals into answers; the status rules the console shares come from `@console/schema`.
 */
import { activationStatus, canSetStatusOnEdit, isCustomerEditable, isUpdateScreenStatus, VERIFIED_STATUS } from '@console/schema';
import { AdminMessages } from '../access/messages.ts';
import type { BatchRow } from '../http/type-action.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import { coordinate } from './addresses.rules.ts';
import { CustomerMessages } from './messages.ts';

/** Field path -> French message, as a 400 answers it. */
export type FieldErrors = Record<string, string>;

/** What a rule decides when it refuses: a plain message or field errors. */
export type Refusal = { message: string } | { errors: FieldErrors };

/** The customer_events row a confirmation records. */
export const VERIFICATION = { event: 'account_verified', method: 'call_center' } as const;

/** The list's filters: 0 or absent is the console's "All". */
export interface CustomerFilters {
  channelId?: number;
  regionId?: number;
  sectorId?: number;
  customerStatusId?: number;
  customerOriginId?: number;
}

/** A row of the addresses grid (seed 000 section 3, "Customer address"). */
export interface AddressRow extends BatchRow {
  customerAdressId?: number | null;
  customerId?: number;
  adress?: string;
  postalCode?: string;
  isDefault?: boolean;
  countryId?: number;
  regionId?: number;
  sectorId?: number;
  latitude?: string;
  longitude?: string;
  imageUrl?: string | null;
}

export interface CustomerUser {
  userId?: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  password?: string;
  userTypeId?: number;
}

/** The customer form's save. */
export interface CustomerUpdate {
  customerId: number;
  channelId: number;
  customerStatusId?: number;
  customerSegmentId?: number | null;
  customerTypeId?: number | null;
  contactName?: string | null;
  cin?: string | null;
  rc?: string | null;
  patente?: string | null;
  ice?: string | null;
  paymentModeIds?: number[];
  user: CustomerUser;
  addresses?: AddressRow[];
}

/** The customer-update screen's save. */
export interface PartialUpdate {
  customerId: number;
  customerSectorId?: number | null;
  active?: boolean;
  longitude?: string;
  latitude?: string;
}

/** The optional fields of the form's save, in the order they are written. */
const OPTIONAL_CUSTOMER_FIELDS = ['customerSegmentId', 'customerTypeId', 'contactName', 'cin', 'rc', 'patente', 'ice'] as const;
export type OptionalCustomerField = (typeof OPTIONAL_CUSTOMER_FIELDS)[number];

export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The filters chosen, in a fixed order; 0 and absent ones are left out. */
export function chosenFilters(filters: CustomerFilters): [keyof CustomerFilters, number][] {
  const order: (keyof CustomerFilters)[] = ['channelId', 'regionId', 'sectorId', 'customerStatusId', 'customerOriginId'];
  return order.flatMap((field) => {
    const value = filters[field];
    return value ? [[field, value]] : [];
  });
}

/**
 * How a keyword searches: a leading 0 followed by digits is a phone number, also found without the 0 (+212...);
 * up to 9 digits is also a customer id.
 */
export function keywordSearch(keyword: string): { phoneSuffix: string | null; customerId: number | null } {
  return {
    phoneSuffix: /^0\d+$/.test(keyword) ? keyword.slice(1) : null,
    customerId: /^\d{1,9}$/.test(keyword) ? Number(keyword) : null,
  };
}

/** The phone number (or e-mail) another live customer (or another user) already has. */
export function contactErrors(taken: { phone: boolean; email: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (taken.phone) errors['user.phoneNumber'] = CustomerMessages.phoneTaken;
  if (taken.email) errors['user.email'] = AdminMessages.emailTaken;
  return errors;
}

/**
 * Whether the customer form may be saved over the current customer, and the status it writes: only in an editable
 * status, keeping the status or confirming (2), and for the customer's own account. The first refusal wins.
 */
export function decideEdit(
  current: { statusId: number; userId: number },
  update: { customerStatusId?: number; userId?: number },
): Refusal | { status: number; verifies: boolean } {
  if (!isCustomerEditable(current.statusId)) return { message: CustomerMessages.notEditable };
  const status = update.customerStatusId ?? current.statusId;
  if (!canSetStatusOnEdit(current.statusId, status)) return { errors: { customerStatusId: INVALID_VALUE } };
  if (update.userId !== undefined && update.userId !== current.userId) return { errors: { 'user.userId': INVALID_VALUE } };
  return { status, verifies: status === VERIFIED_STATUS && current.statusId !== VERIFIED_STATUS };
}

/** The optional fields the save sends (null empties one, a field left out keeps its value). */
export function presentOptionalFields(update: CustomerUpdate): [OptionalCustomerField, string | number | null][] {
  return OPTIONAL_CUSTOMER_FIELDS.flatMap((field) => {
    const value = update[field];
    return value === undefined ? [] : [[field, value]];
  });
}

/**
 * The customer-update screen: only on an active or deactivated customer; blank coordinates keep their value
 * (null), others must be within range; `active` sets status 3 or 4.
 */
export function decidePartialUpdate(
  currentStatusId: number,
  update: PartialUpdate,
): Refusal | { latitude: number | null; longitude: number | null; status: number | undefined } {
  if (!isUpdateScreenStatus(currentStatusId)) return { message: CustomerMessages.notEditable };
  const latitudeText = update.latitude?.trim() || undefined;
  const longitudeText = update.longitude?.trim() || undefined;
  const latitude = latitudeText === undefined ? null : coordinate(latitudeText, 90);
  const longitude = longitudeText === undefined ? null : coordinate(longitudeText, 180);
  const errors: FieldErrors = {};
  if (latitude === undefined) errors.latitude = INVALID_VALUE;
  if (longitude === undefined) errors.longitude = INVALID_VALUE;
  if (latitude === undefined || longitude === undefined) return { errors };
  return { latitude, longitude, status: update.active === undefined ? undefined : activationStatus(update.active) };
}
