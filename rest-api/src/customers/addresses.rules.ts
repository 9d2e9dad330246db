/** The addresses grid's rules, as pure functions. Errors are keyed by field; the service adds the row's prefix. */
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';

type FieldErrors = Record<string, string>;

/** A coordinate the pattern accepted, as a number within its range (blank is 0); undefined when out of range. */
export function coordinate(text: string | undefined | null, limit: 90 | 180): number | undefined {
  const value = text?.trim() ? Number(text) : 0;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * The customer a row belongs to: `fixedCustomerId` on the customer form (a row naming another one is refused),
 * otherwise the row's own, which is then required.
 */
export function rowCustomerId(fixedCustomerId: number | undefined, rowCustomerId: number | undefined): { customerId: number } | { errors: FieldErrors } {
  if (fixedCustomerId !== undefined && rowCustomerId !== undefined && rowCustomerId !== fixedCustomerId) {
    return { errors: { customerId: INVALID_VALUE } };
  }
  const customerId = fixedCustomerId ?? rowCustomerId;
  return customerId === undefined ? { errors: { customerId: Messages.requiredField } } : { customerId };
}

/** Where the row's country, region and sector stand in the reference data. */
export interface PlaceFacts {
  countryExists: boolean;
  /** The country of the row's region; null for an unknown region. */
  regionCountryId: number | null;
  /** The region of the row's sector; null for an unknown sector. */
  sectorRegionId: number | null;
}

/**
 * A row's coordinates (within range) and place (the region is the country's, the sector the region's): the
 * coordinates as numbers, or every error found.
 */
export function checkAddressRow(
  row: { countryId?: number; regionId?: number; latitude?: string; longitude?: string },
  place: PlaceFacts,
): { latitude: number; longitude: number } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const latitude = coordinate(row.latitude, 90);
  const longitude = coordinate(row.longitude, 180);
  if (latitude === undefined) errors.latitude = INVALID_VALUE;
  if (longitude === undefined) errors.longitude = INVALID_VALUE;
  if (!place.countryExists) errors.countryId = INVALID_VALUE;
  if (place.regionCountryId === null || (place.countryExists && place.regionCountryId !== row.countryId)) errors.regionId = INVALID_VALUE;
  if (place.sectorRegionId === null || place.sectorRegionId !== row.regionId) errors.sectorId = INVALID_VALUE;
  if (latitude === undefined || longitude === undefined || Object.keys(errors).length > 0) return { errors };
  return { latitude, longitude };
}

/**
 * After a batch, whether a customer is left without any address when that is refused: `requireOne` (the customer
 * form) refuses it always, the grid only when the batch deleted an address.
 */
export function leavesCustomerWithoutAddress(addressCounts: readonly number[], requireOne: boolean, deletedAny: boolean): boolean {
  return (requireOne || deletedAny) && addressCounts.some((count) => count === 0);
}

/** The positions' written ids, in the order of the rows sent. */
export function inRowOrder(written: ReadonlyMap<number, number>): number[] {
  return [...written.entries()].sort(([left], [right]) => left - right).map(([, id]) => id);
}
