import { type AccountReconciliation, type BankLine, isValidMonth, monthOf, monthRange } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Inbox, Landmark, ListChecks, Scale, Upload, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FigureCard } from '../../components/ui/figure-card';
import { Label } from '../../components/ui/label';
import { QueryLoadError } from '../../components/ui/load-error';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { NamedOptions, Select } from '../../components/ui/select';
import { LoadingScreen } from '../../components/ui/spinner';
import { TitledCard } from '../../components/ui/titled-card';
import { errorMessage } from '../../lib/api';
import { formatReais } from '../../lib/format';
import { useToday } from '../../lib/preferences';
import { BankRulesPanel, ImportStatementDialog, StatementsList } from '../bank/index';
import { bankLinesQuery, reconciliationQuery } from './api/reconciliation-api';
import { LineExpenseModal, LineIgnoreModal, LinePaymentModal } from './components/line-action-modals';
import { DoneLineRow, type LineAction, PendingLineCard } from './components/line-card';
import { GroupMatchModal, SelectionBar } from './components/line-selection';
import { Difference } from './components/month-summary';

const TITLE = 'Conciliação';
const DESCRIPTION = 'O extrato do banco contra o livro, por conta e mês';

/** Conciliação (/conciliacao?conta=&mes=): the month's summary, the pending queue with its suggestions, the lines done. */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(useToday());
  const requested = params.get('mes') ?? '';
  const month = isValidMonth(requested) ? requested : monthOf(today);
  const summary = useQuery(reconciliationQuery(month));
  const [importing, setImporting] = useState(false);
  const contas = summary.data?.contas ?? [];
  const contaParam = Number(params.get('conta'));
  // The account asked for, else the first with something pending, else the first with lines, else the first.
  const conta =
    contas.find((c) => c.conta_id === contaParam) ??
    contas.find((c) => c.pendentes > 0) ??
    contas.find((c) => c.conciliados + c.ignorados > 0) ??
    contas[0];
  const set = (next: { mes?: string; conta?: number }) =>
    setParams(
      {
        mes: next.mes ?? month,
        ...((next.conta ?? conta?.conta_id) ? { conta: String(next.conta ?? conta?.conta_id) } : {}),
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button onClick={() => setImporting(true)}>
            <Upload className="size-4" aria-hidden="true" />
            Importar extrato
          </Button>
        }
      />
      <ImportStatementDialog open={importing} onOpenChange={setImporting} contaId={conta?.conta_id} />
      <Card className="mb-6 flex flex-wrap items-end gap-4 p-4">
        <AccountPicker
          contas={contas.map((c) => ({ id: c.conta_id, nome: c.nome }))}
          value={conta?.conta_id}
          onChange={(id) => set({ conta: id })}
        />
        <MonthSelector month={month} onChange={(mes) => set({ mes })} />
      </Card>
      {summary.isError ? (
        <QueryLoadError query={summary} message={errorMessage(summary.error, 'Erro ao carregar a conciliação')} />
      ) : !summary.data ? (
        <LoadingScreen fullPage={false} />
      ) : !conta ? (
        <Card>
          <EmptyState icon={Landmark} title="Nenhuma conta cadastrada">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Cadastre as contas da empresa em Configurações → Contas financeiras.
            </p>
          </EmptyState>
        </Card>
      ) : (
        <AccountMonth key={`${conta.conta_id}-${month}`} contaId={conta.conta_id} month={month} summary={conta} />
      )}
      <div className="mt-6 space-y-6">
        <StatementsList contaId={conta?.conta_id} showImport={false} />
        <BankRulesPanel />
      </div>
    </>
  );
}

