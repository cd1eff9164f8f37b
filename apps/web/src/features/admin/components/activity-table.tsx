import type { ActivityEntry } from '@livro-caixa/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { LocalDateTime } from '../../../components/ui/local-date';
import { actionLabel, entityLabel } from '../activity';

const ACTION_TONES: Record<ActivityEntry['action'], BadgeTone> = {
  CREATE: 'green',
  UPDATE: 'amber',
  DELETE: 'red',
  LOGIN: 'gray',
  LOGOUT: 'gray',
  CLOSE: 'gray',
  REOPEN: 'amber',
};

/** The activity log: who did what to which item, in which company, when. */
export function ActivityTable({
  entries,
  showUser = true,
  showCompany = true,
  caption = 'Atividade recente',
}: {
  entries: ActivityEntry[];
  /** Off on a user's own metrics, where every line is theirs. */
  showUser?: boolean;
  showCompany?: boolean;
  caption?: string;
}) {
  const columns: Column<ActivityEntry>[] = [
    ...(showUser
      ? [
          {
            key: 'user',
            header: 'Usuário',
            mobile: 'title',
            cell: (e: ActivityEntry) => (
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{e.user_name ?? 'Usuário removido'}</span>
            ),
          } satisfies Column<ActivityEntry>,
        ]
      : []),
    ...(showCompany
      ? [
          {
            key: 'company',
            header: 'Empresa',
            cell: (e: ActivityEntry) => e.tenant_name,
          } satisfies Column<ActivityEntry>,
        ]
      : []),
    {
      key: 'action',
      header: 'Ação',
      cell: (e) => <Badge tone={ACTION_TONES[e.action] ?? 'gray'}>{actionLabel(e.action)}</Badge>,
    },
    { key: 'entity', header: 'Item', className: 'min-w-48 break-words max-sm:col-span-2', cell: (e) => entityLabel(e) },
    {
      key: 'date',
      header: 'Data',
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => <LocalDateTime at={e.created_at} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      caption={caption}
      empty="Nenhuma atividade registrada"
    />
  );
}
