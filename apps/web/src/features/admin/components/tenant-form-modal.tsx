import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MSG,
  type AdminTenant,
  adminTenantUpdateSchema,
  COMPANY_TYPES,
  formatCnpj,
  maskCnpj,
} from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, saveThrough } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { ModalFormScope } from '../../../components/ui/form-modal';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
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
      <FormField name="tipo_empresa" idName="type" label="Tipo de empresa">
        {(control) => (
          <Select {...control}>
            <option value="">Não informado</option>
            {COMPANY_TYPES.map((type) => (
              <option key={type.nome} value={type.nome}>
                {`${type.nome} — ${type.descricao}`}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextField
        name="cnpj"
        label="CNPJ"
        hint="Opcional. Aceita o CNPJ alfanumérico."
        placeholder="00.000.000/0000-00"
        mask={maskCnpj}
        input={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 18, className: 'tabular-nums' }}
      />
    </ModalFormScope>
  );
}
