import {
  AccessLevelOptionsDocument,
  PermissionOptionsDocument,
  RoleOptionsDocument,
  UserLookupDocument,
  UserTypeOptionsDocument,
} from '../../../generated/graphql.ts';
import { Level } from '@console/schema';
import { lookupSource } from '../../../kit/LookupCombobox.tsx';
import { queryOptions, toOptions } from '../../../kit/options.ts';
import { useAccess } from '../../../kit/useAccess.ts';
import type { MutationOutcome } from '../../../kit/useAppMutation.ts';
import type { SaveOutcome } from '../../../kit/useDetailPage.ts';

export { required } from './rules.ts';

/** A text field's value as sent: null when blank. */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
export const intOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** A mutation outcome as a detail page's save outcome, with the saved item's id. */
export function saveOutcome<T>(outcome: MutationOutcome<T>, idOf: (data: T) => number | null | undefined): SaveOutcome {
  if (!outcome.ok) return outcome;
  const id = idOf(outcome.data);
  return typeof id === 'number' ? { ok: true, id } : { ok: false, fieldErrors: {} };
}

/** The French booleans. */
export const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');
export const grantedLabel = (value: boolean) => (value ? 'Accordée' : 'Refusée');

export const fullName = (user: { firstName?: string | null; lastName?: string | null }) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/** The three companies: internal names are not reproduced (seed 000 §3). */
export const companyOptions = [1, 2, 3].map((company) => ({ value: String(company), label: `Société ${company}` }));

export const userTypeOptions = queryOptions(UserTypeOptionsDocument, (data) => toOptions(data.userTypes.items, (type) => type.userTypeId, (type) => type.name));
export const roleOptions = queryOptions(RoleOptionsDocument, (data) => toOptions(data.roles.items, (role) => role.roleId, (role) => role.name));
export const permissionOptions = queryOptions(PermissionOptionsDocument, (data) =>
  toOptions(data.permissionDefinitions.items, (permission) => permission.permissionId, (permission) => permission.name),
);
export const accessLevelOptions = queryOptions(AccessLevelOptionsDocument, (data) =>
  toOptions(data.accessLevels.items, (level) => level.accessLevelId, (level) => level.name),
);

/** A user lookup (by name or e-mail), optionally of one user type. */
export const userLookup = (userTypeId?: number | null) =>
  lookupSource(
    UserLookupDocument,
    (data) => data.users.items.map((user) => ({ value: String(user.userId), label: fullName(user), detail: user.email })),
    (keyword) => ({ keyword, take: 20, userTypeId: userTypeId ?? null }),
  );
export const anyUserLookup = userLookup();

/**
 * What a grant grid offers on a permission: edit at level 4, a new row at 3, deleting a saved row at 5 (the
 * gateway and the REST API check each row the same way, gridRowsRefusal).
 */
export function useGridLevels(permission: number) {
  return {
    editable: useAccess({ permissions: [permission], levels: [Level.EDIT] }),
    canAdd: useAccess({ permissions: [permission], levels: [Level.CREATE] }),
    canDelete: useAccess({ permissions: [permission], levels: [Level.DELETE] }),
  };
}
