import { describe, expect, it } from 'vitest';
import { DeliveryMessages, Messages } from '@console/schema';
import { backends, codeOf, signedInStack } from './stack.ts';

interface Page<T> {
  items: T[];
  count: number;
}
interface Outcome {
  ok: boolean;
  errors: { field: string; message: string }[];
}
interface Vehicle {
  vehicleId: number;
  code: string;
  color: string;
  active: boolean;
  warehouseId: number | null;
  deliveryMan: { firstName: string } | null;
}

const VEHICLE = 'vehicleId code matriculation brand model year volume weight deliveryManId deliveryMan { userId firstName lastName } color warehouseId active createdAt';

/** Warehouses, delivery men, vehicles and return reasons through the gateway, on the demo data. */
describe.each(backends)('delivery fleet on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin', 'preparer', 'marketing']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);

  it('reads the warehouses with their slots, the delivery men and the vehicles', async () => {
    const answer = await as<{ deliveryWarehouses: { warehouseId: number; slots: { startHour: string }[] }[]; deliveryMen: { firstName: string }[] }>(
      '{ deliveryWarehouses { warehouseId code localisation latitude longitude slots { deliverySlotId startHour endHour } } deliveryMen { userId firstName lastName } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.deliveryWarehouses.some((warehouse) => warehouse.slots.length > 0)).toBe(true);
    expect(answer.data!.deliveryMen).toHaveLength(4);

    const vehicles = (await as<{ vehicles: Page<Vehicle> }>(`{ vehicles(warehouseId: 1, activeOnly: true) { count items { ${VEHICLE} } } }`)).data!.vehicles;
    expect(vehicles.items.map((vehicle) => vehicle.code)).toEqual(['CAM-01', 'CAM-02']);
    expect(vehicles.items[0]).toMatchObject({ color: '#1565C0', deliveryMan: { firstName: 'Abdelilah' } });
    // The preparer (permission 40, warehouse 1) reads their warehouse's vehicles for the schedule filters, not the vehicle form.
    const ofWarehouse = (await as<{ vehicles: Page<Vehicle> }>('{ vehicles(warehouseId: 1, take: 100) { count items { vehicleId } } }')).data!.vehicles;
    const preparers = (await suite.as<{ vehicles: Page<Vehicle> }>('preparer', '{ vehicles(take: 100) { count items { vehicleId } } }')).data!.vehicles;
    expect(preparers.count).toBeGreaterThan(0);
    expect(preparers).toEqual(ofWarehouse);
    expect((await as<{ vehicles: Page<Vehicle> }>('{ vehicles { count } }')).data!.vehicles.count).toBeGreaterThan(preparers.count);
    const otherWarehouse = await suite.as('preparer', '{ vehicles(warehouseId: 2) { count } }');
    expect([codeOf(otherWarehouse), otherWarehouse.errors?.[0]?.message]).toEqual(['FORBIDDEN', 'Vous ne pouvez consulter que les véhicules de votre dépôt']);
    expect(codeOf(await suite.as('preparer', '{ vehicle(vehicleId: 1) { code } }'))).toBe('FORBIDDEN');
    expect(codeOf(await suite.as('marketing', '{ deliveryWarehouses { warehouseId } }'))).toBe('FORBIDDEN');
  });

  it('creates, updates and deletes a vehicle; field errors and taken codes as outcomes', async () => {
    const create = `mutation($input: VehicleInput!) { createVehicle(input: $input) { ok errors { field message } vehicle { ${VEHICLE} } } }`;
    const input = { code: 'INT-01', matriculation: '11111-I-1', volume: 5, weight: 800 };
    const refused = (await as<{ createVehicle: Outcome }>(create, { input: { ...input, code: ' ', weight: 0, color: 'rouge' } })).data!.createVehicle;
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual(expect.arrayContaining([{ field: 'weight', message: DeliveryMessages.positive }, { field: 'color', message: DeliveryMessages.colourInvalid }]));
    const taken = (await as<{ createVehicle: Outcome }>(create, { input: { ...input, code: 'CAM-01' } })).data!.createVehicle;
    expect(taken).toMatchObject({ ok: false, errors: [{ field: 'code', message: Messages.alreadyExists }] });

    const created = (await as<{ createVehicle: Outcome & { vehicle: Vehicle } }>(create, { input })).data!.createVehicle;
    expect(created).toMatchObject({ ok: true, vehicle: { code: 'INT-01', color: '#000000', active: false } });
    const id = created.vehicle.vehicleId;
    const update = `mutation($id: Int!, $input: VehicleInput!) { updateVehicle(vehicleId: $id, input: $input) { ok errors { field message } vehicle { ${VEHICLE} } } }`;
    const updated = (await as<{ updateVehicle: Outcome & { vehicle: Vehicle } }>(update, { id, input: { ...input, warehouseId: 2, active: true } })).data!.updateVehicle;
    expect(updated.vehicle).toMatchObject({ warehouseId: 2, active: true });
    expect((await as<{ vehicle: Vehicle }>(`{ vehicle(vehicleId: ${id}) { code } }`)).data!.vehicle.code).toBe('INT-01');
    expect((await as<{ deleteVehicle: boolean }>(`mutation { deleteVehicle(vehicleId: ${id}) }`)).data!.deleteVehicle).toBe(true);
    expect((await as<{ vehicle: null }>(`{ vehicle(vehicleId: ${id}) { code } }`)).data!.vehicle).toBeNull();
  });

  it('lists, creates, updates and deletes return reasons; a name taken comes back as an outcome', async () => {
    const reasons = (await as<{ returnReasons: Page<{ reasonReturnId: number; name: string; from: number }> }>('{ returnReasons { count items { reasonReturnId name description from } } }')).data!.returnReasons;
    expect(reasons.items.map((reason) => reason.name)).toEqual(['Client absent', 'Refus du client', 'Marchandise endommagée', 'Adresse introuvable']);

    const create = 'mutation($input: ReturnReasonInput!) { createReturnReason(input: $input) { ok errors { field message } returnReason { reasonReturnId name } } }';
    const refused = (await as<{ createReturnReason: Outcome }>(create, { input: { name: 'Client absent', description: 'Doublon' } })).data!.createReturnReason;
    expect(refused).toMatchObject({ ok: false, errors: [{ field: 'name', message: Messages.nameAlreadyExists }] });
    const created = (await as<{ createReturnReason: Outcome & { returnReason: { reasonReturnId: number } } }>(create, { input: { name: 'Colis refusé INT', description: 'Essai' } })).data!.createReturnReason;
    const id = created.returnReason.reasonReturnId;
    const update = 'mutation($id: Int!, $input: ReturnReasonInput!) { updateReturnReason(reasonReturnId: $id, input: $input) { ok returnReason { name description } } }';
    expect((await as<{ updateReturnReason: { returnReason: { description: string } } }>(update, { id, input: { name: 'Colis refusé INT', description: 'Modifié' } })).data!.updateReturnReason.returnReason.description).toBe('Modifié');
    expect((await as<{ returnReason: { name: string } }>(`{ returnReason(reasonReturnId: ${id}) { name } }`)).data!.returnReason.name).toBe('Colis refusé INT');
    expect((await as<{ deleteReturnReason: boolean }>(`mutation { deleteReturnReason(reasonReturnId: ${id}) }`)).data!.deleteReturnReason).toBe(true);
    expect((await as<{ returnReason: null }>(`{ returnReason(reasonReturnId: ${id}) { name } }`)).data!.returnReason).toBeNull();
  });
});
