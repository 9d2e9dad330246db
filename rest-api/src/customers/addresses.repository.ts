/** The addresses' SQL; no decisions (those are in addresses.rules.ts). */
import type { Executor } from '../db/db.ts';
import type { AddressRow } from './customers.rules.ts';
import { ADDRESS_COLUMNS, ADDRESS_FROM } from './customers.repository.ts';
import type { PlaceFacts } from './addresses.rules.ts';

/** Whether the row's country exists, the country of its region and the region of its sector. */
export async function placeFacts(tx: Executor, row: AddressRow): Promise<PlaceFacts> {
  const [place] = await tx.query<{ country: boolean; region_country_id: number | null; sector_region_id: number | null }>(
    `select exists (select 1 from countries where country_id = $1) as country,
            (select country_id from regions where region_id = $2) as region_country_id,
            (select region_id from sectors where sector_id = $3) as sector_region_id`,
    [row.countryId, row.regionId, row.sectorId],
  );
  return { countryExists: place.country, regionCountryId: place.region_country_id, sectorRegionId: place.sector_region_id };
}

/** Clears the default flag on the customer's addresses other than `addressId` (all of them for null). */
export const clearOtherDefaults = (tx: Executor, customerId: number, addressId: number | null) =>
  tx.query('update customer_addresses set is_default = false where customer_id = $1 and is_default and customer_adress_id is distinct from $2', [
    customerId,
    addressId,
  ]);

type Coordinates = { latitude: number; longitude: number };

export async function insertAddress(tx: Executor, customerId: number, row: AddressRow, { latitude, longitude }: Coordinates): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `insert into customer_addresses (customer_id, adress, postal_code, is_default, country_id, region_id, sector_id, latitude, longitude, image_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning customer_adress_id as id`,
    [customerId, row.adress, row.postalCode, row.isDefault ?? false, row.countryId, row.regionId, row.sectorId, latitude, longitude, row.imageUrl ?? null],
  );
  return inserted.id;
}

/** Updates one of the customer's addresses (the image only when the row names one); its id, undefined when not the customer's. */
export async function updateAddress(tx: Executor, customerId: number, row: AddressRow, { latitude, longitude }: Coordinates): Promise<number | undefined> {
  const [updated] = await tx.query<{ id: number }>(
    `update customer_addresses
        set adress = $3, postal_code = $4, is_default = coalesce($5, is_default), country_id = $6, region_id = $7, sector_id = $8,
            latitude = $9, longitude = $10, image_url = case when $11::boolean then $12 else image_url end
      where customer_adress_id = $1 and customer_id = $2
      returning customer_adress_id as id`,
    [
      row.customerAdressId, customerId, row.adress, row.postalCode, row.isDefault ?? null, row.countryId, row.regionId, row.sectorId,
      latitude, longitude, row.imageUrl !== undefined, row.imageUrl ?? null,
    ],
  );
  return updated?.id;
}

/** Deletes one of the customer's addresses; false when not the customer's. */
export async function deleteAddress(tx: Executor, customerId: number, addressId: number | null | undefined): Promise<boolean> {
  const removed = await tx.query('delete from customer_addresses where customer_adress_id = $1 and customer_id = $2 returning 1', [addressId, customerId]);
  return removed.length > 0;
}

/** Each customer's number of addresses. */
export async function addressCounts(tx: Executor, customerIds: readonly number[]): Promise<number[]> {
  const counts = await tx.query<{ customer_id: number; addresses: number }>(
    `select c.id as customer_id, (select count(*)::int from customer_addresses a where a.customer_id = c.id) as addresses
       from unnest($1::int[]) as c(id)`,
    [customerIds],
  );
  return counts.map((row) => row.addresses);
}

/** Gives each customer without a default address its oldest one, and copies the default's sector and region to the customer. */
export async function syncDefaultAddresses(tx: Executor, customerIds: readonly number[]) {
  await tx.query(
    `update customer_addresses a set is_default = true
      where a.customer_adress_id in (
        select min(b.customer_adress_id) from customer_addresses b
         where b.customer_id = any($1::int[])
           and not exists (select 1 from customer_addresses d where d.customer_id = b.customer_id and d.is_default)
         group by b.customer_id)`,
    [customerIds],
  );
  await tx.query(
    `update customers c set sector_id = d.sector_id, region_id = d.region_id
       from unnest($1::int[]) as t(id)
       left join customer_addresses d on d.customer_id = t.id and d.is_default
      where c.customer_id = t.id
        and (c.sector_id is distinct from d.sector_id or c.region_id is distinct from d.region_id)`,
    [customerIds],
  );
}

/** The addresses with these ids, in that order. */
export function loadAddressesInOrder(tx: Executor, ids: readonly number[]) {
  return tx.query<Record<string, unknown>>(
    `select ${ADDRESS_COLUMNS} from unnest($1::int[]) with ordinality as w(id, position)
       join ${ADDRESS_FROM} on a.customer_adress_id = w.id
      order by w.position`,
    [ids],
  );
}
