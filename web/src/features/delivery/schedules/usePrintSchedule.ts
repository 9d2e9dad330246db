import { useCallback } from 'react';
import type { ScheduleDetailFieldsFragment } from '../../../generated/graphql.ts';
import { errorMessages } from '../../../kit/errors.ts';
import { useToasts } from '../../../kit/toasts.tsx';

/**
 * Prints a schedule's round sheet through the browser: renders it in the print root (its chunk loads on the
 * first print), then opens the browser's print. Resolves true once the print was asked for.
 */
export function usePrintSchedule(): (schedule: ScheduleDetailFieldsFragment) => Promise<boolean> {
  const toasts = useToasts();
  return useCallback(
    async (schedule) => {
      try {
        const { prepareScheduleSheet } = await import('./scheduleSheetPrint.tsx');
        if (!(await prepareScheduleSheet(schedule))) return false;
        window.print();
        return true;
      } catch (error) {
        errorMessages(error).forEach(toasts.error);
        return false;
      }
    },
    [toasts],
  );
}
