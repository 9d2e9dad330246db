/** French texts of the promotion rules that the seeds do not give (chosen wording); the seeds' own are in `@console/schema`. */
export const PromotionRestMessages = {
  promoTypeFrozen: 'Le type de promotion ne peut pas être modifié',
  rangeOrder: 'La borne « à » doit être supérieure ou égale à « de »',
  noArticlesForQdt: 'Une promotion QDT n’a pas de critère article',
  notThisPromotion: 'Cet élément n’appartient pas à cette promotion',
  invalidDate: 'Date invalide',
  unknownCustomer: 'Client introuvable',
  unknownArticle: 'Article introuvable',
  codeTaken: 'Ce code de promotion est déjà utilisé par une autre promotion',
} as const;
