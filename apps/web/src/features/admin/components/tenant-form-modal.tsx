import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MSG,
  type AdminTenant,
  adminTenantUpdateSchema,
  COMPANY_TYPES,
  formatCnpj,
  maskCnpj,
} from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
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
  const [others, setOthers] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adminTenantUpdateSchema),
    defaultValues: { name: tenant.name, tipo_empresa: tenant.tipo_empresa ?? '', cnpj: formatCnpj(tenant.cnpj) },
  });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  const cnpj = register('cnpj');

  const onSubmit = handleSubmit((data) => {
    setOthers([]);
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
        onError: (error) => setOthers(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  const main = mutation.isError ? errorMessage(mutation.error, '') : '';
  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            <p>{main ? `${ADMIN_MSG.tenantUpdateFailed}: ${main}` : ADMIN_MSG.tenantUpdateFailed}</p>
            {others
              .filter((message) => message !== main)
              .map((message) => (
                <p key={message}>{message}</p>
              ))}
          </Alert>
        )}
        <Field id="tenant-name" label="Nome da empresa" required error={err('name')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('tenant-name', err('name'))}
            {...register('name')}
          />
        </Field>
        <Field id="tenant-type" label="Tipo de empresa" error={err('tipo_empresa')}>
          <Select {...fieldA11y('tenant-type', err('tipo_empresa'))} {...register('tipo_empresa')}>
            <option value="">Não informado</option>
            {COMPANY_TYPES.map((type) => (
              <option key={type.nome} value={type.nome}>
                {`${type.nome} — ${type.descricao}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="tenant-cnpj" label="CNPJ" hint="Opcional. Aceita o CNPJ alfanumérico." error={err('cnpj')}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={18}
            placeholder="00.000.000/0000-00"
            className="tabular-nums"
            {...fieldA11y('tenant-cnpj', err('cnpj'), true)}
            {...cnpj}
            onChange={(event) => {
              event.target.value = maskCnpj(event.target.value);
              return cnpj.onChange(event);
            }}
          />
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Salvar alterações
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
