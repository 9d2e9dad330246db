import { boolean, object } from 'yup';
import { boundedText } from '../../kit/textRules.ts';

export const articleSchema = () =>
  object({
    active: boolean(),
    commercialDesignation: boundedText('commercialDesignation'),
    commercialDesignationAr: boundedText('commercialDesignationAr'),
  });
