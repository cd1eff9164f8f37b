import {
  CLOSING_MSG,
  type Closing,
  formatLocalDate,
  formatMonthName,
  formatTimestamp,
  isValidMonth,
  monthHasEnded,
  monthOf,
  type Preferences,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import {
  FileDown,
  HandCoins,
  Handshake,
  Lock,
  LockOpen,
  MessageCircle,
  PiggyBank,
  Receipt,
  Users,
  Wallet,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FigureCard } from '../../components/ui/figure-card';
import { ExpensesParts } from '../../components/ui/figure-details';
import { QueryLoadError } from '../../components/ui/load-error';
import { MonthSelector } from '../../components/ui/month-selector';
import { PageHeader } from '../../components/ui/page-header';
import { useLightPrint } from '../../components/ui/print-page';
import { LoadingScreen } from '../../components/ui/spinner';
import { TitledCard } from '../../components/ui/titled-card';
import { toast, toastError } from '../../components/ui/toast';
import { useDownload } from '../../components/ui/use-download';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { EXPENSES_AND_SAIDAS } from '../../lib/figure-names';
import { formatReais } from '../../lib/format';
import { usePreferences, useToday } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { ReconciliationSection } from '../reconciliation/index';
import { closingQuery, downloadClosingPdf, useClosingAction } from './api/closing-api';
import { ClosingAttendantsTable, ClosingSettlingTable, ClosingTripeirosTable } from './components/closing-tables';
import { closingSummaryText, whatsappUrl } from './whatsapp';

const TITLE = 'Fechamento';
const DESCRIPTION = 'Resumo do mês, valores a repassar aos tripeiros e comissões dos atendentes';

/** Fechamento (/fechamento): the month's figures, PDF, WhatsApp summary and the month lock. */
export function ClosingPage() {
  const session = useSession();
  if (!session?.token) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Alert>
          <p>{CLOSING_MSG.tokenMissing}</p>
        </Alert>
      </>
    );
  }
  return <ClosingWithPreferences />;
}

function ClosingWithPreferences() {
  const { preferences, ready } = usePreferences();
  useLightPrint();
  return (
    <div data-print-page="">
      {ready ? (
        <ClosingScreen preferences={preferences} />
      ) : (
        <>
          <PageHeader title={TITLE} description={DESCRIPTION} />
          <LoadingScreen fullPage={false} />
        </>
      )}
    </div>
  );
}

