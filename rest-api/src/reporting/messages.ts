/** rest-api's own French texts of reporting (the shared ones are @console/schema's ReportingMessages). */
export const ReportingRestMessages = {
  futureTill: 'Une caisse ne se clôture pas pour un jour à venir',
  otherTill: 'Seul un responsable (permission 41, niveau 3 ou 4) clôture la caisse d’un autre collecteur',
  unknownCollector: 'Collecteur inconnu',
} as const;
