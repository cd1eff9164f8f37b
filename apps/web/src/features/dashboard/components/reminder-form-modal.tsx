import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPENSE_MSG,
  REMINDER_PRIORITIES,
  REMINDER_PRIORITY_LABELS,
  type Reminder,
  type ReminderInput,
  reminderInputSchema,
} from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveReminder } from '../api/dashboard-api';

const FIELDS = ['title', 'description', 'due_date', 'due_time', 'priority', 'category'] as const;

function defaults(reminder: Reminder | null): ReminderInput {
  return {
    title: reminder?.title ?? '',
    description: reminder?.description ?? '',
    due_date: reminder?.due_date ?? '',
    due_time: reminder?.due_time ?? '',
    priority: reminder?.priority ?? 'medium',
    category: reminder?.category ?? '',
  };
}

/** Create (reminder = null) or edit a reminder: title required; date, time, priority, category. */
export function ReminderFormModal({
  open,
  onOpenChange,
  reminder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reminder: Reminder | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={reminder ? 'Editar Lembrete' : 'Novo Lembrete'}>
      <ReminderForm reminder={reminder} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ReminderForm({ reminder, onDone }: { reminder: Reminder | null; onDone: () => void }) {
  const mutation = useSaveReminder();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reminderInputSchema), defaultValues: defaults(reminder) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setOtherErrors([]);
    mutation.mutate(
      { id: reminder?.id ?? null, data },
      {
        onSuccess: onDone,
        onError: (error) => setOtherErrors(applyServerFieldErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <ModalForm onSubmit={onSubmit}>
      <ModalBody className="space-y-4">
        {mutation.isError && (
          <Alert>
            {/* Spec §8: the server's message, else 'Erro ao salvar. Tente novamente.' */}
            <p>{errorMessage(mutation.error, EXPENSE_MSG.saveFailed)}</p>
            {otherErrors
              .filter((message) => message !== mutation.error.body?.message)
              .map((message) => (
                <p key={message}>{message}</p>
              ))}
          </Alert>
        )}
        <Field id="reminder-title" label="Título" required error={err('title')}>
          <Input
            autoComplete="off"
            aria-required="true"
            {...fieldA11y('reminder-title', err('title'))}
            {...register('title')}
          />
        </Field>
        <Field id="reminder-description" label="Descrição" error={err('description')}>
          <Textarea {...fieldA11y('reminder-description', err('description'))} {...register('description')} />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="reminder-date" label="Data" error={err('due_date')}>
            <DateInput {...fieldA11y('reminder-date', err('due_date'))} {...register('due_date')} />
          </Field>
          <Field id="reminder-time" label="Hora" error={err('due_time')}>
            <Input
              type="time"
              className="tabular-nums"
              {...fieldA11y('reminder-time', err('due_time'))}
              {...register('due_time')}
            />
          </Field>
          <Field id="reminder-priority" label="Prioridade" error={err('priority')}>
            <Select {...fieldA11y('reminder-priority', err('priority'))} {...register('priority')}>
              {REMINDER_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {REMINDER_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reminder-category" label="Categoria" error={err('category')}>
            <Input
              autoComplete="off"
              placeholder="Ex.: Financeiro"
              {...fieldA11y('reminder-category', err('category'))}
              {...register('category')}
            />
          </Field>
        </div>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {reminder ? 'Salvar alterações' : 'Criar lembrete'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
