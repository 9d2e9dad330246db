import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { checkAddressRow, coordinate, inRowOrder, leavesCustomerWithoutAddress, rowCustomerId } from './addresses.rules.ts';

const casablanca = { countryExists: true, regionCountryId: 1, sectorRegionId: 10 };
const row = { countryId: 1, regionId: 10, latitude: '33.5731', longitude: '-7.5898' };

describe('coordinate', () => {
  it('reads blank as 0 and keeps values within the limit', () => {
    expect(coordinate('', 90)).toBe(0);
    expect(coordinate(undefined, 180)).toBe(0);
    expect(coordinate('-90', 90)).toBe(-90);
    expect(coordinate('180', 180)).toBe(180);
  });

  it('refuses values beyond the limit', () => {
    expect(coordinate('90.000001', 90)).toBeUndefined();
    expect(coordinate('-180.5', 180)).toBeUndefined();
  });
});

describe('rowCustomerId', () => {
  it('uses the form customer, refusing a row naming another one', () => {
    expect(rowCustomerId(5, undefined)).toEqual({ customerId: 5 });
    expect(rowCustomerId(5, 5)).toEqual({ customerId: 5 });
    expect(rowCustomerId(5, 6)).toEqual({ errors: { customerId: INVALID_VALUE } });
  });

  it("takes the row's own customer on the grid, then required", () => {
    expect(rowCustomerId(undefined, 6)).toEqual({ customerId: 6 });
    expect(rowCustomerId(undefined, undefined)).toEqual({ errors: { customerId: Messages.requiredField } });
  });
});

describe('checkAddressRow', () => {
  it('answers the coordinates of a row in a coherent place', () => {
    expect(checkAddressRow(row, casablanca)).toEqual({ latitude: 33.5731, longitude: -7.5898 });
    expect(checkAddressRow({ countryId: 1, regionId: 10 }, casablanca)).toEqual({ latitude: 0, longitude: 0 });
  });

  it("refuses a region of another country and a sector of another region", () => {
    expect(checkAddressRow(row, { countryExists: true, regionCountryId: 2, sectorRegionId: 11 })).toEqual({
      errors: { regionId: INVALID_VALUE, sectorId: INVALID_VALUE },
    });
  });

  it('reports every fault at once, coordinates first', () => {
    const result = checkAddressRow({ ...row, latitude: '95' }, { countryExists: false, regionCountryId: null, sectorRegionId: null });
    expect(result).toEqual({ errors: { latitude: INVALID_VALUE, countryId: INVALID_VALUE, regionId: INVALID_VALUE, sectorId: INVALID_VALUE } });
    expect(Object.keys('errors' in result ? result.errors : {})).toEqual(['latitude', 'countryId', 'regionId', 'sectorId']);
  });

  it('does not blame the region for an unknown country', () => {
    expect(checkAddressRow(row, { countryExists: false, regionCountryId: 2, sectorRegionId: 10 })).toEqual({ errors: { countryId: INVALID_VALUE } });
  });
});

describe('after a batch', () => {
  it('refuses a customer left without address on the form always, on the grid only after a delete', () => {
    expect(leavesCustomerWithoutAddress([1, 0], true, false)).toBe(true);
    expect(leavesCustomerWithoutAddress([1, 0], false, false)).toBe(false);
    expect(leavesCustomerWithoutAddress([1, 0], false, true)).toBe(true);
    expect(leavesCustomerWithoutAddress([1, 2], true, true)).toBe(false);
  });

  it('answers the written addresses in the order of the rows sent', () => {
    expect(inRowOrder(new Map([[2, 30], [0, 10], [1, 20]]))).toEqual([10, 20, 30]);
  });
});
