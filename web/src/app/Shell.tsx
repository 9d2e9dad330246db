import { ApolloProvider } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useSessionService } from '../features/access/SessionContext.tsx';
import { AppToaster } from '../kit/toasts.tsx';
import { createApolloClient } from './apollo.ts';
import { PageSpinner } from './guards.tsx';
import { SideMenu } from './SideMenu.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  main: {
    flex: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXXL}`,
    boxSizing: 'border-box',
  },
});

/**
 * The signed-in layout: side menu and the current screen. It owns the Apollo client, so signing
 * out (which unmounts the shell) drops the cache with it.
 */
export default function Shell() {
  const styles = useStyles();
  const session = useSessionService();
  const [client] = useState(() => createApolloClient(session));
  return (
    <ApolloProvider client={client}>
      <div className={styles.root}>
        <SideMenu />
        <main className={styles.main}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AppToaster />
    </ApolloProvider>
  );
}
