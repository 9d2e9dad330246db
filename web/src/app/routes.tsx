import { Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, PageSpinner, RequireAccess, RequireSession } from './guards.tsx';
import { screens, type Screen } from './registry.ts';

const Shell = lazy(() => import('./Shell.tsx'));
const ForbiddenPage = lazy(() => import('./ForbiddenPage.tsx'));

const outsideShell = (screen: Screen) => screen.access === 'public' || screen.access === 'guest';

function standalone(screen: Screen): RouteObject {
  const Component = screen.component;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
  return { path: screen.path, element: screen.access === 'guest' ? <GuestOnly>{page}</GuestOnly> : page };
}

function inShell(screen: Screen): RouteObject {
  const Component = screen.component;
  return {
    path: screen.path,
    element: (
      <RequireAccess access={screen.access}>
        <Component />
      </RequireAccess>
    ),
  };
}

/** Routes from the registry: public and guest pages stand alone, the rest sit in the shell behind the guards. */
export function createRouter() {
  return createBrowserRouter([
    ...screens.filter(outsideShell).map(standalone),
    {
      element: <RequireSession />,
      children: [
        {
          element: (
            <Suspense fallback={<PageSpinner />}>
              <Shell />
            </Suspense>
          ),
          children: [{ path: '/', element: <Navigate to="/home" replace /> }, ...screens.filter((screen) => !outsideShell(screen)).map(inShell)],
        },
      ],
    },
    {
      path: '*',
      element: (
        <Suspense fallback={<PageSpinner />}>
          <ForbiddenPage />
        </Suspense>
      ),
    },
  ]);
}
