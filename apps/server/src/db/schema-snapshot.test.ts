import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseFixture } from '../../test/app.js';

/**
 * The schema every migration makes, as SQLite describes it (`sqlite_master`), against the copy
 * committed next to this file. Landed migrations build their DDL through shared helpers
 * (`migrations/helpers.ts`): a change to a helper that would alter a table an earlier migration
 * made fails here. A new migration changes the schema on purpose: run this file with
 * `npx vitest run apps/server/src/db/schema-snapshot.test.ts --update=all` and review the
 * difference. One copy, of one dialect: the helpers take the same calls on both, and their
 * dialect branches (`primaryId`, `moneyType`) are a line each; a copy per dialect would make
 * every new column one more file to commit.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the migrated schema', () => {
  const fixture = databaseFixture();

  it('is the schema the migrations have always made', async () => {
    const { rows } = await sql<{ line: string }>`
      select type || ' ' || name || ': ' || coalesce(sql, '') as line from sqlite_master
      where name not like 'sqlite_%' order by type, name`.execute(fixture.handle.db);
    await expect(`${rows.map((r) => r.line).join('\n')}\n`).toMatchFileSnapshot('./schema.sqlite.snap');
  });
});
