import { PAYMENT_TYPE_LABELS, type Payment } from '@livro-caixa/domain';
import { ArrowDownLeft, ArrowUpRight, Banknote } from 'lucide-react';
import { PaymentStatusBadge } from '../../../components/ui/badge';
import { figureColumn } from '../../../components/ui/columns';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LedgerTable, type LedgerTableProps, valorColumn } from '../../../components/ui/ledger-table';
import { formatReais } from '../../../lib/format';

function Muted({ children }: { children: string }) {
  return <span className="text-zinc-400 dark:text-zinc-500">{children}</span>;
}

/** Between Descrição and the buttons. */
const columns: Column<Payment>[] = [
  {
    key: 'atendente',
    header: 'Atendente',
    className: 'min-w-28 max-sm:order-5',
    cell: (p) => (p.attendant_name ? <span className="line-clamp-2">{p.attendant_name}</span> : <Muted>—</Muted>),
  },
  {
    key: 'tripeiro',
    header: 'Tripeiro',
    className: 'min-w-28 max-sm:order-6',
    cell: (p) => (p.tripeiro_name ? <span className="line-clamp-2">{p.tripeiro_name}</span> : <Muted>—</Muted>),
  },
  {
    key: 'tipo',
    header: 'Tipo',
    className: 'max-sm:order-4',
    cell: (p) => {
      const Icon = p.tipo_pagamento === 'entrada' ? ArrowDownLeft : ArrowUpRight;
      return (
        <span
          className="inline-flex items-center gap-1 whitespace-nowrap"
          title={PAYMENT_TYPE_LABELS[p.tipo_pagamento]}
        >
          <Icon
            className={
              p.tipo_pagamento === 'entrada'
                ? 'size-4 text-emerald-600 dark:text-emerald-400'
                : 'size-4 text-red-600 dark:text-red-400'
            }
            aria-hidden="true"
          />
          {/* Between sm and 2xl the arrow alone keeps the row on one screen; the word stays for readers. */}
          <span className="sm:max-2xl:sr-only">{PAYMENT_TYPE_LABELS[p.tipo_pagamento]}</span>
        </span>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    className: 'max-sm:order-3',
    cell: (p) => <PaymentStatusBadge status={p.status} />,
  },
  valorColumn(),
  // A cancelled payment earns nothing (docs/product-rules.md 'Money'): no commission shown.
  figureColumn(
    'comissao',
    'Comissão',
    (p) => (p.status === 'cancelado' ? <span title="Cancelado: sem comissão">—</span> : formatReais(p.valor_comissao)),
    { className: 'max-sm:order-7' },
  ),
];

export function PaymentsTable(props: LedgerTableProps<Payment>) {
  return (
    <LedgerTable
      {...props}
      caption="Pagamentos"
      dateOf={(p) => p.data_pagamento}
      descriptionClassName="sm:w-full sm:max-w-0 sm:min-w-36"
      columns={columns}
      empty={<EmptyState icon={Banknote} title="Nenhum pagamento encontrado para os filtros selecionados" />}
    />
  );
}
