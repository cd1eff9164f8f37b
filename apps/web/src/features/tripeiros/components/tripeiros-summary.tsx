import type { Tripeiro } from '@livro-caixa/domain';
import { figureColumn, longFigureColumn, NameText, TOTAL } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatRate, formatReais } from '../../../lib/format';
import { type SummaryRow, summarize } from '../summary';

/**
 * Tripeiro, Saldo Pendente (its pending entradas; the column was named 'Total de Pagamentos' but
 * held the balance, ADR 023), Comissão %, Comissão a descontar dos pendentes, A Receber (the one a
 * receber of the card, the closing and the Acertar dialog; docs/product-rules.md "People's
 * totals"), and TOTAIS.
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
    // Over what is still pending; not the card's 'Comissão sobre recebidos'.
    longFigureColumn(
      'comissao',
      'Comissão a descontar dos pendentes',
      (r) => formatReais(r.comissaoPendente),
      formatReais(totals.comissaoPendente),
    ),
    figureColumn('receber', 'A Receber', (r) => <span className="font-medium">{formatReais(r.aReceber)}</span>, {
      footer: formatReais(totals.aReceber),
    }),
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
