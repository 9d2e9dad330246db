import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { decideVehicle } from './vehicles.rules.ts';

const body = { code: ' CAM-09 ', matriculation: '12-A-3', volume: 8, weight: 1500 };

describe('decideVehicle', () => {
  it('trims the texts and applies the defaults: black, inactive, no delivery man or warehouse', () => {
    expect(decideVehicle({ ...body, brand: '  ', model: ' Canter ', year: '' }, false)).toEqual({
      write: { code: 'CAM-09', matriculation: '12-A-3', brand: null, model: 'Canter', year: null, volume: 8, weight: 1500, deliveryManId: null, color: '#000000', warehouseId: null, active: false },
    });
  });

  it('keeps what is given', () => {
    const decision = decideVehicle({ ...body, year: '2022-06-01', deliveryManId: 12, color: '#2E7D32', warehouseId: 1, active: true }, true);
    expect(decision).toMatchObject({ write: { year: '2022-06-01', deliveryManId: 12, color: '#2E7D32', warehouseId: 1, active: true } });
  });

  it('requires a code and a matriculation, blank counting as missing', () => {
    expect(decideVehicle({ ...body, code: '  ', matriculation: '' }, false)).toEqual({ errors: { code: Messages.requiredField, matriculation: Messages.requiredField } });
  });

  it('refuses a delivery man who is not an active one', () => {
    expect(decideVehicle({ ...body, deliveryManId: 1 }, false)).toEqual({ errors: { deliveryManId: Messages.invalidValue } });
  });
});
