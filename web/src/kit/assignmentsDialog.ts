import { createContext, useContext, type ComponentType } from 'react';

export interface AssignmentsDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The agents' call assignments as a dialog, for screens outside the calls (the point of sale). A feature never
 * imports another: the app shell provides the calls' dialog here; without a provider there is none.
 */
export const AssignmentsDialogContext = createContext<ComponentType<AssignmentsDialogProps> | null>(null);

export function useAssignmentsDialog(): ComponentType<AssignmentsDialogProps> | null {
  return useContext(AssignmentsDialogContext);
}
