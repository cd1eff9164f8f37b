import { defineProject } from 'vitest/config';

// The API suite on a SQLite file, through the production driver (a writer and a read-only reader,
// ADR 021), where api-sqlite uses one in-memory connection. Same settings as api-sqlite.
export default defineProject({
  test: {
    name: 'api-sqlite-file',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    env: { TEST_DB: 'sqlite', TEST_SQLITE_FILE: '1', TEST_CHEAP_PASSWORD_HASH: '1' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
