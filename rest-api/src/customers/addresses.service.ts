/** The addresses grid's batch: each row checked by the rules, written by the repository, errors keyed by row. */
import type { Db, Executor } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { applyTypeActions, type BatchHandlers } from '../http/type-action.ts';
import { INVALID_VALUE } from '../http/validation.ts';
import {
  addressCounts,
  clearOtherDefaults,
  deleteAddress,
  insertAddress,
  loadAddressesInOrder,
  placeFacts,
  syncDefaultAddresses,
  updateAddress,
} from './addresses.repository.ts';
import { checkAddressRow, inRowOrder, leavesCustomerWithoutAddress, rowCustomerId } from './addresses.rules.ts';
import { lockCustomer } from './customers.repository.ts';
import type { AddressRow } from './customers.rules.ts';
import { CustomerMessages } from './messages.ts';

/**
 * The handlers of an addresses batch, recording what they touch. `fixedCustomerId`: rows belong to that customer
 * (the customer form); otherwise each row names its own. Errors are keyed `<prefix><index>.<field>`.
 */
export function addressHandlers(options: { prefix: string; fixedCustomerId?: number }) {
  const { prefix, fixedCustomerId } = options;
  /** Row position -> the address written (inserted or updated). */
  const written = new Map<number, number>();
  const customers = new Set<number>();
  const locked = new Set<number>();
  let deleted = false;

  const rowError = (index: number, errors: Record<string, string>) =>
    badRequest(Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${prefix}${index}.${field}`, message])));

  /** The row's customer, locked once per batch. */
  async function customerOf(tx: Executor, row: AddressRow, index: number): Promise<number> {
    const found = rowCustomerId(fixedCustomerId, row.customerId);
    if ('errors' in found) throw rowError(index, found.errors);
    if (!locked.has(found.customerId)) {
      if (!(await lockCustomer(tx, found.customerId))) throw rowError(index, { customerId: INVALID_VALUE });
      locked.add(found.customerId);
    }
    customers.add(found.customerId);
    return found.customerId;
  }

  /** The row's coordinates once its place and coordinates pass the rules. */
  async function checkFields(tx: Executor, row: AddressRow, index: number) {
    const checked = checkAddressRow(row, await placeFacts(tx, row));
    if ('errors' in checked) throw rowError(index, checked.errors);
    return checked;
  }

  const handlers: BatchHandlers<AddressRow> = {
    async insert(tx, row, index) {
      const customerId = await customerOf(tx, row, index);
      const coordinates = await checkFields(tx, row, index);
      if (row.isDefault) await clearOtherDefaults(tx, customerId, null);
      written.set(index, await insertAddress(tx, customerId, row, coordinates));
    },
    async update(tx, row, index) {
      const customerId = await customerOf(tx, row, index);
      const coordinates = await checkFields(tx, row, index);
      if (row.isDefault) await clearOtherDefaults(tx, customerId, row.customerAdressId ?? null);
      const id = await updateAddress(tx, customerId, row, coordinates);
      if (id === undefined) throw rowError(index, { customerAdressId: INVALID_VALUE });
      written.set(index, id);
    },
    async delete(tx, row, index) {
      const customerId = await customerOf(tx, row, index);
      if (!(await deleteAddress(tx, customerId, row.customerAdressId))) throw rowError(index, { customerAdressId: INVALID_VALUE });
      deleted = true;
    },
  };

  return {
    handlers,
    /**
     * After the batch: each customer touched keeps one default address (the oldest when none is left) and its
     * sector and region follow the default address. `requireOne`: every customer touched must keep an address
     * (the customer form); otherwise only a batch that deleted one is refused for leaving none.
     */
    async finish(tx: Executor, requireOne: boolean) {
      const ids = [...customers];
      if (ids.length === 0) return;
      if (leavesCustomerWithoutAddress(await addressCounts(tx, ids), requireOne, deleted)) throw badRequest({ addresses: CustomerMessages.addressRequired });
      await syncDefaultAddresses(tx, ids);
    },
    /** The addresses written, in the order of the rows sent. */
    async written(tx: Executor) {
      const ids = inRowOrder(written);
      if (ids.length === 0) return [];
      return loadAddressesInOrder(tx, ids);
    },
  };
}

/** POST /api/customers/adresses: rows of several customers' grids, all or nothing; the rows written, in order. */
export function writeAddressRows(db: Db, rows: AddressRow[]) {
  const batch = addressHandlers({ prefix: '' });
  return applyTypeActions(db, rows, batch.handlers, async (tx) => {
    await batch.finish(tx, false);
    return batch.written(tx);
  });
}
