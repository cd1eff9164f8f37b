import { useQuery } from '@tanstack/react-query';
import { FileDown, MessageCircle, QrCode, Receipt, Undo2, X } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { type Column, DataTable } from '../../components/ui/data-table';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { FilterPanel, filterCount } from '../../components/ui/filter-panel';
import { LocalDate } from '../../components/ui/local-date';
import { Modal, ModalBody } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { QuickPeriods } from '../../components/ui/quick-periods';
import { Select } from '../../components/ui/select';
import type { ListResponse } from '../../lib/api-types';
import { cn } from '../../lib/cn';
import { formatReais } from '../../lib/format';
import { defaultListRange, LIST_PERIODS, presetOf, quickPeriodRange } from '../../lib/periods';
import { useDateFormat, usePreferences, useToday } from '../../lib/preferences';
import { isDateParam, useClampPage, useUrlListState } from '../../lib/use-list-state';
import {
  payoutsListQuery,
  peopleQuery,
  type SettlingFilters,
  type SettlingKind,
  settlementsListQuery,
} from './api/settling-api';
import { NewDocumentButtons, NewDocumentWindows, type SettlingWindows } from './components/new-document';
import { PayoutPixCode, SettlementPixCode } from './components/pix-code';
import { ReverseForm } from './components/reverse-form';
import { type SettlingDocument as Row, receiptText, useReceipt } from './documents';
import { whatsappHref } from './receipt-text';

type PayoutRow = Extract<Row, { kind: 'comissoes' }>['doc'];
type SettlementRow = Extract<Row, { kind: 'acertos' }>['doc'];

/** Empty dates in the URL (`?startDate=&endDate=`): 'Todo o período'. */
const isDateOrAll = (v: string) => v === '' || isDateParam(v);
const URL_OPTIONS = {
  valid: {
    kind: (v: string) => v === 'comissoes' || v === 'acertos',
    startDate: isDateOrAll,
    endDate: isDateOrAll,
    person: (v: string) => /^[1-9]\d*$/.test(v),
    status: (v: string) => v === 'vigente' || v === 'estornado',
  },
  // A start after the end, or half a period (a hand-edited link): the default period.
  fix: (f: SettlingFilters, defaults: SettlingFilters) =>
    (f.startDate && f.endDate && f.startDate <= f.endDate) || (!f.startDate && !f.endDate)
      ? f
      : { ...f, startDate: defaults.startDate, endDate: defaults.endDate },
};

const KINDS: Array<{ kind: SettlingKind; label: string }> = [
  { kind: 'comissoes', label: 'Pagamentos de comissões' },
  { kind: 'acertos', label: 'Acertos com tripeiros' },
];

/**
 * Acertos (issue 15, ADR 022): every commission payout or every tripeiro settlement of the company,
 * with the period, person and status in the URL (ADR 020), and each one's receipt, PIX code,
 * WhatsApp text and reversal. It opens on Este Mês (docs/product-rules.md "Lists and filters"), and
 * 'Pagar comissões' and 'Novo acerto' open the attendants' and tripeiros' windows (issue 20).
 */
