import { zodResolver } from '@hookform/resolvers/zod';
import { type Expense, type ExpenseInput, expenseInputSchema } from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, fieldsOf, formDefaults, saveThrough } from '../../../components/ui/form';
import { FormaPagamentoField, ObservacoesField, TextField, ValorDataFields } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope } from '../../../components/ui/form-modal';
import { type CreatedNotice, toastSaved } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useToday } from '../../../lib/preferences';
import { CategoryField } from '../../expense-categories/index';
import { AccountSelectField } from '../../financial-accounts/index';
import { useSaveExpense } from '../api/expenses-api';

const FIELDS = fieldsOf(expenseInputSchema);

function defaults(expense: Expense | null, today: string) {
  if (!expense) {
    return formDefaults<ExpenseInput>({
      descricao: '',
      // Blank boxes: the schema answers 'O valor é obrigatório' / 'A categoria é obrigatória'.
      valor: undefined,
      data_despesa: today,
      categoria: '',
      forma_pagamento: '',
      conta_id: null,
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
    conta_id: expense.conta_id,
    observacoes: expense.observacoes ?? '',
  });
}

interface ExpenseFormProps {
  expense: Expense | null;
  /** After a create: where the new expense is when the list's filter does not show it. */
  onCreated?: CreatedNotice<Expense> | undefined;
}

/** Create (expense = null) or edit an expense. */
export const ExpenseFormModal = formModal<ExpenseFormProps>(
  ({ expense }) => (expense ? 'Editar Despesa' : 'Nova Despesa'),
  ExpenseForm,
  'lg',
);

function ExpenseForm({ expense, onCreated, onDone }: ExpenseFormProps & ModalFormProps) {
  // One key per opened form: a double click or a retry after a lost answer never creates two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const mutation = useSaveExpense();
  const today = useToday();
  const form = useForm({ resolver: zodResolver(expenseInputSchema), defaultValues: defaults(expense, today) });
  const variables = (data: ExpenseInput) => ({ id: expense?.id ?? null, data, idempotencyKey });
  const save = saveThrough(form, FIELDS, mutation, variables, (body) => {
    toastSaved(
      expense ? 'Despesa atualizada com sucesso!' : 'Despesa criada com sucesso!',
      expense ? null : body.data,
      onCreated,
    );
    onDone();
  });

  const submitLabel = expense ? 'Salvar alterações' : 'Criar despesa';
  return (
    <ModalFormScope form={form} prefix="expense" fields={FIELDS} save={save} submitLabel={submitLabel}>
      <FormAlert error={save.error} title="Erro ao salvar despesa" />
      <TextField name="descricao" label="Descrição" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <ValorDataFields dateName="data_despesa" />
        <CategoryField current={expense?.categoria} />
        <FormaPagamentoField />
        <AccountSelectField
          kind="expense"
          current={expense ? { id: expense.conta_id, nome: expense.conta_nome } : undefined}
        />
      </div>
      <ObservacoesField />
    </ModalFormScope>
  );
}
