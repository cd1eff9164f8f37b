import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type Payment,
  type PaymentInput,
  type PaymentStatus,
  paymentInputSchema,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, saveThrough } from '../../../components/ui/form';
import {
  DateField,
  FormaPagamentoField,
  ObservacoesField,
  TextField,
  ValorDataFields,
} from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope } from '../../../components/ui/form-modal';
import { ModalLoadState } from '../../../components/ui/modal';
import { NamedOptions, Options, Select } from '../../../components/ui/select';
import { type CreatedNotice, toastSaved } from '../../../components/ui/toast';
import { asOptionalId } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePreferences, useToday } from '../../../lib/preferences';
import { AccountSelectField } from '../../financial-accounts/index';
import { activeAttendantsQuery, activeTripeirosQuery, type PersonOption, useSavePayment } from '../api/payments-api';

const FIELDS = [
  'descricao',
  'valor',
  'data_pagamento',
  'atendente_id',
  'tripeiro_id',
  'tipo_pagamento',
  'status',
  'forma_pagamento',
  'conta_id',
  'observacoes',
  'vencimento',
] as const;

/**
 * The form's options, plus the payment's current person when it is not among them (it was
 * deactivated since: the payment keeps it, the server accepts it unchanged).
 */
function withCurrent(options: PersonOption[] | undefined, id: number | null, name: string | null): PersonOption[] {
  const list = options ?? [];
  if (id === null || list.some((option) => option.id === id)) return list;
  const label = name ?? `#${id}`;
  return [...list, { id, nome: options ? `${label} (inativo)` : label }];
}

/** A new payment starts on today (in the user's zone) with the user's default status. */
interface NewPaymentDefaults {
  today: string;
  status: PaymentStatus;
}

function defaults(payment: Payment | null, fresh: NewPaymentDefaults) {
  if (!payment) {
    return formDefaults<PaymentInput>({
      descricao: '',
      // Empty box: the schema answers 'O valor é obrigatório' if it is left so.
      valor: undefined,
      data_pagamento: fresh.today,
      atendente_id: null,
      tripeiro_id: null,
      tipo_pagamento: 'entrada',
      status: fresh.status,
      forma_pagamento: '',
      conta_id: null,
      observacoes: '',
      vencimento: '',
    });
  }
  return formDefaults<PaymentInput>({
    descricao: payment.descricao,
    valor: payment.valor,
    data_pagamento: payment.data_pagamento,
    atendente_id: payment.atendente_id,
    tripeiro_id: payment.tripeiro_id,
    tipo_pagamento: payment.tipo_pagamento,
    status: payment.status,
    // Stored as text: one of PAYMENT_METHODS, written through the same schema.
    forma_pagamento: (payment.forma_pagamento ?? '') as PaymentInput['forma_pagamento'],
    conta_id: payment.conta_id,
    observacoes: payment.observacoes ?? '',
    vencimento: payment.vencimento ?? '',
  });
}

interface PaymentFormProps {
  payment: Payment | null;
  /** After a create: where the new payment is when the list's filter does not show it. */
  onCreated?: CreatedNotice<Payment> | undefined;
}

/** Create (payment = null) or edit a payment. */
export const PaymentFormModal = formModal<PaymentFormProps>(
  ({ payment }) => (payment ? 'Editar Pagamento' : 'Novo Pagamento'),
  PaymentForm,
  'lg',
);

function PaymentForm(props: PaymentFormProps & ModalFormProps) {
  const attendants = useQuery(activeAttendantsQuery);
  const tripeiros = useQuery(activeTripeirosQuery);
  const { preferences, ready: preferencesReady } = usePreferences();
  const today = useToday();
  // The fields get their default values when they mount: wait for the options and the preferences.
  // docs/product-rules.md "Load failures": without its lists the form would offer no attendant.
  if (attendants.isError || tripeiros.isError || attendants.isPending || tripeiros.isPending || !preferencesReady) {
    return (
      <ModalLoadState
        failed={attendants.isError || tripeiros.isError}
        message="Erro ao carregar atendentes e tripeiros"
        onRetry={() => {
          if (attendants.isError) void attendants.refetch();
          if (tripeiros.isError) void tripeiros.refetch();
        }}
        retrying={attendants.isFetching || tripeiros.isFetching}
      />
    );
  }
  return (
    <PaymentFields
      {...props}
      attendants={attendants.data}
      tripeiros={tripeiros.data}
      fresh={{ today, status: preferences.defaultPaymentStatus }}
    />
  );
}

