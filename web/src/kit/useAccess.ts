import { hasAccess, type AccessRequirement, type GrantedPermission } from '@console/schema';
import { useKitSession } from './sessionContext.tsx';

/** The signed-in user's permissions, as the seeds' access rule reads them. */
export function useGranted(): readonly GrantedPermission[] {
  const { granted } = useKitSession();
  if (!granted) throw new Error('useGranted is for signed-in screens');
  return granted;
}

/** Whether the signed-in user meets a requirement (menu entries, guards, cards, buttons). */
export function useAccess(requirement: AccessRequirement): boolean {
  return hasAccess(useGranted(), requirement);
}