export function SettlingPage(windows: SettlingWindows) {
  const today = useToday();
  const { fiscalYearStart } = usePreferences().preferences;
  const month = defaultListRange(today);
  const { filters, page, setFilters, setPage } = useUrlListState<SettlingFilters>(
    { kind: 'comissoes', startDate: month.start, endDate: month.end, person: '', status: '' },
    URL_OPTIONS,
  );
  const payouts = useQuery({ ...payoutsListQuery(filters, page), enabled: filters.kind === 'comissoes' });
  const settlements = useQuery({ ...settlementsListQuery(filters, page), enabled: filters.kind === 'acertos' });
  const list = filters.kind === 'comissoes' ? payouts : settlements;
  const people = useQuery(peopleQuery(filters.kind));
  const clampPage = useCallback((last: number) => setPage(last, { replace: true }), [setPage]);
  useClampPage(page, list.data?.pagination.totalPages, clampPage);
  const [pixOf, setPixOf] = useState<Row | null>(null);
  const [reverseOf, setReverseOf] = useState<Row | null>(null);
  const [choosing, setChoosing] = useState<SettlingKind | null>(null);

  const rows: Row[] =
    filters.kind === 'comissoes'
      ? (payouts.data?.data ?? []).map((doc) => ({ kind: 'comissoes', doc }))
      : (settlements.data?.data ?? []).map((doc) => ({ kind: 'acertos', doc }));
  const range = { start: filters.startDate, end: filters.endDate };
  const hasPeriod = filters.startDate !== '';
  const payoutsKind = filters.kind === 'comissoes';

  return (
    <>
      <PageHeader
        title="Acertos"
        description="Pagamentos de comissões aos atendentes e acertos com os tripeiros, com recibos, PIX e estornos"
        actions={<NewDocumentButtons onChoose={setChoosing} />}
      />

      <FilterPanel
        className="mb-4 p-4"
        contentClassName="space-y-3"
        active={filterCount(today, range, filters.person, filters.status)}
        lead={
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Tipo</legend>
            {KINDS.map(({ kind, label }) => (
              <button
                key={kind}
                type="button"
                aria-pressed={filters.kind === kind}
                onClick={() => setFilters({ kind, person: '' })}
                className={cn(
                  'h-9 cursor-pointer rounded-lg border px-3.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                  filters.kind === kind
                    ? 'border-emerald-700 bg-emerald-50 text-emerald-800 dark:border-emerald-500 dark:bg-emerald-500/10 dark:text-emerald-300'
                    : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800',
                )}
              >
                {label}
              </button>
            ))}
          </fieldset>
        }
      >
        <QuickPeriods
          periods={LIST_PERIODS}
          value={hasPeriod ? presetOf(range, today, fiscalYearStart, LIST_PERIODS) : null}
          onSelect={(period) => {
            const next = quickPeriodRange(period, today, fiscalYearStart);
            setFilters({ startDate: next.start, endDate: next.end });
          }}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_auto]">
          <Field
            id="settling-person"
            label={payoutsKind ? 'Atendente' : 'Tripeiro'}
            className="col-span-full md:col-span-1"
          >
            <Select
              id="settling-person"
              value={filters.person}
              onChange={(event) => setFilters({ person: event.target.value })}
            >
              <option value="">Todos</option>
              {(people.data ?? []).map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.nome}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="settling-status" label="Situação" className="col-span-full md:col-span-1">
            <Select
              id="settling-status"
              value={filters.status}
              onChange={(event) => setFilters({ status: event.target.value as SettlingFilters['status'] })}
            >
              <option value="">Todas</option>
              <option value="vigente">{payoutsKind ? 'Pagos' : 'Acertados'}</option>
              <option value="estornado">Estornados</option>
            </Select>
          </Field>
          <DateRangeFilter value={range} onApply={({ start, end }) => setFilters({ startDate: start, endDate: end })} />
        </div>
        {hasPeriod && (
          <Button variant="ghost" size="sm" onClick={() => setFilters({ startDate: '', endDate: '' })}>
            <X className="size-4" aria-hidden="true" />
            Todo o período
          </Button>
        )}
      </FilterPanel>

      {/* Either kind's page: the list needs only its pagination. */}
      <PagedList<ListResponse<unknown>>
        list={list}
        page={page}
        onPageChange={setPage}
        noun={payoutsKind ? ['pagamento de comissões', 'pagamentos de comissões'] : ['acerto', 'acertos']}
        loadError="Erro ao carregar acertos"
      >
        <DataTable
          columns={payoutsKind ? PAYOUT_COLUMNS(setPixOf, setReverseOf) : SETTLEMENT_COLUMNS(setPixOf, setReverseOf)}
          rows={rows}
          rowKey={(r) => `${r.kind}-${r.doc.id}`}
          caption={payoutsKind ? 'Pagamentos de comissões' : 'Acertos com tripeiros'}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          empty={
            <Empty
              title={payoutsKind ? 'Nenhum pagamento de comissões encontrado' : 'Nenhum acerto encontrado'}
              onChoose={setChoosing}
            />
          }
        />
      </PagedList>

      <NewDocumentWindows choosing={choosing} onChosen={() => setChoosing(null)} {...windows} />
      <Modal
        open={pixOf !== null}
        onOpenChange={(open) => !open && setPixOf(null)}
        size="lg"
        title={pixOf ? `PIX — ${titleOf(pixOf)}` : 'PIX'}
      >
        <ModalBody>
          {pixOf?.kind === 'comissoes' && <PayoutPixCode payoutId={pixOf.doc.id} />}
          {pixOf?.kind === 'acertos' && <SettlementPixCode settlementId={pixOf.doc.id} />}
        </ModalBody>
      </Modal>
      <Modal
        open={reverseOf !== null}
        onOpenChange={(open) => !open && setReverseOf(null)}
        title={reverseOf ? `Estornar ${titleOf(reverseOf)}` : 'Estornar'}
      >
        <ModalBody className="space-y-3">
          {reverseOf && <Reverse row={reverseOf} onDone={() => setReverseOf(null)} />}
        </ModalBody>
      </Modal>
    </>
  );
}

