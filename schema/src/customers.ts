/** Customer statuses (seed 000 section 3), shown by the console and written in exports. */
export const CUSTOMER_STATUSES: Readonly<Record<number, string>> = {
  1: 'En attente',
  2: 'Validé',
  3: 'Actif',
  4: 'Désactivé',
  5: 'Injoignable',
  6: 'Occupé',
  7: 'A activer plus tard',
  8: 'Hors cible',
  9: "En attente d'informations",
  10: 'Prospect',
};

/** Statuses in which the customer form may be edited (seed 000 section 4). */
const EDITABLE_CUSTOMER_STATUSES: readonly number[] = [1, 5, 6, 7, 8, 9];
export const VERIFIED_STATUS = 2;
export const ACTIVE_STATUS = 3;
export const INACTIVE_STATUS = 4;

/** Customer origins of the list filter (seed 000 section 3). */
export const CUSTOMER_ORIGINS: Readonly<Record<number, string>> = {
  3: 'App Client',
  6: 'Back-office',
  5: 'App Ambassadeur',
  11: 'App Borne',
};

/** The customer form may be edited (and confirmed) only in the editable statuses. */
export function isCustomerEditable(statusId: number | null | undefined): boolean {
  return statusId !== null && statusId !== undefined && EDITABLE_CUSTOMER_STATUSES.includes(statusId);
}

/** Saving the customer form keeps the status or confirms the customer (→ 2 Validé); no other change. */
export function canSetStatusOnEdit(currentStatusId: number, nextStatusId: number): boolean {
  return nextStatusId === currentStatusId || nextStatusId === VERIFIED_STATUS;
}

/** The customer-update screen (sector, activation, coordinates) works on active or deactivated customers only. */
export function isUpdateScreenStatus(statusId: number | null | undefined): boolean {
  return statusId === ACTIVE_STATUS || statusId === INACTIVE_STATUS;
}

/** The status an activation switch sets: 3 (Actif) when on, 4 (Désactivé) when off. */
export function activationStatus(active: boolean): number {
  return active ? ACTIVE_STATUS : INACTIVE_STATUS;
}
