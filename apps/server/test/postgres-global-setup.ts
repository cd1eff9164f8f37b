import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { adminQuery, databaseUrl } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** `template <a database with every migration applied>` and how to copy it, for `create database`. */
    pgTemplate: string;
  }
}

/**
 * Provides a PostgreSQL server for the API suite: TEST_DATABASE_URL when set, else a throwaway
 * embedded server. The migrations run once, into a template database; each test app's database is
 * a copy of it (test/app.ts), instead of an empty database migrated again.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL
    ? { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres('lc-pg-');
  const template = `lc_template_${randomBytes(6).toString('hex')}`;
  const dropTemplate = () => adminQuery(server.adminUrl, `drop database if exists ${template} with (force)`);
  let copy: string;
  try {
    await adminQuery(server.adminUrl, `create database ${template}`);
    const handle = openDatabase({ databaseUrl: databaseUrl(server.adminUrl, template), poolSize: 1 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // A database is copied only while nobody is connected to it.
      await handle.close();
    }
    // PostgreSQL 15+ copies a database by writing each of its pages into the WAL unless told to
    // copy the files: twice as slow for these small databases (the embedded server is 18).
    const version = await adminQuery(server.adminUrl, 'show server_version_num');
    copy = `template ${template}${Number(version.rows[0]?.server_version_num) >= 150000 ? ' strategy file_copy' : ''}`;
  } catch (error) {
    await dropTemplate().catch(() => {});
    await server.stop();
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', copy);
  return async () => {
    await dropTemplate().catch(() => {});
    await server.stop();
  };
}
