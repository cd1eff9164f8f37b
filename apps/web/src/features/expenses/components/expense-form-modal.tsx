import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPENSE_CATEGORIES,
  type Expense,
  type ExpenseInput,
  expenseInputSchema,
  PAYMENT_METHODS,
} from '@livro-caixa/domain';
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
import { Textarea } from '../../../components/ui/textarea';
import { type CreatedNotice, toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { today } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSaveExpense } from '../api/expenses-api';

const FIELDS = ['descricao', 'valor', 'data_despesa', 'categoria', 'forma_pagamento', 'observacoes'] as const;

function defaults(expense: Expense | null): ExpenseInput {
  if (!expense) {
    return {
      descricao: '',
      // Empty boxes: the schema answers 'O valor é obrigatório' / 'A categoria é obrigatória'.
      valor: undefined as unknown as number,
      data_despesa: today(),
      categoria: '' as ExpenseInput['categoria'],
      forma_pagamento: '',
      observacoes: '',
    };
  }
  return {
    descricao: expense.descricao,
    valor: expense.valor,
    data_despesa: expense.data_despesa,
    categoria: expense.categoria,
    forma_pagamento: (expense.forma_pagamento ?? '') as ExpenseInput['forma_pagamento'],
    observacoes: expense.observacoes ?? '',
  };
}

/** Create (expense = null) or edit an expense. */
export function ExpenseFormModal({
  open,
  onOpenChange,
  expense,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expense: Expense | null;
  /** After a create: where the new expense is when the list's filter does not show it. */
  onCreated?: CreatedNotice<Expense> | undefined;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={expense ? 'Editar Despesa' : 'Nova Despesa'} size="lg">
      <ExpenseForm expense={expense} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </Modal>
  );
}

function ExpenseForm({
  expense,
  onDone,
  onCreated,
}: {
  expense: Expense | null;
  onDone: () => void;
  onCreated: CreatedNotice<Expense> | undefined;
}) {
  // One key per opened form: a double click or a retry after a lost answer never creates two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useSaveExpense();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(expenseInputSchema), defaultValues: defaults(expense) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setOtherErrors([]);
    mutation.mutate(
      { id: expense?.id ?? null, data, idempotencyKey },
      {
        onSuccess: (body) => {
          const notice = expense ? undefined : onCreated?.(body.data);
          toast.success(
            expense ? 'Despesa atualizada com sucesso!' : 'Despesa criada com sucesso!',
            notice?.description,
            notice?.action,
          );
          onDone();
        },
        onError: (error) => setOtherErrors(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  const serverMessage = mutation.error?.body?.message;
  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            <p className="font-medium">Erro ao salvar despesa</p>
            {[serverMessage, ...otherErrors]
              .filter((message, index, all): message is string => Boolean(message) && all.indexOf(message) === index)
              .map((message) => (
                <p key={message}>{message}</p>
              ))}
          </Alert>
        )}
        <Field id="expense-descricao" label="Descrição" required error={err('descricao')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('expense-descricao', err('descricao'))}
            {...register('descricao')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="expense-valor" label="Valor" required error={err('valor')}>
            <Controller
              name="valor"
              control={control}
              render={({ field }) => (
                <MoneyInput aria-required="true" {...fieldA11y('expense-valor', err('valor'))} {...field} />
              )}
            />
          </Field>
          <Field id="expense-data" label="Data" required error={err('data_despesa')}>
            <DateInput
              aria-required="true"
              {...fieldA11y('expense-data', err('data_despesa'))}
              {...register('data_despesa')}
            />
          </Field>
          <Field id="expense-categoria" label="Categoria" required error={err('categoria')}>
            <Select
              aria-required="true"
              {...fieldA11y('expense-categoria', err('categoria'))}
              {...register('categoria')}
            >
              <option value="">Selecione</option>
              {EXPENSE_CATEGORIES.map((categoria) => (
                <option key={categoria} value={categoria}>
                  {categoria}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="expense-forma" label="Forma de Pagamento" error={err('forma_pagamento')}>
            <Select {...fieldA11y('expense-forma', err('forma_pagamento'))} {...register('forma_pagamento')}>
              <option value="">Não informada</option>
              {PAYMENT_METHODS.map((forma) => (
                <option key={forma} value={forma}>
                  {forma}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="expense-observacoes" label="Observações" error={err('observacoes')}>
          <Textarea {...fieldA11y('expense-observacoes', err('observacoes'))} {...register('observacoes')} />
        </Field>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {expense ? 'Salvar alterações' : 'Criar despesa'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
