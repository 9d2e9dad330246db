/** French texts of the calls domain that the seeds do not give (chosen wording); the shared ones are `CallMessages`. */
export const CallRestMessages = {
  dateOutOfRange: (minDate: string, maxDate: string) => `La date doit être entre le ${minDate} et le ${maxDate}`,
  notThisCustomer: "Ce client n'est pas celui de l'affectation",
  cdrIngestOff: "La réception des appels par HTTP n'est pas activée (CDR_INGEST_TOKEN)",
  cdrIngestToken: 'Jeton de réception des appels invalide',
} as const;
