import { zodResolver } from '@hookform/resolvers/zod';
import { type Bill, type BillPayInput, billPaySchema, type ReceiveInput, receiveSchema } from '@livro-caixa/domain';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, saveThrough } from '../../../components/ui/form';
import { DateField, FormaPagamentoField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, toastAndClose } from '../../../components/ui/form-modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { formatReais } from '../../../lib/format';
import { useDateFormat, useToday } from '../../../lib/preferences';
import { AccountSelectField } from '../../financial-accounts/index';
import { type BillKind, usePayBill, useReceive } from '../api/bills-api';

const PAY_FIELDS = ['data_baixa', 'conta_id', 'forma_pagamento', 'valor_pago'] as const;
const RECEIVE_FIELDS = ['data_recebimento', 'conta_id', 'forma_pagamento'] as const;

interface Props {
  kind: BillKind;
  bill: Bill;
}

/** 'Pagar' a bill or 'Receber' a receivable: its baixa. */
export const PayBillModal = formModal<Props>(
  ({ kind }) => (kind === 'pagar' ? 'Pagar conta' : 'Receber conta'),
  ({ kind, bill, onDone }: Props & ModalFormProps) =>
    kind === 'pagar' ? <PayForm bill={bill} onDone={onDone} /> : <ReceiveForm bill={bill} onDone={onDone} />,
);

function BillSummary({ bill }: { bill: Bill }) {
  const { formatDate } = useDateFormat();
  return (
    <div className="rounded-lg bg-zinc-50 px-3 py-2.5 text-sm dark:bg-zinc-800/60">
      <p className="font-medium text-zinc-900 dark:text-zinc-50">{bill.descricao}</p>
      <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">
        {formatReais(bill.valor)} · vencimento {bill.vencimento ? formatDate(bill.vencimento) : '—'}
      </p>
    </div>
  );
}

/** 'Juros R$ 6,66' / 'Desconto R$ 20,00' / nothing: what the baixa will record besides the bill. */
export function adjustmentText(valor: number, pago: number | undefined): string | null {
  if (pago === undefined || !Number.isFinite(pago)) return null;
  const diff = Math.round(pago * 100) - Math.round(valor * 100);
  if (diff > 0) return `Juros e multas: ${formatReais(diff / 100)} (lançados como despesa em Juros e multas)`;
  if (diff < 0) return `Desconto: ${formatReais(-diff / 100)} (lançado como entrada: desconto obtido)`;
  return null;
}

function PayForm({ bill, onDone }: { bill: Bill } & ModalFormProps) {
  const mutation = usePayBill();
  const today = useToday();
  const form = useForm({
    resolver: zodResolver(billPaySchema),
    defaultValues: formDefaults<BillPayInput>({
      data_baixa: today,
      conta_id: bill.conta_id,
      forma_pagamento: (bill.forma_pagamento ?? '') as BillPayInput['forma_pagamento'],
      valor_pago: bill.valor,
    }),
  });
  const pago = useWatch({ control: form.control, name: 'valor_pago' });
  const adjustment = adjustmentText(bill.valor, pago);
  const save = saveThrough(
    form,
    PAY_FIELDS,
    mutation,
    (data: BillPayInput) => ({ id: bill.id, data }),
    toastAndClose('Conta paga', onDone),
  );
  return (
    <ModalFormScope form={form} prefix="pay" fields={PAY_FIELDS} save={save} submitLabel="Pagar">
      <FormAlert error={save.error} title="Erro ao pagar conta" />
      <BillSummary bill={bill} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="data_baixa" idName="data" label="Data do pagamento" required />
        <FormField
          name="valor_pago"
          label="Valor pago"
          required
          controlled
          hint="Mais que o valor: juros; menos: desconto"
        >
          {(control) => <MoneyInput {...control} />}
        </FormField>
        <FormaPagamentoField />
        <AccountSelectField kind="expense" current={{ id: bill.conta_id, nome: bill.conta_nome }} />
      </div>
      {adjustment && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="ajuste">
          {adjustment}
        </p>
      )}
    </ModalFormScope>
  );
}

function ReceiveForm({ bill, onDone }: { bill: Bill } & ModalFormProps) {
  const mutation = useReceive();
  const today = useToday();
  const form = useForm({
    resolver: zodResolver(receiveSchema),
    defaultValues: formDefaults<ReceiveInput>({
      data_recebimento: today,
      conta_id: bill.conta_id,
      forma_pagamento: (bill.forma_pagamento ?? '') as ReceiveInput['forma_pagamento'],
    }),
  });
  const save = saveThrough(
    form,
    RECEIVE_FIELDS,
    mutation,
    (data: ReceiveInput) => ({ id: bill.id, data }),
    toastAndClose('Conta recebida', onDone),
  );
  return (
    <ModalFormScope form={form} prefix="receive" fields={RECEIVE_FIELDS} save={save} submitLabel="Receber">
      <FormAlert error={save.error} title="Erro ao receber conta" />
      <BillSummary bill={bill} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="data_recebimento" idName="data" label="Data do recebimento" required />
        <FormaPagamentoField />
        <AccountSelectField kind="payment" current={{ id: bill.conta_id, nome: bill.conta_nome }} />
      </div>
    </ModalFormScope>
  );
}
