/** The return reason form's rules (seed 002 section 5), as pure functions. */
import { Messages } from '@console/schema';
import type { FieldErrors } from '../customers/customers.rules.ts';

export interface ReturnReasonBody {
  name: string;
  description: string;
}

/** Name and description are required; blank counts as missing. */
export function decideReturnReason(body: ReturnReasonBody): { errors: FieldErrors } | { write: ReturnReasonBody } {
  const write = { name: body.name.trim(), description: body.description.trim() };
  const errors: FieldErrors = {};
  if (!write.name) errors.name = Messages.requiredField;
  if (!write.description) errors.description = Messages.requiredField;
  return Object.keys(errors).length > 0 ? { errors } : { write };
}
