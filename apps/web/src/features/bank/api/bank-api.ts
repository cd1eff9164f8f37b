import type { BankRule, BankRuleInput, BankStatement, StatementImport } from '@livro-caixa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deleteRow, saveRow, useWrite } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';

/** The bank statement imports and the rules (ADR 045); the lines are the reconciliation's. */
export const BANK_ROOT = 'bank-statements';
/** The reconciliation's lines change with an import and its undo. */
const WRITTEN = { roots: [BANK_ROOT, 'bank-lines', 'reconciliation', 'bank-rules'] };

export function statementsQuery(contaId?: number) {
  return queryOptions({
    queryKey: [BANK_ROOT, 'list', contaId ?? null],
    queryFn: ({ signal }) =>
      api.get<DataResponse<BankStatement[]>>('/bank-statements', { query: { conta_id: contaId }, signal }),
  });
}

export function useStatements(contaId?: number) {
  return useQuery({ ...statementsQuery(contaId), select: (body) => body.data });
}

export interface UploadVariables {
  file: File;
  contaId: number | null;
  /** A preset, the columns, or null (the account's saved mapping, or the preset found by the header). */
  mapeamento: unknown;
  confirmar: boolean;
}

function upload({ file, contaId, mapeamento, confirmar }: UploadVariables) {
  const form = new FormData();
  if (contaId !== null) form.append('conta_id', String(contaId));
  if (mapeamento) form.append('mapeamento', JSON.stringify(mapeamento));
  form.append('confirmar', confirmar ? 'true' : 'false');
  form.append('arquivo', file, file.name);
  return api.post<DataResponse<StatementImport>>('/bank-statements', form);
}

/** The preview stores nothing: no list to refetch. */
export function usePreviewStatement() {
  return useWrite(upload, { roots: [] });
}

export function useImportStatement() {
  return useWrite(upload, { ...WRITTEN, wait: true });
}

export function useUndoStatement() {
  return useWrite(deleteRow('/bank-statements'), { ...WRITTEN, wait: true });
}

export const rulesQuery = queryOptions({
  queryKey: ['bank-rules', 'list'],
  queryFn: ({ signal }) => api.get<DataResponse<BankRule[]>>('/bank-rules', { signal }),
});

export function useBankRules() {
  return useQuery({ ...rulesQuery, select: (body) => body.data });
}

export function useSaveRule() {
  return useWrite(saveRow<BankRule, BankRuleInput>('/bank-rules'), { roots: ['bank-rules'], wait: true });
}

export function useDeleteRule() {
  return useWrite(deleteRow('/bank-rules'), { roots: ['bank-rules'], wait: true });
}
