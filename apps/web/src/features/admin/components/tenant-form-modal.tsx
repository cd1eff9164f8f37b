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
import { FormAlert, FormField, FormScope } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
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

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(
      { id: tenant.id, data },
      {
        onSuccess: ({ data: saved }) => {
          // The admin's own company: the stored user follows (its name shows in the user's header).
          const session = getSession();
          if (session && session.user.tenant_id === saved.id) {
            updateUser({
              ...session.user,
              tenant_name: saved.name,
              tipo_empresa: saved.tipo_empresa,
              cnpj: saved.cnpj,
            });
          }
          toast.success(ADMIN_MSG.tenantUpdated);
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <FormScope form={form} prefix="tenant" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          <FormAlert error={mutation.error} title={ADMIN_MSG.tenantUpdateFailed} />
          <FormField name="name" label="Nome da empresa" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
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
          <FormField name="cnpj" label="CNPJ" hint="Opcional. Aceita o CNPJ alfanumérico.">
            {(control) => (
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={18}
                placeholder="00.000.000/0000-00"
                className="tabular-nums"
                {...control}
                onChange={(event) => {
                  event.target.value = maskCnpj(event.target.value);
                  return control.onChange(event);
                }}
              />
            )}
          </FormField>
        </ModalBody>
        <ModalFormFooter onCancel={onDone} pending={mutation.isPending} submitLabel={'Salvar alterações'} />
      </ModalForm>
    </FormScope>
  );
}
