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
import type { ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { FormAlert, FormField, type FormSave, saveThrough } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { Modal, ModalQueryGate } from '../../../components/ui/modal';
import { PasswordInput } from '../../../components/ui/password-input';
import { Options, Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { getSession, updateUser } from '../../../lib/session';
import { adminTenantsQuery, useCreateUser, useUpdateUser } from '../api/admin-api';

const FIELDS = ['name', 'email', 'password', 'role', 'tenant_id'] as const;

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
  return (
    <ModalQueryGate query={tenants} failure="Erro ao carregar empresas">
      {children}
    </ModalQueryGate>
  );
}

function UserFields({ tenants, editing }: { tenants: AdminTenant[]; editing: boolean }) {
  return (
    <>
      <TextField name="name" label="Nome" required />
      <TextField name="email" label="E-mail" type="email" required />
      <FormField
        name="password"
        label={editing ? 'Nova senha' : 'Senha'}
        required={!editing}
        hint={editing ? 'Deixe em branco para manter a senha atual.' : 'Pelo menos 6 caracteres.'}
      >
        {(control) => <PasswordInput autoComplete="new-password" {...control} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="role" label="Função">
          {(control) => (
            <Select {...control}>
              <Options values={ROLES} label={(role) => ROLE_LABELS[role]} />
            </Select>
          )}
        </FormField>
        <FormField name="tenant_id" idName="tenant" label="Empresa" options={{ setValueAs: asTenantId }}>
          {(control) => (
            <Select {...control}>
              {tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </>
  );
}

/** What the create and edit forms share: the alert, the fields and the footer. */
function UserFormScope<T extends FieldValues>({
  form,
  fields,
  save,
  tenants,
  editing,
}: {
  form: UseFormReturn<T>;
  fields: readonly Path<T>[];
  save: FormSave;
  tenants: AdminTenant[];
  editing: boolean;
}) {
  const submitLabel = editing ? 'Salvar alterações' : 'Criar usuário';
  return (
    <ModalFormScope form={form} prefix="user" fields={fields} save={save} submitLabel={submitLabel}>
      <FormAlert error={save.error} title={editing ? ADMIN_MSG.updateFailed : ADMIN_MSG.createFailed} />
      <UserFields editing={editing} tenants={tenants} />
    </ModalFormScope>
  );
}

function CreateUserForm({ tenants, onDone }: { tenants: AdminTenant[]; onDone: () => void }) {
  const mutation = useCreateUser();
  const defaultTenant = tenants.some((t) => t.id === DEFAULT_NEW_USER_TENANT_ID)
    ? DEFAULT_NEW_USER_TENANT_ID
    : (tenants[0]?.id ?? DEFAULT_NEW_USER_TENANT_ID);
  const form = useForm({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: { name: '', email: '', password: '', role: 'user', tenant_id: defaultTenant },
  });
  const save = saveThrough(form, FIELDS, mutation, (data) => data, toastAndClose(ADMIN_MSG.created, onDone));
  return <UserFormScope form={form} fields={FIELDS} save={save} tenants={tenants} editing={false} />;
}

function EditUserForm({ user, tenants, onDone }: { user: User; tenants: AdminTenant[]; onDone: () => void }) {
  const mutation = useUpdateUser();
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
  const form = useForm({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { name: user.name, email: user.email, password: '', role: user.role, tenant_id: user.tenant_id },
  });
  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => ({ id: user.id, data }),
    ({ data: saved }) => {
      // Editing oneself: the header and the user menu follow.
      if (getSession()?.user.id === saved.id) updateUser(saved);
      toast.success(ADMIN_MSG.updated);
      onDone();
    },
  );
  return <UserFormScope form={form} fields={FIELDS} save={save} tenants={options} editing />;
}
