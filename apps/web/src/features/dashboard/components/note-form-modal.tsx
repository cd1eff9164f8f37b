import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_NOTE_COLOR,
  EXPENSE_MSG,
  NOTE_COLORS,
  type Note,
  type NoteInput,
  noteInputSchema,
} from '@livro-caixa/domain';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, formDefaults } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/form-fields';
import { formModal, type ModalFormProps, ModalFormScope, saveRow } from '../../../components/ui/form-modal';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useSaveNote } from '../api/dashboard-api';
import { NOTE_COLOR_STYLES } from './note-colors';

const FIELDS = ['title', 'content', 'color'] as const;

function defaults(note: Note | null) {
  return formDefaults<NoteInput>({
    title: note?.title ?? '',
    content: note?.content ?? '',
    color: (note?.color ?? DEFAULT_NOTE_COLOR) as NoteInput['color'],
    // Editing keeps the pin as it is; the card's pin button changes it.
    is_pinned: note?.is_pinned ?? false,
  });
}

/** Create (note = null) or edit a note: optional title, required content, one of seven colours. */
export const NoteFormModal = formModal(
  ({ note }: { note: Note | null }) => (note ? 'Editar Nota' : 'Nova Nota'),
  NoteForm,
);

function NoteForm({ note, onDone }: { note: Note | null } & ModalFormProps) {
  const mutation = useSaveNote();
  const form = useForm({ resolver: zodResolver(noteInputSchema), defaultValues: defaults(note) });
  const colorError = form.formState.errors.color?.message;

  const save = saveRow(form, FIELDS, mutation, note, onDone);

  const submitLabel = note ? 'Salvar alterações' : 'Criar nota';
  return (
    <ModalFormScope form={form} prefix="note" fields={FIELDS} save={save} submitLabel={submitLabel}>
      {/* docs/product-rules.md "A refused form": the server's message, else 'Erro ao salvar. Tente novamente.' */}
      <FormAlert error={save.error} fallback={EXPENSE_MSG.saveFailed} />
      <TextField name="title" label="Título" />
      <FormField name="content" label="Conteúdo" required>
        {(control) => <Textarea rows={5} {...control} />}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">Cor</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {NOTE_COLORS.map((color) => (
            <input
              key={color}
              type="radio"
              value={color}
              aria-label={NOTE_COLOR_STYLES[color].name}
              title={NOTE_COLOR_STYLES[color].name}
              className={cn(
                'size-8 cursor-pointer appearance-none rounded-full border border-black/15 transition-shadow',
                'ring-offset-2 ring-offset-white checked:ring-2 checked:ring-emerald-600 dark:ring-offset-zinc-900 dark:checked:ring-emerald-400',
                'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600',
                NOTE_COLOR_STYLES[color].swatch,
              )}
              {...form.register('color')}
            />
          ))}
        </div>
        {colorError && <p className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">{colorError}</p>}
      </fieldset>
    </ModalFormScope>
  );
}
