import { DELIVERY_MAN_USER_TYPE_ID } from '@console/schema';
import type { DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { hashPassword } from '../access/passwords.ts';

/*
 * The demo fleet: delivery men, vehicles (codes CAM-01 to CAM-04, which the end-to-end tests name) and the return
 * reasons. CAM-01, CAM-02 and CAM-04 belong to the Casablanca warehouse of the counter's staff (access-counter.v1).
 */

/** Delivery men sign in nowhere yet; they are users all the same, with this demo password. */
const DELIVERY_MAN_PASSWORD = 'Livreur123!';

/** Users of type 7, loaded after every other demo user. */
export const deliveryMen = [
  { firstName: 'Abdelilah', lastName: 'Benjelloun', email: 'livreur1@demo.ma', phone: '+212670000011', matriculation: 'LIV-001', casablanca: true },
  { firstName: 'Mustapha', lastName: 'El Fassi', email: 'livreur2@demo.ma', phone: '+212670000012', matriculation: 'LIV-002', casablanca: true },
  { firstName: 'Hicham', lastName: 'Ait Lahcen', email: 'livreur3@demo.ma', phone: '+212670000013', matriculation: 'LIV-003', casablanca: false },
  { firstName: 'Said', lastName: 'Moutaouakil', email: 'livreur4@demo.ma', phone: '+212670000014', matriculation: 'LIV-004', casablanca: true },
] as const;

/** [code, matriculation, brand, model, first registration, m³, kg, delivery man (index), colour, in Casablanca, active]. */
const vehicles: [string, string, string, string, string, number, number, number | null, string, boolean, boolean][] = [
  ['CAM-01', '12345-A-6', 'Isuzu', 'NPR 75', '2021-03-15', 18, 3500, 0, '#1565C0', true, true],
  ['CAM-02', '23456-B-6', 'Mitsubishi', 'Canter', '2022-06-01', 8, 1500, 1, '#2E7D32', true, true],
  ['CAM-03', '34567-A-1', 'Hyundai', 'HD72', '2020-09-20', 12, 2500, 2, '#C62828', false, true],
  ['CAM-04', '45678-D-6', 'Renault', 'Master', '2016-01-10', 10, 1200, null, '#6D4C41', true, false],
];

const returnReasons: [name: string, description: string][] = [
  ['Client absent', 'Le client était absent à la livraison et injoignable par téléphone'],
  ['Refus du client', 'Le client a refusé la commande à la réception'],
  ['Marchandise endommagée', 'La marchandise est arrivée abîmée ou inutilisable'],
  ['Adresse introuvable', "Le livreur n'a pas trouvé l'adresse de livraison"],
];

async function load(tx: Executor) {
  const [casablanca] = await tx.query<{ id: number }>(`select warehouse_id as id from warehouses where localisation ilike 'Casablanca%' order by warehouse_id limit 1`);
  const [other] = await tx.query<{ id: number }>(
    // Another city's warehouse first.
    `select warehouse_id as id from warehouses where warehouse_id is distinct from $1::int
      order by localisation ilike 'Casablanca%', warehouse_id limit 1`,
    [casablanca?.id ?? null],
  );
  const warehouseOf = (inCasablanca: boolean) => (inCasablanca ? casablanca?.id : other?.id) ?? null;

  const hash = await hashPassword(DELIVERY_MAN_PASSWORD);
  const userIds: (number | null)[] = [];
  for (const man of deliveryMen) {
    await tx.query(
      `insert into users (first_name, last_name, email, phone_number, password_hash, matriculation, working_days, company, user_type_id, warehouse_id, created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, 6, 1, $7, $8, (select user_id from users where lower(email) = 'admin@demo.ma'))
       on conflict do nothing`,
      [man.firstName, man.lastName, man.email, man.phone, hash, man.matriculation, DELIVERY_MAN_USER_TYPE_ID, warehouseOf(man.casablanca)],
    );
    const [row] = await tx.query<{ id: number }>('select user_id as id from users where lower(email) = $1 and user_type_id = $2', [man.email, DELIVERY_MAN_USER_TYPE_ID]);
    userIds.push(row?.id ?? null);
  }

  for (const [code, matriculation, brand, model, year, volume, weight, man, color, inCasablanca, active] of vehicles) {
    await tx.query(
      `insert into vehicles (code, matriculation, brand, model, year, volume, weight, delivery_man_id, color, warehouse_id, active)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [code, matriculation, brand, model, year, volume, weight, man === null ? null : userIds[man], color, warehouseOf(inCasablanca), active],
    );
  }

  for (const [name, description] of returnReasons) {
    await tx.query('insert into return_reasons (name, description) values ($1, $2) on conflict do nothing', [name, description]);
  }
}

/** Needs access.v1 (the warehouses, the administrator) and delivery-model.v1 (the delivery-man user type). */
export const deliveryFleetDemoData: DemoData = { name: 'delivery-fleet.v1', load };
