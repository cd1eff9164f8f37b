import { type AdminTenant, COMPANY_TYPES, formatCnpj } from '@livro-caixa/domain';
import { Building2, CalendarCheck, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { actionsColumn, Missing, NameText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LocalDay } from '../../../components/ui/local-date';
import { IconAction } from '../../../components/ui/row-actions';

export function companyTypeLabel(nome: string | null): string | null {
  if (!nome) return null;
  const type = COMPANY_TYPES.find((t) => t.nome === nome);
  return type ? `${type.nome} — ${type.descricao}` : nome;
}

export function TenantsTable({
  tenants,
  loading,
  onEdit,
  onClosings,
}: {
  tenants: AdminTenant[];
  loading: boolean;
  onEdit: (tenant: AdminTenant) => void;
  /** Opens the company's closed months (the admin reopens them there). */
  onClosings: (tenant: AdminTenant) => void;
}) {
  const columns: Column<AdminTenant>[] = [
    {
      key: 'name',
      header: 'Empresa',
      mobile: 'title',
      className: 'sm:min-w-40',
      cell: (t) => <NameText name={t.name} />,
    },
    {
      key: 'tipo',
      header: 'Tipo',
      cell: (t) =>
        t.tipo_empresa ? (
          <span title={companyTypeLabel(t.tipo_empresa) ?? ''}>{t.tipo_empresa}</span>
        ) : (
          <Missing>Não informado</Missing>
        ),
    },
    {
      key: 'cnpj',
      header: 'CNPJ',
      className: 'whitespace-nowrap tabular-nums',
      cell: (t) => (t.cnpj ? formatCnpj(t.cnpj) : <Missing>Não informado</Missing>),
    },
    {
      key: 'users',
      header: 'Usuários ativos',
      align: 'right',
      cell: (t) => `${t.active_user_count} de ${t.user_count}`,
    },
    {
      key: 'created',
      header: 'Criada em',
      className: 'whitespace-nowrap tabular-nums',
      cell: (t) => <LocalDay at={t.created_at} />,
    },
    actionsColumn('actions', (t) => (
      <div className="inline-flex gap-2 sm:gap-1">
        {/* A labelled action, not an icon (issue 20): the closed months, each with 'Reabrir'. */}
        <Button variant="secondary" size="sm" onClick={() => onClosings(t)} className="whitespace-nowrap">
          <CalendarCheck className="size-4" aria-hidden="true" />
          Reabrir mês<span className="sr-only"> de {t.name}</span>
        </Button>
        <IconAction label="Editar empresa" onClick={() => onEdit(t)}>
          <Pencil className="size-4" aria-hidden="true" />
        </IconAction>
      </div>
    )),
  ];
  return (
    <DataTable
      columns={columns}
      rows={tenants}
      rowKey={(t) => t.id}
      caption="Empresas"
      loading={loading}
      empty={<EmptyState icon={Building2} title="Nenhuma empresa cadastrada" />}
    />
  );
}
