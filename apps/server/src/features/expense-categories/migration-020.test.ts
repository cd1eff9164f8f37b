import { EXPENSE_CATEGORIES, LEGACY_CATEGORY_GROUPS } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { atMigration, OLD_AT, oldCompany } from '../../../test/old-rows.js';
import { migrateToLatest } from '../../db/migrate.js';

/** Issue 22 §7 "Migration": today's fixed categories become each company's own; nothing is recategorised. */
describe('migration 020', () => {
  it('gives every company the nine categories as its own, and every expense keeps its category', async () => {
    await atMigration('016_financial_accounts', async (db) => {
      const [a, b] = [await oldCompany(db, 'A'), await oldCompany(db, 'B')];
      const expense = (
        tenant_id: number,
        descricao: string,
        categoria: string,
        data_despesa: string,
        numero: number,
      ) => ({
        tenant_id,
        numero,
        descricao,
        valor: 1000 + numero,
        data_despesa,
        categoria,
        search_key: descricao.toLowerCase(),
        created_at: OLD_AT,
        updated_at: OLD_AT,
      });
      await db
        .insertInto('expenses')
        .values([
          expense(a, 'DAS', 'Impostos', '2026-09-20', 1),
          expense(a, 'Pão de queijo', 'Alimentação', '2026-10-02', 2),
          expense(a, 'Luz', 'Outros', '2026-10-03', 3),
          // A name outside the list (none should exist): it becomes a category, never "Outros".
          expense(a, 'Cinema', 'Lazer', '2026-10-04', 4),
          expense(b, 'Folha', 'Salários', '2026-10-05', 1),
        ] as never)
        .execute();
      const rows = () => db.selectFrom('expenses').selectAll().orderBy('id').execute();
      const before = await rows();

      await migrateToLatest(db, '020_company_categories');
      expect(await rows()).toEqual(before);
      const categories = await db
        .selectFrom('expense_categories')
        .select(['tenant_id', 'nome', 'chave', 'grupo', 'parent_id', 'ativa'])
        .orderBy('id')
        .execute();
      const of = (tenant: number) => categories.filter((c) => c.tenant_id === tenant);
      expect(of(b).map((c) => c.nome)).toEqual([...EXPENSE_CATEGORIES]);
      expect(of(a).map((c) => c.nome)).toEqual([...EXPENSE_CATEGORIES, 'Lazer']);
      for (const c of of(b)) {
        expect(c.grupo).toBe(LEGACY_CATEGORY_GROUPS[c.nome as keyof typeof LEGACY_CATEGORY_GROUPS]);
        expect(c).toMatchObject({ parent_id: null, ativa: 1 });
      }
      expect(of(a).find((c) => c.nome === 'Lazer')).toMatchObject({ grupo: 'outras', chave: 'lazer' });
      expect(of(a).find((c) => c.nome === 'Material de Escritório')?.chave).toBe('material de escritorio');
      // Every expense names one of its company's categories.
      for (const e of before) expect(of(e.tenant_id).map((c) => c.nome)).toContain(e.categoria);
      // Names are unique per company without accents or case.
      await expect(
        db
          .insertInto('expense_categories')
          .values({
            tenant_id: a,
            nome: 'impostos',
            chave: 'impostos',
            grupo: 'outras',
            parent_id: null,
            ativa: 1,
            created_at: OLD_AT,
            updated_at: OLD_AT,
          })
          .execute(),
      ).rejects.toThrow();
    });
  });
});
