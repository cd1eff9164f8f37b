import { ADMIN_MSG, type AdminTenant, type AdminUser, type User } from '@livro-caixa/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddButton, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryLoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList, usePagedList } from '../../components/ui/paged-list';
import { SearchInput } from '../../components/ui/search-input';
import { toast, toastError } from '../../components/ui/toast';
import { useRowDialogs } from '../../components/ui/use-row-dialogs';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import {
  adminTenantsQuery,
  adminUsersQuery,
  useDeactivateUser,
  useResetTwoFactor,
  useToggleUser,
} from './api/admin-api';
import { TenantClosingsModal } from './components/tenant-closings-modal';
import { TenantFormModal } from './components/tenant-form-modal';
import { TenantsTable } from './components/tenants-table';
import { UserFormModal } from './components/user-form-modal';
import { UsersTable } from './components/users-table';

const tabClasses = cn(
  'flex h-9 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors',
  'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:text-zinc-100',
  'data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm',
  'dark:data-[state=active]:bg-zinc-800 dark:data-[state=active]:text-emerald-300',
);

/** The users' list: its search and page in the URL (/admin/users?search=…&page=2). */
const usersPage = (filters: { search: string }, page: number) => adminUsersQuery(filters.search, page);

function UsersSection({ onEdit }: { onEdit: (user: User) => void }) {
  const currentUserId = useSession()?.user.id;
  const { filters, page, setPage, search, setSearch, list } = usePagedList({ search: '' }, usersPage);

  const toggle = useToggleUser();
  const deactivate = useDeactivateUser();
  const [toDeactivate, setToDeactivate] = useState<User | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [toReset, setToReset] = useState<AdminUser | null>(null);
  const confirmReset = () => {
    if (!toReset) return;
    resetTwoFactor.mutate(toReset.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastError(error, 'Erro ao redefinir a verificação em duas etapas'),
      onSettled: () => setToReset(null),
    });
  };

  const onToggle = (user: User) =>
    toggle.mutate(user.id, {
      onSuccess: () => toast.success(ADMIN_MSG.statusUpdated),
      onError: (error) => toastError(error, ADMIN_MSG.statusFailed),
    });

  const confirmDeactivate = () => {
    if (!toDeactivate) return;
    deactivate.mutate(toDeactivate.id, {
      onSuccess: () => toast.success(ADMIN_MSG.deactivated),
      onError: (error) => toastError(error, ADMIN_MSG.deactivateFailed),
      onSettled: () => setToDeactivate(null),
    });
  };

  return (
    <>
      <Card className="mb-4 p-4">
        <SearchInput
          label="Buscar usuários"
          placeholder="Nome, e-mail ou empresa"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-md"
        />
      </Card>
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        noun={['usuário', 'usuários']}
        loadError={ADMIN_MSG.loadUsersFailed}
      >
        <UsersTable
          users={list.data?.users ?? []}
          currentUserId={currentUserId}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          searching={filters.search !== ''}
          actions={{
            onToggle,
            onEdit,
            onDeactivate: setToDeactivate,
            onResetTwoFactor: setToReset,
            toggling: toggle.isPending ? (toggle.variables ?? null) : null,
          }}
        />
      </PagedList>
      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => !open && setToDeactivate(null)}
        title="Desativar usuário"
        message={ADMIN_MSG.confirmDeactivate}
        confirmLabel="Desativar"
        loading={deactivate.isPending}
        onConfirm={confirmDeactivate}
      />
      <ConfirmDialog
        open={toReset !== null}
        onOpenChange={(open) => !open && setToReset(null)}
        title="Redefinir verificação em duas etapas"
        message={`Desativar a verificação em duas etapas de ${toReset?.name ?? ''}? Os códigos de recuperação deixam de valer; a pessoa entra só com e-mail e senha e pode ativar de novo em Configurações › Segurança. A ação fica registrada no histórico.`}
        confirmLabel="Desativar verificação"
        loading={resetTwoFactor.isPending}
        onConfirm={confirmReset}
      />
    </>
  );
}

function TenantsSection() {
  const tenants = useQuery(adminTenantsQuery);
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const [closingsOf, setClosingsOf] = useState<AdminTenant | null>(null);
  return (
    <>
      {tenants.isError ? (
        <QueryLoadError query={tenants} message="Erro ao carregar empresas" />
      ) : (
        <Card className="overflow-hidden">
          <TenantsTable
            tenants={tenants.data ?? []}
            loading={tenants.isPending}
            onEdit={setEditing}
            onClosings={setClosingsOf}
          />
        </Card>
      )}
      <TenantFormModal tenant={editing} onClose={() => setEditing(null)} />
      <TenantClosingsModal tenant={closingsOf} onClose={() => setClosingsOf(null)} />
    </>
  );
}

/** /admin/users: every user of the platform (create, edit, toggle, deactivate) and the companies. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'empresas' ? 'empresas' : 'usuarios';
  const dialogs = useRowDialogs<User>();

  return (
    <>
      <PageHeader
        title="Usuários"
        description="Usuários e empresas de toda a plataforma."
        actions={
          <>
            <Link to="/admin/dashboard" className={buttonClasses('secondary')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Voltar ao painel
            </Link>
            <AddButton onClick={dialogs.openCreate}>Novo Usuário</AddButton>
          </>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'empresas' ? { tab: value } : {}, { replace: true })}
        className="space-y-4"
      >
        <Tabs.List
          aria-label="Seções da administração"
          className="inline-flex gap-1 rounded-xl border border-zinc-200 bg-zinc-100 p-1 max-sm:flex max-sm:w-full max-sm:[&>button]:flex-1 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Tabs.Trigger value="usuarios" className={tabClasses}>
            <Users className="size-4" aria-hidden="true" />
            Lista de usuários
          </Tabs.Trigger>
          <Tabs.Trigger value="empresas" className={tabClasses}>
            <Building2 className="size-4" aria-hidden="true" />
            Empresas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="usuarios" className="focus-visible:outline-none">
          <UsersSection onEdit={dialogs.openEdit} />
        </Tabs.Content>
        <Tabs.Content value="empresas" className="focus-visible:outline-none">
          <TenantsSection />
        </Tabs.Content>
      </Tabs.Root>
      <UserFormModal {...dialogs.formProps} user={dialogs.form.row} />
    </>
  );
}
