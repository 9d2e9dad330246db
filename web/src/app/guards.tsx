import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionState } from '../features/access/SessionContext.tsx';
import { signInStateFor } from '../features/access/signInState.ts';
import { useGranted } from '../kit/useAccess.ts';
import { canOpen, type ScreenAccess } from './registry.ts';

export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} style={{ padding: '15vh 0' }} />;
}

/** Signed-out visitors go to /sign-in with where they were and, after an expired session, why. */
export function RequireSession() {
  const state = useSessionState();
  const location = useLocation();
  if (state.status === 'restoring') return <PageSpinner />;
  if (state.status === 'signedOut') return <Navigate to="/sign-in" replace state={signInStateFor(state.ended, location)} />;
  return <Outlet />;
}

/** A signed-in user has nothing to do on a guest page (sign-in): they land on /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const state = useSessionState();
  if (state.status === 'restoring') return <PageSpinner />;
  if (state.status === 'signedIn') return <Navigate to="/" replace />;
  return children;
}

/** A screen whose access check fails sends the user home. */
export function RequireAccess({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  return canOpen(access, useGranted()) ? children : <Navigate to="/home" replace />;
}
