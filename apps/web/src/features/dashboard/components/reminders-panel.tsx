import { REMINDER_PRIORITY_LABELS, type Reminder, type ReminderPriority } from '@livro-caixa/domain';
import { BellRing, CalendarClock, Pencil, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { AddButton } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/confirm-dialog';
import { IconAction } from '../../../components/ui/row-actions';
import { useRowDialogs } from '../../../components/ui/use-row-dialogs';
import { cn } from '../../../lib/cn';
import { type DateFormatters, useDateFormat } from '../../../lib/preferences';
import { useDeleteReminder, useSetReminderStatus } from '../api/dashboard-api';
import { isOverdue, nowIn } from '../model';
import { Panel, PanelList } from './panel';
import { ReminderFormModal } from './reminder-form-modal';

const PRIORITY_TONES: Record<ReminderPriority, BadgeTone> = { high: 'red', medium: 'amber', low: 'gray' };

function dueText(reminder: Reminder, { formatDate }: DateFormatters): string | null {
  if (!reminder.due_date) return reminder.due_time ? `às ${reminder.due_time}` : null;
  const date = formatDate(reminder.due_date);
  return reminder.due_time ? `${date} às ${reminder.due_time}` : date;
}

function ReminderItem({
  reminder,
  now,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  reminder: Reminder;
  now: { date: string; time: string };
  busy: boolean;
  onToggle: (done: boolean, settled: () => void) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The box follows the click at once; the list re-sorts when the server has answered (and the
  // box goes back if it refused).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const done = clicked ?? reminder.status === 'completed';
  const late = isOverdue(reminder, now);
  const due = dueText(reminder, useDateFormat());
  return (
    <li
      className={cn('flex items-start gap-3 px-4 py-3', late && 'bg-red-50/60 dark:bg-red-500/5')}
      data-status={reminder.status}
    >
      <input
        type="checkbox"
        checked={done}
        disabled={busy}
        onChange={(event) => {
          setClicked(event.target.checked);
          onToggle(event.target.checked, () => setClicked(null));
        }}
        aria-label={`Concluído: ${reminder.title}`}
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded accent-emerald-600 disabled:cursor-wait dark:accent-emerald-500"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p
          className={cn(
            'text-sm font-medium break-words',
            done ? 'text-zinc-400 line-through dark:text-zinc-500' : 'text-zinc-900 dark:text-zinc-100',
          )}
        >
          {reminder.title}
        </p>
        {reminder.description && (
          <p
            className={cn(
              'line-clamp-2 text-xs break-words',
              done ? 'text-zinc-400 line-through dark:text-zinc-500' : 'text-zinc-600 dark:text-zinc-400',
            )}
          >
            {reminder.description}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
          {late && <Badge tone="red">Atrasado</Badge>}
          {done ? (
            <Badge tone="green">Concluído</Badge>
          ) : (
            <Badge tone={PRIORITY_TONES[reminder.priority]}>{REMINDER_PRIORITY_LABELS[reminder.priority]}</Badge>
          )}
          {due && (
            <span
              className={cn(
                'inline-flex items-center gap-1 tabular-nums',
                late && 'font-medium text-red-700 dark:text-red-400',
              )}
            >
              <CalendarClock className="size-3.5" aria-hidden="true" />
              {due}
            </span>
          )}
          {reminder.category && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <Tag className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{reminder.category}</span>
            </span>
          )}
        </div>
      </div>
      <div className="-mt-1 -mr-2 flex shrink-0 items-center gap-2 sm:gap-0">
        <IconAction label="Editar" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </IconAction>
        <IconAction label="Excluir" danger onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconAction>
      </div>
    </li>
  );
}

/** The user's reminders, pending first by due date: create, edit, mark done, delete after confirmation. */
export function RemindersPanel({ reminders, className }: { reminders: Reminder[]; className?: string }) {
  const dialogs = useRowDialogs<Reminder>();
  const setStatus = useSetReminderStatus();
  const remove = useDeleteReminder();
  // Read on every render: a reminder turns late while the page stays open, at the next refresh.
  const now = nowIn(useDateFormat().timeZone);

  return (
    <Panel
      title="Lembretes"
      icon={BellRing}
      className={className}
      action={
        <AddButton variant="secondary" size="sm" onClick={dialogs.openCreate}>
          Novo Lembrete
        </AddButton>
      }
    >
      <PanelList items={reminders} empty="Nenhum lembrete ainda" label="Lembretes">
        {(reminder) => (
          <ReminderItem
            key={reminder.id}
            reminder={reminder}
            now={now}
            busy={setStatus.isPending && setStatus.variables?.id === reminder.id}
            onToggle={(done, settled) =>
              setStatus.mutate({ id: reminder.id, status: done ? 'completed' : 'pending' }, { onSettled: settled })
            }
            onEdit={() => dialogs.openEdit(reminder)}
            onDelete={() => dialogs.askDelete(reminder)}
          />
        )}
      </PanelList>
      <ReminderFormModal {...dialogs.formProps} reminder={dialogs.form.row} />
      <DeleteConfirm
        {...dialogs.deleteProps}
        removal={remove}
        message="Tem certeza que deseja excluir este lembrete?"
      />
    </Panel>
  );
}
