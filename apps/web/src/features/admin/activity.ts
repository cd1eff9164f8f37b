import type { ActivityEntry } from '@livro-caixa/domain';

/** The activity log's actions and entities in pt-BR (ADR 006: company edits are 'tenant'). */
export const ACTION_LABELS: Record<ActivityEntry['action'], string> = {
  CREATE: 'Criou',
  UPDATE: 'Alterou',
  DELETE: 'Excluiu',
  LOGIN: 'Entrou',
  LOGOUT: 'Saiu',
  CLOSE: 'Fechou',
  REOPEN: 'Reabriu',
};

export const ENTITY_LABELS: Record<string, string> = {
  user: 'Usuário',
  payment: 'Pagamento',
  expense: 'Despesa',
  expense_category: 'Categoria de despesa',
  attendant: 'Atendente',
  tripeiro: 'Tripeiro',
  note: 'Nota',
  reminder: 'Lembrete',
  closing: 'Fechamento',
  tenant: 'Empresa',
  payout: 'Pagamento de comissões',
  payout_reversal: 'Estorno de pagamento de comissões',
  settlement: 'Acerto com tripeiro',
  pix_settings: 'Chave PIX da empresa',
  two_factor: 'Verificação em duas etapas',
  bank_statement: 'Importação de extrato',
  bank_rule: 'Regra de extrato',
  bank_match: 'Conciliação bancária',
  bank_line: 'Linha do extrato',
  financial_account: 'Conta',
  transfer: 'Transferência',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action as ActivityEntry['action']] ?? action;
}

/**
 * What the entry touched, as stored when it was logged ("Pagamento 'Encomenda de salgados' de
 * 15/10/2026"; docs/product-rules.md, "Administration"). An entry whose row was gone before labels
 * were stored reads 'Pagamento nº 12'; an unknown type shows as sent.
 */
export function entityLabel(entry: Pick<ActivityEntry, 'entity_type' | 'entity_id' | 'label'>): string {
  if (entry.label) return entry.label;
  const name = ENTITY_LABELS[entry.entity_type] ?? entry.entity_type;
  return entry.entity_id === null ? name : `${name} nº ${entry.entity_id}`;
}
