import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MSG,
  type AdminTenant,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  DEFAULT_NEW_USER_TENANT_ID,
  ROLE_LABELS,
  ROLES,
  type User,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { LoadingScreen } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { getSession, updateUser } from '../../../lib/session';
import { adminTenantsQuery, useCreateUser, useUpdateUser } from '../api/admin-api';

const FIELDS = ['name', 'email', 'password', 'role', 'tenant_id'] as const;
type FieldName = (typeof FIELDS)[number];

const asTenantId = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** Create (user = null) or edit a user; the company is picked from GET /admin/tenants. */
export function UserFormModal({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={user ? 'Editar Usuário' : 'Novo Usuário'}>
      <TenantsGate>
        {(tenants) =>
          user ? (
            <EditUserForm user={user} tenants={tenants} onDone={() => onOpenChange(false)} />
          ) : (
            <CreateUserForm tenants={tenants} onDone={() => onOpenChange(false)} />
          )
        }
      </TenantsGate>
    </Modal>
  );
}

/** The company select gets its default value when it mounts: wait for the list. */
function TenantsGate({ children }: { children: (tenants: AdminTenant[]) => ReactNode }) {
  const tenants = useQuery(adminTenantsQuery);
  if (tenants.isPending) {
    return (
      <ModalBody>
        <LoadingScreen fullPage={false} />
      </ModalBody>
    );
  }
  if (tenants.isError) {
    return (
      <ModalBody>
        <LoadError
          message="Erro ao carregar empresas"
          onRetry={() => tenants.refetch()}
          retrying={tenants.isFetching}
        />
      </ModalBody>
    );
  }
  return <>{children(tenants.data)}</>;
}

function UserFields({
  fields,
  errors,
  tenants,
  editing,
}: {
  fields: Record<FieldName, UseFormRegisterReturn>;
  errors: Partial<Record<FieldName, string>>;
  tenants: AdminTenant[];
  editing: boolean;
}) {
  return (
    <>
      <Field id="user-name" label="Nome" required error={errors.name}>
        <Input autoComplete="off" aria-required="true" {...fieldA11y('user-name', errors.name)} {...fields.name} />
      </Field>
      <Field id="user-email" label="E-mail" required error={errors.email}>
        <Input
          type="email"
          autoComplete="off"
          aria-required="true"
          {...fieldA11y('user-email', errors.email)}
          {...fields.email}
        />
      </Field>
      <Field
        id="user-password"
        label={editing ? 'Nova senha' : 'Senha'}
        required={!editing}
        hint={editing ? 'Deixe em branco para manter a senha atual.' : 'Pelo menos 6 caracteres.'}
        error={errors.password}
      >
        <PasswordInput
          autoComplete="new-password"
          aria-required={editing ? undefined : 'true'}
          {...fieldA11y('user-password', errors.password, true)}
          {...fields.password}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-role" label="Função" error={errors.role}>
          <Select {...fieldA11y('user-role', errors.role)} {...fields.role}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="user-tenant" label="Empresa" error={errors.tenant_id}>
          <Select {...fieldA11y('user-tenant', errors.tenant_id)} {...fields.tenant_id}>
            {tenants.map((tenant) => (
              <option key={tenant.id} value={tenant.id}>
                {tenant.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </>
  );
}

function FormAlert({ title, error, others }: { title: string; error: unknown; others: string[] }) {
  const main = errorMessage(error, '');
  return (
    <Alert>
      <p>{main ? `${title}: ${main}` : title}</p>
      {others
        .filter((message) => message !== main)
        .map((message) => (
          <p key={message}>{message}</p>
        ))}
    </Alert>
  );
}

function CreateUserForm({ tenants, onDone }: { tenants: AdminTenant[]; onDone: () => void }) {
  const mutation = useCreateUser();
  const [others, setOthers] = useState<string[]>([]);
  const defaultTenant = tenants.some((t) => t.id === DEFAULT_NEW_USER_TENANT_ID)
    ? DEFAULT_NEW_USER_TENANT_ID
    : (tenants[0]?.id ?? DEFAULT_NEW_USER_TENANT_ID);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: { name: '', email: '', password: '', role: 'user', tenant_id: defaultTenant },
  });

  const onSubmit = handleSubmit((data) => {
    setOthers([]);
    mutation.mutate(data, {
      onSuccess: () => {
        toast.success(ADMIN_MSG.created);
        onDone();
      },
      onError: (error) => setOthers(applyServerFieldErrors(error, setError, FIELDS)),
    });
  });

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && <FormAlert title={ADMIN_MSG.createFailed} error={mutation.error} others={others} />}
        <UserFields
          editing={false}
          tenants={tenants}
          errors={{
            name: errors.name?.message,
            email: errors.email?.message,
            password: errors.password?.message,
            role: errors.role?.message,
            tenant_id: errors.tenant_id?.message,
          }}
          fields={{
            name: register('name'),
            email: register('email'),
            password: register('password'),
            role: register('role'),
            tenant_id: register('tenant_id', { setValueAs: asTenantId }),
          }}
        />
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Criar usuário
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}

function EditUserForm({ user, tenants, onDone }: { user: User; tenants: AdminTenant[]; onDone: () => void }) {
  const mutation = useUpdateUser();
  const [others, setOthers] = useState<string[]>([]);
  // A company missing from the list (should not happen) stays as it is: tenant_id absent keeps it.
  const listed = tenants.some((t) => t.id === user.tenant_id);
  const options = listed
    ? tenants
    : [
        ...tenants,
        {
          id: user.tenant_id,
          name: user.tenant_name,
          tipo_empresa: null,
          cnpj: null,
          created_at: '',
          user_count: 0,
          active_user_count: 0,
        },
      ];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { name: user.name, email: user.email, password: '', role: user.role, tenant_id: user.tenant_id },
  });

  const onSubmit = handleSubmit((data) => {
    setOthers([]);
    mutation.mutate(
      { id: user.id, data },
      {
        onSuccess: ({ data: saved }) => {
          // Editing oneself: the header and the user menu follow.
          if (getSession()?.user.id === saved.id) updateUser(saved);
          toast.success(ADMIN_MSG.updated);
          onDone();
        },
        onError: (error) => setOthers(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && <FormAlert title={ADMIN_MSG.updateFailed} error={mutation.error} others={others} />}
        <UserFields
          editing
          tenants={options}
          errors={{
            name: errors.name?.message,
            email: errors.email?.message,
            password: errors.password?.message,
            role: errors.role?.message,
            tenant_id: errors.tenant_id?.message,
          }}
          fields={{
            name: register('name'),
            email: register('email'),
            password: register('password'),
            role: register('role'),
            tenant_id: register('tenant_id', { setValueAs: asTenantId }),
          }}
        />
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
