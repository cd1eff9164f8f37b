import type { Note } from '@livro-caixa/domain';
import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/confirm-dialog';
import { useDeleteNote, useToggleNotePin } from '../api/dashboard-api';
import { NoteCard } from './note-card';
import { NoteFormModal } from './note-form-modal';
import { Panel } from './panel';

/** The user's notes, pinned first: create, edit, pin/unpin, delete after confirmation. */
export function NotesPanel({ notes, className }: { notes: Note[]; className?: string }) {
  const [form, setForm] = useState<{ open: boolean; note: Note | null }>({ open: false, note: null });
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const pin = useToggleNotePin();
  const remove = useDeleteNote();

  return (
    <Panel
      title="Notas"
      icon={NotebookPen}
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={() => setForm({ open: true, note: null })}>
          <Plus className="-ml-1 size-4" aria-hidden="true" />
          Nova Nota
        </Button>
      }
    >
      {notes.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">Nenhuma nota ainda</p>
      ) : (
        <ul aria-label="Notas" className="grid gap-3 p-4 sm:grid-cols-2">
          {notes.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              pinning={pin.isPending && pin.variables?.id === note.id}
              onTogglePin={() => pin.mutate(note)}
              onEdit={() => setForm({ open: true, note })}
              onDelete={() => setToDelete(note)}
            />
          ))}
        </ul>
      )}
      <NoteFormModal open={form.open} note={form.note} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
      <DeleteConfirm
        target={toDelete}
        onClose={() => setToDelete(null)}
        removal={remove}
        message="Tem certeza que deseja excluir esta nota?"
      />
    </Panel>
  );
}
