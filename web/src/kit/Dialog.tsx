import { Dialog as FluentDialog, type DialogProps } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';

/** Focus on a control of the page, not on the body nor inside a dialog (that one is closing). */
const onPageControl = (element: Element | null) =>
  element !== null && element !== document.body && element.closest('[role="dialog"], [role="alertdialog"]') === null;

/**
 * Gives the focus back, when `open` turns false (or the dialog unmounts while open), to the control
 * that had it when `open` turned true: the button that opened the dialog. Fluent's Dialog does so only
 * with a DialogTrigger; our dialogs are controlled. Nothing happens when the opener is gone (its row was
 * deleted, the screen changed) or when the screen already put the focus on a control of its own.
 */
function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  // Read while rendering: the dialog's own effects (first focusable, autoFocus) move the focus before an effect of ours would run.
  if (open && !shown.current) {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && onPageControl(active) ? active : null;
  }
  shown.current = open;
  useEffect(() => {
    if (!open) return;
    // Also run by StrictMode's rehearsal unmount in development: the dialog's effects, run again after it, take the focus back.
    return () => {
      const target = opener.current;
      if (target?.isConnected && !onPageControl(document.activeElement)) target.focus();
    };
  }, [open]);
}

/** Fluent's Dialog that returns the focus to its opener when it closes: every dialog of the console is this one. */
export function Dialog(props: DialogProps) {
  useReturnFocus(props.open === true);
  return <FluentDialog {...props} />;
}
