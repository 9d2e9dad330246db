import { PREPARATION_STATUS_LABELS, PreparationStatus } from '@console/schema';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The preparation screen's French texts (the rules' own messages come from OrderMessages). */
export const preparationTexts = {
  title: 'Préparation',
  warehouse: 'Entrepôt',
  chooseWarehouse: 'Choisir un entrepôt',
  chooseWarehouseFirst: 'Choisissez un entrepôt pour voir ses commandes à préparer.',
  ordersToPrepare: 'Commandes à préparer',
  noOrders: 'Aucune commande à préparer',
  order: 'Commande',
  desiredDelivery: 'Livraison souhaitée',
  lineCount: 'Lignes',
  preparation: 'Préparation',
  chooseOrder: 'Choisissez une commande dans la liste pour la préparer.',
  orderTitle: (code: string) => `Commande ${code}`,
  customer: (name: string, code: string) => `${name} (${code})`,
  lines: 'Lignes de la commande',
  article: 'Article',
  image: 'Image',
  ordered: 'Commandée',
  prepared: 'Quantité préparée',
  preparedOf: (articleCode: string) => `Quantité préparée de ${articleCode}`,
  all: 'Tout',
  allOf: (articleCode: string) => `Tout préparer : ${articleCode}`,
  allLines: 'Tout préparer',
  start: 'Commencer la préparation',
  save: 'Enregistrer',
  finish: 'Terminer',
  finishTitle: 'Terminer la préparation',
  notStarted: 'Commencez la préparation pour saisir les quantités préparées.',
  readOnly: 'Consultation seule : la préparation demande le niveau modification.',
  outcome: (status: number, shortLines: number) =>
    status === PreparationStatus.PREPARED
      ? `Terminer donnera « ${PREPARATION_STATUS_LABELS[status]} » : toutes les lignes sont complètes.`
      : `Terminer donnera « ${PREPARATION_STATUS_LABELS[status]} » : ${plural(shortLines, 'ligne incomplète', 'lignes incomplètes')}.`,
  finishQuestion: (code: string) => `Terminer la préparation de la commande ${code} ?`,
  finished: (code: string, status: number) => `Commande ${code} : ${PREPARATION_STATUS_LABELS[status] ?? ''}`,
} as const;
