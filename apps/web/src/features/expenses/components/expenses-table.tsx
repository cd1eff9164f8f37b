import type { Expense } from '@livro-caixa/domain';
import { Receipt } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LedgerTable, type LedgerTableProps, valorColumn } from '../../../components/ui/ledger-table';

/** Between Descrição and the buttons. */
const columns: Column<Expense>[] = [
  {
    key: 'categoria',
    header: 'Categoria',
    className: 'whitespace-nowrap max-sm:order-3',
    cell: (e) => (
      <span className="inline-flex rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
        {e.categoria}
      </span>
    ),
  },
  {
    key: 'forma',
    header: 'Forma de Pagamento',
    className: 'whitespace-nowrap max-sm:order-4',
    // The account it was paid from under the forma (docs/product-rules.md "Accounts and transfers").
    // A bill not yet paid says so (docs/product-rules.md "Bills and receivables").
    cell: (e) =>
      e.situacao === 'a_pagar' ? (
        <Badge tone="amber">A pagar</Badge>
      ) : e.forma_pagamento || e.conta_nome ? (
        <span className="inline-flex flex-col">
          <span>{e.forma_pagamento ?? '—'}</span>
          {e.conta_nome && <span className="text-xs text-zinc-500 dark:text-zinc-400">{e.conta_nome}</span>}
        </span>
      ) : (
        <span className="text-zinc-400 dark:text-zinc-500">—</span>
      ),
  },
  valorColumn(),
];

export function ExpensesTable(props: LedgerTableProps<Expense>) {
  return (
    <LedgerTable
      {...props}
      caption="Despesas"
      dateOf={(e) => e.data_despesa}
      descriptionClassName="sm:w-full sm:max-w-0 sm:min-w-40"
      columns={columns}
      actionsClassName="whitespace-nowrap max-sm:order-5"
      empty={<EmptyState icon={Receipt} title="Nenhuma despesa encontrada para os filtros selecionados" />}
    />
  );
}
