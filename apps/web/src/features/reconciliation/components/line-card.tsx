import { type BankLine, type BankSuggestion, FEE_CATEGORY } from '@livro-caixa/domain';
import { Check, CheckCheck, EyeOff, Plus, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import {
  type MatchVariables,
  useConfirmReceipt,
  useMatchLine,
  useSuggestions,
  useUnignoreLine,
  useUnmatchLine,
} from '../api/reconciliation-api';

export type LineAction = 'expense' | 'payment' | 'ignore';

/** The line as the statement shows it: date, description, signed amount. */
export function LineHead({ line }: { line: BankLine }) {
  const { formatDate } = useDateFormat();
  const credit = line.valor > 0;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{formatDate(line.data)}</p>
        <p className="break-words text-sm font-medium text-zinc-900 dark:text-zinc-50">{line.descricao}</p>
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums',
          credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {credit ? '+' : ''}
        {formatReais(line.valor)}
      </p>
    </div>
  );
}

function matchOf(lineId: number, s: BankSuggestion, confirm: boolean): MatchVariables {
  if (s.par_linha_id !== null) return { id: lineId, par_linha_id: s.par_linha_id };
  if (s.transfer_id !== null) return { id: lineId, transfer_id: s.transfer_id };
  return {
    id: lineId,
    payment_ids: s.payment_ids,
    expense_ids: s.expense_ids,
    ...(s.linha_ids.length > 0 ? { linha_ids: s.linha_ids } : {}),
    ...(s.diferenca > 0 ? { tarifa: { categoria: FEE_CATEGORY } } : {}),
    ...(confirm ? { confirmar_pendentes: true } : {}),
  };
}

/** One suggestion: what it links, the evidence in words, and the one tap that matches it. */
export function SuggestionRow({
  line,
  suggestion,
  onMatched,
}: {
  line: BankLine;
  suggestion: BankSuggestion;
  onMatched?: () => void;
}) {
  const { formatDate } = useDateFormat();
  const match = useMatchLine();
  const boxId = useId();
  // The bank says a pending entrada arrived: confirming it is offered in the same tap, on by default.
  const pendentes = suggestion.itens.filter((i) => i.pendente).length;
  const [confirm, setConfirm] = useState(true);
  const lines = suggestion.linha_ids.length + 1;
  const label =
    suggestion.diferenca > 0
      ? `Conciliar com tarifa de ${formatReais(suggestion.diferenca)}`
      : lines > 1
        ? `Conciliar as ${lines} linhas`
        : 'Conciliar';
  const items = suggestion.itens;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
      <div className="min-w-0 space-y-1">
        <p className="text-sm text-zinc-800 dark:text-zinc-200">
          {items.length === 1
            ? `${items[0]?.descricao} · ${formatDate(items[0]?.data ?? line.data)} · ${formatReais(items[0]?.valor ?? 0)}`
            : `${items.length} lançamentos · ${formatReais(items.reduce((n, i) => n + Math.round(i.valor * 100), 0) / 100)}`}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="motivos">
          {suggestion.motivos.join(' · ')}
        </p>
        {pendentes > 0 && (
          <div className="flex items-center gap-2 pt-1 max-sm:min-h-10">
            <input
              id={boxId}
              type="checkbox"
              className="size-5 cursor-pointer accent-emerald-600 sm:size-4"
              checked={confirm}
              onChange={(event) => setConfirm(event.target.checked)}
            />
            <label htmlFor={boxId} className="cursor-pointer text-sm text-zinc-800 dark:text-zinc-200">
              {pendentes === 1 ? 'Confirmar o pagamento pendente' : `Confirmar os ${pendentes} pagamentos pendentes`}
            </label>
          </div>
        )}
      </div>
      <Button
        size="md"
        className="w-full shrink-0 sm:w-auto"
        loading={match.isPending}
        onClick={() =>
          match.mutate(matchOf(line.id, suggestion, pendentes > 0 && confirm), {
            onSuccess: () => {
              const done = lines > 1 ? `${lines} linhas conciliadas` : 'Linha conciliada';
              toast.success(pendentes > 0 && confirm ? `${done} e recebimento confirmado` : done);
              onMatched?.();
            },
            onError: (error) => toastError(error, 'Erro ao conciliar'),
          })
        }
      >
        {!match.isPending && <Check className="size-4" aria-hidden="true" />}
        {label}
      </Button>
    </li>
  );
}

/**
 * A pending line: a box to select it with others (N:1), its top suggestions, then 'Criar despesa'
 * / 'Criar recebimento' and 'Ignorar'.
 */
