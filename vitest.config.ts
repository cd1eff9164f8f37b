import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, every project: domain units, web components, and the API suite on a SQLite file (the
// production driver) and on PostgreSQL. The same suite on one in-memory SQLite connection
// (apps/server/vitest.sqlite.config.ts) is `npm run test:api:memory`, a quicker local run; it is
// no database of its own, so `npm test` leaves it out (ADR 061).
//
// Vitest's default is a worker per core but one: on a 2-core machine a single worker, with the
// other core idle (and idle again whenever a test waits on PostgreSQL or a timer). At least two.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.sqlite-file.config.ts',
      'apps/server/vitest.postgres.config.ts',
    ],
  },
});
