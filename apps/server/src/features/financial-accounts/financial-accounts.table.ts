import { ACCOUNT_MSG, financialAccountInputSchema, transferInputSchema } from '@livro-caixa/domain';
import { z } from 'zod';
import { centavos, flag, isJsonObject, RESTORE_MSG, ref, rowId, timestamp } from '../../lib/backup/fields.js';
import { keepIdRows } from '../../lib/backup/restore.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';
import { searchKeyOf } from '../../lib/search.js';

const acc = financialAccountInputSchema.shape;
const COMPANY = 'the company restored into';
const GROUP = 'financial_accounts';

/** Signed centavos within the maximum (an opening balance may be below zero). */
const signedCentavosOrZero = z
  .number({ error: ACCOUNT_MSG.saldoInvalid })
  .int(ACCOUNT_MSG.saldoInvalid)
  .refine((v) => Math.abs(v) <= 99_999_999_999, ACCOUNT_MSG.saldoInvalid);

const account = z.object({
  id: rowId,
  nome: acc.nome,
  tipo: acc.tipo,
  banco: acc.banco,
  agencia: acc.agencia,
  conta: acc.conta,
  saldo_inicial: signedCentavosOrZero,
  data_saldo_inicial: acc.data_saldo_inicial,
  ativa: flag,
  principal: flag,
  /** The CSV mapping last confirmed for it (features/bank), JSON. */
  mapeamento_csv: z.string().refine(isJsonObject, 'o mapeamento CSV não é um JSON válido').nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * The accounts as a backup carries them (ADR 044). They keep their ids, as attendants do: a closed
 * month's payments and expenses are compared with the stored ones, `conta_id` included, and the
 * bank's tables name them; a document's account of another company gets a new id.
 */
export const financialAccountsTable: TableDecl = declareTable({
  name: 'financial_accounts',
  table: 'financial_accounts',
  label: 'contas',
  // Absent, with transfers, in backups made before migration 016: the stored accounts stay.
  group: GROUP,
  columns: [
    'id',
    'nome',
    'tipo',
    'banco',
    'agencia',
    'conta',
    'saldo_inicial',
    'data_saldo_inicial',
    'ativa',
    'principal',
    'mapeamento_csv',
    'created_at',
    'updated_at',
  ],
  excluded: { tenant_id: COMPANY, nome_chave: 'derived from the name on every write' },
  row: account,
  unique: { id: RESTORE_MSG.duplicateId, nome: ACCOUNT_MSG.nomeTaken },
  restore: {
    ...keepIdRows('financial_accounts', (a: z.output<typeof account>) => ({ nome_chave: searchKeyOf(a.nome) })),
    // The stored names step aside first: the document's Caixa may come with another id than the
    // company's (a backup of another server), and the stored rows it lacks go only at the end.
    async clear({ trx, tenantId }) {
      await trx.updateTable('financial_accounts').set({ nome_chave: null }).where('tenant_id', '=', tenantId).execute();
    },
  },
});

const tr = transferInputSchema.shape;
const ACCOUNT_REF = { to: 'financial_accounts', missing: 'error', message: ACCOUNT_MSG.invalid } as const;

/** Transfers between the accounts (bank matches name them by id). */
export const transfersTable: TableDecl = declareTable({
  name: 'transfers',
  table: 'transfers',
  label: 'transferências',
  group: GROUP,
  columns: [
    'id',
    'data',
    'valor',
    'conta_origem_id',
    'conta_destino_id',
    'descricao',
    'created_by',
    'created_at',
    'updated_at',
  ],
  excluded: { tenant_id: COMPANY },
  row: z
    .object({
      id: rowId,
      data: tr.data,
      valor: centavos(),
      conta_origem_id: rowId,
      conta_destino_id: rowId,
      descricao: tr.descricao,
      created_by: ref,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .refine((t) => t.conta_origem_id !== t.conta_destino_id, {
      message: ACCOUNT_MSG.sameAccount,
      path: ['conta_destino_id'],
    }),
  refs: {
    conta_origem_id: ACCOUNT_REF,
    conta_destino_id: ACCOUNT_REF,
    created_by: { to: 'users', missing: 'null' },
  },
  unique: { id: RESTORE_MSG.duplicateId },
  order: ['data', 'id'],
});

export const FINANCIAL_ACCOUNT_TABLES = [financialAccountsTable, transfersTable] as const;
