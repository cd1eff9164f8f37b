import { PAYMENT_TYPE_LABELS, type Payment } from '@livro-caixa/domain';
import { ArrowDownLeft, ArrowUpRight, Banknote } from 'lucide-react';
import { PaymentStatusBadge } from '../../../components/ui/badge';
import { figureColumn } from '../../../components/ui/columns';
import type { Column, TableSort } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LedgerTable, type LedgerTableProps, valorColumn } from '../../../components/ui/ledger-table';
import { MONTH_LOCKED_REASON } from '../../../components/ui/row-actions';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import { SelectBox } from './select-box';

/**
 * The table's box is a container (docs/product-rules.md "Payments table"): below 64rem (up to
 * 1280 px beside the sidebar, and phones) the attendant and the tripeiro go under the description,
 * each with its commission, and the status under the tipo, their own columns hidden, so every
 * column stays readable.
 */
const WIDE_ONLY = '@max-[64rem]:hidden';
const NARROW_ONLY = '@min-[64rem]:hidden';

/** Tipo as a word, with its arrow: Entrada in green, Saída in red. */
function TipoWord({ tipo }: { tipo: Payment['tipo_pagamento'] }) {
  const entrada = tipo === 'entrada';
  const Icon = entrada ? ArrowDownLeft : ArrowUpRight;
  return (
    <span
      className={
        entrada
          ? 'inline-flex items-center gap-1 whitespace-nowrap text-emerald-700 dark:text-emerald-400'
          : 'inline-flex items-center gap-1 whitespace-nowrap text-red-700 dark:text-red-400'
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {PAYMENT_TYPE_LABELS[tipo]}
    </span>
  );
}

/** Who sold or brought the payment, with its commission (none on a cancelled payment). */
function PersonWithCommission({ label, name, commission }: { label: string; name: string; commission: number | null }) {
  return (
    <span className="flex flex-wrap gap-x-1 text-zinc-500 dark:text-zinc-400">
      <span>
        {label}: {name}
      </span>
      {commission !== null && <span className="whitespace-nowrap">(comissão {formatReais(commission)})</span>}
    </span>
  );
}

/**
 * The description whole, never cut (a long one wraps); in a narrow table the attendant and the
 * tripeiro under it, each with its commission.
 */
function Description({ p }: { p: Payment }) {
  const earns = p.status !== 'cancelado';
  return (
    <>
      <span className="block font-medium break-words text-zinc-900 dark:text-zinc-100" title={p.descricao}>
        {p.descricao}
      </span>
      {p.data_lancamento && <ReceivedLater p={p} ownDate={p.data_lancamento} />}
      {(p.attendant_name || p.tripeiro_name) && (
        <span className={`mt-0.5 flex flex-col text-xs font-normal break-words ${NARROW_ONLY}`}>
          {p.attendant_name && (
            <PersonWithCommission
              label="Atendente"
              name={p.attendant_name}
              commission={earns ? p.valor_comissao : null}
            />
          )}
          {p.tripeiro_name && (
            <PersonWithCommission
              label="Tripeiro"
              name={p.tripeiro_name}
              commission={earns ? p.comissao_tripeiro : null}
            />
          )}
        </span>
      )}
    </>
  );
}

/**
 * An entrada a settlement received from a closed month (docs/product-rules.md "Settling after the
 * closing"): its own date, and the settlement's, which is the row's date.
 */
function ReceivedLater({ p, ownDate }: { p: Payment; ownDate: string }) {
  const { formatDate } = useDateFormat();
  return (
    <span className="mt-0.5 block text-xs text-zinc-500 dark:text-zinc-400">
      Lançado em {formatDate(ownDate)} (mês fechado) · recebido no acerto de {formatDate(p.data_pagamento)}
    </span>
  );
}

/** One line per person: the attendant's on the first, the tripeiro's on the second, as in Comissões. */
function PersonLine({ name, who }: { name: string | null; who: string }) {
  return name ? (
    <span className="break-words">{name}</span>
  ) : (
    <span className="text-zinc-400 dark:text-zinc-500">
      —<span className="sr-only">sem {who}</span>
    </span>
  );
}

/** The attendant's and the tripeiro's commission, one above the other, each with its name. */
function Commissions({ p }: { p: Payment }) {
  // A cancelled payment earns nothing (docs/product-rules.md 'Money'): no commission shown.
  if (p.status === 'cancelado') return <span title="Cancelado: sem comissão">—</span>;
  const line = (label: string, short: string, has: boolean, value: number) => (
    <>
      <abbr title={label} className="text-xs text-zinc-500 no-underline dark:text-zinc-400">
        {short}
      </abbr>
      <span className={has ? undefined : 'text-zinc-400 dark:text-zinc-500'}>{has ? formatReais(value) : '—'}</span>
    </>
  );
  return (
    <span className="inline-grid grid-cols-[auto_auto] items-baseline justify-end gap-x-1.5 gap-y-0.5">
      {line('Comissão do atendente', 'Atend.', p.atendente_id !== null, p.valor_comissao)}
      {line('Comissão do tripeiro', 'Trip.', p.tripeiro_id !== null, p.comissao_tripeiro)}
    </span>
  );
}

/**
 * Between Descrição and the buttons, in order; a column is one entry (a per-company number joins
 * as another), and `sortKey` makes it orderable.
 */
const columns: Column<Payment>[] = [
  {
    key: 'pessoas',
    header: 'Atendente / Tripeiro',
    className: `min-w-28 max-w-44 ${WIDE_ONLY}`,
    headerClassName: WIDE_ONLY,
    cell: (p) => (
      <span className="flex flex-col gap-0.5">
        <PersonLine name={p.attendant_name} who="atendente" />
        <PersonLine name={p.tripeiro_name} who="tripeiro" />
      </span>
    ),
  },
  {
    key: 'tipo',
    header: 'Tipo / Status',
    headerContent: (
      <>
        <span className={WIDE_ONLY}>Tipo</span>
        <span className={NARROW_ONLY}>Tipo / Status</span>
      </>
    ),
    className: 'max-sm:order-3',
    cell: (p) => (
      <span className="flex flex-col items-start gap-1">
        <TipoWord tipo={p.tipo_pagamento} />
        <span className={NARROW_ONLY}>
          <PaymentStatusBadge status={p.status} />
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    className: WIDE_ONLY,
    headerClassName: WIDE_ONLY,
    cell: (p) => <PaymentStatusBadge status={p.status} />,
  },
  { ...valorColumn<Payment>(), sortKey: 'valor' },
  {
    ...figureColumn('comissoes', 'Comissões', (p: Payment) => <Commissions p={p} />, { className: WIDE_ONLY }),
    headerClassName: WIDE_ONLY,
  },
];

/** Which rows can be ticked (pending, month open) and what ticking does. */
export interface PaymentSelection {
  selected: ReadonlySet<number>;
  onChange: (ids: number[], selected: boolean) => void;
}

/** The first column: a box on each pending row of an open month, and 'select all of the page' in the header. */
function selectionColumn(
  rows: Payment[],
  isLocked: (p: Payment) => boolean,
  { selected, onChange }: PaymentSelection,
): Column<Payment> {
  const selectable = rows.filter((p) => p.status === 'pendente' && !isLocked(p)).map((p) => p.id);
  const ticked = selectable.filter((id) => selected.has(id)).length;
  return {
    key: 'selecionar',
    header: 'Selecionar',
    headerContent: (
      <SelectBox
        label="Selecionar todos os pendentes desta página"
        checked={ticked > 0 && ticked === selectable.length}
        indeterminate={ticked > 0 && ticked < selectable.length}
        disabled={selectable.length === 0}
        onChange={(on) => onChange(selectable, on)}
      />
    ),
    mobile: 'title',
    className: 'w-px max-sm:empty:hidden',
    cell: (p) => {
      if (p.status !== 'pendente') return null;
      const locked = isLocked(p);
      return (
        <SelectBox
          label={`Selecionar '${p.descricao}'`}
          phoneText="Selecionar"
          checked={selected.has(p.id)}
          disabled={locked}
          reason={locked ? MONTH_LOCKED_REASON : undefined}
          onChange={(on) => onChange([p.id], on)}
        />
      );
    },
  };
}

export function PaymentsTable({
  selection,
  sort,
  ...props
}: LedgerTableProps<Payment> & { selection: PaymentSelection; sort: TableSort }) {
  const isLocked = props.isLocked ?? (() => false);
  return (
    <LedgerTable
      {...props}
      className="@container"
      caption="Pagamentos"
      leading={[selectionColumn(props.rows, isLocked, selection)]}
      dateOf={(p) => p.data_pagamento}
      dateSortKey="data_pagamento"
      sort={sort}
      descriptionClassName="sm:w-full sm:max-w-0 sm:min-w-36"
      description={(p) => <Description p={p} />}
      columns={columns}
      empty={<EmptyState icon={Banknote} title="Nenhum pagamento encontrado para os filtros selecionados" />}
    />
  );
}
