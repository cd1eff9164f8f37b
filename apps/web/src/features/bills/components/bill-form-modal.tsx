import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillInput,
  billInputSchema,
  type ReceivableInput,
  receivableInputSchema,
  splitInstalments,
} from '@livro-caixa/domain';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, type SavingMutation, saveThrough } from '../../../components/ui/form';
import { DateField, FormaPagamentoField, ObservacoesField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope } from '../../../components/ui/form-modal';
import { Input } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { toast } from '../../../components/ui/toast';
import { formatReais } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useToday } from '../../../lib/preferences';
import { CategoryField } from '../../expense-categories/index';
import { AccountSelectField } from '../../financial-accounts/index';
import { type BillKind, useCreateBill, useCreateReceivable } from '../api/bills-api';

/** The fields both forms have (startingValues); each adds its date, the bill its category. */
const SHARED_FIELDS = [
  'descricao',
  'valor',
  'vencimento',
  'parcelas',
  'forma_pagamento',
  'conta_id',
  'observacoes',
] as const;
const BILL_FIELDS = [...SHARED_FIELDS, 'categoria', 'data_despesa'] as const;
const RECEIVABLE_FIELDS = [...SHARED_FIELDS, 'data_pagamento'] as const;

/** "3× de R$ 400,00" (or "1× de R$ 333,34 e 2× de R$ 333,33"): the exact split the server makes. */
export function instalmentPreview(valor: number | undefined, parcelas: number | undefined): string | null {
  if (!valor || !parcelas || !Number.isInteger(parcelas) || parcelas < 1 || parcelas > 120) return null;
  const centavos = Math.round(valor * 100);
  if (centavos < parcelas) return null;
  const parts = splitInstalments(centavos, parcelas);
  const first = parts[0] as number;
  const last = parts[parts.length - 1] as number;
  if (first === last) return `${parcelas}× de ${formatReais(first / 100)}`;
  const more = parts.filter((p) => p === first).length;
  return `${more}× de ${formatReais(first / 100)} e ${parcelas - more}× de ${formatReais(last / 100)}`;
}

function InstalmentFields() {
  const valor = useWatch({ name: 'valor' }) as number | undefined;
  const parcelas = useWatch({ name: 'parcelas' }) as number | undefined;
  const preview = instalmentPreview(valor, parcelas);
  return (
    <FormField
      name="parcelas"
      label="Parcelas"
      hint={preview ?? 'De 1 a 120, mensais a partir do vencimento'}
      options={{ setValueAs: (v: unknown) => (v === '' ? undefined : Number(v)) }}
    >
      {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={120} step={1} />}
    </FormField>
  );
}

/** Nova conta a pagar / Nova conta a receber: the total in `parcelas` monthly instalments. */
export const BillFormModal = formModal<{ kind: BillKind }>(
  ({ kind }) => (kind === 'pagar' ? 'Nova conta a pagar' : 'Nova conta a receber'),
  BillForm,
  'lg',
);

function BillForm({ kind, onDone }: { kind: BillKind } & ModalFormProps) {
  return kind === 'pagar' ? <PayableForm onDone={onDone} /> : <ReceivableForm onDone={onDone} />;
}

/** What both forms start with: the dates on today, one instalment, nothing else filled. */
function startingValues(today: string) {
  return {
    descricao: '',
    valor: undefined,
    vencimento: today,
    parcelas: 1,
    forma_pagamento: '',
    conta_id: null,
    observacoes: '',
  } as const;
}

/**
 * Both forms' save: one idempotency key for the form's life (a retried submit creates the
 * instalments once); the toast counts them and names the list they went to (`what`).
 */
function useInstalmentsSave<T extends FieldValues, Valid, R extends { data: unknown[] }>(
  form: UseFormReturn<T, unknown, Valid>,
  fields: readonly Path<T>[],
  mutation: SavingMutation<{ data: Valid; idempotencyKey: string }, R>,
  what: string,
  onDone: () => void,
) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  return saveThrough(
    form,
    fields,
    mutation,
    (data) => ({ data, idempotencyKey }),
    (body) => {
      const count = body.data.length;
      toast.success(count > 1 ? `${count} parcelas lançadas em ${what}` : `Conta lançada em ${what}`);
      onDone();
    },
  );
}

function PayableForm({ onDone }: ModalFormProps) {
  const today = useToday();
  const form = useForm({
    resolver: zodResolver(billInputSchema),
    defaultValues: formDefaults<BillInput>({ ...startingValues(today), categoria: '', data_despesa: today }),
  });
  const save = useInstalmentsSave(form, BILL_FIELDS, useCreateBill(), 'Contas a pagar', onDone);
  return (
    <ModalFormScope form={form} prefix="bill" fields={BILL_FIELDS} save={save} submitLabel="Lançar conta">
      <FormAlert error={save.error} title="Erro ao salvar conta a pagar" />
      <BillFields dateName="data_despesa" dateLabel="Data da despesa" accountKind="expense">
        <CategoryField />
      </BillFields>
    </ModalFormScope>
  );
}

function ReceivableForm({ onDone }: ModalFormProps) {
  const today = useToday();
  const form = useForm({
    resolver: zodResolver(receivableInputSchema),
    defaultValues: formDefaults<ReceivableInput>({
      ...startingValues(today),
      data_pagamento: today,
      atendente_id: null,
      tripeiro_id: null,
    }),
  });
  const save = useInstalmentsSave(
    form as unknown as UseFormReturn<ReceivableInput>,
    RECEIVABLE_FIELDS,
    useCreateReceivable(),
    'Contas a receber',
    onDone,
  );
  return (
    <ModalFormScope form={form} prefix="receivable" fields={RECEIVABLE_FIELDS} save={save} submitLabel="Lançar conta">
      <FormAlert error={save.error} title="Erro ao salvar conta a receber" />
      <BillFields dateName="data_pagamento" dateLabel="Data do lançamento" accountKind="payment" />
    </ModalFormScope>
  );
}

/** The fields both forms share, `children` (the category) after the total. */
function BillFields({
  dateName,
  dateLabel,
  accountKind,
  children,
}: {
  dateName: string;
  dateLabel: string;
  accountKind: 'expense' | 'payment';
  children?: ReactNode;
}) {
  return (
    <>
      <TextField name="descricao" label="Descrição" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="valor" label="Valor total" required controlled>
          {(control) => <MoneyInput {...control} />}
        </FormField>
        {children}
        <DateField name={dateName} idName="data" label={dateLabel} required />
        <DateField name="vencimento" label="Vencimento (1ª parcela)" required />
        <InstalmentFields />
        <FormaPagamentoField />
        <AccountSelectField kind={accountKind} />
      </div>
      <ObservacoesField />
    </>
  );
}
