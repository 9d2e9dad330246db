/**
 * The customer screens' rules (seed 000 §4 and §5), pure so they are unit-tested on their own:
 * editability, activation, the customer-update screen's statuses, coordinate inputs and the
 * addresses grid's default / at-least-one rules.
 */
import { ACTIVE_STATUS, CUSTOMER_STATUSES, INACTIVE_STATUS, isUpdateScreenStatus } from '@console/schema';
import { visibleRows, type GridAction, type GridRow } from '../../kit/editableRows.ts';
import type { StatusTone } from '../../kit/StatusBadge.tsx';

/** The status's French label ('Statut 12' for an unknown one). */
export function statusLabel(statusId: number | null | undefined): string {
  if (statusId === null || statusId === undefined) return '';
  return CUSTOMER_STATUSES[statusId] ?? `Statut ${statusId}`;
}

const STATUS_TONES: Readonly<Record<number, StatusTone>> = { 1: 'pending', 2: 'validated', 3: 'active', 4: 'inactive', 10: 'prospect' };

/** The status's tone, hence its badge colour everywhere; the call outcomes (5 to 9) share one. */
export function customerStatusTone(statusId: number | null | undefined): StatusTone {
  return (statusId !== null && statusId !== undefined && STATUS_TONES[statusId]) || 'attention';
}

/** The detail form is editable in statuses 1, 5, 6, 7, 8, 9 only (the rule rest-api applies too). */
export { isCustomerEditable } from '@console/schema';

export interface ActivationAction {
  label: 'Activer' | 'Désactiver';
  statusId: number;
}

/** Status 3 offers deactivate (→ 4), status 4 offers activate (→ 3), other statuses nothing. */
export function activationAction(statusId: number | null | undefined): ActivationAction | null {
  if (statusId === ACTIVE_STATUS) return { label: 'Désactiver', statusId: INACTIVE_STATUS };
  if (statusId === INACTIVE_STATUS) return { label: 'Activer', statusId: ACTIVE_STATUS };
  return null;
}

/** The customer-update screen edits only customers in status 3 (loads active) or 4 (loads inactive). */
export function updateScreenState(statusId: number | null | undefined): { editable: boolean; active: boolean } {
  return { editable: isUpdateScreenStatus(statusId), active: statusId === ACTIVE_STATUS };
}

const UPDATE_SCREEN_MESSAGES = {
  choose: 'Choisir un client',
  notEditable: 'Ce client ne peut pas être modifié !',
} as const;

/** The red message above the customer-update form: none when an editable customer is loaded. */
export function updateScreenMessage(statusId: number | null | undefined): string | null {
  if (statusId === null || statusId === undefined) return UPDATE_SCREEN_MESSAGES.choose;
  return updateScreenState(statusId).editable ? null : UPDATE_SCREEN_MESSAGES.notEditable;
}

// ---------------------------------------------------------------------------------------------
// Coordinates (seed 000 §5): longitude: optional minus, integer 0–180, optional 1–6 decimals;
// latitude: integer 0–90, same decimals. Keystrokes making anything else are ignored.

export type CoordinateKind = 'latitude' | 'longitude';
const LIMIT: Record<CoordinateKind, number> = { latitude: 90, longitude: 180 };
const MAX_DECIMALS = 6;

/** A text a user may be on the way to typing: '-', '12', '12.', '12.5' (at most the limit, 6 decimals). */
export function acceptsCoordinateInput(text: string, kind: CoordinateKind): boolean {
  if (text === '' || text === '-') return true;
  const match = /^-?(\d{1,3})(\.(\d{0,6}))?$/.exec(text);
  if (!match) return false;
  const integer = match[1]!;
  if (integer.length > 1 && integer.startsWith('0')) return false;
  const whole = Number(integer);
  const decimals = match[3] ?? '';
  if (whole > LIMIT[kind]) return false;
  // At the limit itself (90 or 180) only zero decimals stay in range.
  if (whole === LIMIT[kind] && /[1-9]/.test(decimals)) return false;
  return decimals.length <= MAX_DECIMALS;
}

/** A complete coordinate: the partial rule plus digits after a dot ('12.' and '-' are not complete). */
export function isCoordinate(text: string, kind: CoordinateKind): boolean {
  return /^-?\d{1,3}(\.\d{1,6})?$/.test(text) && acceptsCoordinateInput(text, kind);
}

/** The value after a keystroke: the new text when acceptable, else the previous one (the keystroke is ignored). */
export function filterCoordinateInput(previous: string, next: string, kind: CoordinateKind): string {
  const trimmed = next.trim().replace(',', '.');
  return acceptsCoordinateInput(trimmed, kind) ? trimmed : previous;
}

// ---------------------------------------------------------------------------------------------
// The addresses grid.

export interface AddressData {
  adress: string;
  postalCode: string;
  countryId: string;
  countryName: string;
  regionId: string;
  regionName: string;
  sectorId: string;
  sectorName: string;
  latitude: string;
  longitude: string;
  isDefault: boolean;
}

/** The seeds' default coordinates of an address. */
export const DEFAULT_COORDINATE = '0';

export const ADDRESS_MESSAGES = {
  atLeastOne: 'Au moins une adresse est requise',
} as const;

/** At least one address must remain (rows marked deleted do not count). */
export function hasAddress(rows: readonly GridRow<AddressData>[]): boolean {
  return visibleRows(rows).length > 0;
}

/**
 * Making `key` the default: the edits that set its flag and clear every other visible row's.
 * Nothing for a row already the only default.
 */
export function defaultAddressEdits(rows: readonly GridRow<AddressData>[], key: string): GridAction<AddressData>[] {
  const edits: GridAction<AddressData>[] = [];
  for (const row of visibleRows(rows)) {
    const isDefault = row.key === key;
    if (row.data.isDefault !== isDefault) edits.push({ type: 'edit', key: row.key, data: { ...row.data, isDefault } });
  }
  return edits;
}

/**
 * The grid's actions with the default rule: a row dialog confirmed with "default" checked clears
 * the flag on the others. Other actions pass unchanged.
 */
export function withDefaultRule(rows: readonly GridRow<AddressData>[], action: GridAction<AddressData>): GridAction<AddressData>[] {
  if ((action.type === 'commit' || action.type === 'edit') && action.data.isDefault) {
    const others = visibleRows(rows)
      .filter((row) => row.key !== action.key && row.data.isDefault)
      .map((row): GridAction<AddressData> => ({ type: 'edit', key: row.key, data: { ...row.data, isDefault: false } }));
    return [action, ...others];
  }
  return [action];
}

/** A grid change as the API's CustomerAddressChange. */
export function addressChange(change: { typeAction: number; id: number | null; data: AddressData }) {
  const { data } = change;
  return {
    typeAction: change.typeAction,
    customerAdressId: change.id,
    adress: data.adress.trim(),
    postalCode: data.postalCode.trim(),
    isDefault: data.isDefault,
    countryId: Number(data.countryId),
    regionId: Number(data.regionId),
    sectorId: Number(data.sectorId),
    latitude: data.latitude.trim() === '' ? DEFAULT_COORDINATE : data.latitude.trim(),
    longitude: data.longitude.trim() === '' ? DEFAULT_COORDINATE : data.longitude.trim(),
  };
}
