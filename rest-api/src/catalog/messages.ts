/** French texts of the catalogue rules. */
export const CatalogMessages = {
  /** Seed 000 section 5, key errMax83Caract; the wording is the console's. */
  max83: 'Vous ne pouvez pas dépasser 83 caractères',
} as const;

/** Seed 000 sections 5 and 9: commercial designations (French and Arabic) are at most 83 characters. */
export const MAX_DESIGNATION_LENGTH = 83;
