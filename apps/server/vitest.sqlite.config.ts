import { defineProject } from 'vitest/config';

// The API suite on one in-memory SQLite connection: `npm run test:api:memory`, a quicker local run
// than the SQLite file's; `npm test` runs the file's and PostgreSQL's (ADR 061).
//
// Test files share their worker's modules (isolate: false): each file builds its own apps and
// databases (test/app.ts) and nothing is mocked, so a fresh import of the server per file only cost
// time. Passwords are hashed cheaply (TEST_CHEAP_PASSWORD_HASH, src/accounts/passwords.ts).
//
// Two sweeps run only on the production drivers, the SQLite file and PostgreSQL (ADR 054): the
// bad-input corpus (every write route × 40 bodies, the whole database compared after each: the
// suite's longest file) checks what the routes and each driver's transactions do, and one
// in-memory connection adds no third driver to that; the ledger's race test sends concurrent
// writes, which one connection only runs one after the other.
export default defineProject({
  test: {
    name: 'api-sqlite',
    include: ['src/**/*.test.ts'],
    exclude: ['src/corpus.test.ts', 'src/ledger/ledger.race.test.ts'],
    environment: 'node',
    isolate: false,
    env: { TEST_DB: 'sqlite', TEST_CHEAP_PASSWORD_HASH: '1' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
