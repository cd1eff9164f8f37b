import { defineProject } from 'vitest/config';

// The API suite on one in-memory SQLite connection. Test files share their worker's modules
// (isolate: false): each file builds its own apps and databases (test/app.ts) and nothing is
// mocked, so a fresh import of the server per file only cost time. Passwords are hashed cheaply
// (TEST_CHEAP_PASSWORD_HASH, src/accounts/passwords.ts).
export default defineProject({
  test: {
    name: 'api-sqlite',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    env: { TEST_DB: 'sqlite', TEST_CHEAP_PASSWORD_HASH: '1' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
