import type { Tripeiro } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Handshake, TableProperties } from 'lucide-react';
import { useState } from 'react';
import { ActiveStatusField } from '../../components/ui/active-status-field';
import { AddButton, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DeleteConfirm } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryLoadError } from '../../components/ui/load-error';
import { Modal } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../components/ui/paged-list';
import { Pagination } from '../../components/ui/pagination';
import { SearchField } from '../../components/ui/search-input';
import { LoadingScreen } from '../../components/ui/spinner';
import { useRowDialogs } from '../../components/ui/use-row-dialogs';
import { useToggleActive } from '../../components/ui/use-toggle-active';
import { SettlingLink } from '../settling/index';
import {
  type TripeiroFilters,
  tripeirosQuery,
  tripeirosSummaryQuery,
  useDeleteTripeiro,
  useToggleTripeiro,
} from './api/tripeiros-api';
import { SettlementModal } from './components/settlement-modal';
import { TripeiroCard } from './components/tripeiro-card';
import { TripeiroDetailModal } from './components/tripeiro-detail-modal';
import { TripeiroFormModal } from './components/tripeiro-form-modal';
import { TripeirosSummaryTable } from './components/tripeiros-summary';

const INITIAL: TripeiroFilters = { ativo: '', search: '' };
const URL_OPTIONS = { valid: { ativo: (value: string) => value === 'true' || value === 'false' } };

/**
 * The summary of every tripeiro (fetched with limit 1000 only when shown), or the "none at all"
 * state with its add-first button.
 */
function Summary({ onAddFirst, emptyList }: { onAddFirst: () => void; emptyList: boolean }) {
  const summary = useQuery(tripeirosSummaryQuery);
  if (summary.isPending) return <LoadingScreen fullPage={false} />;
  if (summary.isError) {
    return <QueryLoadError query={summary} message="Erro ao carregar dados dos tripeiros" className="p-4" />;
  }
  if (summary.data.length === 0) {
    return (
      <EmptyState icon={Handshake} title="Nenhum tripeiro cadastrado no sistema">
        <AddButton onClick={onAddFirst}>Cadastrar primeiro tripeiro</AddButton>
      </EmptyState>
    );
  }
  return (
    <>
      {emptyList && (
        <p className="border-b border-zinc-200 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          Nenhum tripeiro encontrado com esses filtros. Resumo de todos os tripeiros:
        </p>
      )}
      <TripeirosSummaryTable tripeiros={summary.data} />
    </>
  );
}

export function TripeirosPage() {
  // Status, search and page live in the URL (usePagedList); the cards are laid out here.
  const { filters, page, setFilters, setPage, search, setSearch, list } = usePagedList(
    INITIAL,
    tripeirosQuery,
    URL_OPTIONS,
  );

  const dialogs = useRowDialogs<Tripeiro>();
  const [details, setDetails] = useState<Tripeiro | null>(null);
  const [settleOf, setSettleOf] = useState<Tripeiro | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const { onToggle, toggling } = useToggleActive(useToggleTripeiro(), [
    'Tripeiro ativado com sucesso!',
    'Tripeiro desativado com sucesso!',
  ]);
  const remove = useDeleteTripeiro();

  const tripeiros = list.data?.data ?? [];
  const listEmpty = list.isSuccess && tripeiros.length === 0;

  return (
    <>
      <PageHeader
        title="Tripeiros"
        actions={
          <>
            <Button variant="secondary" onClick={() => setSummaryOpen(true)}>
              <TableProperties className="size-4" aria-hidden="true" />
              Resumo
            </Button>
            <SettlingLink kind="acertos">Acertos</SettlingLink>
            <AddButton onClick={dialogs.openCreate}>Novo Tripeiro</AddButton>
          </>
        }
      />

      <Card className="mb-4 p-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <SearchField
            id="tripeiros-search"
            placeholder="Nome, e-mail, telefone ou cidade"
            value={search}
            onSearch={setSearch}
          />
          <ActiveStatusField id="tripeiros-status" value={filters.ativo} onChange={(ativo) => setFilters({ ativo })} />
        </div>
      </Card>

      {list.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : list.isError && !list.data ? (
        <QueryLoadError query={list} message="Erro ao carregar tripeiros" />
      ) : listEmpty ? (
        <Card className="overflow-hidden">
          <Summary onAddFirst={dialogs.openCreate} emptyList={Boolean(filters.search || filters.ativo)} />
        </Card>
      ) : (
        <>
          {list.isError && <QueryLoadError query={list} message="Erro ao carregar tripeiros" className="mb-4" />}
          <ul
            aria-label="Tripeiros"
            aria-busy={list.isPlaceholderData || undefined}
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {tripeiros.map((tripeiro) => (
              <li key={tripeiro.id} className="flex">
                <TripeiroCard
                  tripeiro={tripeiro}
                  actions={{
                    onDetails: setDetails,
                    onEdit: dialogs.openEdit,
                    onSettle: setSettleOf,
                    onToggle,
                    onDelete: dialogs.askDelete,
                    toggling,
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={list.data?.pagination.totalPages ?? 0}
            onPageChange={setPage}
            disabled={list.isPlaceholderData}
          />
        </>
      )}

      <Modal open={summaryOpen} onOpenChange={setSummaryOpen} size="xl" title="Resumo dos tripeiros">
        {/* Flush with the modal's edges, like a card's table. */}
        <div className="min-h-0 flex-1 overflow-y-auto">
          <Summary
            onAddFirst={() => {
              setSummaryOpen(false);
              dialogs.openCreate();
            }}
            emptyList={false}
          />
        </div>
      </Modal>
      <TripeiroFormModal {...dialogs.formProps} tripeiro={dialogs.form.row} />
      <TripeiroDetailModal tripeiro={details} onOpenChange={(open) => !open && setDetails(null)} />
      <SettlementModal row={settleOf} onOpenChange={(open) => !open && setSettleOf(null)} />
      <DeleteConfirm
        {...dialogs.deleteProps}
        removal={remove}
        message="Tem certeza que deseja excluir este tripeiro?"
        success="Tripeiro excluído com sucesso!"
        failure="Erro ao excluir tripeiro"
      />
    </>
  );
}
