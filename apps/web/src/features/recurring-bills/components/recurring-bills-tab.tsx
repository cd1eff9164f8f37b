import {
  BILL_STATUS_LABELS,
  type BillStatus,
  billStatus,
  type RecurringBill,
  type RecurringOccurrence,
  recurrenceText,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Pencil, Repeat, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { AddButton, Button } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { type RowAction, RowActions } from '../../../components/ui/row-menu';
import { LoadingScreen } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { formatReais } from '../../../lib/format';
import { useDateFormat, useToday } from '../../../lib/preferences';
import { recurringBillQuery, recurringBillsQuery, useDeleteRecurringBill } from '../api/recurring-bills-api';
import { OccurrenceFormModal } from './occurrence-form-modal';
import { RecurringBillFormModal } from './recurring-bill-form-modal';

const TONES: Record<BillStatus, BadgeTone> = {
  a_vencer: 'gray',
  vence_hoje: 'amber',
  vencida: 'red',
  paga: 'green',
  recebida: 'green',
};

/**
 * Why the job could not make the template's next bills (docs/product-rules.md "Recurring bills"):
 * what to fix, and when it tries again.
 */
function Failure({ falha }: { falha: string }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
      <TriangleAlert className="mt-px size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">As próximas contas não foram geradas.</strong> {falha}. Nova tentativa a cada
        hora, ou logo depois que o modelo for salvo.
      </span>
    </p>
  );
}

/** A template's bills: date, valor, status; an unpaid one can be edited ("só esta" / "esta e as próximas"). */
function Occurrences({ bill }: { bill: RecurringBill }) {
  const query = useQuery(recurringBillQuery(bill.id));
  const { formatDate } = useDateFormat();
  const today = useToday();
  const [editing, setEditing] = useState<RecurringOccurrence | null>(null);
  if (!query.data) {
    return query.isError ? (
      <QueryLoadError query={query} message="Erro ao carregar as contas deste modelo" />
    ) : (
      <LoadingScreen fullPage={false} />
    );
  }
  const bills = query.data.data.ocorrencias;
  if (bills.length === 0)
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">Nenhuma conta gerada: o modelo já terminou.</p>;
  return (
    <>
      <ul
        className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
        aria-label={`Contas de ${bill.descricao}`}
      >
        {bills.map((o) => {
          const status = billStatus({ vencimento: o.vencimento, settled: o.situacao === 'paga', kind: 'pagar' }, today);
          return (
            <li
              key={o.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
              data-testid={`ocorrencia-${o.ocorrencia}`}
            >
              <span className="flex min-w-0 basis-full items-center gap-3 sm:flex-1 sm:basis-0">
                <span className="w-24 shrink-0 tabular-nums text-zinc-800 dark:text-zinc-200">
                  {formatDate(o.vencimento ?? o.ocorrencia)}
                </span>
                <span className="min-w-0 flex-1 break-words text-zinc-600 dark:text-zinc-400">
                  Nº {o.numero} · {o.descricao}
                </span>
              </span>
              <span className="ml-auto flex items-center gap-3">
                <Badge tone={TONES[status]}>{BILL_STATUS_LABELS[status]}</Badge>
                <span className="w-28 shrink-0 text-right font-semibold tabular-nums text-zinc-900 dark:text-zinc-50">
                  {formatReais(o.valor)}
                </span>
                {o.situacao === 'a_pagar' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(o)}
                    aria-label={`Editar a conta de ${formatDate(o.ocorrencia)}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Editar
                  </Button>
                ) : (
                  <span className="w-[4.75rem] shrink-0 text-center text-xs text-zinc-500 dark:text-zinc-400">
                    não muda
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {editing && (
        <OccurrenceFormModal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          modeloId={bill.id}
          occurrence={editing}
        />
      )}
    </>
  );
}

/**
 * Contas recorrentes (docs/product-rules.md "Recurring bills", ADR 051): the company's templates,
 * each making its bills 3 months ahead; create, edit (from today on), see and edit its bills, delete.
 */
export function RecurringBillsTab() {
  const query = useQuery(recurringBillsQuery);
  const { formatDate } = useDateFormat();
  const [editing, setEditing] = useState<RecurringBill | null | 'new'>(null);
  const [removing, setRemoving] = useState<RecurringBill | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const removal = useDeleteRecurringBill();

  if (!query.data) {
    return query.isError ? (
      <QueryLoadError query={query} message="Erro ao carregar as contas recorrentes" />
    ) : (
      <LoadingScreen fullPage={false} />
    );
  }
  const templates = query.data.data;
  const actionsOf = (t: RecurringBill): RowAction[] => [
    { label: 'Editar modelo', icon: Pencil, onSelect: () => setEditing(t), onPhone: true },
    { label: 'Excluir', icon: Trash2, onSelect: () => setRemoving(t), danger: true },
  ];

  return (
    <div className="@container space-y-6">
      <TitledCard
        title="Contas recorrentes"
        icon={Repeat}
        aside={
          <AddButton size="sm" onClick={() => setEditing('new')}>
            Nova conta recorrente
          </AddButton>
        }
      >
        <p className="border-b border-zinc-200 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          Aluguel, internet, salários: cada modelo gera as contas a pagar dos próximos 3 meses, que aparecem em Despesas
          e no fluxo de caixa como qualquer conta. Dia 31 num mês mais curto vence no último dia do mês. Ao editar uma
          conta, escolha se muda só ela ou ela e as próximas; contas pagas nunca mudam.
        </p>
        {templates.length === 0 ? (
          <EmptyState icon={Repeat} title="Nenhuma conta recorrente">
            Cadastre uma conta que se repete e as próximas aparecem sozinhas.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {templates.map((t) => (
              <li key={t.id} className="px-4 py-3" data-testid={`modelo-${t.descricao}`}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-nowrap">
                  <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                    <p className="break-words text-sm font-medium text-zinc-900 dark:text-zinc-50">{t.descricao}</p>
                    <p className="text-xs text-zinc-500 dark:text-zinc-400">
                      {recurrenceText(t)} · {t.categoria}
                      {t.fim ? ` · até ${formatDate(t.fim)}` : ''}
                    </p>
                    <p className="text-xs text-zinc-500 dark:text-zinc-400">
                      {t.proxima ? `Próxima: ${formatDate(t.proxima)}` : 'Terminou'}
                    </p>
                  </div>
                  <div className="ml-auto flex items-center gap-2">
                    <span className="font-semibold tabular-nums text-zinc-900 dark:text-zinc-50">
                      {formatReais(t.valor)}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open === t.id}
                      onClick={() => setOpen(open === t.id ? null : t.id)}
                    >
                      {open === t.id ? (
                        <ChevronUp className="size-4" aria-hidden="true" />
                      ) : (
                        <ChevronDown className="size-4" aria-hidden="true" />
                      )}
                      Contas
                    </Button>
                    <RowActions name={t.descricao} actions={actionsOf(t)} />
                  </div>
                </div>
                {t.falha && <Failure falha={t.falha} />}
                {open === t.id && (
                  <div className="mt-3">
                    <Occurrences bill={t} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
      <RecurringBillFormModal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        bill={editing === 'new' ? null : editing}
      />
      <DeleteConfirm
        target={removing}
        onClose={() => setRemoving(null)}
        removal={removal}
        message={`Excluir "${removing?.descricao ?? ''}"? As contas dele que vencem depois de hoje e não foram pagas saem; as pagas e as que já venceram ficam.`}
        success="Conta recorrente excluída"
        failure="Erro ao excluir"
      />
    </div>
  );
}
