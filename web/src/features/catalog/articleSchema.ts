import { Limits } from '@console/schema';
import { boolean, object } from 'yup';
import { boundedText } from '../../kit/textRules.ts';

/** Seed 000 §5 and §9: commercial designations, French and Arabic, at most 83 characters. */
export const MAX_DESIGNATION = Limits.designation;

export const articleSchema = () =>
  object({
    active: boolean(),
    commercialDesignation: boundedText('commercialDesignation'),
    commercialDesignationAr: boundedText('commercialDesignationAr'),
  });
