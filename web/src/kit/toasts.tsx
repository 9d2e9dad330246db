import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent } from '@fluentui/react-components';
import { Messages } from '@console/schema';
import { useCallback, useMemo } from 'react';

const TOASTER_ID = 'console';

/**
 * The seeds' notifications: at most 3 on screen, each hidden after 3.5 s. At the bottom, centred: the
 * screens keep their actions on the right (a list's « Nouveau », a form's « Enregistrer », a
 * panel's send), which a notification in a corner would cover.
 */
export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="bottom" limit={3} timeout={3500} pauseOnHover />;
}

export interface Toasts {
  /** 'Operation effectuée avec succès' unless another text is given. */
  success(text?: string): void;
  error(text: string): void;
}

export function useToasts(): Toasts {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const show = useCallback(
    (text: string, intent: ToastIntent) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
  return useMemo(
    () => ({
      success: (text: string = Messages.success) => show(text, 'success'),
      error: (text: string) => show(text, 'error'),
    }),
    [show],
  );
}