export function PendingLineCard({
  line,
  selected,
  onSelect,
  onAction,
}: {
  line: BankLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (a: LineAction, line: BankLine) => void;
}) {
  const { formatDate } = useDateFormat();
  const suggestions = useSuggestions(line.id);
  const top = (suggestions.data ?? []).slice(0, 3);
  return (
    <li
      className={cn('space-y-3 px-4 py-4', selected && 'bg-emerald-50/60 dark:bg-emerald-950/20')}
      aria-label={`${line.descricao} ${formatReais(line.valor)}`}
    >
      <div className="flex items-start gap-3">
        {/* A finger's target on phones: the label is 40 px tall around the 20 px box. */}
        <label className="-my-2.5 -ml-1 flex size-10 shrink-0 cursor-pointer items-center justify-center sm:-my-1.5 sm:size-8">
          <input
            type="checkbox"
            className="size-5 cursor-pointer accent-emerald-600 sm:size-4"
            aria-label={`Selecionar a linha ${line.descricao} de ${formatDate(line.data)}, ${formatReais(line.valor)}`}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </label>
        <div className="min-w-0 flex-1">
          <LineHead line={line} />
        </div>
      </div>
      {suggestions.isPending ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">Buscando sugestões…</p>
      ) : top.length > 0 ? (
        <ul className="space-y-2" aria-label="Sugestões">
          {top.map((s) => (
            <SuggestionRow
              key={`${s.payment_ids.join()}-${s.expense_ids.join()}-${s.transfer_id}-${s.par_linha_id}`}
              line={line}
              suggestion={s}
            />
          ))}
        </ul>
      ) : (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">Nenhum lançamento do livro parece com esta linha.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onAction(line.valor < 0 ? 'expense' : 'payment', line)}>
          <Plus className="-ml-1 size-4" aria-hidden="true" />
          {line.valor < 0 ? 'Criar despesa' : 'Criar recebimento'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onAction('ignore', line)}>
          <EyeOff className="-ml-1 size-4" aria-hidden="true" />
          Ignorar
        </Button>
      </div>
    </li>
  );
}

const LINK_LABELS = { pagamento: 'Pagamento', despesa: 'Despesa', transferencia: 'Transferência' } as const;
/** A payment or expense by the company's number (ADR 039); a transfer has none. */
const linkNumber = (v: BankLine['vinculos'][number]) => (v.numero === undefined ? '' : ` nº ${v.numero}`);

/**
 * A matched or ignored line, with what it is linked to (or why it was ignored), 'Confirmar
 * recebimento' while a linked entrada is pending, and 'Desfazer'.
 */
export function DoneLineRow({ line }: { line: BankLine }) {
  const unmatch = useUnmatchLine();
  const unignore = useUnignoreLine();
  const receive = useConfirmReceipt();
  const ignored = line.situacao === 'ignorado';
  const undo = ignored ? unignore : unmatch;
  const pendentes = line.vinculos.filter((v) => v.pendente).map((v) => v.id);
  return (
    <li className="space-y-2 px-4 py-3">
      <LineHead line={line} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          {ignored ? (
            <>
              <Badge tone="gray">Ignorada</Badge>
              <span>{line.motivo}</span>
            </>
          ) : (
            <>
              <Badge tone="green">{line.automatico ? 'Conciliada automaticamente' : 'Conciliada'}</Badge>
              <span>
                {line.vinculos
                  .map((v) => `${LINK_LABELS[v.tipo]}${linkNumber(v)}${v.pendente ? ' (pendente)' : ''}`)
                  .join(', ')}
              </span>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {pendentes.length > 0 && (
            <Button
              variant="secondary"
              size="sm"
              loading={receive.isPending}
              onClick={() =>
                receive.mutate(pendentes, {
                  onSuccess: (result) =>
                    result.refused.length > 0 ? toast.error(result.message) : toast.success('Recebimento confirmado'),
                  onError: (error) => toastError(error, 'Erro ao confirmar o recebimento'),
                })
              }
            >
              {!receive.isPending && <CheckCheck className="-ml-1 size-4" aria-hidden="true" />}
              Confirmar recebimento
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            loading={undo.isPending}
            onClick={() =>
              undo.mutate(line.id, {
                onSuccess: () => toast.success(ignored ? 'A linha voltou para a fila' : 'Conciliação desfeita'),
                onError: (error) => toastError(error, 'Erro ao desfazer'),
              })
            }
          >
            {!undo.isPending && <Undo2 className="-ml-1 size-4" aria-hidden="true" />}
            Desfazer
          </Button>
        </div>
      </div>
    </li>
  );
}
