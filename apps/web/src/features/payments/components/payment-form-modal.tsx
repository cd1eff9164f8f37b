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
  todayIn,
} from '@livro-caixa/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { Select } from '../../../components/ui/select';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { type CreatedNotice, toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors, asOptionalId } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useDefaultPaymentStatus } from '../../../lib/payment-preferences';
import { useDatePreferences } from '../../../lib/preferences-query';
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

function defaults(payment: Payment | null, fresh: NewPaymentDefaults): PaymentInput {
  if (!payment) {
    return {
      descricao: '',
      // Empty box: the schema answers 'O valor é obrigatório' if it is left so.
      valor: undefined as unknown as number,
      data_pagamento: fresh.today,
      atendente_id: null,
      tripeiro_id: null,
      tipo_pagamento: 'entrada',
      status: fresh.status,
      observacoes: '',
    };
  }
  return {
    descricao: payment.descricao,
    valor: payment.valor,
    data_pagamento: payment.data_pagamento,
    atendente_id: payment.atendente_id,
    tripeiro_id: payment.tripeiro_id,
    tipo_pagamento: payment.tipo_pagamento,
    status: payment.status,
    observacoes: payment.observacoes ?? '',
  };
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
  const { preferences, ready: datesReady } = useDatePreferences();
  const defaultStatus = useDefaultPaymentStatus();
  // The fields get their default values when they mount: wait for the options and the preferences.
  if (attendants.isPending || tripeiros.isPending || !datesReady || !defaultStatus.ready) {
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
      fresh={{ today: todayIn(preferences.timeZone), status: defaultStatus.status }}
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
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(paymentInputSchema), defaultValues: defaults(payment, fresh) });

  const attendantOptions = withCurrent(attendants, payment?.atendente_id ?? null, payment?.attendant_name ?? null);
  const tripeiroOptions = withCurrent(tripeiros, payment?.tripeiro_id ?? null, payment?.tripeiro_name ?? null);
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setOtherErrors([]);
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
        onError: (error) => setOtherErrors(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            <p>Erro ao salvar pagamento: {errorMessage(mutation.error, 'Erro desconhecido')}</p>
            {otherErrors
              .filter((message) => message !== mutation.error.body?.message)
              .map((message) => (
                <p key={message}>{message}</p>
              ))}
          </Alert>
        )}
        <Field id="payment-descricao" label="Descrição" required error={err('descricao')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('payment-descricao', err('descricao'))}
            {...register('descricao')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="payment-valor" label="Valor" required error={err('valor')}>
            <Controller
              name="valor"
              control={control}
              render={({ field }) => (
                <MoneyInput aria-required="true" {...fieldA11y('payment-valor', err('valor'))} {...field} />
              )}
            />
          </Field>
          <Field id="payment-data" label="Data" required error={err('data_pagamento')}>
            <DateInput
              aria-required="true"
              {...fieldA11y('payment-data', err('data_pagamento'))}
              {...register('data_pagamento')}
            />
          </Field>
          <Field id="payment-tipo" label="Tipo" error={err('tipo_pagamento')}>
            <Select {...fieldA11y('payment-tipo', err('tipo_pagamento'))} {...register('tipo_pagamento')}>
              {PAYMENT_TYPES.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {PAYMENT_TYPE_LABELS[tipo]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="payment-status" label="Status" required error={err('status')}>
            <Select aria-required="true" {...fieldA11y('payment-status', err('status'))} {...register('status')}>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="payment-atendente" label="Atendente" error={err('atendente_id')}>
            <Select
              {...fieldA11y('payment-atendente', err('atendente_id'))}
              {...register('atendente_id', { setValueAs: asOptionalId })}
            >
              <option value="">Nenhum</option>
              {attendantOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.nome}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="payment-tripeiro" label="Tripeiro" error={err('tripeiro_id')}>
            <Select
              {...fieldA11y('payment-tripeiro', err('tripeiro_id'))}
              {...register('tripeiro_id', { setValueAs: asOptionalId })}
            >
              <option value="">Nenhum</option>
              {tripeiroOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.nome}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="payment-observacoes" label="Observações" error={err('observacoes')}>
          <Textarea {...fieldA11y('payment-observacoes', err('observacoes'))} {...register('observacoes')} />
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {payment ? 'Salvar alterações' : 'Criar pagamento'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
