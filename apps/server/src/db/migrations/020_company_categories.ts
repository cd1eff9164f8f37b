import { type Migration, sql } from 'kysely';
import { createIndexes, type MigrationDb, tenantTable, timestamps } from './helpers.js';

/**
 * The company's own expense categories (docs/product-rules.md "The company's categories", ADR 048).
 *
 * - `expense_categories`: nome, its key (`chave`: the name without accents or case, unique per
 *   company), its DRE group, an optional parent (one level deep), `ativa` (0: archived).
 * - Every existing company gets the nine categories every company had until now, as its own,
 *   with the groups below, and any other name its expenses or bank rules carry (none should):
 *   nothing is recategorised, `expenses.categoria` keeps naming the category by its name.
 *
 * Written with the values of its time: a later change of the defaults does not change it.
 */
const NINE: Array<[string, string, string]> = [
  ['Alimentação', 'alimentacao', 'custos_variaveis'],
  ['Transporte', 'transporte', 'custos_variaveis'],
  ['Hospedagem', 'hospedagem', 'custos_variaveis'],
  ['Material de Escritório', 'material de escritorio', 'despesas_fixas'],
  ['Marketing', 'marketing', 'despesas_fixas'],
  ['Salários', 'salarios', 'pessoal'],
  ['Impostos', 'impostos', 'deducoes'],
  ['Manutenção', 'manutencao', 'despesas_fixas'],
  ['Outros', 'outros', 'outras'],
];

const keyOf = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

export const companyCategories: Migration = {
  async up(db: MigrationDb) {
    await tenantTable(db, 'expense_categories', { cascade: true })
      .addColumn('nome', 'text', (c) => c.notNull())
      .addColumn('chave', 'text', (c) => c.notNull())
      /** 'deducoes' | 'custos_variaveis' | 'despesas_fixas' | 'pessoal' | 'financeiras' | 'outras'. */
      .addColumn('grupo', 'text', (c) => c.notNull())
      /** A category of the same company with no parent itself; kept by the code, not a foreign key. */
      .addColumn('parent_id', 'integer')
      .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(1))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'expense_categories', { expense_categories_chave: { unique: ['tenant_id', 'chave'] } });

    const at = new Date().toISOString();
    const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
    for (const { id } of tenants) {
      const rows = NINE.map(([nome, chave, grupo]) => ({ nome, chave, grupo }));
      const { rows: used } = await sql<{ categoria: string }>`
        select distinct categoria from expenses where tenant_id = ${id}
        union select distinct categoria from bank_rules where tenant_id = ${id} and categoria is not null`.execute(db);
      for (const { categoria } of used) {
        const chave = keyOf(categoria);
        if (!rows.some((r) => r.chave === chave)) rows.push({ nome: categoria, chave, grupo: 'outras' });
      }
      await db
        .insertInto('expense_categories')
        .values(rows.map((r) => ({ ...r, tenant_id: id, parent_id: null, ativa: 1, created_at: at, updated_at: at })))
        .execute();
    }
  },
};
