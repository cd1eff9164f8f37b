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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-input';
import { FormAlert, FormField, FormScope, formDefaults } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { type CreatedNotice, toast } from '../../../components/ui/toast';
import { applyServerFieldErrors, asOptionalId } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePreferences, useToday } from '../../../lib/preferences';
import { activeAttendantsQuery, activeTripeirosQuery, type PersonOption, useSavePayment } from '../api/payments-api';

const FIELDS = [
  'descricao',
  'valor',
  'data_pagamento',
  'atendente_id',
  'tripeiro_id',
  'tipo_pagamento',
  'status',
  'observacoes',
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
      observacoes: '',
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
    observacoes: payment.observacoes ?? '',
  });
}

/** Create (payment = null) or edit a payment. */
export function PaymentFormModal({
  open,
  onOpenChange,
  payment,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: Payment | null;
  /** After a create: where the new payment is when the list's filter does not show it. */
  onCreated?: CreatedNotice<Payment> | undefined;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={payment ? 'Editar Pagamento' : 'Novo Pagamento'} size="lg">
      <PaymentForm payment={payment} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </Modal>
  );
}

function PaymentForm({
  payment,
  onDone,
  onCreated,
}: {
  payment: Payment | null;
  onDone: () => void;
  onCreated: CreatedNotice<Payment> | undefined;
}) {
  const attendants = useQuery(activeAttendantsQuery);
  const tripeiros = useQuery(activeTripeirosQuery);
  const { preferences, ready: preferencesReady } = usePreferences();
  const today = useToday();
  // The fields get their default values when they mount: wait for the options and the preferences.
  // docs/product-rules.md "Load failures": without its lists the form would offer no attendant.
  if (attendants.isError || tripeiros.isError) {
    return (
      <ModalBody>
        <LoadError
          message="Erro ao carregar atendentes e tripeiros"
          onRetry={() => {
            if (attendants.isError) void attendants.refetch();
            if (tripeiros.isError) void tripeiros.refetch();
          }}
          retrying={attendants.isFetching || tripeiros.isFetching}
        />
      </ModalBody>
    );
  }
  if (attendants.isPending || tripeiros.isPending || !preferencesReady) {
    return (
      <ModalBody>
        <LoadingScreen fullPage={false} />
      </ModalBody>
    );
  }
  return (
    <PaymentFields
      payment={payment}
      onDone={onDone}
      onCreated={onCreated}
      attendants={attendants.data}
      tripeiros={tripeiros.data}
      fresh={{ today, status: preferences.defaultPaymentStatus }}
    />
  );
}

function PaymentFields({
  payment,
  onDone,
  onCreated,
  attendants,
  tripeiros,
  fresh,
}: {
  payment: Payment | null;
  onDone: () => void;
  onCreated: CreatedNotice<Payment> | undefined;
  attendants: PersonOption[] | undefined;
  tripeiros: PersonOption[] | undefined;
  fresh: NewPaymentDefaults;
}) {
  // One key per opened form: a double click or a retry after a lost answer never creates two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useSavePayment();
  const form = useForm({ resolver: zodResolver(paymentInputSchema), defaultValues: defaults(payment, fresh) });

  const attendantOptions = withCurrent(attendants, payment?.atendente_id ?? null, payment?.attendant_name ?? null);
  const tripeiroOptions = withCurrent(tripeiros, payment?.tripeiro_id ?? null, payment?.tripeiro_name ?? null);

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(
      { id: payment?.id ?? null, data, idempotencyKey },
      {
        onSuccess: (body) => {
          const notice = payment ? undefined : onCreated?.(body.data);
          toast.success(
            payment ? 'Pagamento atualizado com sucesso!' : 'Pagamento criado com sucesso!',
            notice?.description,
            notice?.action,
          );
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <FormScope form={form} prefix="payment" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          <FormAlert error={mutation.error} title="Erro ao salvar pagamento" fallback="Erro desconhecido" />
          <FormField name="descricao" label="Descrição" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="valor" label="Valor" required controlled>
              {(control) => <MoneyInput {...control} />}
            </FormField>
            <FormField name="data_pagamento" idName="data" label="Data" required>
              {(control) => <DateInput {...control} />}
            </FormField>
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
            <FormField name="atendente_id" idName="atendente" label="Atendente" options={{ setValueAs: asOptionalId }}>
              {(control) => (
                <Select {...control}>
                  <option value="">Nenhum</option>
                  {attendantOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.nome}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField name="tripeiro_id" idName="tripeiro" label="Tripeiro" options={{ setValueAs: asOptionalId }}>
              {(control) => (
                <Select {...control}>
                  <option value="">Nenhum</option>
                  {tripeiroOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.nome}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <FormField name="observacoes" label="Observações">
            {(control) => <Textarea {...control} />}
          </FormField>
        </ModalBody>
        <ModalFormFooter
          onCancel={onDone}
          pending={mutation.isPending}
          submitLabel={payment ? 'Salvar alterações' : 'Criar pagamento'}
        />
      </ModalForm>
    </FormScope>
  );
}
