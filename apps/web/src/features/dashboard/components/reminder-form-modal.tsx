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
import { FormAlert, FormField, formDefaults } from '../../../components/ui/form';
import { DateField, TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, saveRow } from '../../../components/ui/form-modal';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { TimeInput } from '../../../components/ui/time-input';
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
export const ReminderFormModal = formModal(
  ({ reminder }: { reminder: Reminder | null }) => (reminder ? 'Editar Lembrete' : 'Novo Lembrete'),
  ReminderForm,
);

function ReminderForm({ reminder, onDone }: { reminder: Reminder | null } & ModalFormProps) {
  const mutation = useSaveReminder();
  const form = useForm({ resolver: zodResolver(reminderInputSchema), defaultValues: defaults(reminder) });

  const save = saveRow(form, FIELDS, mutation, reminder, onDone);

  const submitLabel = reminder ? 'Salvar alterações' : 'Criar lembrete';
  return (
    <ModalFormScope form={form} prefix="reminder" fields={FIELDS} save={save} submitLabel={submitLabel}>
      {/* docs/product-rules.md "A refused form": the server's message, else 'Erro ao salvar. Tente novamente.' */}
      <FormAlert error={save.error} fallback={EXPENSE_MSG.saveFailed} />
      <TextField name="title" label="Título" required />
      <FormField name="description" label="Descrição">
        {(control) => <Textarea {...control} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <DateField name="due_date" idName="date" label="Data" />
        <FormField name="due_time" idName="time" label="Hora" controlled>
          {(control) => <TimeInput className="tabular-nums" {...control} />}
        </FormField>
        <FormField name="priority" label="Prioridade">
          {(control) => (
            <Select {...control}>
              <Options values={REMINDER_PRIORITIES} label={(priority) => REMINDER_PRIORITY_LABELS[priority]} />
            </Select>
          )}
        </FormField>
        <TextField name="category" label="Categoria" placeholder="Ex.: Financeiro" />
      </div>
    </ModalFormScope>
  );
}
