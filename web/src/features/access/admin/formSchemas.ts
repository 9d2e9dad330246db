import { EXTENSION_MESSAGE, EXTENSION_PATTERN } from '@console/schema';
import { boolean, object } from 'yup';
import { boundedText, emailText, passwordText, requiredText } from '../../../kit/textRules.ts';
import { integerText } from './rules.ts';

/** The access-administration forms' rules (seed 000 §5): required fields, and every text bounded like the rest-api. */
export const roleSchema = () => object({ name: requiredText('name'), description: boundedText('description') });
export const userTypeSchema = () => object({ name: requiredText('name'), description: requiredText('description') });
export const permissionTypeSchema = () => object({ name: requiredText('name'), description: requiredText('description') });
export const accessLevelSchema = () => object({ name: requiredText('name'), description: requiredText('description') });
export const permissionSchema = () => object({ name: requiredText('name'), description: requiredText('description'), order: integerText(true) });

/** Names, phone, e-mail (pattern) and user type required; password on creation only. */
export const userSchema = (isNew: boolean) =>
  object({
    firstName: requiredText('firstName'),
    lastName: requiredText('lastName'),
    email: emailText(),
    phoneNumber: requiredText('phoneNumber'),
    password: isNew ? passwordText() : boundedText('password'),
    matriculation: boundedText('matriculation'),
    extension: boundedText('extension').trim().matches(EXTENSION_PATTERN, { message: EXTENSION_MESSAGE, excludeEmptyString: true }),
    workingDays: integerText(),
    company: boundedText('company'),
    userTypeId: requiredText('userTypeId'),
    active: boolean(),
  });
