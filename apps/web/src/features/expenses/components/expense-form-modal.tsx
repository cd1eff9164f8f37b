import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPENSE_CATEGORIES,
  type Expense,
  type ExpenseInput,
  expenseInputSchema,
  PAYMENT_METHODS,
} from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-input';
import { FormAlert, FormField, FormScope, formDefaults } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { type CreatedNotice, toast } from '../../../components/ui/toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useToday } from '../../../lib/preferences';
import { useSaveExpense } from '../api/expenses-api';

const FIELDS = ['descricao', 'valor', 'data_despesa', 'categoria', 'forma_pagamento', 'observacoes'] as const;

function defaults(expense: Expense | null, today: string) {
  if (!expense) {
    return formDefaults<ExpenseInput>({
      descricao: '',
      // Blank boxes: the schema answers 'O valor é obrigatório' / 'A categoria é obrigatória'.
      valor: undefined,
      data_despesa: today,
      categoria: '',
      forma_pagamento: '',
      observacoes: '',
    });
  }
  return formDefaults<ExpenseInput>({
    descricao: expense.descricao,
    valor: expense.valor,
    data_despesa: expense.data_despesa,
    categoria: expense.categoria,
    // Stored as text: one of PAYMENT_METHODS, written through the same schema.
    forma_pagamento: (expense.forma_pagamento ?? '') as ExpenseInput['forma_pagamento'],
    observacoes: expense.observacoes ?? '',
  });
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
  const today = useToday();
  const form = useForm({ resolver: zodResolver(expenseInputSchema), defaultValues: defaults(expense, today) });

  const onSubmit = form.handleSubmit((data) => {
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
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <FormScope form={form} prefix="expense" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          <FormAlert error={mutation.error} title="Erro ao salvar despesa" />
          <FormField name="descricao" label="Descrição" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="valor" label="Valor" required controlled>
              {(control) => <MoneyInput {...control} />}
            </FormField>
            <FormField name="data_despesa" idName="data" label="Data" required>
              {(control) => <DateInput {...control} />}
            </FormField>
            <FormField name="categoria" label="Categoria" required>
              {(control) => (
                <Select {...control}>
                  <option value="">Selecione</option>
                  <Options values={EXPENSE_CATEGORIES} />
                </Select>
              )}
            </FormField>
            <FormField name="forma_pagamento" idName="forma" label="Forma de Pagamento">
              {(control) => (
                <Select {...control}>
                  <option value="">Não informada</option>
                  <Options values={PAYMENT_METHODS} />
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
          submitLabel={expense ? 'Salvar alterações' : 'Criar despesa'}
        />
      </ModalForm>
    </FormScope>
  );
}
