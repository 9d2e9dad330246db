import { Messages } from '@console/schema';
import { string } from 'yup';
import { requiredText } from '../../../kit/textRules.ts';

/** yup rules with the seeds' French messages; texts are bounded by their field's limit. */
export const required = (field = '') => requiredText(field);
const INTEGER_MESSAGE = 'Veuillez saisir un nombre entier';
/** An integer typed as text: optional unless `isRequired`. */
export const integerText = (isRequired = false) => {
  const rule = string().trim().matches(/^-?\d+$/, { message: INTEGER_MESSAGE, excludeEmptyString: true });
  return isRequired ? rule.required(Messages.requiredField) : rule;
};
