import { formatMoney, formatNumber } from '@console/schema';
import { formatDateTime } from '../../../kit/dates.ts';

/** « 1 commande traitée », « 37 commandes traitées » (French: singular for 0 and 1). */
const orders = (count: number, singular: string, plural: string) => `${formatNumber(count)} ${count > 1 ? plural : singular}`;

/** What each list action does, in the words of its dialogs. */
export const ACTION_TEXTS = {
  cancel: { button: 'Annuler', title: 'Annuler les commandes', verb: 'annulée', verbs: 'annulées', confirm: 'Annuler les commandes', report: 'Annulation' },
  return: { button: 'Retourner', title: 'Retourner les commandes', verb: 'retournée', verbs: 'retournées', confirm: 'Retourner les commandes', report: 'Retour' },
  collect: { button: 'Encaisser', title: 'Encaisser les commandes', verb: 'encaissée', verbs: 'encaissées', confirm: 'Encaisser', report: 'Encaissement' },
} as const;

export const listTexts = {
  allOrders: 'Toutes les commandes',
  /** A link's filter (a dashboard card): « Commandes au statut Annulée, date d'annulation du 27-11-2026 00:00 au 29-11-2026 00:00 (exclu) ». */
  linkedFilters: (statuses: readonly string[], range: { label: string; from: string; to: string } | null) =>
    [
      statuses.length > 0 ? `Commandes au statut ${statuses.join(', ')}` : 'Commandes',
      range ? `${range.label.toLowerCase()} du ${formatDateTime(range.from)} au ${formatDateTime(range.to)} (exclu)` : null,
    ]
      .filter(Boolean)
      .join(', '),
  takeAway: 'Commandes à emporter',
  delivery: 'Commandes à livrer',
  noOrders: 'Aucune commande',

  // Filters.
  orderId: 'N° commande',
  customer: 'Client',
  status: 'Statut',
  preparation: 'Préparation',
  deliveryDate: 'Date de livraison',
  warehouse: 'Entrepôt',
  orderDate: 'Date commande',
  slot: 'Créneau',
  deliveryStatus: 'Livraison',
  deliveryStatusColumn: 'Statut livraison',
  plannedDelivery: 'Livraison prévue',

  // Columns.
  code: 'Code',
  total: 'Total TTC',
  confirmedAt: 'Confirmée le',
  mode: 'Mode',
  payment: 'Paiement',
  modes: { 1: 'Retrait', 2: 'Livraison' } as Readonly<Record<number, string>>,
  paymentModes: { 100: 'ESP', 101: 'TPE' } as Readonly<Record<number, string>>,

  // Actions.
  changeDeliveryDate: 'Changer la date de livraison',
  collectRow: 'Encaisser',
  printRow: 'Imprimer',
  editRow: 'Modifier la commande',
  oneOrderForDate: 'Choisissez une seule commande pour changer sa date de livraison',

  // Confirmation and report.
  willBeDone: (count: number, verbs: { verb: string; verbs: string }) => orders(count, `commande sera ${verbs.verb}`, `commandes seront ${verbs.verbs}`) + '.',
  rulesRefuse: (count: number) => `${orders(count, 'commande', 'commandes')} sélectionnée${count > 1 ? 's' : ''} ne le permet${count > 1 ? 'tent' : ''} pas : ${count > 1 ? 'elles resteront' : 'elle restera'} inchangée${count > 1 ? 's' : ''}.`,
  confirmOne: (code: string, verb: string) => `La commande ${code} sera ${verb}.`,
  reportTitle: (report: string) => `${report} : rapport`,
  done: (count: number) => orders(count, 'commande traitée', 'commandes traitées'),
  refused: (count: number) => orders(count, 'commande refusée', 'commandes refusées'),
  collected: (amount: number) => `Montant encaissé : ${formatMoney(amount)}`,
  refusedTable: 'Commandes refusées',
  reason: 'Motif',
  unknownOrder: (orderId: number) => `Commande ${orderId}`,
  close: 'Fermer',

  // Payment.
  paymentTitle: 'Mode de paiement',
  paymentQuestion: 'Comment le client paie-t-il ?',
  confirmCash: 'Encaissement en espèces (ESP)',
  confirmCard: 'Encaissement par carte (TPE)',
  amountToCollect: 'Montant à encaisser',
  cardNote: 'Timbre déduit (paiement par carte).',
  billedOnPrepared: (codes: readonly string[]) => `Préparée partiellement : ${codes.join(', ')}, montant des quantités préparées.`,
  back: 'Retour',

  // Delivery date.
  dateTitle: 'Changer la date de livraison',
  currentDate: (code: string, date: string) => `Commande ${code} · livraison prévue le ${date}`,
  newDate: 'Nouvelle date de livraison',
  save: 'Enregistrer',
} as const;
