/** rest-api's own texts for dispatch and schedules; the texts the console shows too are `DeliveryMessages` in @console/schema. */
export const DispatchRestMessages = {
  unknownWarehouse: "Ce dépôt n'existe pas",
  unknownVehicle: "Ce véhicule n'existe pas",
  slotNotOfWarehouse: "Ce créneau n'est pas un créneau de ce dépôt",
  unknownReturnReason: "Ce motif de retour n'existe pas",
  otherWarehouse: 'Vous ne pouvez gérer que les plannings de votre dépôt',
  otherWarehouseVehicles: 'Vous ne pouvez consulter que les véhicules de votre dépôt',
  orderNotInSchedule: "Cette commande n'est pas dans ce planning",
  onlyInvoicing: 'Seule la facturation (statut 2) est possible',
} as const;
