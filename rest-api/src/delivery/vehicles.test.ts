import { describe, expect, it } from 'vitest';
import { DeliveryMessages, Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { INVALID_VALUE } from '../http/validation.ts';

interface Vehicle {
  vehicleId: number;
  code: string;
  matriculation: string;
  brand: string | null;
  year: string | null;
  volume: number;
  weight: number;
  deliveryManId: number | null;
  deliveryMan: { userId: number; firstName: string; lastName: string } | null;
  color: string;
  warehouseId: number | null;
  active: boolean;
  createdAt: string;
}
interface Page<Row> {
  collection: Row[];
  count: number;
}

const newVehicle = (overrides: Record<string, unknown> = {}) => ({ code: 'TST-01', matriculation: '99999-T-1', volume: 6.5, weight: 900, ...overrides });

describe('delivery fleet: warehouses, delivery men, vehicles', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const dispatcher = suite.as(DemoUser.DISPATCHER);
  const marketing = suite.as(DemoUser.MARKETING);
  const vehicles = async (query = '') => (await admin({ method: 'GET', url: `/api/vehicles${query}` })).json<Page<Vehicle>>();
  const deliveryMen = async (query = '') =>
    (await admin({ method: 'GET', url: `/api/users/delivery-men${query}` })).json<{ data: { userId: number; firstName: string }[] }>().data;

  it('lists the warehouses with their slots', async () => {
    const response = await dispatcher({ method: 'GET', url: '/api/delivery/warehouses' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { warehouseId: number; localisation: string; latitude: number; slots: { startHour: string; endHour: string }[] }[] }>();
    expect(data[0]).toMatchObject({ warehouseId: 1, localisation: 'Casablanca Aïn Sebaâ', latitude: 33.6047 });
    expect(data.some((warehouse) => warehouse.slots.length > 0)).toBe(true);
    expect([...new Set(data.flatMap((warehouse) => warehouse.slots).map((slot) => /^\d{2}:\d{2}$/.test(slot.startHour) && slot.startHour < slot.endHour))]).toEqual([true]);
    expect((await marketing({ method: 'GET', url: '/api/delivery/warehouses' })).statusCode).toBe(403);
  });

  it('lists the active delivery men, by name', async () => {
    const men = await deliveryMen();
    expect(men).toHaveLength(4);
    expect(men.map((man) => man.firstName)).toEqual([...men.map((man) => man.firstName)].sort());
    await suite.api.db.query('update users set active = false where user_id = $1', [men[0].userId]);
    expect((await deliveryMen()).map((man) => man.userId)).not.toContain(men[0].userId);
    expect((await deliveryMen('?active=false')).map((man) => man.userId)).toEqual([men[0].userId]);
    await suite.api.db.query('update users set active = true where user_id = $1', [men[0].userId]);
    expect((await marketing({ method: 'GET', url: '/api/users/delivery-men' })).statusCode).toBe(403);
  });

  it('lists the demo vehicles with their delivery man; filters by warehouse, activity and keyword', async () => {
    const all = await vehicles();
    expect(all.collection.map((vehicle) => vehicle.code)).toEqual(['CAM-01', 'CAM-02', 'CAM-03', 'CAM-04']);
    expect(all.collection[0]).toMatchObject({ warehouseId: 1, weight: 3500, volume: 18, color: '#1565C0', active: true, deliveryMan: { firstName: 'Abdelilah' } });
    expect((await vehicles('?warehouseId=1')).collection.map((vehicle) => vehicle.code)).toEqual(['CAM-01', 'CAM-02', 'CAM-04']);
    expect((await vehicles('?warehouseId=1&active=true')).count).toBe(2);
    expect((await vehicles('?keyword=cam-03')).collection.map((vehicle) => vehicle.code)).toEqual(['CAM-03']);
    expect((await vehicles('?take=2&page=2')).collection.map((vehicle) => vehicle.code)).toEqual(['CAM-03', 'CAM-04']);
    expect((await dispatcher({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    expect((await marketing({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(403);
  });

  it('creates a vehicle with the defaults, reads, updates and deletes it', async () => {
    const created = await admin({ method: 'POST', url: '/api/vehicles', payload: newVehicle({ code: '  TST-01 ', brand: ' ' }) });
    expect(created.statusCode).toBe(200);
    const vehicle = created.json<{ data: Vehicle }>().data;
    expect(vehicle).toMatchObject({ code: 'TST-01', brand: null, color: '#000000', active: false, deliveryMan: null, warehouseId: null, volume: 6.5 });
    expect(Number.isNaN(Date.parse(vehicle.createdAt))).toBe(false);

    const [man] = await deliveryMen();
    const updated = await admin({
      method: 'PUT',
      url: `/api/vehicles/${vehicle.vehicleId}`,
      payload: newVehicle({ vehicleId: vehicle.vehicleId, year: '2023-05-02', deliveryManId: man.userId, warehouseId: 2, color: '#abcdef', active: true }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: Vehicle }>().data).toMatchObject({ year: '2023-05-02', deliveryManId: man.userId, warehouseId: 2, color: '#abcdef', active: true });
    expect((await admin({ method: 'GET', url: `/api/vehicles/${vehicle.vehicleId}` })).json<{ data: Vehicle }>().data.deliveryMan?.userId).toBe(man.userId);

    expect((await admin({ method: 'DELETE', url: `/api/vehicles/${vehicle.vehicleId}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/vehicles/${vehicle.vehicleId}` })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: `/api/vehicles/${vehicle.vehicleId}`, payload: newVehicle() })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/vehicles/${vehicle.vehicleId}` })).statusCode).toBe(404);
  });

  it('refuses bad input field by field', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const response = await admin({ method: 'POST', url: '/api/vehicles', payload });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: Record<string, string> }>().message;
    };
    expect(await refused({})).toMatchObject({ code: Messages.requiredField, matriculation: Messages.requiredField, volume: Messages.requiredField, weight: Messages.requiredField });
    expect(await refused(newVehicle({ code: '   ' }))).toEqual({ code: Messages.requiredField });
    expect(await refused(newVehicle({ volume: 0, weight: -3 }))).toEqual({ volume: DeliveryMessages.positive, weight: DeliveryMessages.positive });
    expect(await refused(newVehicle({ color: 'blue' }))).toEqual({ color: DeliveryMessages.colourInvalid });
    expect(await refused(newVehicle({ year: '2023-13-45' }))).toEqual({ year: INVALID_VALUE });
    expect(await refused(newVehicle({ warehouseId: 999 }))).toEqual({ warehouseId: INVALID_VALUE });
    // The administrator is no delivery man.
    expect(await refused(newVehicle({ deliveryManId: DemoUser.ADMIN }))).toEqual({ deliveryManId: INVALID_VALUE });
    expect(Object.keys(await refused(newVehicle({ code: 'A\u0000B' })))).toEqual(['code']);
    expect(Object.keys(await refused(newVehicle({ brand: 'x'.repeat(5000) })))).toEqual(['brand']);
    expect((await admin({ method: 'GET', url: '/api/vehicles/abc' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/vehicles?warehouseId=-1' })).statusCode).toBe(400);
  });

  it('refuses values the database cannot hold with a 400', async () => {
    const cases: Record<string, unknown>[] = [
      { volume: 1e308 },
      { weight: 0.0001 },
      { weight: 9_999_999.9995 },
      { year: '0000-01-01' },
      { year: '2031-02-29' },
      { deliveryManId: 2_147_483_648 },
      { warehouseId: 2_147_483_648 },
    ];
    for (const overrides of cases) {
      const response = await admin({ method: 'POST', url: '/api/vehicles', payload: newVehicle({ code: 'TST-EDGE', matriculation: 'TST-EDGE', ...overrides }) });
      expect([JSON.stringify(overrides), response.statusCode]).toEqual([JSON.stringify(overrides), 400]);
    }
    expect((await admin({ method: 'GET', url: '/api/vehicles?warehouseId=2147483648' })).statusCode).toBe(400);
    expect((await admin({ method: 'PUT', url: '/api/vehicles/2147483648', payload: newVehicle() })).statusCode).toBe(400);
    expect((await vehicles('?keyword=TST-EDGE')).count).toBe(0);
  });

  it('answers 409 for a code or matriculation already used', async () => {
    const taken = await admin({ method: 'POST', url: '/api/vehicles', payload: newVehicle({ code: 'CAM-01' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: unknown }>().message).toEqual({ code: Messages.alreadyExists });
    const plate = await admin({ method: 'POST', url: '/api/vehicles', payload: newVehicle({ code: 'TST-09', matriculation: '12345-A-6' }) });
    expect(plate.statusCode).toBe(409);
    const [second] = (await vehicles('?keyword=CAM-02')).collection;
    expect((await admin({ method: 'PUT', url: `/api/vehicles/${second.vehicleId}`, payload: newVehicle({ code: 'CAM-01' }) })).statusCode).toBe(409);
  });

  it('keeps a vehicle a schedule uses', async () => {
    const [vehicle] = (await vehicles('?keyword=CAM-03')).collection;
    await suite.api.db.query(`insert into schedules (code, vehicle_id, warehouse_id, operation_date) values ('TST-PLN-1', $1, $2, current_date)`, [
      vehicle.vehicleId,
      vehicle.warehouseId,
    ]);
    const response = await admin({ method: 'DELETE', url: `/api/vehicles/${vehicle.vehicleId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DeliveryMessages.vehicleInUse);
    expect((await admin({ method: 'GET', url: `/api/vehicles/${vehicle.vehicleId}` })).statusCode).toBe(200);
  });

  it('holds each write to its level', async () => {
    const noDelete = suite.as(DemoUser.AGENT);
    expect((await noDelete({ method: 'POST', url: '/api/vehicles', payload: newVehicle() })).statusCode).toBe(403);
    expect((await marketing({ method: 'GET', url: '/api/vehicles/1' })).statusCode).toBe(403);
    expect((await marketing({ method: 'DELETE', url: '/api/vehicles/1' })).statusCode).toBe(403);
  });
});
