import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MSG, type AdminTenant, adminTenantUpdateSchema, formatCnpj } from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { FormAlert, saveThrough } from '../../../components/ui/form';
import { CompanyTypeCnpjFields, TextField } from '../../../components/ui/form-fields';
import { ModalFormScope } from '../../../components/ui/form-modal';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { getSession, updateUser } from '../../../lib/session';
import { useUpdateTenant } from '../api/admin-api';

const FIELDS = ['name', 'tipo_empresa', 'cnpj'] as const;

/** Name, company type and CNPJ (masked as typed, alphanumeric allowed) of a company. */
export function TenantFormModal({ tenant, onClose }: { tenant: AdminTenant | null; onClose: () => void }) {
  return (
    <Modal open={tenant !== null} onOpenChange={(open) => !open && onClose()} title="Editar Empresa">
      {tenant && <TenantForm tenant={tenant} onDone={onClose} />}
    </Modal>
  );
}

function TenantForm({ tenant, onDone }: { tenant: AdminTenant; onDone: () => void }) {
  const mutation = useUpdateTenant();
  const form = useForm({
    resolver: zodResolver(adminTenantUpdateSchema),
    defaultValues: { name: tenant.name, tipo_empresa: tenant.tipo_empresa ?? '', cnpj: formatCnpj(tenant.cnpj) },
  });

  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => ({ id: tenant.id, data }),
    ({ data: saved }) => {
      // The admin's own company: the stored user follows (its name shows in the user's header).
      const session = getSession();
      if (session && session.user.tenant_id === saved.id) {
        updateUser({ ...session.user, tenant_name: saved.name, tipo_empresa: saved.tipo_empresa, cnpj: saved.cnpj });
      }
      toast.success(ADMIN_MSG.tenantUpdated);
      onDone();
    },
  );

  return (
    <ModalFormScope form={form} prefix="tenant" fields={FIELDS} save={save} submitLabel="Salvar alterações">
      <FormAlert error={save.error} title={ADMIN_MSG.tenantUpdateFailed} />
      <TextField name="name" label="Nome da empresa" required />
      <CompanyTypeCnpjFields typeIdName="type" />
    </ModalFormScope>
  );
}
