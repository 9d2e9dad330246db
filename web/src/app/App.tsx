import { FluentProvider } from '@fluentui/react-components';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../features/access/SessionContext.tsx';
import type { Session } from '../features/access/session.ts';
import { createRouter } from './routes.tsx';
import { theme } from './theme.ts';

export function App({ session }: { session: Session }) {
  const [router] = useState(createRouter);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </FluentProvider>
  );
}
