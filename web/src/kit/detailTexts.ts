/** The kit's texts for unsaved changes and confirmations (French, loaded with the screens). */
export const detailTexts = {
  pending: 'Modifications non enregistrées',
  leaveTitle: 'Quitter sans enregistrer ?',
  leaveMessage: 'Cette page a des modifications non enregistrées. Si vous la quittez maintenant, elles seront perdues.',
  stay: 'Rester sur la page',
  leave: 'Quitter sans enregistrer',
  draftRestored: 'Vos modifications non enregistrées ont été rétablies (par exemple après une nouvelle connexion). Enregistrez-les, ou abandonnez-les.',
  discardDraft: 'Abandonner les modifications',
  confirmTitle: 'Confirmer l’action',
} as const;
