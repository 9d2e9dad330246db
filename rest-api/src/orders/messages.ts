/** rest-api's own texts for orders; the texts the console shows too are `OrderMessages` in @console/schema. */
export const OrderRestMessages = {
  priceNotModifiable: 'Le canal de ce client ne permet pas de modifier le prix',
  /** Preparation (ours). */
  otherWarehouse: 'Vous ne pouvez préparer que les commandes de votre dépôt',
  /** A warehouse-bound caller (heldWarehouse in @console/schema) reading an order of another warehouse. */
  otherWarehouseOrder: 'Vous ne pouvez consulter que les commandes de votre dépôt',
  lineNotInOrder: "Cette ligne n'appartient pas à la commande",
  lineSentTwice: 'Cette ligne est envoyée deux fois',
  quantityTooLarge: 'La quantité doit être inférieure à 10000',
  slotNotOffered: "Ce créneau n'est pas proposé par le dépôt du client",
  paymentModeNotOffered: "Ce mode de paiement n'est pas proposé à ce client",
  unknownCustomer: "Ce client n'existe pas ou plus",
  draftExists: (code: string) => `Ce client a déjà un panier ouvert (commande ${code}) : reprenez-le au lieu d'en créer un autre`,
  reopenDraftExists: (code: string) =>
    `Ce client a déjà un autre panier ouvert (commande ${code}) : confirmez-le ou annulez-le avant de modifier cette commande`,
  emptyOrder: 'La commande doit contenir au moins un article',
  paymentModeRequired: "Veuillez choisir le mode de paiement de l'encaissement",
  paymentModeOnlyForCollect: "Le mode de paiement ne s'envoie que pour un encaissement",
  unknownPaymentMode: "Ce mode de paiement n'existe pas",
  actionFailed: "Erreur de traitement de cette commande : elle n'a pas été modifiée, réessayez",
} as const;