/** An empty list says what the page is for and offers both actions. */
function Empty({ title, onChoose }: { title: string; onChoose: (kind: SettlingKind) => void }) {
  return (
    <section aria-label={title}>
      <EmptyState icon={Receipt} title={title}>
        <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
          Aqui ficam os pagamentos de comissões aos atendentes e os acertos com os tripeiros, cada um com recibo, PIX e
          estorno. Mude o período acima, ou registre um agora:
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <NewDocumentButtons onChoose={onChoose} />
        </div>
      </EmptyState>
    </section>
  );
}

function titleOf(row: Row): string {
  return row.kind === 'comissoes'
    ? `pagamento nº ${row.doc.numero} (${row.doc.atendente_nome})`
    : `acerto nº ${row.doc.numero} (${row.doc.tripeiro_nome})`;
}

function Reverse({ row, onDone }: { row: Row; onDone: () => void }) {
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {row.kind === 'comissoes'
          ? 'As comissões deste pagamento voltam a ficar em aberto. O pagamento fica registrado como estornado.'
          : 'Os lançamentos deste acerto voltam a pendentes e a conta recupera o abatimento. O acerto fica registrado como estornado.'}
      </p>
      <ReverseForm prefix="settling-reverse" document={row} onCancel={onDone} onDone={onDone} />
    </>
  );
}

function StatusBadge({ reversed, standing }: { reversed: boolean; standing: string }) {
  return reversed ? <Badge tone="red">Estornado</Badge> : <Badge tone="green">{standing}</Badge>;
}

function Actions({ row, onPix, onReverse }: { row: Row; onPix: (row: Row) => void; onReverse: (row: Row) => void }) {
  const { formatDate } = useDateFormat();
  const receipt = useReceipt();
  const reversed = row.doc.status === 'estornado';
  const text = receiptText(row, formatDate);
  const name = `nº ${row.doc.numero}`;
  return (
    <span className="inline-flex flex-wrap justify-end gap-0.5 sm:flex-nowrap">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => receipt.mutate(row)}
        loading={receipt.isPending}
        title={`Recibo ${name}`}
      >
        {!receipt.isPending && <FileDown className="size-4" aria-hidden="true" />}
        <span className={LABEL}>Recibo</span>
      </Button>
      {!reversed && (
        <>
          <a
            href={whatsappHref(text)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost', 'sm')}
            title={`WhatsApp ${name}`}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            <span className={LABEL}>WhatsApp</span>
          </a>
          <Button variant="ghost" size="sm" onClick={() => onPix(row)} title={`PIX ${name}`}>
            <QrCode className="size-4" aria-hidden="true" />
            <span className={LABEL}>PIX</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onReverse(row)} title={`Estornar ${name}`}>
            <Undo2 className="size-4" aria-hidden="true" />
            <span className={LABEL}>Estornar</span>
          </Button>
        </>
      )}
    </span>
  );
}