function ClosingScreen({ preferences }: { preferences: Preferences }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('mes') ?? '';
  // Default: the current month in the user's time zone.
  const [today] = useState(useToday());
  const defaultMonth = monthOf(today);
  const month = isValidMonth(requested) ? requested : defaultMonth;
  // docs/product-rules.md "Closing": only a month that has ended can be closed.
  const ended = monthHasEnded(month, today);
  const notEndedId = useId();
  const setMonth = (next: string) => setSearchParams({ mes: next }, { replace: true });

  const query = useQuery(closingQuery(month));
  // docs/product-rules.md "Load failures": the error and 'Tentar novamente', never zeros.
  const failed = query.isError;
  const closing: Closing | undefined = failed ? undefined : query.data;
  // While another month loads, the previous one stays on screen, dimmed; no action applies to it.
  const current = closing !== undefined && closing.month === month && !failed;

  const [confirm, setConfirm] = useState<'close' | 'reopen' | null>(null);
  const close = useClosingAction(month, 'close');
  const reopen = useClosingAction(month, 'reopen');
  const runAction = () => {
    const mutation = confirm === 'close' ? close : reopen;
    const failText = confirm === 'close' ? 'Erro ao fechar o mês' : 'Erro ao reabrir o mês';
    const okText = confirm === 'close' ? 'Mês fechado com sucesso!' : 'Mês reaberto com sucesso!';
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(okText),
      onError: (error) => {
        console.error(failText, error);
        toastError(error, failText);
      },
      onSettled: () => setConfirm(null),
    });
  };

  const pdf = useDownload(downloadClosingPdf, { failure: 'Erro ao gerar PDF' });

  const monthName = formatMonthName(month);
  const closed = current && closing.status === 'fechado';
  const whatsapp = current ? whatsappUrl(closingSummaryText(closing, preferences.dateFormat)) : null;

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={TITLE}
          description={DESCRIPTION}
          actions={
            <>
              <Button variant="secondary" onClick={() => pdf.mutate(month)} loading={pdf.isPending} disabled={!current}>
                {!pdf.isPending && <FileDown className="size-4" aria-hidden="true" />}
                Gerar PDF
              </Button>
              {whatsapp ? (
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
                  <MessageCircle className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                  WhatsApp
                </a>
              ) : (
                <Button variant="secondary" disabled>
                  <MessageCircle className="size-4" aria-hidden="true" />
                  WhatsApp
                </Button>
              )}
              {closed ? (
                <Button variant="secondary" onClick={() => setConfirm('reopen')}>
                  <LockOpen className="size-4" aria-hidden="true" />
                  Reabrir
                </Button>
              ) : (
                <Button
                  onClick={() => setConfirm('close')}
                  disabled={!current || !ended}
                  title={ended ? undefined : CLOSING_MSG.notEnded}
                  aria-describedby={ended ? undefined : notEndedId}
                >
                  <Lock className="size-4" aria-hidden="true" />
                  Fechar mês
                </Button>
              )}
            </>
          }
        />
      </div>

      {/* Paper only. */}
      <div className="mb-5 hidden border-b border-zinc-300 pb-3 print:block">
        <p className="text-xs text-zinc-500">Livro Caixa{closing ? ` · ${closing.company.name}` : ''}</p>
        <h2 className="text-xl font-semibold text-zinc-900">Fechamento de {monthName}</h2>
        {closing && (
          <p className="text-sm text-zinc-700">
            Período: {formatLocalDate(closing.period.startDate, preferences.dateFormat)} a{' '}
            {formatLocalDate(closing.period.endDate, preferences.dateFormat)} ·{' '}
            {closing.status === 'fechado' ? 'Fechado' : 'Aberto'}
          </p>
        )}
      </div>

      <Card className="mb-6 flex flex-wrap items-end justify-between gap-4 p-4 print:hidden">
        <MonthSelector month={month} onChange={setMonth} />
        <div className="flex min-w-0 flex-col items-start gap-1 sm:items-end" aria-live="polite">
          <p className="text-sm font-medium text-zinc-900 dark:text-zinc-50">{formatMonthName(month, true)}</p>
          {current && (
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <Badge tone={closed ? 'green' : 'amber'}>{closed ? 'Fechado' : 'Aberto'}</Badge>
              {closed && closing.closedAt && (
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  por {closing.closedBy ?? '—'} em{' '}
                  {formatTimestamp(closing.closedAt, preferences.timeZone, preferences.dateFormat)}
                </span>
              )}
              {!closed && closing.reopenedAt && (
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  reaberto por {closing.reopenedBy ?? '—'} em{' '}
                  {formatTimestamp(closing.reopenedAt, preferences.timeZone, preferences.dateFormat)}
                </span>
              )}
            </div>
          )}
          {!closed && !ended && (
            <p id={notEndedId} className="text-xs text-zinc-600 dark:text-zinc-400">
              {CLOSING_MSG.notEnded}.
            </p>
          )}
        </div>
      </Card>

      {closed && (
        <div className="mb-6 print:hidden">
          <Alert tone="info">
            <p>
              Mês fechado: os valores abaixo estão congelados e pagamentos e despesas com data em {monthName} não podem
              ser criados, alterados nem excluídos. Para alterar lançamentos, reabra o fechamento.
            </p>
          </Alert>
        </div>
      )}

      {failed ? (
        <QueryLoadError query={query} message={errorMessage(query.error, 'Erro ao carregar o fechamento')} />
      ) : !closing ? (
        <LoadingScreen fullPage={false} />
      ) : (
        <div
          className={cn('space-y-6 transition-opacity print:space-y-4', !current && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
        >
          {/* Five in a row only from 2xl, where "Comissão sobre recebidos" fits in two lines; else 3 + 2. */}
          <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 2xl:grid-cols-5 print:grid-cols-3">
            <FigureCard
              compact
              label="Receita Total"
              icon={Wallet}
              tone="emerald"
              value={formatReais(closing.cards.totalRevenue)}
            />
            <FigureCard
              compact
              label="Comissão Atendentes"
              icon={Users}
              tone="sky"
              value={formatReais(closing.cards.attendantCommissions)}
            />
            {/* Not the tripeiros table's commission (over what is pending): docs/product-rules.md "Closing". */}
            <FigureCard
              compact
              label="Comissão sobre recebidos"
              icon={Handshake}
              tone="violet"
              value={formatReais(closing.cards.tripeiroCommissions)}
              detail={<p>Tripeiros · entradas confirmadas</p>}
            />
            {/* The expenses recorded plus the confirmed saídas, with its parts, as on the dashboard. */}
            <FigureCard
              compact
              label={EXPENSES_AND_SAIDAS}
              icon={Receipt}
              tone="red"
              value={formatReais(closing.cards.totalExpenses)}
              detail={<ClosingExpensesParts cards={closing.cards} />}
            />
            <FigureCard
              compact
              label="Lucro Líquido"
              icon={PiggyBank}
              tone={closing.cards.netProfit < 0 ? 'red' : 'emerald'}
              negative={closing.cards.netProfit < 0}
              value={formatReais(closing.cards.netProfit)}
              className="col-span-2 2xl:col-span-1"
            />
          </div>

          <div className="space-y-6 print:space-y-4">
            <TitledCard title="Tripeiros" icon={Handshake} note="Entradas pendentes do mês">
              <ClosingTripeirosTable closing={closing} />
            </TitledCard>
            <TitledCard title="Comissões dos Atendentes" icon={Users} note="Vendas confirmadas do mês">
              <ClosingAttendantsTable closing={closing} />
            </TitledCard>
            <TitledCard
              title="Acertos do Mês"
              icon={HandCoins}
              aside={
                <Link
                  to={`/payouts?startDate=${closing.period.startDate}&endDate=${closing.period.endDate}`}
                  className="text-xs font-medium text-emerald-700 hover:underline print:hidden dark:text-emerald-400"
                >
                  Ver pagamentos e acertos
                </Link>
              }
            >
              <p className="px-4 pt-3 text-xs text-zinc-500 dark:text-zinc-400">
                Comissão ganha é o que cada atendente ou tripeiro ganhou nas vendas confirmadas do mês. Paga é o que já
                recebeu em pagamentos de comissões e acertos; os estornados não entram. Comissão a pagar é o que ainda
                falta: a ganha menos a paga. Estes valores são os de hoje, mesmo com o mês fechado.
              </p>
              <h3 className="px-4 pt-4 pb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Atendentes</h3>
              <ClosingSettlingTable closing={closing} who="attendants" />
              <h3 className="border-t border-zinc-200 px-4 pt-4 pb-1 text-sm font-semibold text-zinc-800 dark:border-zinc-800 dark:text-zinc-200">
                Tripeiros
              </h3>
              <ClosingSettlingTable closing={closing} who="tripeiros" />
            </TitledCard>
            <ReconciliationSection conciliacao={closing.conciliacao} closed={closed} />
          </div>

          <p className="border-t border-zinc-200 pt-3 text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
            {closed ? 'Valores congelados em' : 'Gerado em'}{' '}
            {formatTimestamp(
              closed && closing.closedAt ? closing.closedAt : closing.generatedAt,
              preferences.timeZone,
              preferences.dateFormat,
            )}
          </p>
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'close'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Fechar mês"
        message={`Fechar ${monthName}? Os valores do mês serão congelados e os pagamentos e despesas com data neste mês ficarão bloqueados: não poderão ser criados, alterados nem excluídos até que o fechamento seja reaberto.${closeWarning(closing)}`}
        confirmLabel="Fechar mês"
        loading={close.isPending}
        onConfirm={runAction}
      />
      <ConfirmDialog
        open={confirm === 'reopen'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reabrir mês"
        message={`Reabrir ${monthName}? Os lançamentos do mês voltarão a poder ser criados, alterados e excluídos, e os valores passarão a ser recalculados. A reabertura fica registrada com o seu nome e a hora.`}
        confirmLabel="Reabrir"
        loading={reopen.isPending}
        onConfirm={runAction}
      />
    </>
  );
}

/** The reconciliation's warnings, named in the close dialog (the closing keeps them; ADR 046). */
function closeWarning(closing: Closing | undefined): string {
  const avisos = closing?.conciliacao?.avisos ?? [];
  if (avisos.length === 0) return '';
  return ` Atenção — a conciliação bancária não fecha: ${avisos.join('; ')}. O aviso fica registrado com o fechamento.`;
}

/** The parts of 'Despesas + saídas'; a month closed before they were kept says what it adds up. */
function ClosingExpensesParts({ cards }: { cards: Closing['cards'] }) {
  const { recordedExpenses, confirmedSaidas, expenseCount, confirmedSaidaCount } = cards;
  if (
    recordedExpenses === undefined ||
    confirmedSaidas === undefined ||
    expenseCount === undefined ||
    confirmedSaidaCount === undefined
  )
    return <p>Despesas lançadas e saídas confirmadas</p>;
  return <ExpensesParts figures={{ recordedExpenses, confirmedSaidas, expenseCount, confirmedSaidaCount }} />;
}
