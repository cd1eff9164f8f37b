import type { BankLine } from '@livro-caixa/domain';
import { Link2, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal, ModalBody, ModalFooter } from '../../../components/ui/modal';
import { formatReais } from '../../../lib/format';
import { useGroupSuggestions } from '../api/reconciliation-api';
import { LinesSummary, sumOfLines } from './line-action-modals';
import { SuggestionRow } from './line-card';

/** What can be done with the lines selected together (N:1): one sign only; an expense from debits only. */
export function selectionState(lines: BankLine[]) {
  const credits = lines.filter((l) => l.valor > 0).length;
  const mixed = credits > 0 && credits < lines.length;
  return { mixed, canMatch: lines.length > 1 && !mixed, canExpense: lines.length > 0 && credits === 0 };
}

/**
 * The lines selected (N:1): how many and their sum, 'Conciliar com um lançamento' (a record of
 * exactly that sum) and, for debits, 'Criar uma despesa'. Sticks to the bottom of the window while
 * the queue scrolls, so it is in reach on a phone.
 */
export function SelectionBar({
  lines,
  onMatch,
  onExpense,
  onClear,
}: {
  lines: BankLine[];
  onMatch: () => void;
  onExpense: () => void;
  onClear: () => void;
}) {
  const { mixed, canMatch, canExpense } = selectionState(lines);
  const n = lines.length;
  return (
    <section
      aria-label="Linhas selecionadas"
      className="sticky bottom-3 z-20 rounded-xl border border-emerald-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur dark:border-emerald-900 dark:bg-zinc-900/95"
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2 sm:items-center">
        <p className="min-w-0 flex-1 basis-40 text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
          <span className="font-medium text-zinc-900 dark:text-zinc-50">
            {n === 1 ? '1 linha selecionada' : `${n} linhas selecionadas`}
          </span>{' '}
          · <span className="whitespace-nowrap tabular-nums">{formatReais(sumOfLines(lines))}</span>
          {(mixed || n === 1) && (
            <span className="mt-0.5 block text-xs text-zinc-600 dark:text-zinc-400">
              {mixed
                ? 'Selecione só linhas de crédito ou só de débito para conciliá-las juntas.'
                : 'Selecione mais linhas para conciliá-las juntas com um lançamento.'}
            </span>
          )}
        </p>
        {/* 'Limpar' beside the count on a phone (its name stays 'Limpar seleção'). */}
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 sm:order-last"
          aria-label="Limpar seleção"
          onClick={onClear}
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sm:hidden">Limpar</span>
          <span className="max-sm:hidden">Limpar seleção</span>
        </Button>
        {/* On a phone the two actions stack, each the bar's width: their labels never wrap inside. */}
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button size="sm" className="w-full sm:w-auto" onClick={onMatch} disabled={!canMatch}>
            <Link2 className="size-4" aria-hidden="true" />
            Conciliar com um lançamento
          </Button>
          {canExpense && (
            <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={onExpense}>
              <Plus className="size-4" aria-hidden="true" />
              Criar uma despesa
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * 'Conciliar com um lançamento': the records of the book, not yet linked, whose amount is exactly
 * the selected lines' sum, each with its evidence and the tap that matches them all to it.
 */
export function GroupMatchModal({
  lines,
  open,
  onOpenChange,
  onMatched,
  onExpense,
}: {
  lines: BankLine[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMatched: () => void;
  onExpense: () => void;
}) {
  const [line, ...others] = lines as [BankLine, ...BankLine[]];
  const single = others.length === 0;
  const group = useGroupSuggestions(
    line.id,
    others.map((l) => l.id),
    open && !single,
  );
  const suggestions = single ? [] : (group.data ?? []);
  const total = sumOfLines(lines);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={single ? 'Conciliar a linha com um lançamento' : `Conciliar ${lines.length} linhas com um lançamento`}
      size="lg"
    >
      <ModalBody className="space-y-4">
        <LinesSummary lines={lines} />
        <h3 className="text-sm font-medium text-zinc-900 dark:text-zinc-50">
          Lançamentos de exatamente {formatReais(Math.abs(total))}
        </h3>
        {single ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Para uma linha só, use as sugestões dela na fila. Selecione mais linhas para conciliá-las juntas.
          </p>
        ) : group.isPending ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Buscando lançamentos…</p>
        ) : group.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400">Erro ao buscar os lançamentos. Tente de novo.</p>
        ) : suggestions.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Nenhum lançamento do livro ainda não conciliado tem exatamente esse valor perto dessas datas.
            {total < 0 ? ' Crie uma despesa das linhas.' : ''}
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Lançamentos com a soma exata">
            {suggestions.map((s) => (
              <SuggestionRow
                key={`${s.payment_ids.join()}-${s.expense_ids.join()}`}
                line={line}
                suggestion={s}
                onMatched={onMatched}
              />
            ))}
          </ul>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Fechar
        </Button>
        {total < 0 && (
          <Button variant="secondary" onClick={onExpense}>
            <Plus className="size-4" aria-hidden="true" />
            Criar uma despesa
          </Button>
        )}
      </ModalFooter>
    </Modal>
  );
}
