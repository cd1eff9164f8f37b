import type { Attendant, AttendantCommission } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { figureColumn } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { LocalDate } from '../../../components/ui/local-date';
import { ModalBody } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { RowModal, type RowWindowProps } from '../../../components/ui/row-modal';
import { formatRate, formatReais } from '../../../lib/format';
import { commissionsQuery } from '../api/attendants-api';

const columns: Column<AttendantCommission>[] = [
  {
    key: 'data',
    header: 'Data',
    className: 'whitespace-nowrap tabular-nums',
    cell: (c) => <LocalDate date={c.data_pagamento} />,
  },
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (c) => c.descricao },
  {
    key: 'tripeiro',
    header: 'Tripeiro',
    cell: (c) => c.tripeiro_name ?? <span className="text-zinc-400 dark:text-zinc-500">—</span>,
  },
  figureColumn('valor', 'Valor Venda', (c) => formatReais(c.valor)),
  figureColumn('comissao', 'Comissão', (c) => formatReais(c.valor_comissao), {
    className: 'font-medium text-emerald-700 dark:text-emerald-400',
  }),
];

/** The confirmed entradas that earned the attendant a commission (the list's Vendas). */
export function CommissionsModal(props: RowWindowProps<Attendant>) {
  return (
    <RowModal
      {...props}
      title="Comissões"
      description={(a) =>
        `${a.total_payments === 1 ? '1 venda' : `${a.total_payments} vendas`} · comissão total de ${formatReais(a.total_commissions)} · comissão atual de ${formatRate(a.comissao_percentual)}`
      }
    >
      {(a) => <CommissionsList attendantId={a.id} />}
    </RowModal>
  );
}

function CommissionsList({ attendantId }: { attendantId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(commissionsQuery(attendantId, page));
  return (
    <ModalBody>
      {query.isError ? (
        <QueryLoadError query={query} message="Erro ao carregar comissões" />
      ) : (
        <>
          <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
            <DataTable
              caption="Comissões do atendente"
              columns={columns}
              rows={query.data?.data ?? []}
              rowKey={(c) => c.id}
              loading={query.isPending}
              busy={query.isPlaceholderData}
              empty={<EmptyState icon={Receipt} title="Nenhuma comissão encontrada para este atendente" />}
            />
          </div>
          <Pagination
            page={page}
            totalPages={query.data?.pagination.totalPages ?? 0}
            onPageChange={setPage}
            disabled={query.isPlaceholderData}
          />
        </>
      )}
    </ModalBody>
  );
}
