/**
 * The customers' operations: each one a transaction that reads through the repository, asks the rules, writes
 * through the repository and turns a refusal into the HTTP error the client gets.
 */
import { AdminMessages } from '../access/messages.ts';
import { hashPassword } from '../access/passwords.ts';
import type { Db, Executor } from '../db/db.ts';
import { isUniqueViolation } from '../db/sql.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireExisting } from '../http/references.ts';
import { applyTypeActionsIn } from '../http/type-action.ts';
import { syncDefaultAddresses } from './addresses.repository.ts';
import { addressHandlers } from './addresses.service.ts';
import {
  contactTaken,
  countAddresses,
  insertCustomer,
  insertCustomerAccount,
  loadCustomer,
  lockCustomer,
  recordVerification,
  replacePaymentModes,
  setCustomerStatus,
  setLiveCustomerStatus,
  softDeleteCustomer,
  updateCustomerAccount,
  updateCustomerRow,
  updateDefaultAddressPlace,
} from './customers.repository.ts';
import { contactErrors, decideEdit, decidePartialUpdate, presentOptionalFields, type CustomerUpdate, type CustomerUser, type PartialUpdate, type Refusal } from './customers.rules.ts';
import { CustomerMessages } from './messages.ts';

const refused = (refusal: Refusal) => badRequest('message' in refusal ? refusal.message : refusal.errors);

/** 400 when the phone number (or e-mail) is another live customer's (or another user's). */
async function checkContact(tx: Executor, user: CustomerUser, customerId: number | null, userId: number | null) {
  const errors = contactErrors(await contactTaken(tx, user, customerId, userId));
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A concurrent write of the same e-mail fails on the unique index: the same 400. */
async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest({ 'user.email': AdminMessages.emailTaken });
    throw error;
  }
}

/** Reads a live customer; 404 otherwise. */
export async function getCustomer(db: Db, customerId: number) {
  const customer = await loadCustomer(db, customerId);
  if (!customer) throw notFound();
  return customer;
}

export async function createCustomer(db: Db, body: { user: CustomerUser & { password: string }; channelId?: number | null }, callerId: number) {
  const { user, channelId } = body;
  const passwordHash = await hashPassword(user.password);
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      await requireExisting(tx, { channelId: { table: 'channels', column: 'channel_id', id: channelId } });
      await checkContact(tx, user, null, null);
      const userId = await insertCustomerAccount(tx, user, passwordHash, callerId);
      return loadCustomer(tx, await insertCustomer(tx, userId, channelId ?? null, callerId));
    }),
  );
}

/** The customer form's save, optionally confirming the customer; all or nothing. */
export async function updateCustomer(db: Db, body: CustomerUpdate, callerId: number) {
  return withEmailCheck(() =>
    db.transaction(async (tx) => {
      const current = await lockCustomer(tx, body.customerId);
      if (!current) throw notFound();
      const decision = decideEdit(current, { customerStatusId: body.customerStatusId, userId: body.user.userId });
      if (!('status' in decision)) throw refused(decision);
      await requireExisting(tx, {
        channelId: { table: 'channels', column: 'channel_id', id: body.channelId },
        customerSegmentId: { table: 'customer_segments', column: 'segment_id', id: body.customerSegmentId },
        customerTypeId: { table: 'customer_types', column: 'customer_type_id', id: body.customerTypeId },
        ...Object.fromEntries(
          (body.paymentModeIds ?? []).map((id, index) => [`paymentModeIds.${index}`, { table: 'payment_modes', column: 'payment_mode_id', id }]),
        ),
      });
      await checkContact(tx, body.user, body.customerId, current.userId);
      await updateCustomerAccount(tx, current.userId, body.user);
      await updateCustomerRow(tx, body.customerId, { channelId: body.channelId, status: decision.status, optional: presentOptionalFields(body) });
      if (body.paymentModeIds) await replacePaymentModes(tx, body.customerId, body.paymentModeIds);
      const batch = addressHandlers({ prefix: 'addresses.', fixedCustomerId: body.customerId });
      await applyTypeActionsIn(tx, body.addresses ?? [], batch.handlers, 'addresses.');
      if ((await countAddresses(tx, body.customerId)) === 0) throw badRequest({ addresses: CustomerMessages.addressRequired });
      await batch.finish(tx, true);
      if (decision.verifies) await recordVerification(tx, body.customerId, callerId);
      return loadCustomer(tx, body.customerId);
    }),
  );
}

/** Sets any status on a live customer; 404 otherwise. */
export function setStatus(db: Db, customerId: number, statusId: number) {
  return db.transaction(async (tx) => {
    if (!(await setLiveCustomerStatus(tx, customerId, statusId))) throw notFound();
    return loadCustomer(tx, customerId);
  });
}

/** The customer-update screen's save: sector and coordinates on the default address, activation. */
export function updateCustomerPartially(db: Db, body: PartialUpdate) {
  return db.transaction(async (tx) => {
    const current = await lockCustomer(tx, body.customerId);
    if (!current) throw notFound();
    const decision = decidePartialUpdate(current.statusId, body);
    if ('message' in decision || 'errors' in decision) throw refused(decision);
    await requireExisting(tx, { customerSectorId: { table: 'sectors', column: 'sector_id', id: body.customerSectorId } });
    const place = { sectorId: body.customerSectorId ?? null, latitude: decision.latitude, longitude: decision.longitude };
    if (!(await updateDefaultAddressPlace(tx, body.customerId, place))) throw badRequest({ addresses: CustomerMessages.addressRequired });
    if (decision.status !== undefined) await setCustomerStatus(tx, body.customerId, decision.status);
    await syncDefaultAddresses(tx, [body.customerId]);
    return loadCustomer(tx, body.customerId);
  });
}

/** Soft-deletes a live customer; 404 otherwise. */
export async function deleteCustomer(db: Db, customerId: number) {
  await db.transaction(async (tx) => {
    if (!(await softDeleteCustomer(tx, customerId))) throw notFound();
  });
}
