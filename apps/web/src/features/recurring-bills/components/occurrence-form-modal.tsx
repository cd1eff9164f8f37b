import { zodResolver } from '@hookform/resolvers/zod';
import {
  RECURRING_SCOPE_LABELS,
  RECURRING_SCOPES,
  type RecurringOccurrence,
  type RecurringOccurrenceEdit,
  type RecurringScope,
  recurringOccurrenceEditSchema,
} from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, formDefaults, saveThrough } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope } from '../../../components/ui/form-modal';
import { MoneyInput } from '../../../components/ui/money-input';
import { toast } from '../../../components/ui/toast';
import { useDateFormat } from '../../../lib/preferences';
import { useSaveRecurringBill } from '../api/recurring-bills-api';

const FIELDS = ['descricao', 'valor', 'escopo'] as const;

const SCOPE_HINTS: Record<RecurringScope, string> = {
  so_esta: 'Muda só esta conta; o modelo e as outras contas ficam como estão.',
  esta_e_proximas: 'Muda esta conta, as próximas ainda não pagas e o modelo (as que vierem depois também).',
};

interface OccurrenceProps {
  modeloId: number;
  occurrence: RecurringOccurrence;
}

/** Edit one bill of a template, choosing "só esta" or "esta e as próximas" (ADR 051). */
export const OccurrenceFormModal = formModal<OccurrenceProps>(() => 'Editar conta recorrente', OccurrenceForm);

function OccurrenceForm({ modeloId, occurrence, onDone }: OccurrenceProps & ModalFormProps) {
  const { formatDate } = useDateFormat();
  const mutation = useSaveRecurringBill();
  const form = useForm({
    resolver: zodResolver(recurringOccurrenceEditSchema),
    defaultValues: formDefaults<RecurringOccurrenceEdit>({
      descricao: occurrence.descricao,
      valor: occurrence.valor,
      escopo: 'so_esta',
    }),
  });
  const save = saveThrough(
    form,
    FIELDS,
    mutation,
    (data) => ({ id: modeloId, data: { ...data, ocorrencia: occurrence.ocorrencia } }),
    () => {
      const only = form.getValues('escopo') === 'so_esta';
      toast.success(only ? 'Conta atualizada' : 'Esta conta e as próximas foram atualizadas');
      onDone();
    },
  );

  return (
    <ModalFormScope form={form} prefix="ocorrencia" fields={FIELDS} save={save} submitLabel="Salvar">
      <FormAlert error={save.error} title="Erro ao salvar conta" />
      <p className="text-sm text-zinc-600 dark:text-zinc-300">
        Conta de {formatDate(occurrence.ocorrencia)}
        {occurrence.vencimento && occurrence.vencimento !== occurrence.ocorrencia
          ? ` (vence em ${formatDate(occurrence.vencimento)})`
          : ''}
        .
      </p>
      <TextField name="descricao" label="Descrição" required />
      <FormField name="valor" label="Valor" required controlled>
        {(control) => <MoneyInput {...control} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-zinc-700 dark:text-zinc-300">Aplicar a</legend>
        {RECURRING_SCOPES.map((scope) => (
          <label
            key={scope}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 p-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 dark:border-zinc-700 dark:has-[:checked]:border-emerald-500 dark:has-[:checked]:bg-emerald-950/40"
          >
            <input
              type="radio"
              value={scope}
              className="mt-0.5 size-4 shrink-0 accent-emerald-600"
              aria-describedby={`escopo-${scope}-hint`}
              {...form.register('escopo')}
            />
            <span>
              <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-50">
                {RECURRING_SCOPE_LABELS[scope]}
              </span>
              <span id={`escopo-${scope}-hint`} className="block text-xs text-zinc-600 dark:text-zinc-400">
                {SCOPE_HINTS[scope]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </ModalFormScope>
  );
}
