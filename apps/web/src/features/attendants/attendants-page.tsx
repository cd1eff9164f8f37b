import type { Attendant } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ActiveStatusField } from '../../components/ui/active-status-field';
import { AddButton, Button } from '../../components/ui/button';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { DateRangeError, DateRangeFields } from '../../components/ui/date-range-filter';
import { FilterPanel } from '../../components/ui/filter-panel';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList, usePagedList } from '../../components/ui/paged-list';
import { SearchField } from '../../components/ui/search-input';
import { useRowDialogs } from '../../components/ui/use-row-dialogs';
import { useToggleActive } from '../../components/ui/use-toggle-active';
import { dateRangeError, isRangeReady } from '../../lib/date-range';
import { isDateParam } from '../../lib/use-list-state';
import { balancesQuery, SettlingLink } from '../settling/index';
import { type AttendantFilters, attendantsQuery, useDeleteAttendant, useToggleAttendant } from './api/attendants-api';
import { AttendantFormModal } from './components/attendant-form-modal';
import { AttendantsTable } from './components/attendants-table';
import { CommissionsModal } from './components/commissions-modal';
import { PayoutModal } from './components/payout-modal';

const INITIAL: AttendantFilters = { ativo: '', search: '', startDate: '', endDate: '' };
const URL_OPTIONS = {
  valid: {
    ativo: (value: string) => value === 'true' || value === 'false',
    startDate: isDateParam,
    endDate: isDateParam,
  },
};

export function AttendantsPage() {
  // Status, search, dates and page live in the URL (PagedList).
  const { filters, page, setFilters, setPage, search, setSearch, list } = usePagedList(
    INITIAL,
    attendantsQuery,
    URL_OPTIONS,
  );
  // The dates apply as soon as they form a valid range; an inverted range is shown, not sent.
  const [dates, setDates] = useState({ start: filters.startDate, end: filters.endDate });
  const rangeError = dateRangeError(dates);
  const changeDates = (next: { start: string; end: string }) => {
    setDates(next);
    if (isRangeReady(next)) setFilters({ startDate: next.start, endDate: next.end });
  };

  const balances = useQuery(balancesQuery());
  const openAmounts = balances.data ? new Map(balances.data.data.map((b) => [b.atendente_id, b.open])) : undefined;
  const [payOf, setPayOf] = useState<Attendant | null>(null);

  const dialogs = useRowDialogs<Attendant>();
  const [commissionsOf, setCommissionsOf] = useState<Attendant | null>(null);
  const { onToggle, toggling } = useToggleActive(useToggleAttendant(), [
    'Atendente ativado com sucesso!',
    'Atendente desativado com sucesso!',
  ]);
  const remove = useDeleteAttendant();

  return (
    <>
      <PageHeader
        title="Atendentes"
        actions={
          <>
            <SettlingLink kind="comissoes">Pagamentos de comissões</SettlingLink>
            <AddButton onClick={dialogs.openCreate}>Novo Atendente</AddButton>
          </>
        }
      />

      {/* Folded on a phone, as the other lists' filters (docs/product-rules.md "Screens that fit"). */}
      <FilterPanel
        className="mb-4 p-4"
        active={[search, filters.ativo, dates.start || dates.end].filter(Boolean).length}
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_auto]">
          <SearchField
            id="attendants-search"
            placeholder="Nome, e-mail ou telefone"
            value={search}
            onSearch={setSearch}
            className="col-span-full md:col-span-3 xl:col-span-1"
          />
          <ActiveStatusField
            id="attendants-status"
            value={filters.ativo}
            onChange={(ativo) => setFilters({ ativo })}
            className="col-span-full md:col-span-1"
          />
          <DateRangeFields
            idPrefix="attendants"
            labels={['Alterado desde', 'Alterado até']}
            value={dates}
            onChange={changeDates}
            invalid={Boolean(rangeError)}
            describedBy="attendants-dates-hint"
          />
          <div className="col-span-full flex items-end xl:col-span-1">
            <Button
              variant="ghost"
              className="w-full"
              disabled={!dates.start && !dates.end}
              onClick={() => changeDates({ start: '', end: '' })}
            >
              <X className="size-4" aria-hidden="true" />
              Limpar datas
            </Button>
          </div>
          {rangeError ? (
            <DateRangeError id="attendants-dates-hint">{rangeError}</DateRangeError>
          ) : (
            <p id="attendants-dates-hint" className="col-span-full text-xs text-zinc-500 dark:text-zinc-400">
              As datas filtram os atendentes cadastrados ou alterados no período.
            </p>
          )}
        </div>
      </FilterPanel>

      {balances.isError && (
        <QueryLoadError query={balances} message="Erro ao carregar as comissões a pagar" className="mb-4" />
      )}
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        noun={['atendente', 'atendentes']}
        loadError="Erro ao carregar atendentes"
      >
        <AttendantsTable
          attendants={list.data?.data ?? []}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          openAmounts={openAmounts}
          actions={{
            onCommissions: setCommissionsOf,
            onPay: setPayOf,
            onEdit: dialogs.openEdit,
            onToggle,
            onDelete: dialogs.askDelete,
            toggling,
          }}
        />
      </PagedList>

      <AttendantFormModal {...dialogs.formProps} attendant={dialogs.form.row} />
      <CommissionsModal row={commissionsOf} onOpenChange={(open) => !open && setCommissionsOf(null)} />
      <PayoutModal row={payOf} onOpenChange={(open) => !open && setPayOf(null)} />
      {/* The server's message preferred (e.g. it has payments: deactivate instead). */}
      <DeleteConfirm
        {...dialogs.deleteProps}
        removal={remove}
        message="Tem certeza que deseja excluir este atendente?"
        success="Atendente excluído com sucesso!"
        failure="Erro ao excluir atendente"
      />
    </>
  );
}
