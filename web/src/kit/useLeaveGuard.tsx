import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { detailTexts as texts } from './detailTexts.ts';
import { mustAsk } from './leaveGuard.ts';

export interface LeaveGuard {
  /** The leave dialog, to render once in the page (DetailLayout's `guard`). */
  dialog: ReactNode;
  /** Lets the next navigation through without asking (a save that moves to the new item's page). */
  allowNext(): void;
}

/**
 * Unsaved changes are not lost by accident: leaving the page inside the console asks first
 * (react-router's blocker and a Fluent dialog), closing or reloading the tab makes the browser
 * ask (`beforeunload`). `onDiscard` runs when the user chooses to leave anyway.
 */
export function useLeaveGuard(dirty: boolean, onDiscard?: () => void): LeaveGuard {
  const allowed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
      const ask = mustAsk({ dirty: dirtyRef.current, allowed: allowed.current }, currentLocation, nextLocation);
      // A let-through is for one navigation only (the page may stay mounted on the next route).
      allowed.current = false;
      return ask;
    }, []),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const discard = useRef(onDiscard);
  discard.current = onDiscard;
  const answer = (leave: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (leave) {
      discard.current?.();
      blocker.proceed();
    } else blocker.reset();
  };
  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  return {
    allowNext,
    dialog: (
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        options={{ title: texts.leaveTitle, message: texts.leaveMessage, confirmLabel: texts.leave, cancelLabel: texts.stay }}
        onAnswer={answer}
      />
    ),
  };
}

/** A detail page's guard: the leave dialog, and the notice above a form whose unsaved values came back from a draft. */
export function DetailGuard({ dialog, restored, onDiscard }: { dialog: ReactNode; restored: boolean; onDiscard(): void }) {
  return (
    <>
      {dialog}
      {restored && <DraftRestoredNotice onDiscard={onDiscard} />}
    </>
  );
}

function DraftRestoredNotice({ onDiscard }: { onDiscard(): void }) {
  return (
    <MessageBar intent="warning" data-testid="draft-restored">
      <MessageBarBody>{texts.draftRestored}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDiscard}>{texts.discardDraft}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
