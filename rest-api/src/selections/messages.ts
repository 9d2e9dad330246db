/** French texts of the selection rules. Not in the seeds: chosen wording. */
export const SelectionMessages = {
  parentNotTopLevel: 'Une sous-sélection doit appartenir à une sélection (pas à une sous-sélection)',
  hasSubSelections: 'Cette sélection a des sous-sélections : elle ne peut pas devenir une sous-sélection',
} as const;
