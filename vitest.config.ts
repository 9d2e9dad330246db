import { defineConfig } from 'vitest/config';

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
          include: ['{schema,rest-api,gateway,web}/src/**/*.test.{ts,tsx}', 'web/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Server-only tests join when their server is named (.ci/run does when the machine has one).
          exclude: process.env.TEST_REDIS_URL ? [] : ['tests/integration/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
