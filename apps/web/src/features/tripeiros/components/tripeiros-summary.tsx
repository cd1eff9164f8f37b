import type { Tripeiro } from '@livro-caixa/domain';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatRate, formatReais } from '../../../lib/format';
import { type SummaryRow, summarize } from '../summary';

/**
 * Tripeiro, Saldo Pendente (its pending entradas; the column was named 'Total de Pagamentos' but
 * held the balance, ADR 023), Comissão %, Total Comissão, Valor a Receber, and TOTAIS.
 */
export function TripeirosSummaryTable({ tripeiros }: { tripeiros: readonly Tripeiro[] }) {
  const { rows, totals } = summarize(tripeiros);
  const columns: Column<SummaryRow>[] = [
    {
      key: 'nome',
      header: 'Tripeiro',
      mobile: 'title',
      footer: 'TOTAIS',
      cell: (r) => (
        <span className="font-medium text-zinc-900 dark:text-zinc-100">
          {r.nome}
          {!r.ativo && <span className="ml-1.5 text-xs font-normal text-zinc-500 dark:text-zinc-400">(inativo)</span>}
        </span>
      ),
    },
    {
      key: 'saldo',
      header: 'Saldo Pendente',
      align: 'right',
      className: 'whitespace-nowrap',
      footer: formatReais(totals.saldoPendente),
      cell: (r) => formatReais(r.saldoPendente),
    },
    {
      key: 'percentual',
      header: 'Comissão %',
      align: 'right',
      footer: null,
      cell: (r) => formatRate(r.comissaoPercentual),
    },
    {
      key: 'comissao',
      header: 'Total Comissão',
      align: 'right',
      className: 'whitespace-nowrap',
      footer: formatReais(totals.totalComissao),
      cell: (r) => formatReais(r.totalComissao),
    },
    {
      key: 'receber',
      header: 'Valor a Receber',
      align: 'right',
      className: 'whitespace-nowrap',
      footer: formatReais(totals.valorReceber),
      cell: (r) => <span className="font-medium">{formatReais(r.valorReceber)}</span>,
    },
  ];
  return (
    <DataTable
      caption="Resumo dos tripeiros"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      empty="Nenhum tripeiro cadastrado no sistema"
    />
  );
}
