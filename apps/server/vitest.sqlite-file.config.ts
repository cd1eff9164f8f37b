import { defineProject } from 'vitest/config';

// The API suite on a SQLite file, through the production driver (a writer and a read-only reader,
// ADR 021), where api-sqlite uses one in-memory connection.
export default defineProject({
  test: {
    name: 'api-sqlite-file',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'sqlite', TEST_SQLITE_FILE: '1' },
    testTimeout: 20_000,
  },
});
