import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import { businessClock } from '@console/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { FluentProvider } from '@fluentui/react-components';
import { addMocksToSchema, type IMockStore, type IMocks } from '@graphql-tools/mock';
import { act, render, type RenderResult } from '@testing-library/react';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { createCache } from '../app/cache.ts';
import { theme } from '../app/theme.ts';
import { SessionProvider } from '../features/access/SessionContext.tsx';
import { createSession } from '../features/access/session.ts';
import { createSessionStore, type Viewer } from '../features/access/sessionStore.ts';
import { AppToaster } from '../kit/toasts.tsx';

/** The real schema (schema/*.graphql), built once per test file. */
const schema: GraphQLSchema = buildSchema(loadTypeDefs().join('\n'));

/** Resolvers over the mocked schema: whatever they leave out, the mocks fill in. */
export type MockResolvers = (store: IMockStore) => Record<string, Record<string, unknown>>;

export interface ScreenOptions {
  /** The screen's route pattern, e.g. '/customers/:id'. */
  path: string;
  /** The URL opened, e.g. '/customers/3'. */
  url: string;
  /** Per-test answers: `() => ({ Query: { customer: () => ({ ... }) }, Mutation: { ... } })`. */
  resolvers?: MockResolvers;
  /** Type mocks beyond the defaults (readable ids and texts). */
  mocks?: IMocks;
  /** The signed-in user's grants: permission id → levels. */
  permissions?: Readonly<Record<number, readonly number[]>>;
}

export interface RenderedScreen extends RenderResult {
  client: ApolloClient;
  /** The client's normalised cache (`cache.extract()['Customer:{"customerId":3}']`). */
  cache: InMemoryCache;
  /** Operation names in the order the screen sent them. */
  operations: string[];
  /** Where the screen navigated: pathname and search. */
  location(): string;
  /** Goes elsewhere, as a menu link or Back would (`-1`). */
  navigate(to: string | number): Promise<void>;
}

/** List pages count exactly unless a test says otherwise (a mocked Boolean would be true: « plus de »). */
const exactPages: IMocks = Object.fromEntries(
  Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && 'countIsLowerBound' in type.getFields())
    .map((type) => [type.name, () => ({ countIsLowerBound: false })]),
);

const defaultMocks = (): IMocks => {
  let next = 0;
  return {
    ...exactPages,
    // Distinct ids, so that mocked rows are distinct objects in the normalised cache.
    Int: () => ++next,
    Float: () => 1.5,
    String: () => 'Texte',
    Boolean: () => true,
    // The real clock, as the gateway answers it: screens' default dates stay today's.
    BusinessClock: () => businessClock(),
  };
};

const viewerOf = (permissions: Readonly<Record<number, readonly number[]>>): Viewer => ({
  __typename: 'Viewer',
  userId: 1,
  firstName: 'Test',
  lastName: 'Console',
  email: 'test@demo.ma',
  userTypeId: 1,
  permissions: Object.entries(permissions).map(([permissionId, levels]) => ({ __typename: 'ViewerPermission', permissionId: Number(permissionId), levels: [...levels] })),
});

/** Where the screen sent the user (any route but the screen's). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/**
 * A screen as the console renders it (Fluent, toasts, session, router, Apollo with the console's
 * cache), over the real schema with mocked resolvers: no gateway, no REST API, milliseconds.
 */
export function renderScreen(element: ReactElement, options: ScreenOptions): RenderedScreen {
  const operations: string[] = [];
  const mocked = addMocksToSchema({ schema, mocks: { ...defaultMocks(), ...options.mocks }, resolvers: options.resolvers });
  const cache = createCache();
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([
      new ApolloLink((operation, forward) => {
        operations.push(operation.operationName ?? '');
        return forward(operation);
      }),
      new SchemaLink({ schema: mocked }),
    ]),
  });
  const store = createSessionStore();
  store.signedIn('token', viewerOf(options.permissions ?? {}));
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [options.url] },
  );
  const rendered = render(
    <FluentProvider theme={theme}>
      <SessionProvider session={createSession(store)}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </SessionProvider>
      <AppToaster />
    </FluentProvider>,
  );
  return {
    ...rendered,
    client,
    cache,
    operations,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (to) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to))),
  };
}

/** A form's input by its name (labels repeat: « Nom » is also in « Prénom »). */
export function formInput(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named ${name}`);
  return input;
}

/** The message shown under a form field (Fluent's validation message, which describes the input). */
export function fieldMessage(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null;
}

/** What a read-only value shows, as an input's value or as text. */
export const shownValue = (element: HTMLElement): string | null => (element instanceof HTMLInputElement ? element.value : element.textContent);
