import { DeliveryMessages } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { toInput, toValues, vehicleSchema, type VehicleValues } from './vehicleForm.ts';

const values = (overrides: Partial<VehicleValues> = {}): VehicleValues => ({ ...toValues(null), code: 'V1', matriculation: 'M-1', volume: '10', weight: '800', ...overrides });
const errorOf = async (overrides: Partial<VehicleValues>) =>
  vehicleSchema()
    .validate(values(overrides))
    .then(() => null, (error: Error) => error.message);

describe('the vehicle form', () => {
  it('starts black, inactive and empty', () => {
    expect(toValues(null)).toMatchObject({ color: '#000000', active: false, volume: '', deliveryManId: '', warehouseId: '' });
  });

  it('wants a volume and a weight above 0, read with a comma or a point', async () => {
    expect(await errorOf({ volume: '0' })).toBe(DeliveryMessages.positive);
    expect(await errorOf({ weight: '-3' })).toBe(DeliveryMessages.positive);
    expect(await errorOf({ weight: '1e3' })).toBe(DeliveryMessages.positive);
    expect(await errorOf({ volume: '0,5' })).toBeNull();
    expect(toInput(values({ volume: '0,5', weight: ' 1200.25 ' }))).toMatchObject({ volume: 0.5, weight: 1200.25 });
  });

  it('wants the colour as #RRGGBB', async () => {
    expect(await errorOf({ color: '#fff' })).toBe(DeliveryMessages.colourInvalid);
    expect(await errorOf({ color: '#A0B1C2' })).toBeNull();
  });

  it('sends no delivery man, warehouse, brand or year when none is given', () => {
    expect(toInput(values({ brand: '  ' }))).toEqual({
      code: 'V1',
      matriculation: 'M-1',
      brand: null,
      model: null,
      year: null,
      volume: 10,
      weight: 800,
      deliveryManId: null,
      color: '#000000',
      warehouseId: null,
      active: false,
    });
  });
});
