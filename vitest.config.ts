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
          environment: 'node',
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['tests/db-snapshot.setup.ts'],
          include: ['tests/integration/**/*.test.ts'],
          // Server-only tests join when their server is named (.ci/run does when the machine has one).
          exclude: process.env.TEST_REDIS_URL ? [] : ['tests/integration/**/*.redis.test.ts'],
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