/** The select of the payment's attendant or tripeiro: 'Nenhum', then the options. */
function PersonSelectField({
  name,
  idName,
  label,
  options,
}: {
  name: 'atendente_id' | 'tripeiro_id';
  idName: string;
  label: string;
  options: PersonOption[];
}) {
  return (
    <FormField name={name} idName={idName} label={label} options={{ setValueAs: asOptionalId }}>
      {(control) => (
        <Select {...control}>
          <option value="">Nenhum</option>
          <NamedOptions records={options} />
        </Select>
      )}
    </FormField>
  );
}

function PaymentFields({
  payment,
  onDone,
  onCreated,
  attendants,
  tripeiros,
  fresh,
}: PaymentFormProps &
  ModalFormProps & {
    attendants: PersonOption[] | undefined;
    tripeiros: PersonOption[] | undefined;
    fresh: NewPaymentDefaults;
  }) {
  // One key per opened form: a double click or a retry after a lost answer never creates two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useSavePayment();
  const form = useForm({ resolver: zodResolver(paymentInputSchema), defaultValues: defaults(payment, fresh) });
  // A due date belongs to a pending entrada (a receivable): shown and sent only then; otherwise left
  // out, so a received one keeps its own (docs/product-rules.md "Bills and receivables").
  const [tipo, status] = form.watch(['tipo_pagamento', 'status']);
  const hasVencimento = tipo === 'entrada' && status === 'pendente';
  // Hidden, it goes back to the stored date: a half-typed one must not block the save unseen.
  const storedVencimento = payment?.vencimento ?? '';
  useEffect(() => {
    if (!hasVencimento) form.resetField('vencimento', { defaultValue: storedVencimento });
  }, [hasVencimento, form, storedVencimento]);
  const variables = ({ vencimento, ...rest }: PaymentInput) => ({
    id: payment?.id ?? null,
    data: hasVencimento ? { ...rest, vencimento } : rest,
    idempotencyKey,
  });
  const save = saveThrough(form, FIELDS, mutation, variables, (body) => {
    toastSaved(
      payment ? 'Pagamento atualizado com sucesso!' : 'Pagamento criado com sucesso!',
      payment ? null : body.data,
      onCreated,
    );
    onDone();
  });

  const submitLabel = payment ? 'Salvar alterações' : 'Criar pagamento';
  return (
    <ModalFormScope form={form} prefix="payment" fields={FIELDS} save={save} submitLabel={submitLabel}>
      <FormAlert error={save.error} title="Erro ao salvar pagamento" fallback="Erro desconhecido" />
      <TextField name="descricao" label="Descrição" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <ValorDataFields dateName="data_pagamento" />
        <FormField name="tipo_pagamento" idName="tipo" label="Tipo">
          {(control) => (
            <Select {...control}>
              <Options values={PAYMENT_TYPES} label={(tipo) => PAYMENT_TYPE_LABELS[tipo]} />
            </Select>
          )}
        </FormField>
        <FormField name="status" label="Status" required>
          {(control) => (
            <Select {...control}>
              <Options values={PAYMENT_STATUSES} label={(status) => PAYMENT_STATUS_LABELS[status]} />
            </Select>
          )}
        </FormField>
        <PersonSelectField
          name="atendente_id"
          idName="atendente"
          label="Atendente"
          options={withCurrent(attendants, payment?.atendente_id ?? null, payment?.attendant_name ?? null)}
        />
        <PersonSelectField
          name="tripeiro_id"
          idName="tripeiro"
          label="Tripeiro"
          options={withCurrent(tripeiros, payment?.tripeiro_id ?? null, payment?.tripeiro_name ?? null)}
        />
        {hasVencimento && (
          <DateField name="vencimento" label="Vencimento" hint="Com vencimento, aparece em Contas → A receber" />
        )}
        <FormaPagamentoField label="Forma de pagamento" />
        <AccountSelectField
          kind="payment"
          current={payment ? { id: payment.conta_id, nome: payment.conta_nome } : undefined}
        />
      </div>
      <ObservacoesField />
    </ModalFormScope>
  );
}
