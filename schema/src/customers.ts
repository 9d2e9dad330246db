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
export const EDITABLE_CUSTOMER_STATUSES: readonly number[] = [1, 5, 6, 7, 8, 9];
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
