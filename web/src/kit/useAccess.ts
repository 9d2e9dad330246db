import { hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { useViewer } from '../features/access/SessionContext.tsx';

/** The signed-in user's permissions, as the seeds' access rule reads them. */
export function useGranted(): readonly GrantedPermission[] {
  return useViewer().permissions;
}

/** Whether the signed-in user meets a requirement (menu entries, guards, cards, buttons). */
export function useAccess(requirement: AccessRequirement): boolean {
  return hasAccess(useGranted(), requirement);
}
