import { describe, expect, it } from 'vitest';
import { appFixture } from '../../../test/app.js';
import { BACKUP_TABLES, NOT_BACKED_UP } from './tables.js';

// Every table and column of the database, after all migrations, is either carried by a backup
// declaration or left out with a reason (ADR 031): a column added by a migration and forgotten
// fails here, on SQLite and on PostgreSQL.

const fx = appFixture();

async function schema(): Promise<Map<string, string[]>> {
  const tables = await fx.t.handle.db.introspection.getTables({ withInternalKyselyTables: true });
  return new Map(tables.map((table) => [table.name, table.columns.map((c) => c.name)]));
}

describe('backup declarations against the real schema', () => {
  it('every table is declared or left out with a reason', async () => {
    const declared = new Set(BACKUP_TABLES.map((d) => d.table as string));
    const stored = [...(await schema()).keys()];
    const neither = stored.filter((name) => !declared.has(name) && !(name in NOT_BACKED_UP));
    expect(neither, 'tables neither in a backup declaration nor in NOT_BACKED_UP').toEqual([]);
    const gone = Object.keys(NOT_BACKED_UP).filter((name) => !stored.includes(name));
    expect(gone, 'NOT_BACKED_UP names tables the database does not have').toEqual([]);
    expect(
      [...declared].filter((name) => name in NOT_BACKED_UP),
      'both declared and left out',
    ).toEqual([]);
  });

  it('every column of a declared table is carried or left out with a reason, and nothing else is named', async () => {
    const stored = await schema();
    for (const decl of BACKUP_TABLES) {
      const columns = stored.get(decl.table) ?? [];
      const named = [...decl.columns, ...Object.keys(decl.excluded)];
      expect(
        columns.filter((c) => !named.includes(c)),
        `${decl.name}: columns in no declaration`,
      ).toEqual([]);
      expect(
        named.filter((c) => !columns.includes(c)),
        `${decl.name}: declared columns the table does not have`,
      ).toEqual([]);
      expect(
        decl.columns.filter((c) => c in decl.excluded),
        `${decl.name}: carried and left out`,
      ).toEqual([]);
      expect(Object.keys(decl.row.shape).sort(), `${decl.name}: the row's fields are its columns`).toEqual(
        [...decl.columns].sort(),
      );
      for (const reason of Object.values(decl.excluded)) expect(reason, decl.name).toMatch(/\w{3}/);
    }
  });

  it('a row names only tables written before it, by a carried column', () => {
    const before = new Set<string>();
    for (const decl of BACKUP_TABLES) {
      for (const [column, ref] of Object.entries(decl.refs ?? {})) {
        expect(decl.columns, `${decl.name}.${column}`).toContain(column);
        expect(before.has(ref.to), `${decl.name}.${column} → ${ref.to} comes after it`).toBe(true);
        const target = BACKUP_TABLES.find((d) => d.name === ref.to);
        const key = ref.by ? target?.mapBy : 'id';
        expect(key !== undefined && target?.columns.includes(key), `${ref.to} is known by ${key}`).toBe(true);
      }
      before.add(decl.name);
    }
  });
});
