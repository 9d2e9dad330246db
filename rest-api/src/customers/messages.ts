/** French texts of the customer rules. */
export const CustomerMessages = {
  /** Seed 000 section 2, "Customer update screen". */
  notEditable: 'Ce client ne peut pas être modifié !',
  /** Not in the seeds (the console shows its own text under the address block): chosen wording. */
  addressRequired: 'Au moins une adresse est requise',
  /** Not in the seeds: chosen wording. */
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé',
} as const;
