import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, every project: domain units, web components, and the API suite on SQLite in memory, on a
// SQLite file (the production driver) and on PostgreSQL. Vitest's default is a worker per core but
// one: on a 2-core machine a single worker, with the other core idle (and idle again whenever a test
// waits on PostgreSQL or a timer). At least two workers.
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.sqlite.config.ts',
      'apps/server/vitest.sqlite-file.config.ts',
      'apps/server/vitest.postgres.config.ts',
    ],
  },
});
