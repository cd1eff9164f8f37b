import type { Note } from '@livro-caixa/domain';
import { NotebookPen } from 'lucide-react';
import { AddButton } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/confirm-dialog';
import { useRowDialogs } from '../../../components/ui/use-row-dialogs';
import { useDeleteNote, useToggleNotePin } from '../api/dashboard-api';
import { NoteCard } from './note-card';
import { NoteFormModal } from './note-form-modal';
import { Panel, PanelList } from './panel';

/** The user's notes, pinned first: create, edit, pin/unpin, delete after confirmation. */
export function NotesPanel({ notes, className }: { notes: Note[]; className?: string }) {
  const dialogs = useRowDialogs<Note>();
  const pin = useToggleNotePin();
  const remove = useDeleteNote();

  return (
    <Panel
      title="Notas"
      icon={NotebookPen}
      className={className}
      action={
        <AddButton variant="secondary" size="sm" onClick={dialogs.openCreate}>
          Nova Nota
        </AddButton>
      }
    >
      <PanelList items={notes} empty="Nenhuma nota ainda" label="Notas" className="grid gap-3 p-4 sm:grid-cols-2">
        {(note) => (
          <NoteCard
            key={note.id}
            note={note}
            pinning={pin.isPending && pin.variables?.id === note.id}
            onTogglePin={() => pin.mutate(note)}
            onEdit={() => dialogs.openEdit(note)}
            onDelete={() => dialogs.askDelete(note)}
          />
        )}
      </PanelList>
      <NoteFormModal {...dialogs.formProps} note={dialogs.form.row} />
      <DeleteConfirm {...dialogs.deleteProps} removal={remove} message="Tem certeza que deseja excluir esta nota?" />
    </Panel>
  );
}
