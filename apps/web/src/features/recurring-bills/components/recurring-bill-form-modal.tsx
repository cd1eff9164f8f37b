import { zodResolver } from '@hookform/resolvers/zod';
import {
  RECURRENCE_FREQUENCIES,
  RECURRENCE_FREQUENCY_LABELS,
  type RecurringBill,
  type RecurringBillInput,
  recurringBillInputSchema,
} from '@livro-caixa/domain';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, saveThrough } from '../../../components/ui/form';
import { DateField, FormaPagamentoField, ObservacoesField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { asOptionalNumber } from '../../../lib/form-errors';
import { useToday } from '../../../lib/preferences';
import { CategoryField } from '../../expense-categories/index';
import { AccountSelectField } from '../../financial-accounts/index';
import { useSaveRecurringBill } from '../api/recurring-bills-api';

const FIELDS = [
  'descricao',
  'valor',
  'categoria',
  'forma_pagamento',
  'conta_id',
  'frequencia',
  'dia',
  'inicio',
  'fim',
  'observacoes',
] as const;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

function defaults(bill: RecurringBill | null, today: string) {
  return formDefaults<RecurringBillInput>({
    descricao: bill?.descricao ?? '',
    valor: bill?.valor ?? undefined,
    categoria: bill?.categoria ?? '',
    forma_pagamento: (bill?.forma_pagamento ?? '') as RecurringBillInput['forma_pagamento'],
    conta_id: bill?.conta_id ?? null,
    frequencia: bill?.frequencia ?? 'mensal',
    dia: bill?.dia ?? Number(today.slice(8, 10)),
    inicio: bill?.inicio ?? today,
    fim: bill?.fim ?? '',
    observacoes: bill?.observacoes ?? '',
  });
}

/**
 * Create (bill = null) or edit a recurring bill's template: what each bill is and when it falls.
 * An edit reaches the template's unpaid bills from today on ("esta e as próximas"); paid ones
 * never change.
 */
export const RecurringBillFormModal = formModal<{ bill: RecurringBill | null }>(
  ({ bill }) => (bill ? 'Editar conta recorrente' : 'Nova conta recorrente'),
  RecurringBillForm,
  'lg',
);

function RecurringBillForm({ bill, onDone }: { bill: RecurringBill | null } & ModalFormProps) {
  const today = useToday();
  const mutation = useSaveRecurringBill();
  const form = useForm({ resolver: zodResolver(recurringBillInputSchema), defaultValues: defaults(bill, today) });
  const frequencia = useWatch({ control: form.control, name: 'frequencia' });
  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => ({ id: bill?.id ?? null, data: bill ? { ...data, escopo: 'esta_e_proximas' as const } : data }),
    toastAndClose(
      bill ? 'Conta recorrente atualizada' : 'Conta recorrente criada: as contas a pagar foram geradas',
      onDone,
    ),
  );

  return (
    <ModalFormScope
      form={form}
      prefix="recorrente"
      fields={FIELDS}
      save={save}
      submitLabel={bill ? 'Salvar alterações' : 'Criar conta recorrente'}
    >
      <FormAlert error={save.error} title="Erro ao salvar conta recorrente" />
      {bill && (
        <p className="rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-300">
          As mudanças valem para este modelo e para as contas a pagar dele de hoje em diante. Contas já pagas não mudam.
          Para mudar uma conta só, use “Editar” na lista de contas do modelo.
        </p>
      )}
      <TextField name="descricao" label="Descrição" required placeholder="Ex.: Aluguel da loja" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="valor" label="Valor" required controlled>
          {(control) => <MoneyInput {...control} />}
        </FormField>
        <CategoryField current={bill?.categoria} />
        <FormaPagamentoField />
        <AccountSelectField kind="expense" current={bill ? { id: bill.conta_id, nome: null } : undefined} />
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-zinc-200 p-3 sm:grid-cols-2 dark:border-zinc-800">
        <legend className="px-1 text-sm font-medium text-zinc-700 dark:text-zinc-300">Quando vence</legend>
        <FormField name="frequencia" label="Frequência" required>
          {(control) => (
            <Select {...control}>
              <Options values={RECURRENCE_FREQUENCIES} label={(f) => RECURRENCE_FREQUENCY_LABELS[f]} />
            </Select>
          )}
        </FormField>
        {frequencia === 'mensal' ? (
          <FormField
            name="dia"
            label="Dia do vencimento"
            required
            hint="Num mês mais curto, vence no último dia"
            options={{ setValueAs: asOptionalNumber }}
          >
            {(control) => (
              <Select {...control}>
                <Options values={DAYS} label={(d) => String(d)} />
              </Select>
            )}
          </FormField>
        ) : (
          <p className="self-end pb-2 text-sm text-zinc-500 dark:text-zinc-400">
            {frequencia === 'semanal' ? 'Vence no dia da semana do início.' : 'Vence todo ano no dia e mês do início.'}
          </p>
        )}
        <DateField name="inicio" label="Início" required />
        <DateField name="fim" label="Fim" hint="Opcional: sem fim, continua" />
      </fieldset>
      <ObservacoesField />
    </ModalFormScope>
  );
}
