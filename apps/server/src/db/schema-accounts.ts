import type { CategoryGroup } from '@livro-caixa/domain';
import type { Generated } from 'kysely';

/**
 * Table types for Kysely of the money's accounts, the bank statements, the reconciliation and the
 * company's categories, with the conventions of `schema.ts` (ADR 002), which lists them in its
 * `Database` and exports them again.
 */

/** The company's accounts, transfers, bank statements and reconciliation (migration 016, ADR 044). */
export type FinancialAccountType = 'caixa' | 'banco' | 'maquininha' | 'cartao';

export interface FinancialAccountsTable {
  id: Generated<number>;
  tenant_id: number;
  nome: string;
  /** The name without case or accents, unique in the company. */
  nome_chave: string | null;
  tipo: FinancialAccountType;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  saldo_inicial: number;
  data_saldo_inicial: string;
  ativa: number;
  /** 1: the account the forms suggest for its kind. */
  principal: number;
  /** The CSV mapping last confirmed for it, JSON. */
  mapeamento_csv: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransfersTable {
  id: Generated<number>;
  tenant_id: number;
  data: string;
  /** Positive centavos, out of `conta_origem_id` into `conta_destino_id`. */
  valor: number;
  conta_origem_id: number;
  conta_destino_id: number;
  descricao: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BankStatementsTable {
  id: Generated<number>;
  tenant_id: number;
  conta_id: number;
  nome_arquivo: string;
  hash: string;
  formato: 'ofx' | 'csv';
  data_inicio: string | null;
  data_fim: string | null;
  lidos: number;
  novos: number;
  duplicados: number;
  rejeitados: number;
  creditos: number;
  debitos: number;
  saldo_final: number | null;
  data_saldo: string | null;
  created_by: number | null;
  created_at: string;
}

export type BankLineStatus = 'pendente' | 'conciliado' | 'ignorado';

export interface BankLinesTable {
  id: Generated<number>;
  tenant_id: number;
  conta_id: number;
  extrato_id: number;
  data: string;
  /** Signed centavos. */
  valor: number;
  descricao: string;
  fitid: string | null;
  chave: string;
  ocorrencia: number;
  situacao: BankLineStatus;
  automatico: number;
  motivo: string | null;
  regra_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface BankMatchesTable {
  id: Generated<number>;
  tenant_id: number;
  linha_id: number;
  payment_id: number | null;
  expense_id: number | null;
  transfer_id: number | null;
  /** 1 when the match gave its record the line's account (the record had none). */
  conta_definida: Generated<number>;
  created_by: number | null;
  created_at: string;
}

export type BankRuleAction = 'categoria' | 'atendente' | 'ignorar';

export interface BankRulesTable {
  id: Generated<number>;
  tenant_id: number;
  conta_id: number | null;
  contem: string;
  acao: BankRuleAction;
  categoria: string | null;
  atendente_id: number | null;
  motivo: string | null;
  capturadas: number;
  ativa: number;
  created_at: string;
  updated_at: string;
}

/** A company's own expense category (migration 020, ADR 048). */
export interface ExpenseCategoriesTable {
  id: Generated<number>;
  tenant_id: number;
  nome: string;
  /** The name without accents or case: unique per company. */
  chave: string;
  grupo: CategoryGroup;
  parent_id: number | null;
  /** 0: archived (hidden from the forms, kept on history). */
  ativa: number;
  created_at: string;
  updated_at: string;
}
