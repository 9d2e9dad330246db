import { ApolloProvider } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionService } from '../features/access/SessionContext.tsx';
import { AssignmentsDialogContext } from '../kit/assignmentsDialog.ts';
import { OrderDetailDialogContext } from '../kit/orderDetailDialog.ts';
import { AppToaster } from '../kit/toasts.tsx';
import { createApolloClient } from './apollo.ts';
import { PageSpinner } from './guards.tsx';
import { SideMenu } from './SideMenu.tsx';
import { useScrollReset } from './useScrollReset.ts';

/** The calls' assignments dialog, loaded when a screen first opens it (the point of sale's « Mes appels »). */
const CallAssignmentsDialog = lazy(() => import('../features/calls/CallAssignmentsDialog.tsx').then((module) => ({ default: module.CallAssignmentsDialog })));
/** The orders' detail dialog, loaded when a screen outside the orders first opens it (the revenue report's rows). */
const OrderDetailDialog = lazy(() => import('../features/orders/documents/OrderDetailDialog.tsx').then((module) => ({ default: module.OrderDetailDialog })));

/** Below this width the side menu folds to its icons unless the user unfolds it. */
export const NARROW_SCREEN = '(max-width: 1199px)';
const MAIN_ID = 'contenu';
/** Where the user's fold / unfold choice is kept across reloads. */
const MENU_CHOICE_KEY = 'console.menuFolded';

function storedMenuChoice(): boolean | null {
  const stored = window.localStorage.getItem(MENU_CHOICE_KEY);
  return stored === null ? null : stored === 'true';
}

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  main: {
    flex: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxSizing: 'border-box',
    ':focus': { outline: 'none' },
  },
  // Out of sight until a keyboard user tabs onto it (WCAG 2.4.1).
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    ':focus': { top: tokens.spacingVerticalM },
  },
});

/** Whether the screen is narrow, followed as the window resizes. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return narrow;
}

/**
 * The signed-in layout: skip link, side menu and the current screen. It owns the Apollo client,
 * so signing out (which unmounts the shell) drops the cache with it.
 */
export default function Shell() {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = useSessionService();
  const [client] = useState(() => createApolloClient(session));
  const narrow = useNarrowScreen();
  // The user's fold / unfold choice, once made, wins over the screen width.
  const [chosen, setChosen] = useState(storedMenuChoice);
  const folded = chosen ?? narrow;
  const toggleMenu = () => {
    window.localStorage.setItem(MENU_CHOICE_KEY, String(!folded));
    setChosen(!folded);
  };

  const mainRef = useScrollReset<HTMLElement>();

  // Focus moves to the screen without changing the URL (the router owns it).
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <ApolloProvider client={client}>
      <div className={styles.root}>
        <a className={styles.skip} href={`#${MAIN_ID}`} onClick={skipToContent}>
          {t('app.skipToContent')}
        </a>
        <SideMenu folded={folded} onToggle={toggleMenu} />
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageSpinner />}>
            <AssignmentsDialogContext.Provider value={CallAssignmentsDialog}>
              <OrderDetailDialogContext.Provider value={OrderDetailDialog}>
                <Outlet />
              </OrderDetailDialogContext.Provider>
            </AssignmentsDialogContext.Provider>
          </Suspense>
        </main>
      </div>
      <AppToaster />
    </ApolloProvider>
  );
}
