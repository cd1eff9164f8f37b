import type { Closing } from '@livro-caixa/domain';
import { figureColumn, TOTAL } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PendingTable } from '../../../components/ui/pending-table';
import { formatReais } from '../../../lib/format';

type AttendantRow = Closing['attendants'][number];

function EmptyText({ children }: { children: string }) {
  return <p className="text-sm text-zinc-500 dark:text-zinc-400">{children}</p>;
}

/** A table of the month's people, with TOTAIS; `empty`, the text when there is no one. */
function ClosingTable<R extends { id: number }>({
  columns,
  rows,
  caption,
  empty,
}: {
  columns: Column<R>[];
  rows: readonly R[];
  caption: string;
  empty: string;
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      caption={caption}
      empty={<EmptyText>{empty}</EmptyText>}
    />
  );
}

/**
 * The month's tripeiros (docs/product-rules.md "Closing"): saldo = the month's pending entradas;
 * comissão a descontar = Σ their commissions, rounded per entry; a receber = saldo − comissão, what
 * settling them collects. The Resumo dos tripeiros's table, over the month.
 */
export function ClosingTripeirosTable({ closing }: { closing: Closing }) {
  return (
    <PendingTable
      caption="Tripeiros do mês"
      rows={closing.tripeiros}
      totals={closing.tripeirosTotals}
      name={(r) => r.nome}
      empty={<EmptyText>Nenhum tripeiro no mês</EmptyText>}
    />
  );
}

/** Every attendant with confirmed sales in the month, with totals. */
export function ClosingAttendantsTable({ closing }: { closing: Closing }) {
  const totals = closing.attendantsTotals;
  const columns: Column<AttendantRow>[] = [
    { key: 'nome', header: 'Atendente', cell: (r) => r.nome, mobile: 'title', footer: TOTAL },
    figureColumn('vendas', 'Vendas', (r) => r.total_sales, { footer: totals.total_sales }),
    figureColumn('total', 'Total Vendido', (r) => formatReais(r.total_value), {
      footer: formatReais(totals.total_value),
    }),
    figureColumn(
      'comissao',
      'Comissão',
      (r) => <span className="font-medium">{formatReais(r.total_commission)}</span>,
      { footer: formatReais(totals.total_commission) },
    ),
  ];
  return (
    <ClosingTable
      columns={columns}
      rows={closing.attendants}
      caption="Comissões dos atendentes"
      empty="Nenhuma venda de atendente no mês"
    />
  );
}

type SettlingRow = Closing['settling']['attendants'][number];

/**
 * The month's commission earned / paid / to pay (ganha − paga, 'Comissão a Pagar') of each attendant
 * or tripeiro (docs/product-rules.md "Settling up"): paid by standing payouts (attendants) or kept
 * in standing settlements (tripeiros), read now also for a closed month.
 */
export function ClosingSettlingTable({ closing, who }: { closing: Closing; who: 'attendants' | 'tripeiros' }) {
  const attendants = who === 'attendants';
  const rows = attendants ? closing.settling.attendants : closing.settling.tripeiros;
  const totals = attendants ? closing.settling.attendantsTotals : closing.settling.tripeirosTotals;
  const columns: Column<SettlingRow>[] = [
    { key: 'nome', header: attendants ? 'Atendente' : 'Tripeiro', cell: (r) => r.nome, mobile: 'title', footer: TOTAL },
    figureColumn('earned', 'Comissão Ganha', (r) => formatReais(r.earned), { footer: formatReais(totals.earned) }),
    figureColumn('paid', attendants ? 'Paga' : 'Paga nos Acertos', (r) => formatReais(r.paid), {
      footer: formatReais(totals.paid),
    }),
    figureColumn(
      'open',
      'Comissão a Pagar',
      (r) => (
        <span className={r.open !== 0 ? 'font-medium text-amber-700 dark:text-amber-400' : 'font-medium'}>
          {formatReais(r.open)}
        </span>
      ),
      { footer: formatReais(totals.open) },
    ),
  ];
  return (
    <ClosingTable
      columns={columns}
      rows={rows}
      caption={attendants ? 'Comissões dos atendentes: ganha, paga e a pagar' : 'Tripeiros: ganha, paga e a pagar'}
      empty={attendants ? 'Nenhuma comissão de atendente no mês' : 'Nenhuma comissão de tripeiro no mês'}
    />
  );
}
