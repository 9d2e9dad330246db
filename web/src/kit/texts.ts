import { formatNumber } from '@console/schema';

/**
 * The kit's own French texts. They live here, not in app/locales, so they load with the screens
 * that use the kit and never with the sign-in page.
 */
export const kitTexts = {
  noRows: 'Aucune ligne',
  loading: 'Chargement…',
  search: 'Rechercher',
  searchPlaceholder: 'Rechercher…',
  all: 'Tous',
  add: 'Ajouter',
  actions: 'Actions',
  edit: 'Modifier',
  delete: 'Supprimer',
  changePassword: 'Changer le mot de passe',
  selectAll: 'Tout sélectionner',
  selectRow: 'Sélectionner la ligne',
  rowsPerPage: 'Lignes par page',
  /** `more`: more rows match than `count` (the server's count bound). */
  range: (from: number, to: number, count: number, more = false) => `${formatNumber(from)}–${formatNumber(to)} sur ${more ? 'plus de ' : ''}${formatNumber(count)}`,
  total: (count: number) => `${formatNumber(count)} au total`,
  pageOf: (page: number, pages: number) => `Page ${page} / ${pages}`,
  firstPage: 'Première page',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  lastPage: 'Dernière page',
  confirmDeleteTitle: 'Confirmer la suppression',
  confirmDeleteMessage: 'Voulez-vous vraiment supprimer cet élément ?',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  save: 'Enregistrer',
  back: 'Retour',
  yes: 'Oui',
  no: 'Non',
  lookupHint: 'Tapez pour rechercher',
  lookupNone: 'Aucun résultat',
  clear: 'Effacer',
  removeLinkedFilter: 'Retirer ce filtre',
  /** The combobox's arrow button (Fluent's own label is English). */
  openList: (label?: string) => (label ? `Ouvrir la liste ${label}` : 'Ouvrir la liste'),
  available: 'Disponibles',
  chosen: 'Choisis',
  moveRight: 'Ajouter la sélection',
  moveAllRight: 'Tout ajouter',
  moveLeft: 'Retirer la sélection',
  moveAllLeft: 'Tout retirer',
  itemsCount: (count: number) => (count === 1 ? '1 élément' : `${count} éléments`),
  filterList: 'Filtrer la liste',
  // The payment modes (PaymentModeButtons).
  cash: 'ESP',
  cashAr: 'نقدا',
  cashDetail: 'Espèces',
  card: 'TPE',
  cardDetail: 'Carte bancaire (TPE)',
} as const;
