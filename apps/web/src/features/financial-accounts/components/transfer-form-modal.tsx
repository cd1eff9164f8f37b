import { zodResolver } from '@hookform/resolvers/zod';
import { type FinancialAccount, type TransferInput, transferInputSchema } from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, saveThrough } from '../../../components/ui/form';
import { TextField, ValorDataFields } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { NamedOptions, Select } from '../../../components/ui/select';
import { asOptionalId } from '../../../lib/form-errors';
import { useToday } from '../../../lib/preferences';
import { useCreateTransfer } from '../api/financial-accounts-api';

const FIELDS = ['data', 'valor', 'conta_origem_id', 'conta_destino_id', 'descricao'] as const;

/** "Transferir entre contas": money moved between two own accounts, neither revenue nor expense. */
export const TransferFormModal = formModal(
  (_: { accounts: FinancialAccount[] }) => 'Transferir entre contas',
  TransferForm,
);

function AccountField({ name, label, accounts }: { name: string; label: string; accounts: FinancialAccount[] }) {
  return (
    <FormField name={name} label={label} required options={{ setValueAs: asOptionalId }}>
      {(control) => (
        <Select {...control}>
          <option value="">Selecione</option>
          <NamedOptions records={accounts} />
        </Select>
      )}
    </FormField>
  );
}

function TransferForm({ accounts, onDone }: { accounts: FinancialAccount[] } & ModalFormProps) {
  const today = useToday();
  const mutation = useCreateTransfer();
  const active = accounts.filter((a) => a.ativa === 1);
  const caixa = active.find((a) => a.tipo === 'caixa');
  const banco = active.find((a) => a.tipo === 'banco' && a.principal === 1) ?? active.find((a) => a.tipo === 'banco');
  const [defaultValues] = useState(() =>
    formDefaults<TransferInput>({
      data: today,
      valor: undefined,
      conta_origem_id: caixa?.id ?? null,
      conta_destino_id: banco?.id ?? null,
      descricao: '',
    }),
  );
  const form = useForm({ resolver: zodResolver(transferInputSchema), defaultValues });
  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => data,
    toastAndClose('Transferência registrada com sucesso!', onDone),
  );
  return (
    <ModalFormScope form={form} prefix="transfer" fields={FIELDS} save={save} submitLabel="Transferir">
      <FormAlert error={save.error} title="Erro ao transferir" />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField name="conta_origem_id" label="De" accounts={active} />
        <AccountField name="conta_destino_id" label="Para" accounts={active} />
        <ValorDataFields dateName="data" />
      </div>
      <TextField name="descricao" label="Descrição" placeholder="Ex.: Depósito do caixa no banco" />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Uma transferência não é receita nem despesa: só muda o saldo das duas contas.
      </p>
    </ModalFormScope>
  );
}