/** The actions' names: shown on phones (stacked rows), tooltips beside the icons from `sm` up. */
const LABEL = 'sm:sr-only';

type Open = (row: Row) => void;
const RIGHT = { align: 'right', className: 'whitespace-nowrap' } as const;

function numberCell(row: Row, person: string): ReactNode {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">
        Nº {row.doc.numero} <span className="sm:hidden">— {person}</span>
      </span>
      {row.doc.status === 'estornado' && row.doc.estorno_motivo && (
        <span className="text-xs break-words text-zinc-500 dark:text-zinc-400">Motivo: {row.doc.estorno_motivo}</span>
      )}
    </span>
  );
}

function PAYOUT_COLUMNS(onPix: Open, onReverse: Open): Column<Row>[] {
  const doc = (r: Row) => r.doc as PayoutRow;
  return [
    { key: 'numero', header: 'Número', mobile: 'title', cell: (r) => numberCell(r, doc(r).atendente_nome) },
    {
      key: 'data',
      header: 'Data',
      className: 'whitespace-nowrap',
      cell: (r) => <LocalDate date={doc(r).data_pagamento} />,
    },
    { key: 'pessoa', header: 'Atendente', className: 'max-sm:hidden', cell: (r) => doc(r).atendente_nome },
    { key: 'forma', header: 'Forma', cell: (r) => doc(r).forma_pagamento },
    {
      key: 'total',
      header: 'Total',
      ...RIGHT,
      cell: (r) => <span className="font-medium">{formatReais(doc(r).total)}</span>,
    },
    {
      key: 'status',
      header: 'Situação',
      cell: (r) => <StatusBadge reversed={r.doc.status === 'estornado'} standing="Pago" />,
    },
    {
      key: 'acoes',
      header: 'Ações',
      mobile: 'actions',
      align: 'right',
      cell: (r) => <Actions row={r} onPix={onPix} onReverse={onReverse} />,
    },
  ];
}

function SETTLEMENT_COLUMNS(onPix: Open, onReverse: Open): Column<Row>[] {
  const doc = (r: Row) => r.doc as SettlementRow;
  return [
    { key: 'numero', header: 'Número', mobile: 'title', cell: (r) => numberCell(r, doc(r).tripeiro_nome) },
    {
      key: 'data',
      header: 'Data',
      className: 'whitespace-nowrap',
      cell: (r) => <LocalDate date={doc(r).data_acerto} />,
    },
    { key: 'pessoa', header: 'Tripeiro', className: 'max-sm:hidden', cell: (r) => doc(r).tripeiro_nome },
    { key: 'forma', header: 'Forma', cell: (r) => doc(r).forma_pagamento },
    { key: 'saldo', header: 'Saldo', ...RIGHT, cell: (r) => formatReais(doc(r).saldo) },
    { key: 'comissao', header: 'Comissão', ...RIGHT, cell: (r) => formatReais(doc(r).comissao) },
    {
      key: 'entregue',
      header: 'Entregue',
      ...RIGHT,
      cell: (r) => <span className="font-medium">{formatReais(doc(r).valor_entregue)}</span>,
    },
    {
      key: 'status',
      header: 'Situação',
      cell: (r) => <StatusBadge reversed={r.doc.status === 'estornado'} standing="Acertado" />,
    },
    {
      key: 'acoes',
      header: 'Ações',
      mobile: 'actions',
      align: 'right',
      cell: (r) => <Actions row={r} onPix={onPix} onReverse={onReverse} />,
    },
  ];
}
