import { describe, expect, it } from 'vitest';
import { atMigration, OLD_AT, oldCompany, oldPayment } from '../../../test/old-rows.js';
import { migrateToLatest } from '../../db/migrate.js';

/** Issue 22 §7 "Migration": existing companies keep every record; every existing expense is 'paga'. */
describe('migration 021', () => {
  it('keeps every expense and payment, the expenses paid on their own date, and gives each company a 7-day notice', async () => {
    await atMigration('020_company_categories', async (db) => {
      const a = await oldCompany(db, 'A');
      await db
        .insertInto('expenses')
        .values({
          tenant_id: a,
          numero: 1,
          descricao: 'Luz',
          valor: 12_345,
          data_despesa: '2026-10-03',
          categoria: 'Outros',
          search_key: 'luz',
          created_at: OLD_AT,
          updated_at: OLD_AT,
        } as never)
        .execute();
      await db
        .insertInto('payments')
        .values({ ...(oldPayment(a, 'Venda', '2026-10-04') as object), numero: 1 } as never)
        .execute();
      // A statement's `*` is expanded when it is prepared (and the SQLite driver keeps prepared
      // statements by their text): the reads after the migration are other statements (one row each).
      const expenses = (after = false) =>
        db
          .selectFrom('expenses')
          .selectAll()
          .orderBy('id', after ? 'desc' : 'asc')
          .execute();
      const payments = (after = false) =>
        db
          .selectFrom('payments')
          .selectAll()
          .orderBy('id', after ? 'desc' : 'asc')
          .execute();
      const [expenseBefore, paymentBefore] = [await expenses(), await payments()];

      await migrateToLatest(db, '021_bills');
      expect(await expenses(true)).toEqual(
        expenseBefore.map((e) => ({
          ...e,
          situacao: 'paga',
          vencimento: null,
          data_baixa: null,
          parcelamento_id: null,
          parcela: null,
          parcelas: null,
          origem_numero: null,
        })),
      );
      expect(await payments(true)).toEqual(
        paymentBefore.map((p) => ({
          ...p,
          vencimento: null,
          data_recebimento: null,
          parcelamento_id: null,
          parcela: null,
          parcelas: null,
          origem_numero: null,
        })),
      );
      const tenant = await db
        .selectFrom('tenants')
        .select('aviso_contas_dias')
        .where('id', '=', a)
        .executeTakeFirstOrThrow();
      expect(Number(tenant.aviso_contas_dias)).toBe(7);
    });
  });
});
