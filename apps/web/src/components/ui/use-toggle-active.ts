import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../../lib/api';
import type { DataResponse } from '../../lib/api-types';
import { toast, toastError } from './toast';

/**
 * A register's Ativar/Desativar: the toggle, its toast (`[activated, deactivated]`), and the row
 * whose toggle is waiting (its button disabled meanwhile).
 */
export function useToggleActive<T extends { id: number }>(
  toggle: UseMutationResult<DataResponse<{ ativo: number }>, ApiError, T>,
  [activated, deactivated]: [string, string],
) {
  return {
    onToggle: (row: T) =>
      toggle.mutate(row, {
        onSuccess: ({ data }) => toast.success(data.ativo ? activated : deactivated),
        onError: (error) => toastError(error, 'Erro ao atualizar status'),
      }),
    toggling: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  };
}
