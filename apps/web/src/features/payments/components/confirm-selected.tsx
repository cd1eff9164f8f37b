import type { Payment, PaymentConfirmResult } from '@livro-caixa/domain';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast, toastError } from '../../../components/ui/toast';
import { formatReais, sumReais } from '../../../lib/format';
import { useConfirmPayments } from '../api/payments-api';
import type { PaymentSelection } from './payments-table';

/**
 * The ticked rows of the page shown (`reset` changes with the filters and the page: a new page
 * starts with none), and what the table needs to tick them.
 */
export function usePaymentSelection(reset: string): PaymentSelection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset stands for the page and its filters
  useEffect(() => setSelected(new Set()), [reset]);
  return {
    selected,
    onChange: (ids, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

/**
 * Above the table: how many pending payments are ticked and their sum, 'Confirmar selecionados'
 * and 'Limpar seleção'; after a confirm that a closed month partly refused, the server's message
 * naming each refused row, until closed (docs/product-rules.md "Confirming several payments").
 */
export function ConfirmSelected({
  rows,
  selection,
  isLocked,
}: {
  rows: Payment[];
  selection: PaymentSelection & { clear: () => void };
  isLocked: (payment: Payment) => boolean;
}) {
  const confirm = useConfirmPayments();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set at the click itself: the mutation's own pending state shows only after a render.
  const sending = useRef(false);
  const chosen = rows.filter((p) => selection.selected.has(p.id));
  const selectable = rows.filter((p) => p.status === 'pendente' && !isLocked(p)).map((p) => p.id);
  // Nothing to tick (no pending row of an open month) and nothing to say: no bar.
  const actions = selectable.length > 0 || chosen.length > 0;
  if (!actions && !refusal) return null;

  const run = () => {
    // The button is busy until the answer: a second click does nothing (and the server would
    // report the rows as already confirmed, not fail).
    if (sending.current || chosen.length === 0) return;
    sending.current = true;
    confirm.mutate(
      chosen.map((p) => p.id),
      {
        onSuccess: (result: PaymentConfirmResult) => {
          selection.clear();
          if (result.refused.length > 0) setRefusal(result.message);
          else {
            setRefusal(null);
            toast.success(result.message);
          }
        },
        onError: (error) => toastError(error, 'Erro ao confirmar pagamentos'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const n = chosen.length;
  const total = sumReais(chosen.map((p) => p.valor));
  return (
    <div className="space-y-2 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
      {actions && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="min-w-0 flex-1 basis-56 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {n === 0 ? (
              'Marque os pagamentos pendentes para confirmá-los de uma vez.'
            ) : (
              <>
                <span className="font-medium text-zinc-900 dark:text-zinc-100">
                  {n === 1 ? '1 pendente selecionado' : `${n} pendentes selecionados`}
                </span>{' '}
                · <span className="whitespace-nowrap">{formatReais(total)}</span>
              </>
            )}
          </p>
          {/* Phones have no header row, so no 'select all' box there. */}
          {n < selectable.length && (
            <Button
              variant="ghost"
              size="sm"
              className="sm:hidden"
              onClick={() => selection.onChange(selectable, true)}
              disabled={confirm.isPending}
            >
              Selecionar todos
            </Button>
          )}
          {n > 0 && (
            <Button variant="ghost" size="sm" onClick={selection.clear} disabled={confirm.isPending}>
              Limpar seleção
            </Button>
          )}
          <Button size="sm" onClick={run} disabled={n === 0} loading={confirm.isPending}>
            {!confirm.isPending && <CheckCheck className="size-4" aria-hidden="true" />}
            Confirmar selecionados
          </Button>
        </div>
      )}
      {refusal && (
        <Alert
          action={
            <Button variant="ghost" size="sm" onClick={() => setRefusal(null)}>
              Fechar
            </Button>
          }
        >
          {refusal}
        </Alert>
      )}
    </div>
  );
}
