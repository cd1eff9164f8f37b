import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * Provides a PostgreSQL server for the API suite: TEST_DATABASE_URL when set, else a throwaway
 * embedded server. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const pg = await startEmbeddedPostgres('lc-pg-');
  project.provide('pgAdminUrl', pg.adminUrl);
  return pg.stop;
}
