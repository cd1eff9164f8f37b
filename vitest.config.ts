import { defineConfig } from 'vitest/config';

// One run, every project: domain units, web components, and the API suite on SQLite in memory, on a
// SQLite file (the production driver) and on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.sqlite.config.ts',
      'apps/server/vitest.sqlite-file.config.ts',
      'apps/server/vitest.postgres.config.ts',
    ],
  },
});
