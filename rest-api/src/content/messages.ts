import { PromotionMessages } from '@console/schema';

/** French texts of the content rules. */
export const ContentMessages = {
  /** Seed 001 section 5, "Banner": the seeds' own (English) text, as the promotion form says it. */
  dateNotBefore: PromotionMessages.dateNotBefore,
} as const;
