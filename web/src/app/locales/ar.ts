import type { Texts } from './fr.ts';

/** Arabic texts, for the screens shown in Arabic (preparation board); everything else falls back to French. */
export const ar: Pick<Texts, 'upcoming' | 'preparation'> = {
  upcoming: {
    title: 'شاشة قيد الإعداد',
    text: 'ستتوفر هذه الشاشة في إصدار قادم من التطبيق.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  preparation: {
    title: 'تحضير الطلبيات',
    waiting: 'في الانتظار',
    inPreparation: 'قيد التحضير',
    ready: 'جاهزة',
  },
};
