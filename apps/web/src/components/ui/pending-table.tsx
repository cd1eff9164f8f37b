import type { ReactNode } from 'react';
import { formatRate, formatReais } from '../../lib/format';
import { figureColumn, longFigureColumn, TOTAL } from './columns';
import { type Column, DataTable } from './data-table';

/**
 * A tripeiro's pending entradas, in reais: their valor (saldo), the tripeiro's current %, the
 * commission on them rounded per entry (comissão a descontar) and what settling them collects
 * (a receber).
 */
export interface PendingRow {
  id: number;
  saldo: number;
  comissao_percentual: number;
  comissao: number;
  a_receber: number;
}

/**
 * Tripeiro, Saldo Pendente, Comissão %, Comissão a descontar dos pendentes, A Receber and TOTAIS:
 * the Resumo dos tripeiros and the closing's month show a tripeiro's one a receber under one name
 * (docs/product-rules.md "People's totals", "Closing"). `name` draws a row's first cell.
 */
export function PendingTable<R extends PendingRow>({
  rows,
  totals,
  name,
  caption,
  empty,
}: {
  rows: readonly R[];
  totals: Pick<PendingRow, 'saldo' | 'comissao' | 'a_receber'>;
  name: (row: R) => ReactNode;
  caption: string;
  empty: ReactNode;
}) {
  const columns: Column<R>[] = [
    { key: 'nome', header: 'Tripeiro', mobile: 'title', footer: TOTAL, cell: name },
    figureColumn('saldo', 'Saldo Pendente', (r) => formatReais(r.saldo), { footer: formatReais(totals.saldo) }),
    figureColumn('percent', 'Comissão %', (r) => formatRate(r.comissao_percentual), { footer: null }),
    // Over what is still pending; not the card's 'Comissão sobre recebidos'.
    longFigureColumn(
      'comissao',
      'Comissão a descontar dos pendentes',
      (r) => formatReais(r.comissao),
      formatReais(totals.comissao),
    ),
    figureColumn('receber', 'A Receber', (r) => <span className="font-medium">{formatReais(r.a_receber)}</span>, {
      footer: formatReais(totals.a_receber),
    }),
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} />;
}
