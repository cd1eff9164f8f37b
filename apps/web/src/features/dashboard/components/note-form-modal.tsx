import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_NOTE_COLOR,
  EXPENSE_MSG,
  NOTE_COLORS,
  type Note,
  type NoteInput,
  noteInputSchema,
} from '@livro-caixa/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal, ModalBody, ModalFooter, ModalForm } from '../../../components/ui/modal';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveNote } from '../api/dashboard-api';
import { NOTE_COLOR_STYLES } from './note-colors';

const FIELDS = ['title', 'content', 'color'] as const;

function defaults(note: Note | null): NoteInput {
  return {
    title: note?.title ?? '',
    content: note?.content ?? '',
    color: (note?.color ?? DEFAULT_NOTE_COLOR) as NoteInput['color'],
    // Editing keeps the pin as it is; the card's pin button changes it.
    is_pinned: note?.is_pinned ?? false,
  };
}

/** Create (note = null) or edit a note: optional title, required content, one of seven colours. */
export function NoteFormModal({
  open,
  onOpenChange,
  note,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note: Note | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={note ? 'Editar Nota' : 'Nova Nota'}>
      <NoteForm note={note} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function NoteForm({ note, onDone }: { note: Note | null; onDone: () => void }) {
  const mutation = useSaveNote();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(noteInputSchema), defaultValues: defaults(note) });
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit((data) => {
    setOtherErrors([]);
    mutation.mutate(
      { id: note?.id ?? null, data },
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
        <Field id="note-title" label="Título" error={err('title')}>
          <Input autoComplete="off" {...fieldA11y('note-title', err('title'))} {...register('title')} />
        </Field>
        <Field id="note-content" label="Conteúdo" required error={err('content')}>
          <Textarea
            rows={5}
            aria-required="true"
            {...fieldA11y('note-content', err('content'))}
            {...register('content')}
          />
        </Field>
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
                {...register('color')}
              />
            ))}
          </div>
          {err('color') && <p className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">{err('color')}</p>}
        </fieldset>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {note ? 'Salvar alterações' : 'Criar nota'}
        </Button>
      </ModalFooter>
    </ModalForm>
  );
}
