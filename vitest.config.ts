import { defineConfig } from 'vitest/config';

// One run, every project: domain units, web components, and the API suite once per database.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.sqlite.config.ts',
      'apps/server/vitest.postgres.config.ts',
    ],
  },
});
