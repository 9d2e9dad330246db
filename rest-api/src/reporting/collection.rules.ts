/** The till close's rules (ours, issue 27), pure: what a close may record and whose till a caller may close. */
import { businessDayRange, hasAccess, Level, Permission, ReportingMessages, tillAmountError, type GrantedPermission } from '@console/schema';
import { ReportingRestMessages } from './messages.ts';

/** The close's own faults, by field: a real day not after today (Morocco), an amount of whole centimes from 0. */
export function tillCloseErrors(input: { date: string; cashHandedOver: number }, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!businessDayRange(input.date)) errors.date = ReportingMessages.invalidDate;
  else if (input.date > today) errors.date = ReportingRestMessages.futureTill;
  const amount = tillAmountError(input.cashHandedOver);
  if (amount) errors.cashHandedOver = amount;
  return errors;
}

/** Counter staff close their own till; another collector's (a delivery man's) needs the recap's permission 41 at level 3 or 4. */
export function mayCloseTill(granted: readonly GrantedPermission[], callerId: number, collectorId: number): boolean {
  return callerId === collectorId || hasAccess(granted, { permissions: [Permission.SUMMARY], levels: [Level.CREATE, Level.EDIT] });
}
