import type { Note } from '@livro-caixa/domain';
import { Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { LocalDay } from '../../../components/ui/local-date';
import { IconAction } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import { useDateFormat } from '../../../lib/preferences';
import { noteColorStyle } from './note-colors';

const actionClasses =
  'text-zinc-600 hover:bg-black/5 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-white/10 dark:hover:text-zinc-100';

export function NoteCard({
  note,
  pinning,
  onTogglePin,
  onEdit,
  onDelete,
}: {
  note: Note;
  pinning: boolean;
  onTogglePin: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const color = noteColorStyle(note.color);
  const { formatDateTime } = useDateFormat();
  return (
    <li
      className={cn('flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-zinc-800 dark:text-zinc-100', color.card)}
      data-color={note.color}
      data-pinned={note.is_pinned || undefined}
    >
      <div className="flex items-start gap-2">
        {note.is_pinned && (
          <span className="mt-0.5 shrink-0 text-zinc-600 dark:text-zinc-300" title="Fixada">
            <Pin className="size-4 fill-current" aria-hidden="true" />
            <span className="sr-only">Fixada</span>
          </span>
        )}
        <h3 className="min-w-0 flex-1 text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">
          {note.title || <span className="sr-only">Nota sem título</span>}
        </h3>
      </div>
      <p className="line-clamp-8 text-sm break-words whitespace-pre-line">{note.content}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400" title={formatDateTime(note.updated_at)}>
          <LocalDay at={note.updated_at} />
        </span>
        <div className="-mr-1 flex items-center gap-2 sm:gap-0">
          <IconAction
            label={note.is_pinned ? 'Desafixar' : 'Fixar'}
            className={actionClasses}
            disabled={pinning}
            onClick={onTogglePin}
          >
            {note.is_pinned ? (
              <PinOff className="size-4" aria-hidden="true" />
            ) : (
              <Pin className="size-4" aria-hidden="true" />
            )}
          </IconAction>
          <IconAction label="Editar" className={actionClasses} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
          </IconAction>
          <IconAction label="Excluir" danger className={actionClasses} onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconAction>
        </div>
      </div>
    </li>
  );
}
