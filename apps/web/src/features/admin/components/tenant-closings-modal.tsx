import type { AdminTenant, ClosingEntry } from '@livro-caixa/domain';
import { formatMonthName } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Modal, ModalBody, ModalFooter } from '../../../components/ui/modal';
import { toast, toastError } from '../../../components/ui/toast';
import { useDateFormat } from '../../../lib/preferences';
import { tenantClosingsQuery, useAdminReopenMonth } from '../api/admin-api';

/** 'Ana em 02/11/2026 09:00', in the admin's zone and format like the rest of the admin screens. */
function byWhom(name: string | null, at: string | null, formatDateTime: (iso: string) => string) {
  if (!at) return '—';
  return `${name ?? '—'} em ${formatDateTime(at)}`;
}

/**
 * The admin's view of one company's closings (docs/product-rules.md "Closing"): every month it
 * closed or reopened, who did it and when, and 'Reabrir' for a closed one, after a confirmation.
 */
export function TenantClosingsModal({ tenant, onClose }: { tenant: AdminTenant | null; onClose: () => void }) {
  const reopen = useAdminReopenMonth();
  // The confirmation takes the list's place (not a dialog over a dialog), then gives it back.
  const [toReopen, setToReopen] = useState<string | null>(null);

  const confirm = () => {
    if (!tenant || !toReopen) return;
    reopen.mutate(
      { tenantId: tenant.id, month: toReopen },
      {
        onSuccess: () => toast.success(`${formatMonthName(toReopen, true)} reaberto com sucesso!`),
        onError: (error) => toastError(error, 'Erro ao reabrir o mês'),
        onSettled: () => setToReopen(null),
      },
    );
  };

  return (
    <>
      <Modal
        open={tenant !== null && toReopen === null}
        onOpenChange={(open) => !open && onClose()}
        title="Fechamentos"
        description={tenant?.name}
        size="lg"
      >
        {tenant && <TenantClosings tenant={tenant} onReopen={setToReopen} />}
        <ModalFooter>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </ModalFooter>
      </Modal>
      <ConfirmDialog
        open={toReopen !== null}
        onOpenChange={(open) => !open && setToReopen(null)}
        title="Reabrir mês"
        message={
          tenant && toReopen
            ? `Reabrir ${formatMonthName(toReopen)} de ${tenant.name}? Os lançamentos do mês voltarão a poder ser criados, alterados e excluídos pela empresa, e os valores passarão a ser recalculados. A reabertura fica registrada no log da empresa com o seu nome e a hora.`
            : ''
        }
        confirmLabel="Reabrir"
        loading={reopen.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

function TenantClosings({ tenant, onReopen }: { tenant: AdminTenant; onReopen: (month: string) => void }) {
  const list = useQuery(tenantClosingsQuery(tenant.id));
  const { formatDateTime } = useDateFormat();

  const columns: Column<ClosingEntry>[] = [
    {
      key: 'month',
      header: 'Mês',
      mobile: 'title',
      className: 'whitespace-nowrap font-medium text-zinc-900 dark:text-zinc-100',
      cell: (c) => formatMonthName(c.month, true),
    },
    {
      key: 'status',
      header: 'Situação',
      cell: (c) => (
        <Badge tone={c.status === 'fechado' ? 'green' : 'amber'}>
          {c.status === 'fechado' ? 'Fechado' : 'Reaberto'}
        </Badge>
      ),
    },
    {
      key: 'who',
      header: 'Por quem e quando',
      className: 'text-zinc-600 dark:text-zinc-400 max-sm:col-span-2',
      cell: (c) =>
        c.status === 'fechado'
          ? `Fechado por ${byWhom(c.closedBy, c.closedAt, formatDateTime)}`
          : `Reaberto por ${byWhom(c.reopenedBy, c.reopenedAt, formatDateTime)}`,
    },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      mobile: 'actions',
      cell: (c) =>
        c.status === 'fechado' ? (
          <Button variant="secondary" size="sm" onClick={() => onReopen(c.month)}>
            <LockOpen className="size-4" aria-hidden="true" />
            Reabrir<span className="sr-only"> {formatMonthName(c.month)}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <ModalBody>
      {list.isError ? (
        <LoadError
          message="Erro ao carregar os fechamentos"
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data ?? []}
          rowKey={(c) => c.month}
          caption={`Fechamentos de ${tenant.name}`}
          loading={list.isPending}
          empty={<EmptyState icon={CalendarCheck} title="Nenhum mês fechado nesta empresa" />}
        />
      )}
    </ModalBody>
  );
}
