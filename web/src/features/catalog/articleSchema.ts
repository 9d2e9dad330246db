import { Messages } from '@console/schema';
import { boolean, object, string } from 'yup';

/** Seed 000 §5 and §9: commercial designations, French and Arabic, at most 83 characters. */
export const MAX_DESIGNATION = 83;

export const articleSchema = () =>
  object({
    active: boolean(),
    commercialDesignation: string().max(MAX_DESIGNATION, Messages.max83),
    commercialDesignationAr: string().max(MAX_DESIGNATION, Messages.max83),
  });
