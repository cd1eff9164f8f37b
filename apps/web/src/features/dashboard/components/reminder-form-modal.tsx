import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPENSE_MSG,
  REMINDER_PRIORITIES,
  REMINDER_PRIORITY_LABELS,
  type Reminder,
  type ReminderInput,
  reminderInputSchema,
} from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../components/ui/date-input';
import { FormAlert, FormField, FormScope, formDefaults } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalForm, ModalFormFooter } from '../../../components/ui/modal';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveReminder } from '../api/dashboard-api';

const FIELDS = ['title', 'description', 'due_date', 'due_time', 'priority', 'category'] as const;

function defaults(reminder: Reminder | null) {
  return formDefaults<ReminderInput>({
    title: reminder?.title ?? '',
    description: reminder?.description ?? '',
    due_date: reminder?.due_date ?? '',
    due_time: reminder?.due_time ?? '',
    priority: reminder?.priority ?? 'medium',
    category: reminder?.category ?? '',
  });
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
  const form = useForm({ resolver: zodResolver(reminderInputSchema), defaultValues: defaults(reminder) });

  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(
      { id: reminder?.id ?? null, data },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS) },
    );
  });

  return (
    <FormScope form={form} prefix="reminder" fields={FIELDS}>
      <ModalForm onSubmit={onSubmit}>
        <ModalBody className="space-y-4">
          {/* Spec §8: the server's message, else 'Erro ao salvar. Tente novamente.' */}
          <FormAlert error={mutation.error} fallback={EXPENSE_MSG.saveFailed} />
          <FormField name="title" label="Título" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </FormField>
          <FormField name="description" label="Descrição">
            {(control) => <Textarea {...control} />}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField name="due_date" idName="date" label="Data">
              {(control) => <DateInput {...control} />}
            </FormField>
            <FormField name="due_time" idName="time" label="Hora">
              {(control) => <Input type="time" className="tabular-nums" {...control} />}
            </FormField>
            <FormField name="priority" label="Prioridade">
              {(control) => (
                <Select {...control}>
                  <Options values={REMINDER_PRIORITIES} label={(priority) => REMINDER_PRIORITY_LABELS[priority]} />
                </Select>
              )}
            </FormField>
            <FormField name="category" label="Categoria">
              {(control) => <Input autoComplete="off" placeholder="Ex.: Financeiro" {...control} />}
            </FormField>
          </div>
        </ModalBody>
        <ModalFormFooter
          onCancel={onDone}
          pending={mutation.isPending}
          submitLabel={reminder ? 'Salvar alterações' : 'Criar lembrete'}
        />
      </ModalForm>
    </FormScope>
  );
}
