import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, Messages, maxLengthMessage, maxLengthOf } from '@console/schema';
import { string } from 'yup';

/**
 * yup rules for text fields, bounded by the limits the rest-api enforces (`@console/schema`'s limits,
 * looked up by the field's name), so a form says "too long" under the field before sending.
 */
export const boundedText = (field: string) => {
  const limit = maxLengthOf(field);
  return string().max(limit, maxLengthMessage(limit));
};
export const requiredText = (field: string) => boundedText(field).trim().required(Messages.requiredField);
export const emailText = (field = 'email') => requiredText(field).matches(EMAIL_PATTERN, Messages.invalidEmail);
export const optionalEmailText = (field = 'email') => boundedText(field).trim().matches(EMAIL_PATTERN, { message: Messages.invalidEmail, excludeEmptyString: true });
export const passwordText = (field = 'password') => boundedText(field).required(Messages.requiredField).min(MIN_PASSWORD_LENGTH, Messages.invalidPassword);
