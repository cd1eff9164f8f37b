import { ACCOUNT_TYPE_LABELS, type FinancialAccount } from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowLeftRight, Landmark, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { AddButton, Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryLoadError } from '../../../components/ui/load-error';
import { type RowAction, RowActions } from '../../../components/ui/row-menu';
import { LoadingScreen } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { toast, toastError } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';
import {
  financialAccountsQuery,
  transfersQuery,
  useDeleteAccount,
  useDeleteTransfer,
  useSaveAccount,
} from '../api/financial-accounts-api';
import { AccountFormModal } from './account-form-modal';
import { TransferFormModal } from './transfer-form-modal';

const amountClass = (reais: number) =>
  cn('font-semibold tabular-nums', reais < 0 ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50');

/** "341 Itaú · ag. 0001 · c/c 12345-6", what the account has of them. */
function bankLine(a: FinancialAccount): string {
  return [
    a.banco,
    a.agencia && `ag. ${a.agencia}`,
    a.conta && (a.tipo === 'cartao' ? `final ${a.conta}` : `c/c ${a.conta}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Configurações → Contas financeiras (docs/product-rules.md "Accounts and transfers"): the company's accounts
 * with kind, bank details and balance; create and edit, archive or reactivate, delete an unused
 * one; "Transferir entre contas" and the latest transfers.
 */
export function AccountsTab() {
  const query = useQuery(financialAccountsQuery);
  const transfers = useQuery(transfersQuery(10));
  const { formatDate } = useDateFormat();
  const [editing, setEditing] = useState<FinancialAccount | null | 'new'>(null);
  const [removing, setRemoving] = useState<FinancialAccount | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [undoing, setUndoing] = useState<number | null>(null);
  const save = useSaveAccount();
  const removal = useDeleteAccount();
  const transferRemoval = useDeleteTransfer();

  if (!query.data) {
    return query.isError ? (
      <QueryLoadError query={query} message="Erro ao carregar as contas" />
    ) : (
      <LoadingScreen fullPage={false} />
    );
  }
  const accounts = query.data.data;

  const setActive = (a: FinancialAccount, ativa: 0 | 1) =>
    save.mutate(
      { id: a.id, data: { ativa } },
      {
        onSuccess: () => toast.success(ativa ? `"${a.nome}" reativada` : `"${a.nome}" arquivada`),
        onError: (error) => toastError(error, ativa ? 'Erro ao reativar' : 'Erro ao arquivar'),
      },
    );
  const makePrincipal = (a: FinancialAccount) =>
    save.mutate(
      { id: a.id, data: { principal: 1 } },
      {
        onSuccess: () => toast.success(`"${a.nome}" é a principal do tipo`),
        onError: (error) => toastError(error, 'Erro ao salvar'),
      },
    );
  const remove = () => {
    if (!removing) return;
    removal.mutate(removing.id, {
      onSuccess: () => toast.success(`"${removing.nome}" excluída`),
      onError: (error) => toastError(error, 'Erro ao excluir'),
      onSettled: () => setRemoving(null),
    });
  };
  const undoTransfer = () => {
    if (undoing === null) return;
    transferRemoval.mutate(undoing, {
      onSuccess: () => toast.success('Transferência excluída'),
      onError: (error) => toastError(error, 'Erro ao excluir a transferência'),
      onSettled: () => setUndoing(null),
    });
  };

  const actionsOf = (a: FinancialAccount): RowAction[] => [
    { label: 'Editar', icon: Pencil, onSelect: () => setEditing(a), onPhone: true },
    ...(a.ativa && !a.principal ? [{ label: 'Tornar principal', icon: Star, onSelect: () => makePrincipal(a) }] : []),
    a.ativa
      ? { label: 'Arquivar', icon: Archive, onSelect: () => setActive(a, 0) }
      : { label: 'Reativar', icon: ArchiveRestore, onSelect: () => setActive(a, 1) },
    { label: 'Excluir', icon: Trash2, onSelect: () => setRemoving(a), danger: true },
  ];

  return (
    <div className="@container space-y-6">
      <TitledCard
        title="Contas financeiras"
        icon={Landmark}
        aside={
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setTransferring(true)}
              disabled={accounts.filter((a) => a.ativa).length < 2}
            >
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Transferir entre contas
            </Button>
            <AddButton size="sm" onClick={() => setEditing('new')}>
              Nova conta
            </AddButton>
          </div>
        }
      >
        <p className="border-b border-zinc-200 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          Onde o dinheiro da empresa está: o caixa, as contas bancárias, as maquininhas e os cartões. O saldo é o saldo
          inicial mais os pagamentos confirmados, as despesas e as transferências a partir da data do saldo inicial. Uma
          conta usada não é excluída: arquive-a.
        </p>
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {accounts.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap"
              data-testid={`conta-${a.nome}`}
            >
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900 dark:text-zinc-50">
                  <span className="min-w-0 break-words">{a.nome}</span>
                  {a.principal === 1 && a.ativa === 1 && <Badge tone="green">Principal</Badge>}
                  {!a.ativa && <Badge tone="gray">Arquivada</Badge>}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {ACCOUNT_TYPE_LABELS[a.tipo]}
                  {bankLine(a) && ` · ${bankLine(a)}`}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  Saldo inicial {formatReais(a.saldo_inicial)} em {formatDate(a.data_saldo_inicial)}
                </p>
              </div>
              <div className="ml-auto flex items-center gap-3">
                <span className="text-right text-sm">
                  <span className="block text-xs text-zinc-500 dark:text-zinc-400">Saldo</span>
                  <span className={amountClass(a.saldo)} data-testid={`saldo-${a.nome}`}>
                    {formatReais(a.saldo)}
                  </span>
                </span>
                <RowActions name={a.nome} actions={actionsOf(a)} />
              </div>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 bg-zinc-50 px-4 py-2.5 text-sm dark:bg-zinc-800/50">
            <span className="font-semibold text-zinc-700 dark:text-zinc-300">Total das contas ativas</span>
            <span className={amountClass(query.data.total)}>{formatReais(query.data.total)}</span>
          </li>
        </ul>
      </TitledCard>

      <TitledCard title="Transferências recentes" icon={ArrowLeftRight}>
        {transfers.isError ? (
          <div className="p-4">
            <QueryLoadError query={transfers} message="Erro ao carregar as transferências" />
          </div>
        ) : !transfers.data ? (
          <LoadingScreen fullPage={false} />
        ) : transfers.data.data.length === 0 ? (
          <p className="px-4 py-3 text-sm text-zinc-500 dark:text-zinc-400">Nenhuma transferência ainda.</p>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="transferencias">
            {transfers.data.data.map((t) => (
              <li
                key={t.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 text-sm"
              >
                <div className="min-w-[10rem] flex-1">
                  <p className="break-words font-medium text-zinc-800 dark:text-zinc-200">
                    {t.conta_origem_nome} → {t.conta_destino_nome}
                  </p>
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">
                    {formatDate(t.data)}
                    {t.descricao && ` · ${t.descricao}`}
                  </p>
                </div>
                <span className="shrink-0 font-semibold tabular-nums text-zinc-900 dark:text-zinc-50">
                  {formatReais(t.valor)}
                </span>
                <RowActions
                  name={`transferência de ${formatDate(t.data)}`}
                  actions={[{ label: 'Excluir', icon: Trash2, onSelect: () => setUndoing(t.id), danger: true }]}
                />
              </li>
            ))}
          </ul>
        )}
      </TitledCard>

      <AccountFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        account={editing === 'new' ? null : editing}
      />
      <TransferFormModal open={transferring} onOpenChange={setTransferring} accounts={accounts} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={`Excluir a conta "${removing?.nome ?? ''}"? Só uma conta que nada usa pode ser excluída.`}
        loading={removal.isPending}
        onConfirm={remove}
      />
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        message="Excluir esta transferência? Os saldos das duas contas voltam ao que eram."
        loading={transferRemoval.isPending}
        onConfirm={undoTransfer}
      />
    </div>
  );
}
