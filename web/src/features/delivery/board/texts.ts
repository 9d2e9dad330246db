import { PREPARATION_BOARD_TITLES, type BoardLanguage } from '@console/schema';

/** The board's language from its URL: `ar`, else French (an unknown code falls back to it). */
export const boardLanguage = (lng: string | undefined): BoardLanguage => (lng === 'ar' ? 'ar' : 'fr');

/** The board's texts: the seeds' titles (schema/src/delivery.ts), then ours. */
export const boardTexts: Readonly<Record<BoardLanguage, (typeof PREPARATION_BOARD_TITLES)[BoardLanguage] & { empty: string; loading: string; unknownWarehouse: string; failed: string }>> = {
  fr: {
    ...PREPARATION_BOARD_TITLES.fr,
    empty: 'Aucune commande',
    loading: 'Chargement du tableau…',
    unknownWarehouse: "Cet entrepôt n'existe pas : vérifiez l'adresse du tableau.",
    failed: 'Le tableau ne peut pas être affiché pour le moment.',
  },
  ar: {
    ...PREPARATION_BOARD_TITLES.ar,
    empty: 'لا توجد طلبيات',
    loading: 'جارٍ تحميل الشاشة…',
    unknownWarehouse: 'هذا المستودع غير موجود: تحقق من عنوان الشاشة.',
    failed: 'تعذر عرض الشاشة حاليًا.',
  },
};
