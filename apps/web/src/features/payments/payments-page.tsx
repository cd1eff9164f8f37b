import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentStatus,
  todayIn,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DateRangeFilter } from '../../components/ui/date-range-filter';
import { Field } from '../../components/ui/field';
import { ListFooter } from '../../components/ui/list-footer';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { LoadingScreen } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useClosedMonth } from '../../lib/closed-months';
import { useDatePreferences } from '../../lib/preferences-query';
import { useClampPage, useDebouncedSearch, useListState } from '../../lib/use-list-state';
import { type PaymentFilters, paymentsQuery, useDeletePayment } from './api/payments-api';
import { PaymentFormModal } from './components/payment-form-modal';
import { PaymentsTable } from './components/payments-table';

export function PaymentsPage() {
  // Spec §9: the date filter starts on today — in the user's time zone (preferences), never UTC.
  const { preferences, ready } = useDatePreferences();
  if (!ready) {
    return (
      <>
        <PageHeader title="Pagamentos" />
        <LoadingScreen fullPage={false} />
      </>
    );
  }
  return <PaymentsList today={todayIn(preferences.timeZone)} />;
}

function PaymentsList({ today }: { today: string }) {
  const { filters, page, setFilters, setPage } = useListState<PaymentFilters>(() => ({
    status: '',
    startDate: today,
    endDate: today,
    search: '',
  }));
  const [search, setSearch] = useDebouncedSearch((value) => setFilters({ search: value }));
  const list = useQuery(paymentsQuery(filters, page));
  const isClosed = useClosedMonth();
  useClampPage(page, list.data?.pagination.totalPages, setPage);

  const [form, setForm] = useState<{ open: boolean; payment: Payment | null }>({ open: false, payment: null });
  const [toDelete, setToDelete] = useState<Payment | null>(null);
  const remove = useDeletePayment();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Pagamento excluído com sucesso!'),
      onError: (error) => {
        const detail = errorMessage(error, '');
        toast.error('Erro ao excluir pagamento', detail || undefined);
      },
      onSettled: () => setToDelete(null),
    });
  };

  const total = list.data?.pagination.total;

  return (
    <>
      <PageHeader
        title="Pagamentos"
        actions={
          <Button onClick={() => setForm({ open: true, payment: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Novo Pagamento
          </Button>
        }
      />

      <Card className="mb-4 p-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-[minmax(0,1fr)_11rem_10rem_10rem_auto]">
          <Field id="payments-search" label="Buscar" className="col-span-full lg:col-span-1">
            <SearchInput
              id="payments-search"
              placeholder="Descrição, atendente ou tripeiro"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field id="payments-status" label="Status" className="col-span-full md:col-span-1">
            <Select
              id="payments-status"
              value={filters.status}
              onChange={(event) => setFilters({ status: event.target.value as PaymentStatus | '' })}
            >
              <option value="">Todos</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
          <DateRangeFilter
            value={{ start: filters.startDate, end: filters.endDate }}
            onApply={({ start, end }) => setFilters({ startDate: start, endDate: end })}
          />
        </div>
      </Card>

      {list.isError && !list.data ? (
        <LoadError message="Erro ao carregar pagamentos" onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          {list.isError && (
            <div className="mb-4">
              <LoadError
                message="Erro ao carregar pagamentos"
                onRetry={() => list.refetch()}
                retrying={list.isFetching}
              />
            </div>
          )}
          <Card className="overflow-hidden">
            <PaymentsTable
              payments={list.data?.data ?? []}
              loading={list.isPending}
              busy={list.isPlaceholderData}
              onEdit={(payment) => setForm({ open: true, payment })}
              onDelete={setToDelete}
              isLocked={(payment) => isClosed(payment.data_pagamento)}
            />
          </Card>
          <ListFooter
            total={total}
            noun={['pagamento', 'pagamentos']}
            page={page}
            totalPages={list.data?.pagination.totalPages ?? 0}
            onPageChange={setPage}
            disabled={list.isPlaceholderData}
          />
        </>
      )}

      <PaymentFormModal
        open={form.open}
        payment={form.payment}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        message="Tem certeza que deseja excluir este pagamento?"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
