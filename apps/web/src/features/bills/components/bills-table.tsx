import { BILL_STATUS_LABELS, type Bill, type BillStatus } from '@livro-caixa/domain';
import { useEffect } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import type { BillKind } from '../api/bills-api';

const TONES: Record<BillStatus, BadgeTone> = {
  vencida: 'red',
  vence_hoje: 'amber',
  a_vencer: 'gray',
  paga: 'green',
  recebida: 'green',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  return <Badge tone={TONES[status]}>{BILL_STATUS_LABELS[status]}</Badge>;
}

const settled = (b: Bill) => b.status === 'paga' || b.status === 'recebida';

/** The bills (or receivables) by due date, overdue first (the server's order). */
export function BillsTable({
  kind,
  rows,
  loading,
  busy,
  onSettle,
  onUndo,
  highlight = null,
}: {
  kind: BillKind;
  rows: Bill[];
  loading: boolean;
  busy: boolean;
  onSettle: (bill: Bill) => void;
  onUndo: (bill: Bill) => void;
  /** The number of the bill a link named (/contas?numero=N): marked and scrolled into view. */
  highlight?: number | null;
}) {
  const { formatDate } = useDateFormat();
  const shown = highlight !== null && rows.some((b) => b.numero === highlight);
  useEffect(() => {
    if (shown) document.getElementById(`conta-${highlight}`)?.scrollIntoView?.({ block: 'center' });
  }, [shown, highlight]);
  const columns: Column<Bill>[] = [
    {
      key: 'vencimento',
      header: 'Vencimento',
      cell: (b) => <span className="tabular-nums">{b.vencimento ? formatDate(b.vencimento) : '—'}</span>,
    },
    {
      key: 'descricao',
      header: 'Descrição',
      mobile: 'title',
      cell: (b) => (
        <div className="min-w-0" id={`conta-${b.numero}`}>
          <p className="font-medium text-zinc-900 dark:text-zinc-50">
            {b.descricao}
            {b.numero === highlight && <span className="sr-only"> (conta do link)</span>}
          </p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            Nº {b.numero} · {kind === 'pagar' ? (b.categoria ?? '') : (b.pessoa ?? 'Sem pessoa')}
          </p>
        </div>
      ),
    },
    {
      key: 'valor',
      header: 'Valor',
      align: 'right',
      cell: (b) => (
        <div>
          <p className="font-medium whitespace-nowrap">{formatReais(b.valor)}</p>
          {b.ajuste !== 0 && (
            <p className="text-xs whitespace-nowrap text-zinc-500 dark:text-zinc-400">
              {b.ajuste > 0 ? `+ juros ${formatReais(b.ajuste)}` : `− desconto ${formatReais(-b.ajuste)}`}
            </p>
          )}
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (b) => <BillStatusBadge status={b.status} /> },
    {
      key: 'baixa',
      header: kind === 'pagar' ? 'Pago em' : 'Recebido em',
      cell: (b) =>
        b.data_baixa ? (
          <div>
            <p className="tabular-nums">{formatDate(b.data_baixa)}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              {[b.forma_pagamento, b.conta_nome].filter(Boolean).join(' · ')}
            </p>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      mobile: 'actions',
      cell: (b) =>
        settled(b) ? (
          kind === 'pagar' ? (
            <Button size="sm" variant="secondary" onClick={() => onUndo(b)} aria-label={`Estornar: ${b.descricao}`}>
              Estornar
            </Button>
          ) : null
        ) : (
          <Button
            size="sm"
            onClick={() => onSettle(b)}
            aria-label={`${kind === 'pagar' ? 'Pagar' : 'Receber'}: ${b.descricao}`}
          >
            {kind === 'pagar' ? 'Pagar' : 'Receber'}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(b) => b.id}
      rowClassName={(b) =>
        cn(
          b.status === 'vencida' && 'bg-red-50/60 dark:bg-red-500/5',
          b.numero === highlight && 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-400)] dark:bg-amber-500/10',
        )
      }
      caption={kind === 'pagar' ? 'Contas a pagar' : 'Contas a receber'}
      empty={kind === 'pagar' ? 'Nenhuma conta a pagar neste filtro.' : 'Nenhuma conta a receber neste filtro.'}
      loading={loading}
      busy={busy}
    />
  );
}
