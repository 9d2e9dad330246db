import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Vitest's default leaves one core idle (CPUs − 1): on CI's two cores that is a single worker. TEST_WORKERS overrides. */
const WORKERS = Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism()));

/**
 * Unit tests sit beside the code. Integration tests run rest-api and the gateway as real processes
 * (under Vite, Yoga and our code would load different builds of graphql).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup: ['tests/db-snapshot.setup.ts'],
          include: ['{schema,rest-api,gateway,web}/src/**/*.test.{ts,tsx}', 'web/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'web/src/**/*.component.test.tsx'],
          environment: 'node',
          maxWorkers: WORKERS,
          // One module graph per worker, not per file: loading rest-api, the gateway and their packages again for each
          // file was over half of this project's CPU time. A file leaves no global state behind (no vi.mock; timers and
          // stubbed globals restored in afterEach), and each builds its own app and database.
          isolate: false,
        },
      },
      {
        // Screens over the real schema with mocked resolvers (web/src/testing/renderScreen.tsx).
        test: {
          name: 'component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
          // Seconds at most on a busy machine; the first render of a file also warms Fluent up.
          testTimeout: 30_000,
          // Run in one group with the unit tests (vitest wants the same worker count for that).
          maxWorkers: WORKERS,
          // The files share their worker's modules and document (isolate: false): loading Fluent UI, Apollo and the
          // schema again for each file was two thirds of this project's time (181 s against 60 s for 38 files). Each
          // test starts clean all the same (setup.ts: unmounted, storage emptied; mocks restored by the file using them).
          isolate: false,
          // One graphql module: the schema built here and the mocks and Apollo that execute it.
          server: { deps: { inline: [/@graphql-tools\//, /@apollo\/client/] } },
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['tests/db-snapshot.setup.ts', 'tests/integration/services.setup.ts'],
          include: ['tests/integration/**/*.test.ts'],
          // Server-only tests join when their server is named (.ci/run does when the machine has one).
          exclude: [
            ...(process.env.TEST_REDIS_URL ? [] : ['tests/integration/**/*.redis.test.ts']),
            ...(process.env.TEST_DATABASE_URL ? [] : ['tests/integration/**/*.postgres.test.ts']),
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own services on ports the OS picks and its own copy of the database, so files run side by side.
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
