import {
  DEFAULT_PAYMENT_SORT,
  PAYMENT_SORTS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentList,
  type PaymentSort,
  type PaymentSummary,
  SORT_ORDERS,
} from '@livro-caixa/domain';
import { AddButton } from '../../components/ui/button';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../components/ui/export-csv-button';
import { LedgerFilters } from '../../components/ui/ledger-filters';
import { ListTotals } from '../../components/ui/list-totals';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList, usePagedList } from '../../components/ui/paged-list';
import { LoadingScreen } from '../../components/ui/spinner';
import { useRowDialogs } from '../../components/ui/use-row-dialogs';
import { useClosedMonth } from '../../lib/closed-months';
import { sumReais } from '../../lib/format';
import { defaultListRange } from '../../lib/periods';
import { useDateFormat, usePreferences, useToday } from '../../lib/preferences';
import { fixDateRange, isDateParam, outsideFilterNotice } from '../../lib/use-list-state';
import { type PaymentFilters, paymentsQuery, useDeletePayment } from './api/payments-api';
import { ConfirmSelected, usePaymentSelection } from './components/confirm-selected';
import { PaymentFormModal } from './components/payment-form-modal';
import { PaymentsTable } from './components/payments-table';

export function PaymentsPage() {
  // The date filter starts on this month, in the user's time zone (preferences), never UTC's.
  const { ready } = usePreferences();
  const today = useToday();
  if (!ready) {
    return (
      <>
        <PageHeader title="Pagamentos" />
        <LoadingScreen fullPage={false} />
      </>
    );
  }
  return <PaymentsList today={today} />;
}

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const URL_OPTIONS = {
  valid: {
    status: oneOf(PAYMENT_STATUSES),
    startDate: isDateParam,
    endDate: isDateParam,
    sort: oneOf(PAYMENT_SORTS),
    order: oneOf(SORT_ORDERS),
  },
  fix: fixDateRange<PaymentFilters>,
};

function PaymentsList({ today }: { today: string }) {
  // Filters, search, order and page live in the URL; the default is this month, newest first
  // (docs/product-rules.md "Lists and filters").
  const month = defaultListRange(today);
  const paged = usePagedList<PaymentFilters, PaymentList>(
    { status: '', startDate: month.start, endDate: month.end, search: '', ...DEFAULT_PAYMENT_SORT },
    paymentsQuery,
    URL_OPTIONS,
  );
  const { filters, page, setFilters, setPage, list } = paged;
  // A header clicked again turns its order around; another header starts newest or largest first.
  const sort = {
    key: filters.sort,
    order: filters.order,
    onSort: (key: string) =>
      setFilters(
        key === filters.sort
          ? { order: filters.order === 'desc' ? 'asc' : 'desc' }
          : { sort: key as PaymentSort, order: DEFAULT_PAYMENT_SORT.order },
      ),
  };
  const { sort: _sort, order: _order, ...exportFilters } = filters;
  const selection = usePaymentSelection(JSON.stringify([filters, page]));
  const rows = list.data?.data ?? [];
  const { formatDate } = useDateFormat();
  const isClosed = useClosedMonth();

  // A new payment the filter does not show: the toast says its date and shows that day in one click.
  const notice = outsideFilterNotice(filters, 'status', setFilters, formatDate);
  const onCreated = (payment: Payment) => notice(payment.data_pagamento, payment.status);

  const dialogs = useRowDialogs<Payment>();
  const remove = useDeletePayment();

  return (
    <>
      <PageHeader
        title="Pagamentos"
        actions={
          <>
            {/* The list's filters, every page, line by line, oldest first whatever the order shown (ADR 023). */}
            <ExportCsvButton path="/payments/export" query={exportFilters} fallbackName="pagamentos.csv" />
            <AddButton onClick={dialogs.openCreate}>Novo Pagamento</AddButton>
          </>
        }
      />

      <LedgerFilters
        idPrefix="payments"
        searchPlaceholder="Descrição, atendente ou tripeiro"
        list={paged}
        own={{
          name: 'status',
          label: 'Status',
          all: 'Todos',
          values: PAYMENT_STATUSES,
          optionLabel: (status) => PAYMENT_STATUS_LABELS[status],
        }}
        columns="xl:grid-cols-[minmax(0,1fr)_11rem_10rem_10rem_auto]"
      />

      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        noun={['pagamento', 'pagamentos']}
        loadError="Erro ao carregar pagamentos"
        totals={(data) => <PaymentTotals summary={data.summary} busy={list.isPlaceholderData} />}
      >
        <ConfirmSelected rows={rows} selection={selection} isLocked={(payment) => isClosed(payment.data_pagamento)} />
        <PaymentsTable
          rows={rows}
          selection={selection}
          sort={sort}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          onEdit={dialogs.openEdit}
          onDelete={dialogs.askDelete}
          isLocked={(payment) => isClosed(payment.data_pagamento)}
        />
      </PagedList>

      <PaymentFormModal {...dialogs.formProps} payment={dialogs.form.row} onCreated={onCreated} />
      <DeleteConfirm
        {...dialogs.deleteProps}
        removal={remove}
        message="Tem certeza que deseja excluir este pagamento?"
        success="Pagamento excluído com sucesso!"
        failure="Erro ao excluir pagamento"
      />
    </>
  );
}

/**
 * The whole filter's amounts (every page), per the money rules (docs/product-rules.md "Money"):
 * confirmed entradas and saídas and their difference; pending ones apart, when there are any;
 * cancelled payments in none.
 */
function PaymentTotals({ summary, busy }: { summary: PaymentSummary; busy: boolean }) {
  const pending = summary.entradasPendentes !== 0 || summary.saidasPendentes !== 0;
  return (
    <ListTotals
      busy={busy}
      totals={[
        { label: 'Entradas confirmadas', value: summary.entradasConfirmadas, tone: 'positive' },
        { label: 'Saídas confirmadas', value: summary.saidasConfirmadas, tone: 'negative' },
        {
          label: 'Saldo confirmado',
          value: sumReais([summary.entradasConfirmadas, -summary.saidasConfirmadas]),
          tone: 'neutral',
        },
        ...(pending
          ? [
              { label: 'Pendentes a receber', value: summary.entradasPendentes },
              { label: 'Pendentes a pagar', value: summary.saidasPendentes },
            ]
          : []),
      ]}
      note="Totais de todos os pagamentos do filtro, não só desta página. Cancelados não entram."
    />
  );
}
