import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  type FinancialAccount,
  type FinancialAccountInput,
  financialAccountInputSchema,
} from '@livro-caixa/domain';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField, formDefaults } from '../../../components/ui/form';
import { DateField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, saveRow } from '../../../components/ui/form-modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { useToday } from '../../../lib/preferences';
import { useSaveAccount } from '../api/financial-accounts-api';

const FIELDS = [
  'nome',
  'tipo',
  'banco',
  'agencia',
  'conta',
  'saldo_inicial',
  'data_saldo_inicial',
  'principal',
  'ativa',
] as const;

function defaults(account: FinancialAccount | null, today: string) {
  return formDefaults<FinancialAccountInput>({
    nome: account?.nome ?? '',
    tipo: account?.tipo ?? 'banco',
    banco: account?.banco ?? '',
    agencia: account?.agencia ?? '',
    conta: account?.conta ?? '',
    saldo_inicial: account?.saldo_inicial ?? 0,
    data_saldo_inicial: account?.data_saldo_inicial ?? today,
    principal: account?.principal === 1 ? 1 : 0,
    ativa: account?.ativa === 0 ? 0 : 1,
  });
}

/** Create (account = null) or edit an account: name, kind, bank details, opening balance and date. */
export const AccountFormModal = formModal(
  ({ account }: { account: FinancialAccount | null }) => (account ? 'Editar conta' : 'Nova conta'),
  AccountForm,
);

function AccountForm({ account, onDone }: { account: FinancialAccount | null } & ModalFormProps) {
  const today = useToday();
  const mutation = useSaveAccount();
  const form = useForm({
    resolver: zodResolver(financialAccountInputSchema),
    defaultValues: defaults(account, today),
  });
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const save = saveRow(form, FIELDS, mutation, account, onDone, [
    'Conta atualizada com sucesso!',
    'Conta criada com sucesso!',
  ]);
  const withBank = tipo === 'banco' || tipo === 'cartao';

  return (
    <ModalFormScope
      form={form}
      prefix="account"
      fields={FIELDS}
      save={save}
      submitLabel={account ? 'Salvar alterações' : 'Criar conta'}
    >
      <FormAlert error={save.error} title="Erro ao salvar conta" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="nome" label="Nome" required placeholder="Ex.: Itaú PJ" />
        <FormField name="tipo" label="Tipo" required>
          {(control) => (
            <Select {...control}>
              <Options values={ACCOUNT_TYPES} label={(t) => ACCOUNT_TYPE_LABELS[t]} />
            </Select>
          )}
        </FormField>
      </div>
      {withBank && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="banco" label="Banco" placeholder="Ex.: 341 Itaú" />
          <TextField name="agencia" label="Agência" />
          <TextField name="conta" label={tipo === 'cartao' ? 'Final do cartão' : 'Conta'} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="saldo_inicial" label="Saldo inicial" hint="Negativo se a conta começou devendo" controlled>
          {(control) => <MoneyInput {...control} onChange={(v) => control.onChange(v ?? 0)} />}
        </FormField>
        <DateField
          name="data_saldo_inicial"
          idName="data-saldo"
          label="Data do saldo inicial"
          required
          hint="Movimentos a partir deste dia entram no saldo"
        />
      </div>
      <FormField name="principal" label="Principal" controlled>
        {(control) => (
          <label className="flex min-h-10 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input
              id={control.id}
              type="checkbox"
              className="size-4 accent-emerald-600"
              checked={control.value === 1 || control.value === true}
              onChange={(e) => control.onChange(e.target.checked ? 1 : 0)}
              onBlur={control.onBlur}
              ref={control.ref}
            />
            Sugerir esta conta nos formulários (uma por tipo)
          </label>
        )}
      </FormField>
    </ModalFormScope>
  );
}
