import { BILL_STATUS_LABELS, type Bill, monthOf } from '@livro-caixa/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddButton, Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { QueryLoadError } from '../../components/ui/load-error';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { toast, toastError } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { formatReais, sumReais } from '../../lib/format';
import { useToday } from '../../lib/preferences';
import { RecurringFailuresNotice } from '../recurring-bills/index';
import { type BillKind, billsQuery, useUndoBill } from './api/bills-api';
import { BillFormModal } from './components/bill-form-modal';
import { BillsTable } from './components/bills-table';
import { PayBillModal } from './components/pay-bill-modal';

const tabClasses = cn(
  'flex h-9 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors',
  'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:text-zinc-100',
  'data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm',
  'dark:data-[state=active]:bg-zinc-800 dark:data-[state=active]:text-emerald-300',
);

/** `month=todos`: every month (the dashboard's link to the open ones). */
const ALL_MONTHS = 'todos';

/**
 * Contas a pagar e receber (docs/product-rules.md "Bills and receivables"): two tabs, each a list
 * by due date with the overdue first; the tab, month and status live in the URL.
 */
export function BillsPage() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const kind: BillKind = params.get('tab') === 'receber' ? 'receber' : 'pagar';
  const monthParam = params.get('month');
  // /contas?numero=N (the 'Contas a pagar' e-mail): the bill's month, the row marked.
  const numeroParam = params.get('numero');
  const numero = numeroParam && /^[1-9]\d{0,8}$/.test(numeroParam) ? Number(numeroParam) : null;
  const located = useQuery({
    ...billsQuery(kind, { month: '', status: '', numero: numero ?? undefined }),
    enabled: numero !== null && monthParam === null,
  });
  const target = numero !== null ? located.data?.data[0] : undefined;
  const month =
    monthParam === ALL_MONTHS
      ? ''
      : monthParam && /^\d{4}-\d{2}$/.test(monthParam)
        ? monthParam
        : target?.vencimento
          ? monthOf(target.vencimento)
          : monthOf(today);
  const status = params.get('status') ?? '';
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Contas a pagar e receber"
        description="Contas com vencimento: as vencidas primeiro. Pague ou receba cada parcela."
        actions={
          <>
            <Link
              to="/settings?tab=recorrentes"
              className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300 dark:hover:bg-emerald-500/10"
            >
              <Repeat className="size-4" aria-hidden="true" />
              Contas recorrentes
            </Link>
            <AddButton onClick={() => setCreating(true)}>
              {kind === 'pagar' ? 'Nova conta a pagar' : 'Nova conta a receber'}
            </AddButton>
          </>
        }
      />
      <RecurringFailuresNotice />
      {numero !== null && monthParam === null && located.isSuccess && !target && (
        <p role="status" className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          Conta nº {numero} não encontrada.
        </p>
      )}
      <Tabs.Root
        value={kind}
        onValueChange={(value) => set({ tab: value === 'receber' ? 'receber' : null, status: null, numero: null })}
      >
        <Tabs.List
          aria-label="Contas"
          className="mb-4 inline-flex gap-1 rounded-xl border border-zinc-200 bg-zinc-100 p-1 max-sm:flex max-sm:w-full max-sm:[&>button]:flex-1 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Tabs.Trigger value="pagar" className={tabClasses}>
            <ArrowUpRight className="size-4" aria-hidden="true" />A pagar
          </Tabs.Trigger>
          <Tabs.Trigger value="receber" className={tabClasses}>
            <ArrowDownLeft className="size-4" aria-hidden="true" />A receber
          </Tabs.Trigger>
        </Tabs.List>
        {(['pagar', 'receber'] as const).map((k) => (
          <Tabs.Content key={k} value={k} className="focus-visible:outline-none">
            {k === kind && (
              <BillsSection
                kind={k}
                month={month}
                status={status}
                highlight={numero}
                onMonth={(m) => set({ month: m === '' ? ALL_MONTHS : m === monthOf(today) ? null : m })}
                onStatus={(s) => set({ status: s })}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <BillFormModal open={creating} onOpenChange={setCreating} kind={kind} />
    </>
  );
}

function BillsSection({
  kind,
  month,
  status,
  highlight,
  onMonth,
  onStatus,
}: {
  kind: BillKind;
  month: string;
  status: string;
  highlight: number | null;
  onMonth: (month: string) => void;
  onStatus: (status: string) => void;
}) {
  const today = useToday();
  const list = useQuery(billsQuery(kind, { month, status }));
  const [paying, setPaying] = useState<Bill | null>(null);
  const [undoing, setUndoing] = useState<Bill | null>(null);
  const undo = useUndoBill();
  const rows = list.data?.data ?? [];
  const open = rows.filter((b) => b.status !== 'paga' && b.status !== 'recebida');
  const overdue = open.filter((b) => b.status === 'vencida');
  const settledStatus = kind === 'pagar' ? 'paga' : 'recebida';

  return (
    <>
      <div className={cn(cardClasses, 'mb-4 flex flex-wrap items-end gap-4 p-4')}>
        {month ? (
          <>
            <MonthSelector month={month} onChange={onMonth} />
            <Button variant="secondary" onClick={() => onMonth('')}>
              Todos os meses
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-zinc-700 dark:text-zinc-300">Mês</span>
            <div className="flex h-10 items-center gap-3">
              <span className="text-sm font-medium text-zinc-900 dark:text-zinc-50">Todos os meses</span>
              <Button variant="secondary" onClick={() => onMonth(monthOf(today))}>
                Escolher mês
              </Button>
            </div>
          </div>
        )}
        <Field id={`bills-status-${kind}`} label="Status">
          <Select id={`bills-status-${kind}`} value={status} onChange={(e) => onStatus(e.target.value)}>
            <option value="">Todos</option>
            <option value="abertas">Em aberto</option>
            <option value="vencida">{BILL_STATUS_LABELS.vencida}</option>
            <option value="vence_hoje">{BILL_STATUS_LABELS.vence_hoje}</option>
            <option value="a_vencer">{BILL_STATUS_LABELS.a_vencer}</option>
            <option value={settledStatus}>{BILL_STATUS_LABELS[settledStatus]}</option>
          </Select>
        </Field>
        <dl className="ml-auto flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">Em aberto</dt>
            <dd className="font-semibold tabular-nums">
              {formatReais(sumReais(open.map((b) => b.valor)))} · {open.length}
            </dd>
          </div>
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">Vencidas</dt>
            <dd className={cn('font-semibold tabular-nums', overdue.length > 0 && 'text-red-700 dark:text-red-400')}>
              {formatReais(sumReais(overdue.map((b) => b.valor)))} · {overdue.length}
            </dd>
          </div>
        </dl>
      </div>
      {list.isError ? (
        <QueryLoadError query={list} message="Erro ao carregar as contas" />
      ) : (
        <div className={cardClasses}>
          <BillsTable
            kind={kind}
            rows={rows}
            loading={list.isPending}
            busy={list.isPlaceholderData}
            onSettle={setPaying}
            onUndo={setUndoing}
            highlight={highlight}
          />
        </div>
      )}
      {paying && <PayBillModal open onOpenChange={(o) => !o && setPaying(null)} kind={kind} bill={paying} />}
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(o) => !o && setUndoing(null)}
        title="Estornar pagamento"
        message={`A conta '${undoing?.descricao ?? ''}' volta a ficar a pagar; juros ou desconto do pagamento são excluídos.`}
        confirmLabel="Estornar"
        loading={undo.isPending}
        onConfirm={() =>
          undoing &&
          undo.mutate(
            { id: undoing.id },
            {
              onSuccess: () => toast.success('Pagamento estornado'),
              onError: (error) => toastError(error, 'Erro ao estornar pagamento'),
              onSettled: () => setUndoing(null),
            },
          )
        }
      />
    </>
  );
}
