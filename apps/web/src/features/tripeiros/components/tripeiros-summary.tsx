import type { Tripeiro } from '@livro-caixa/domain';
import { figureColumn, NameText, TOTAL } from '../../../components/ui/columns';
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
      footer: TOTAL,
      cell: (r) => <NameText name={r.nome} note={!r.ativo && '(inativo)'} />,
    },
    figureColumn('saldo', 'Saldo Pendente', (r) => formatReais(r.saldoPendente), {
      footer: formatReais(totals.saldoPendente),
    }),
    {
      key: 'percentual',
      header: 'Comissão %',
      align: 'right',
      footer: null,
      cell: (r) => formatRate(r.comissaoPercentual),
    },
    figureColumn('comissao', 'Total Comissão', (r) => formatReais(r.totalComissao), {
      footer: formatReais(totals.totalComissao),
    }),
    figureColumn(
      'receber',
      'Valor a Receber',
      (r) => <span className="font-medium">{formatReais(r.valorReceber)}</span>,
      {
        footer: formatReais(totals.valorReceber),
      },
    ),
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
