import type { Expense, ExpenseList } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AddButton } from '../../components/ui/button';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../components/ui/export-csv-button';
import { LedgerFilters } from '../../components/ui/ledger-filters';
import { ListTotals } from '../../components/ui/list-totals';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList, usePagedList } from '../../components/ui/paged-list';
import { useRowDialogs } from '../../components/ui/use-row-dialogs';
import { useClosedMonth } from '../../lib/closed-months';
import { defaultListRange } from '../../lib/periods';
import { useDateFormat, useToday } from '../../lib/preferences';
import { fixDateRange, isDateParam, outsideFilterNotice } from '../../lib/use-list-state';
import { useExpenseCategories } from '../expense-categories/index';
import { type ExpenseFilters, expenseStatsQuery, expensesQuery, useDeleteExpense } from './api/expenses-api';
import { ExpenseFormModal } from './components/expense-form-modal';
import { ExpenseStatsCards } from './components/expense-stats';
import { ExpensesTable } from './components/expenses-table';

/** A category's name: the company's own, checked by the server (an unknown one lists nothing). */
const isCategoria = (value: string) => value.length <= 60;
const URL_OPTIONS = {
  valid: { categoria: isCategoria, startDate: isDateParam, endDate: isDateParam },
  fix: fixDateRange<ExpenseFilters>,
};

export function ExpensesPage() {
  const today = useToday();
  const { formatDate } = useDateFormat();
  // Filters, search and page live in the URL; the default is the current month, in the user's time
  // zone (docs/product-rules.md "Lists and filters").
  const month = defaultListRange(today);
  const paged = usePagedList<ExpenseFilters, ExpenseList>(
    { categoria: '', startDate: month.start, endDate: month.end, search: '' },
    expensesQuery,
    URL_OPTIONS,
  );
  const { filters, page, setFilters, setPage, list } = paged;
  const isClosed = useClosedMonth();
  // Every category, the archived too (kept on history and in filters), and the one in the URL.
  const categories = useExpenseCategories();
  const filterChoices = [
    ...new Set([...categories.all.map((c) => c.nome), ...(filters.categoria ? [filters.categoria] : [])]),
  ].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const stats = useQuery(expenseStatsQuery(filters));

  // A new expense the filter does not show: the toast says its date and shows that day in one click.
  const notice = outsideFilterNotice(filters, 'categoria', setFilters, formatDate);
  const onCreated = (expense: Expense) => notice(expense.data_despesa, expense.categoria);

  // A summary that failed to load is also logged; the cards give way to its load error below
  // (docs/product-rules.md "Load failures").
  useEffect(() => {
    if (stats.error) console.error('Erro ao carregar estatísticas de despesas', stats.error);
  }, [stats.error]);

  const dialogs = useRowDialogs<Expense>();
  const remove = useDeleteExpense();

  return (
    <>
      <PageHeader
        title="Despesas"
        actions={
          <>
            {/* The list's filters, every page, line by line (ADR 023). */}
            <ExportCsvButton path="/expenses/export" query={filters} fallbackName="despesas.csv" />
            <AddButton onClick={dialogs.openCreate}>Nova Despesa</AddButton>
          </>
        }
      />

      <ExpenseStatsCards
        stats={stats.isError ? null : (stats.data ?? null)}
        period={`${formatDate(filters.startDate)} a ${formatDate(filters.endDate)}`}
      />
      {stats.isError && (
        <QueryLoadError query={stats} message="Erro ao carregar o resumo das despesas" className="mb-4" />
      )}

      <LedgerFilters
        idPrefix="expenses"
        searchPlaceholder="Descrição da despesa"
        list={paged}
        own={{ name: 'categoria', label: 'Categoria', all: 'Todas', values: filterChoices }}
        columns="xl:grid-cols-[minmax(0,1fr)_13rem_10rem_10rem_auto]"
      />

      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        noun={['despesa', 'despesas']}
        loadError="Erro ao carregar despesas"
        totals={(data) => (
          <ListTotals
            busy={list.isPlaceholderData}
            totals={[{ label: 'Total das despesas', value: data.summary.total }]}
            note="Soma de todas as despesas do filtro (busca incluída), não só desta página."
          />
        )}
      >
        <ExpensesTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          onEdit={dialogs.openEdit}
          onDelete={dialogs.askDelete}
          isLocked={(expense) => isClosed(expense.data_despesa)}
        />
      </PagedList>

      <ExpenseFormModal {...dialogs.formProps} expense={dialogs.form.row} onCreated={onCreated} />
      <DeleteConfirm
        {...dialogs.deleteProps}
        removal={remove}
        message="Tem certeza que deseja excluir esta despesa?"
        success="Despesa excluída com sucesso!"
        failure="Erro ao excluir despesa"
      />
    </>
  );
}
