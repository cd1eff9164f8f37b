import { BANK_RULE_ACTIONS, FIELD_MSG, MAX_CENTAVOS } from '@livro-caixa/domain';
import { z } from 'zod';
import { flag, RESTORE_MSG, ref, rowId, timestamp } from '../../lib/backup/fields.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

/**
 * The bank statements imported, their lines and the rules, as a backup carries them (ADR 031,
 * ADR 045). Every id is remapped: an import's account, a line's import, account and rule, a
 * rule's account and attendant. The links of lines to the book (bank_matches) are the
 * reconciliation's.
 */

const COMPANY = 'the company restored into';
const ACCOUNT = { to: 'financial_accounts', missing: 'error', message: FIELD_MSG.contaInvalid } as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
const text = (max: number) => z.string().max(max);
const amount = z.number().int().min(-MAX_CENTAVOS).max(MAX_CENTAVOS);
const count = z.number().int().min(0);

export const bankStatementsTable: TableDecl = declareTable({
  name: 'bank_statements',
  table: 'bank_statements',
  label: 'importações de extratos',
  columns: [
    'id',
    'conta_id',
    'nome_arquivo',
    'hash',
    'formato',
    'data_inicio',
    'data_fim',
    'lidos',
    'novos',
    'duplicados',
    'rejeitados',
    'creditos',
    'debitos',
    'saldo_final',
    'data_saldo',
    'created_by',
    'created_at',
  ],
  excluded: { tenant_id: COMPANY },
  row: z.object({
    id: rowId,
    conta_id: rowId,
    nome_arquivo: text(255),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    formato: z.enum(['ofx', 'csv']),
    data_inicio: day.nullable(),
    data_fim: day.nullable(),
    lidos: count,
    novos: count,
    duplicados: count,
    rejeitados: count,
    creditos: amount.min(0),
    debitos: amount.min(0),
    saldo_final: amount.nullable(),
    data_saldo: day.nullable(),
    created_by: ref,
    created_at: timestamp,
  }),
  refs: { conta_id: ACCOUNT, created_by: { to: 'users', missing: 'null' } },
  unique: { id: RESTORE_MSG.duplicateId },
});

export const bankRulesTable: TableDecl = declareTable({
  name: 'bank_rules',
  table: 'bank_rules',
  label: 'regras de extrato',
  columns: [
    'id',
    'conta_id',
    'contem',
    'acao',
    'categoria',
    'atendente_id',
    'motivo',
    'capturadas',
    'ativa',
    'created_at',
    'updated_at',
  ],
  excluded: { tenant_id: COMPANY },
  row: z.object({
    id: rowId,
    conta_id: ref,
    contem: text(100).min(1),
    acao: z.enum(BANK_RULE_ACTIONS),
    categoria: text(100).nullable(),
    atendente_id: ref,
    motivo: text(200).nullable(),
    capturadas: count,
    ativa: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: {
    conta_id: ACCOUNT,
    atendente_id: { to: 'attendants', missing: 'error', message: FIELD_MSG.attendantInvalid },
  },
  unique: { id: RESTORE_MSG.duplicateId },
});

/** A bank line's columns but its id and company: the backup's (with the id) and the import's insert. */
export const BANK_LINE_COLUMNS = [
  'conta_id',
  'extrato_id',
  'data',
  'valor',
  'descricao',
  'fitid',
  'chave',
  'ocorrencia',
  'situacao',
  'automatico',
  'motivo',
  'regra_id',
  'created_at',
  'updated_at',
] as const;

export const bankLinesTable: TableDecl = declareTable({
  name: 'bank_lines',
  table: 'bank_lines',
  label: 'lançamentos de extratos',
  columns: ['id', ...BANK_LINE_COLUMNS],
  excluded: { tenant_id: COMPANY },
  row: z.object({
    id: rowId,
    conta_id: rowId,
    extrato_id: rowId,
    data: day,
    valor: amount,
    descricao: text(10_000),
    fitid: text(1000).nullable(),
    chave: text(500).min(1),
    ocorrencia: z.number().int().min(1),
    situacao: z.enum(['pendente', 'conciliado', 'ignorado']),
    automatico: flag,
    motivo: text(1000).nullable(),
    regra_id: ref,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: {
    conta_id: ACCOUNT,
    extrato_id: { to: 'bank_statements', missing: 'error', message: RESTORE_MSG.noParent },
    // A rule deleted since leaves its lines as they are, without it.
    regra_id: { to: 'bank_rules', missing: 'null' },
  },
  unique: { id: RESTORE_MSG.duplicateId },
  large: true,
  uniqueViolation: { field: 'chave', message: 'Lançamento de extrato repetido (mesma conta, chave e ocorrência)' },
});

/** In document order: after the accounts, the attendants and the ledger. */
export const BANK_TABLES = [bankStatementsTable, bankRulesTable, bankLinesTable] as const;