function AccountPicker({
  contas,
  value,
  onChange,
}: {
  contas: { id: number; nome: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-48 flex-1 flex-col gap-1.5 sm:flex-none">
      <Label htmlFor={id}>Conta</Label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        <NamedOptions records={contas} />
      </Select>
    </div>
  );
}

function AccountMonth({ contaId, month, summary }: { contaId: number; month: string; summary: AccountReconciliation }) {
  const { start, end } = monthRange(month);
  const base = { conta_id: contaId, startDate: start, endDate: end };
  const pending = useQuery(bankLinesQuery({ ...base, situacao: 'pendente' }));
  const matched = useQuery(bankLinesQuery({ ...base, situacao: 'conciliado' }));
  const ignored = useQuery(bankLinesQuery({ ...base, situacao: 'ignorado' }));
  const [action, setAction] = useState<{ kind: LineAction; line: BankLine } | null>(null);
  const close = (open: boolean) => !open && setAction(null);
  // N:1: the pending lines ticked together (only those still in the queue count).
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [group, setGroup] = useState<'match' | 'expense' | null>(null);
  const selected = (pending.data?.data ?? []).filter((l) => ticked.has(l.id));
  const tick = (id: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => {
    setTicked(new Set());
    setGroup(null);
  };
  // A line that left the queue (matched, here or elsewhere) leaves the selection: an undo later does not tick it again.
  const queue = pending.data?.data;
  useEffect(() => {
    const ids = new Set((queue ?? []).map((l) => l.id));
    setTicked((prev) => {
      const kept = [...prev].filter((id) => ids.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }, [queue]);
  const done = [...(matched.data?.data ?? []), ...(ignored.data?.data ?? [])].sort((a, b) =>
    a.data === b.data ? b.id - a.id : a.data < b.data ? 1 : -1,
  );

  return (
    // On a phone the queue comes first: matching the day's PIX is one tap, without scrolling past the figures.
    <div className="flex flex-col gap-6">
      <div className="order-2 grid grid-cols-2 gap-3 sm:order-1 sm:gap-4 lg:grid-cols-4">
        <FigureCard
          compact
          label="Saldo no banco"
          icon={Landmark}
          tone="sky"
          value={summary.extrato.saldo_final === null ? '—' : formatReais(summary.extrato.saldo_final)}
          detail={
            <p>
              Entradas {formatReais(summary.extrato.creditos)} · saídas {formatReais(summary.extrato.debitos)}
            </p>
          }
        />
        <FigureCard
          compact
          label="Saldo no livro"
          icon={Wallet}
          tone="emerald"
          value={formatReais(summary.livro.saldo)}
          detail={
            <p>
              Entradas {formatReais(summary.livro.entradas)} · saídas {formatReais(summary.livro.saidas)}
            </p>
          }
        />
        <FigureCard
          compact
          label="Diferença"
          icon={Scale}
          tone={summary.diferenca === 0 ? 'emerald' : 'red'}
          value={<Difference value={summary.diferenca} />}
          detail={<p>{summary.extrato.saldo_final === null ? 'Movimento do mês: banco − livro' : 'Banco − livro'}</p>}
        />
        <FigureCard
          compact
          label="Linhas"
          icon={ListChecks}
          tone={summary.pendentes > 0 ? 'amber' : 'zinc'}
          value={`${summary.pendentes} ${summary.pendentes === 1 ? 'pendente' : 'pendentes'}`}
          detail={
            <p>
              {summary.conciliados} conciliadas{summary.ignorados > 0 ? ` · ${summary.ignorados} ignoradas` : ''}
            </p>
          }
        />
      </div>

      <TitledCard className="order-1 sm:order-2" title="Pendentes" icon={Inbox} note="Sugestões com as evidências">
        {pending.isError ? (
          <QueryLoadError query={pending} message={errorMessage(pending.error, 'Erro ao carregar as linhas')} />
        ) : !pending.data ? (
          <LoadingScreen fullPage={false} />
        ) : pending.data.data.length === 0 ? (
          <EmptyState icon={CircleCheck} title="Nenhuma linha pendente neste mês" />
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {pending.data.data.map((line) => (
              <PendingLineCard
                key={line.id}
                line={line}
                selected={ticked.has(line.id)}
                onSelect={(on) => tick(line.id, on)}
                onAction={(kind, l) => setAction({ kind, line: l })}
              />
            ))}
          </ul>
        )}
      </TitledCard>
      {selected.length > 0 && (
        <div className="order-1 -mt-3 sm:order-2">
          <SelectionBar
            lines={selected}
            onMatch={() => setGroup('match')}
            onExpense={() => setGroup('expense')}
            onClear={clear}
          />
        </div>
      )}

      <TitledCard className="order-3" title="Conciliadas e ignoradas" icon={CircleCheck}>
        {done.length === 0 ? (
          <p className="px-4 py-4 text-sm text-zinc-600 dark:text-zinc-400">Nenhuma ainda.</p>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {done.map((line) => (
              <DoneLineRow key={line.id} line={line} />
            ))}
          </ul>
        )}
      </TitledCard>

      {selected.length > 0 && (
        <>
          <GroupMatchModal
            lines={selected}
            open={group === 'match'}
            onOpenChange={(open) => !open && setGroup(null)}
            onMatched={clear}
            onExpense={() => setGroup('expense')}
          />
          <LineExpenseModal
            open={group === 'expense'}
            onOpenChange={(open) => {
              if (!open) setGroup(null);
            }}
            line={selected[0] as BankLine}
            others={selected.slice(1)}
          />
        </>
      )}
      {action && (
        <>
          <LineExpenseModal open={action.kind === 'expense'} onOpenChange={close} line={action.line} />
          <LinePaymentModal open={action.kind === 'payment'} onOpenChange={close} line={action.line} />
          <LineIgnoreModal open={action.kind === 'ignore'} onOpenChange={close} line={action.line} />
        </>
      )}
    </div>
  );
}
