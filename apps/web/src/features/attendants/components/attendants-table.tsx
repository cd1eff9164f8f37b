import type { Attendant } from '@livro-caixa/domain';
import { HandCoins, ListChecks, Pencil, Power, PowerOff, Trash2, Users } from 'lucide-react';
import { ActiveBadge } from '../../../components/ui/badge';
import { actionsColumn, figureColumn, Missing, NameText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import type { RegisterRowActions } from '../../../components/ui/row-actions';
import { type RowAction, RowActions } from '../../../components/ui/row-menu';
import { cn } from '../../../lib/cn';
import { formatRate, formatReais } from '../../../lib/format';

export interface AttendantActions extends RegisterRowActions<Attendant> {
  onCommissions: (attendant: Attendant) => void;
  onPay: (attendant: Attendant) => void;
}

// The table's box is a container: below 65rem (1280 px beside the sidebar) the e-mail, phone and
// status go under the name; below 74rem the row actions fold into the 'Ações' menu (RowActions).
const WIDE = '@max-[65rem]:hidden';

// Long addresses wrap after the '@', not in the middle of a word.
const email = (a: Attendant) => (a.email ? <EmailText email={a.email} /> : <Missing>Sem email</Missing>);
const phone = (a: Attendant) => a.telefone ?? <Missing>Sem telefone</Missing>;

/** 'Ver comissões' and 'Pagar comissões' (labelled on a phone, unlike icons), Editar, Desativar, Excluir. */
function rowActions(a: Attendant, actions: AttendantActions): RowAction[] {
  const active = a.ativo === 1;
  return [
    { label: 'Ver comissões', icon: ListChecks, onSelect: () => actions.onCommissions(a), onPhone: true },
    { label: 'Pagar comissões', icon: HandCoins, onSelect: () => actions.onPay(a), onPhone: true },
    { label: 'Editar', icon: Pencil, onSelect: () => actions.onEdit(a) },
    {
      label: active ? 'Desativar' : 'Ativar',
      icon: active ? PowerOff : Power,
      onSelect: () => actions.onToggle(a),
      disabled: actions.toggling === a.id,
    },
    { label: 'Excluir', icon: Trash2, danger: true, onSelect: () => actions.onDelete(a) },
  ];
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
      cell: (a) => (
        <>
          <NameText name={a.nome} />
          {/* A narrow table: status, e-mail and phone under the name, their columns hidden. */}
          <span className="mt-1 flex flex-col items-start gap-0.5 text-xs text-zinc-600 @min-[65rem]:hidden dark:text-zinc-400">
            <ActiveBadge active={a.ativo === 1} />
            {email(a)}
            <span className="whitespace-nowrap">{phone(a)}</span>
          </span>
        </>
      ),
    },
    { key: 'email', header: 'Email', className: WIDE, headerClassName: WIDE, cell: email },
    {
      key: 'telefone',
      header: 'Telefone',
      className: cn('whitespace-nowrap', WIDE),
      headerClassName: WIDE,
      cell: phone,
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
    {
      key: 'status',
      header: 'Status',
      className: WIDE,
      headerClassName: WIDE,
      cell: (a) => <ActiveBadge active={a.ativo === 1} />,
    },
    actionsColumn('acoes', (a) => <RowActions name={a.nome} actions={rowActions(a, actions)} />),
  ];

  return (
    <DataTable
      className="@container"
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
