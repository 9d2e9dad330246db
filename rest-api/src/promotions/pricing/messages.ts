/** French texts of the pricing engine: why a promotion gives nothing on a basket (not in the seeds: chosen wording). */

/** YYYY-MM-DD as DD-MM-YYYY. */
function frenchDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

export const PricingMessages = {
  inactive: "La promotion n'est pas active.",
  outOfPeriod: (dateFrom: string, dateTo: string): string => `Hors période : du ${frenchDate(dateFrom)} au ${frenchDate(dateTo)}.`,
  flashHours: (date: string, startHour: string, endHour: string): string =>
    `Promotion flash : valable le ${frenchDate(date)} de ${startHour} à ${endHour}.`,
  flashDay: (date: string): string => `Promotion flash : valable le ${frenchDate(date)} toute la journée.`,
  salesMode: "Le canal de vente n'est pas concerné.",
  channel: "Le canal (channel) du client n'est pas concerné.",
  warehouse: "L'entrepôt n'est pas concerné.",
  customer: 'Le client ne remplit pas les critères client.',
  noArticle: "Aucun article du panier n'est concerné.",
  threshold: "Le seuil n'est pas atteint.",
  nothingGiven: 'La promotion ne donne aucune remise ni aucun cadeau sur ce panier.',
  outdone: "Une promotion plus avantageuse s'applique à sa place.",
} as const;
