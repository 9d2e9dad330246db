/**
 * Every text of the order dialog, the print menu and the printed documents, in one place: the French
 * screens' texts, the French and Arabic receipts' labels (same keys, so one receipt component prints
 * both) and the preparation voucher's.
 */

export type DocumentLanguage = 'fr' | 'ar';

/** The totals a receipt or the dialog can show, in their printed order. */
export type TotalKey = 'ht' | 'discount' | 'escompte' | 'logistics' | 'tva' | 'timbre' | 'ttc';

export interface ReceiptLabels {
  title: string;
  order: string;
  counter: string;
  orderDate: string;
  deliveryDate: string;
  collectedAt: string;
  customer: string;
  designation: string;
  quantity: string;
  /** Between the quantity billed (prepared) and the quantity ordered: « 1 sur 24 ». */
  outOf: string;
  unit: string;
  unitPrice: string;
  total: string;
  gift: string;
  totals: Readonly<Record<TotalKey, string>>;
  paymentMode: string;
  cash: string;
  card: string;
  amountCollected: string;
  amountDue: string;
  /** The currency after the number. */
  currency: string;
  units: Readonly<Record<string, string>>;
  phone: string;
  ice: string;
  rc: string;
  taxId: string;
  patente: string;
  cnss: string;
  copy: (index: number, count: number) => string;
  thanks: string;
}

export const RECEIPT_LABELS: Readonly<Record<DocumentLanguage, ReceiptLabels>> = {
  fr: {
    title: 'Reçu',
    order: 'Commande',
    counter: 'N°',
    orderDate: 'Date de commande',
    deliveryDate: 'Date de livraison',
    collectedAt: "Date d'encaissement",
    customer: 'Client',
    designation: 'Désignation',
    quantity: 'Qté',
    outOf: 'sur',
    unit: 'Unité',
    unitPrice: 'PU',
    total: 'Total',
    gift: 'Cadeau',
    totals: {
      ht: 'Total HT',
      discount: 'Remise',
      escompte: 'Escompte',
      logistics: 'Coût logistique',
      tva: 'TVA',
      timbre: 'Droit de timbre',
      ttc: 'Total TTC',
    },
    paymentMode: 'Mode de paiement',
    cash: 'ESP',
    card: 'TPE',
    amountCollected: 'Montant encaissé',
    amountDue: 'Montant à payer',
    currency: 'DH',
    units: { UNITE: 'Pce', CAISSE: 'Cse' },
    phone: 'Tél.',
    ice: 'ICE',
    rc: 'RC',
    taxId: 'IF',
    patente: 'Patente',
    cnss: 'CNSS',
    copy: (index, count) => `Exemplaire ${index}/${count}`,
    thanks: 'Merci de votre confiance',
  },
  ar: {
    title: 'وصل',
    order: 'الطلبية',
    counter: 'رقم',
    orderDate: 'تاريخ الطلبية',
    deliveryDate: 'تاريخ التسليم',
    collectedAt: 'تاريخ الأداء',
    customer: 'الزبون',
    designation: 'المنتوج',
    quantity: 'الكمية',
    outOf: 'من',
    unit: 'الوحدة',
    unitPrice: 'الثمن',
    total: 'المجموع',
    gift: 'هدية',
    totals: {
      ht: 'المجموع بدون ضريبة',
      discount: 'الخصم',
      escompte: 'خصم تعجيل الأداء',
      logistics: 'التكلفة اللوجستية',
      tva: 'الضريبة على القيمة المضافة',
      timbre: 'حقوق التنبر',
      ttc: 'المجموع مع الضريبة',
    },
    paymentMode: 'طريقة الأداء',
    cash: 'نقدا',
    card: 'بطاقة بنكية',
    amountCollected: 'المبلغ المؤدى',
    amountDue: 'المبلغ الواجب أداؤه',
    currency: 'درهم',
    units: { UNITE: 'قطعة', CAISSE: 'صندوق' },
    phone: 'الهاتف',
    ice: 'التعريف الموحد للمقاولة',
    rc: 'السجل التجاري',
    taxId: 'التعريف الجبائي',
    patente: 'الرسم المهني',
    cnss: 'الضمان الاجتماعي',
    copy: (index, count) => `نسخة ${index}/${count}`,
    thanks: 'شكرا على ثقتكم',
  },
};

/** The preparation voucher (French only: the warehouse's paper). */
export const VOUCHER_LABELS = {
  title: 'Bon de préparation',
  order: 'Commande',
  counter: 'N°',
  customer: 'Client',
  warehouse: 'Entrepôt',
  deliveryDate: 'Date souhaitée',
  slot: 'Créneau',
  articleCode: 'Code article',
  designation: 'Désignation',
  quantity: 'Qté',
  unit: 'Unité',
  prepared: 'Qté préparée',
  gift: 'Cadeau',
  lineCount: (count: number) => `${count} ligne${count > 1 ? 's' : ''}`,
  preparedBy: 'Préparé par :',
  checkedBy: 'Contrôlé par :',
} as const;

/** The screens' texts: the order dialog and the print menu. */
export const documentTexts = {
  dialogTitle: (code: string) => `Commande ${code}`,
  dialogTitleLoading: 'Commande',
  loading: 'Chargement…',
  orderNotFound: 'Commande introuvable',
  close: 'Fermer',
  status: 'Statut',
  customer: 'Client',
  linesTable: 'Lignes de la commande',
  columns: {
    id: 'Id',
    image: 'Image',
    title: 'Article',
    unitPrice: 'Prix unitaire',
    quantity: 'Quantité',
    prepared: 'Qté préparée',
    unit: 'Unité',
    discount: 'Remise',
    total: 'Total',
  },
  billedOnPrepared: 'Préparée partiellement : facturée sur les quantités préparées (la quantité commandée à côté).',
  gift: 'Cadeau',
  totals: {
    ht: 'Total HT',
    discount: 'Remise',
    escompte: 'Escompte',
    logistics: 'Coût logistique',
    tva: 'TVA',
    timbre: 'Droit de timbre',
    ttc: 'Total TTC',
  } satisfies Record<TotalKey, string>,
  stampDutyNote: (amount: string) => `Dont droit de timbre : ${amount}`,
  print: 'Imprimer',
  voucher: 'Bon de préparation',
  receiptFr: 'Reçu (français)',
  receiptAr: 'Reçu (arabe)',
  copies: 'Copies du reçu',
  format: 'Format',
  formatAuto: 'Selon le document (bon A4, reçu 80 mm)',
  formatTicket: 'Ticket 80 mm',
  formatA4: 'A4',
  printRefused: (document: string, status: string) => `${document} : ne s'imprime pas pour une commande « ${status} »`,
} as const;
