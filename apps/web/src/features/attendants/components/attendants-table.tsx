import type { Attendant } from '@livro-caixa/domain';
import { Receipt, Users, Wallet } from 'lucide-react';
import { ActiveBadge } from '../../../components/ui/badge';
import { actionsColumn, figureColumn, Missing, NameText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { EditToggleDeleteActions, IconAction, type RegisterRowActions } from '../../../components/ui/row-actions';
import { formatRate, formatReais } from '../../../lib/format';

export interface AttendantActions extends RegisterRowActions<Attendant> {
  onCommissions: (attendant: Attendant) => void;
  onPay: (attendant: Attendant) => void;
}

export function AttendantsTable({
  attendants,
  loading,
  busy,
  actions,
  openAmounts,
}: {
  attendants: Attendant[];
  loading: boolean;
  busy: boolean;
  actions: AttendantActions;
  /** Commission not yet paid out, by attendant id (docs/product-rules.md "Settling up"). */
  openAmounts?: Map<number, number> | undefined;
}) {
  const columns: Column<Attendant>[] = [
    {
      key: 'nome',
      header: 'Nome',
      mobile: 'title',
      className: 'sm:min-w-36',
      cell: (a) => <NameText name={a.nome} />,
    },
    {
      key: 'email',
      header: 'Email',
      className: 'max-sm:col-span-2',
      // Long addresses wrap after the '@', not in the middle of a word.
      cell: (a) => (a.email ? <EmailText email={a.email} /> : <Missing>Sem email</Missing>),
    },
    {
      key: 'telefone',
      header: 'Telefone',
      className: 'whitespace-nowrap',
      cell: (a) => a.telefone ?? <Missing>Sem telefone</Missing>,
    },
    { key: 'comissao', header: 'Comissão (%)', align: 'right', cell: (a) => formatRate(a.comissao_percentual) },
    { key: 'vendas', header: 'Vendas', align: 'right', cell: (a) => a.total_payments },
    figureColumn('total', 'Total Comissões', (a) => formatReais(a.total_commissions), { className: 'font-medium' }),
    figureColumn(
      'aberto',
      'Comissão a pagar',
      (a) => {
        const open = openAmounts?.get(a.id);
        if (open === undefined) return <Missing>—</Missing>;
        return <span className={open > 0 ? 'text-amber-700 dark:text-amber-400' : undefined}>{formatReais(open)}</span>;
      },
      { className: 'font-medium' },
    ),
    { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.ativo === 1} /> },
    actionsColumn('acoes', (a) => (
      <div className="inline-flex gap-2 sm:gap-0.5">
        <IconAction label="Ver comissões" onClick={() => actions.onCommissions(a)}>
          <Receipt className="size-4" aria-hidden="true" />
        </IconAction>
        <IconAction label="Pagar comissões" onClick={() => actions.onPay(a)}>
          <Wallet className="size-4" aria-hidden="true" />
        </IconAction>
        <EditToggleDeleteActions row={a} actions={actions} />
      </div>
    )),
  ];

  return (
    <DataTable
      caption="Atendentes"
      columns={columns}
      rows={attendants}
      rowKey={(a) => a.id}
      // Inactive attendants stay listed, visibly apart.
      rowClassName={(a) =>
        !a.ativo && 'bg-zinc-50/80 text-zinc-500 dark:bg-zinc-950/40 dark:text-zinc-500 [&_td]:opacity-75'
      }
      loading={loading}
      busy={busy}
      empty={<EmptyState icon={Users} title="Nenhum atendente encontrado" />}
    />
  );
}
