import { defineProject } from 'vitest/config';

// The same API suite on PostgreSQL: TEST_DATABASE_URL when set, else a throwaway embedded server.
export default defineProject({
  test: {
    name: 'api-postgres',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
    globalSetup: ['test/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
