import { ADMIN_MSG, type AdminUser, ROLE_LABELS, type User } from '@livro-caixa/domain';
import { ChartColumn, Pencil, Power, ShieldX, Users, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveBadge, Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { actionsColumn, NameText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { LocalDay } from '../../../components/ui/local-date';
import { IconAction } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';

export interface UserActions {
  /** Turns an inactive user back on (no confirmation: nothing is lost). */
  onToggle: (user: User) => void;
  onEdit: (user: User) => void;
  /** Asks, then turns an active user off (its sessions end). */
  onDeactivate: (user: User) => void;
  onResetTwoFactor: (user: AdminUser) => void;
  /** The user whose status is being changed (its toggle waits). */
  toggling: number | null;
}

export function UsersTable({
  users,
  currentUserId,
  loading,
  busy,
  searching,
  actions,
}: {
  users: AdminUser[];
  currentUserId: number | undefined;
  loading: boolean;
  busy: boolean;
  searching: boolean;
  actions: UserActions;
}) {
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: 'Nome',
      mobile: 'title',
      cell: (u) => <NameText name={u.name} note={u.id === currentUserId && '(você)'} />,
    },
    { key: 'email', header: 'Email', className: 'max-sm:col-span-2', cell: (u) => <EmailText email={u.email} /> },
    {
      key: 'role',
      header: 'Função',
      cell: (u) => <Badge tone={u.role === 'admin' ? 'amber' : 'gray'}>{ROLE_LABELS[u.role]}</Badge>,
    },
    { key: 'tenant', header: 'Empresa', cell: (u) => u.tenant_name },
    { key: 'status', header: 'Status', cell: (u) => <ActiveBadge active={u.is_active} /> },
    {
      key: 'created',
      header: 'Criado em',
      className: 'whitespace-nowrap tabular-nums',
      cell: (u) => <LocalDay at={u.created_at} />,
    },
    actionsColumn('actions', (u) => (
      <div className="inline-flex gap-2 sm:gap-0.5">
        {/* One action for the status (issue 13): 'Desativar' asks first; 'Ativar' does not. */}
        {u.is_active ? (
          <IconAction
            label="Desativar"
            danger
            onClick={() => actions.onDeactivate(u)}
            disabledReason={u.id === currentUserId ? ADMIN_MSG.selfDeactivate : undefined}
          >
            <UserX className="size-4" aria-hidden="true" />
          </IconAction>
        ) : (
          <IconAction label="Ativar" onClick={() => actions.onToggle(u)} disabled={actions.toggling === u.id}>
            <Power className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
          </IconAction>
        )}
        <Link
          to={`/admin/users/${u.id}/metrics`}
          title="Ver métricas"
          className={cn(buttonClasses('ghost', 'icon-sm'))}
        >
          <ChartColumn className="size-4" aria-hidden="true" />
          <span className="sr-only">Ver métricas</span>
        </Link>
        <IconAction label="Editar" onClick={() => actions.onEdit(u)}>
          <Pencil className="size-4" aria-hidden="true" />
        </IconAction>
        {u.two_factor ? (
          <IconAction label="Redefinir verificação em duas etapas" onClick={() => actions.onResetTwoFactor(u)}>
            <ShieldX className="size-4" aria-hidden="true" />
          </IconAction>
        ) : (
          // Keeps every row's icons in the same columns.
          <span className="inline-block size-8" aria-hidden="true" />
        )}
      </div>
    )),
  ];

  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      rowClassName={(u) => !u.is_active && 'text-zinc-500 dark:text-zinc-500'}
      caption="Usuários"
      loading={loading}
      busy={busy}
      empty={
        <EmptyState
          icon={Users}
          title={searching ? 'Nenhum usuário encontrado para a busca' : 'Nenhum usuário cadastrado'}
        />
      }
    />
  );
}
