import type {
  FinancialAccount,
  FinancialAccountInput,
  FinancialAccountList,
  TransferInput,
  TransferList,
} from '@livro-caixa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deleteRow, saveRow, useWrite } from '../../../lib/api-hooks';
import { QUERY_ROOTS } from '../../../lib/query-keys';

const ROOT = QUERY_ROOTS.financialAccounts;

/** Every account of the company (a handful), active and archived, each with its saldo, and the total of the active ones. */
export const financialAccountsQuery = queryOptions({
  queryKey: [ROOT, 'list'],
  queryFn: ({ signal }) => api.get<FinancialAccountList>('/financial-accounts', { signal }),
});

/**
 * The company's accounts (`{ id, nome, tipo, ativa, principal, saldo, … }`), active and archived:
 * the forms offer the active ones (and keep an archived one a record already points at).
 */
export function useFinancialAccounts() {
  return useQuery({ ...financialAccountsQuery, select: (body) => body.data });
}

/** The recent transfers (newest first). */
export function transfersQuery(limit = 20) {
  return queryOptions({
    queryKey: [ROOT, 'transfers', limit],
    queryFn: ({ signal }) => api.get<TransferList>('/transfers', { query: { limit }, signal }),
  });
}

/** An account's write changes the forms' choices and the dashboard's balances. */
const WRITTEN = { roots: [ROOT, 'dashboard'] };

export function useSaveAccount() {
  return useWrite(saveRow<FinancialAccount, Partial<FinancialAccountInput>>('/financial-accounts'), WRITTEN);
}

export function useDeleteAccount() {
  return useWrite(deleteRow('/financial-accounts'), WRITTEN);
}

export function useCreateTransfer() {
  return useWrite((data: TransferInput) => api.post('/transfers', data), WRITTEN);
}

export function useDeleteTransfer() {
  return useWrite(deleteRow('/transfers'), WRITTEN);
}
