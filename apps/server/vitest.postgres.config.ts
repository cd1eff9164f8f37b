import { defineProject } from 'vitest/config';

// The same API suite on PostgreSQL: TEST_DATABASE_URL when set, else a throwaway embedded server,
// with the migrations run once into a template database (test/postgres-global-setup.ts). Same
// settings as api-sqlite.
export default defineProject({
  test: {
    name: 'api-postgres',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    env: { TEST_DB: 'postgres', TEST_CHEAP_PASSWORD_HASH: '1' },
    globalSetup: ['test/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
