import { MSG } from '@livro-caixa/domain';
import { Lock, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** Why a row of a closed month cannot be changed (the server's 409 MONTH_CLOSED text). */
export const MONTH_LOCKED_REASON = MSG.monthClosed;

/** The lock shown next to the date of a row whose month is closed. */
export function MonthLock() {
  return (
    <span title={MONTH_LOCKED_REASON} className="inline-flex shrink-0 text-amber-700 dark:text-amber-400">
      <Lock className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Mês fechado</span>
    </span>
  );
}

/** A date cell: the date, and the lock when its month is closed. */
export function DateWithLock({ text, locked }: { text: string; locked: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {text}
      {locked && <MonthLock />}
    </span>
  );
}

const LOCKED = cn(
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-45',
  'aria-disabled:hover:bg-transparent aria-disabled:hover:text-zinc-600 dark:aria-disabled:hover:text-zinc-400',
);

/**
 * A row's 'Editar' and 'Excluir'. In a closed month both are disabled with the reason as tooltip
 * and description: `aria-disabled` rather than `disabled`, so that they stay focusable and the
 * reason is read and shown on hover.
 */
export function EditDeleteActions({
  locked,
  onEdit,
  onDelete,
}: {
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const state = locked
    ? { 'aria-disabled': true as const, 'aria-description': MONTH_LOCKED_REASON, title: MONTH_LOCKED_REASON }
    : {};
  return (
    <div className="inline-flex gap-2 sm:gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        title="Editar"
        className={cn(locked && LOCKED)}
        {...state}
        onClick={() => !locked && onEdit()}
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sr-only">Editar</span>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title="Excluir"
        className={cn(locked ? LOCKED : 'hover:text-red-600 dark:hover:text-red-400')}
        {...state}
        onClick={() => !locked && onDelete()}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only">Excluir</span>
      </Button>
    </div>
  );
}

/** A row's icon button: `label` is its tooltip and its accessible name; `danger` reddens it on hover. */
export function IconAction({
  label,
  onClick,
  danger = false,
  disabled = false,
  disabledReason,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /**
   * Why the action cannot be taken here: the button is `aria-disabled` (still focusable) with the
   * reason as its tooltip and description, and a click does nothing.
   */
  disabledReason?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const refused = disabledReason
    ? { 'aria-disabled': true as const, 'aria-description': disabledReason, title: disabledReason }
    : { title: label };
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      {...refused}
      onClick={() => !disabledReason && onClick()}
      disabled={disabled}
      className={
        cn(className, disabledReason ? LOCKED : danger && 'hover:text-red-600 dark:hover:text-red-400') || undefined
      }
    >
      {children}
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** What a register's row (an attendant, a tripeiro) does with Editar, Desativar/Ativar and Excluir. */
export interface RegisterRowActions<T> {
  onEdit: (row: T) => void;
  onToggle: (row: T) => void;
  onDelete: (row: T) => void;
  /** The row whose status is being changed (its toggle waits). */
  toggling: number | null;
}

/** A register's row: Editar, Desativar or Ativar (disabled while it changes), Excluir. */
export function EditToggleDeleteActions<T extends { id: number; ativo: number }>({
  row,
  actions,
}: {
  row: T;
  actions: RegisterRowActions<T>;
}) {
  const active = row.ativo === 1;
  return (
    <>
      <IconAction label="Editar" onClick={() => actions.onEdit(row)}>
        <Pencil className="size-4" aria-hidden="true" />
      </IconAction>
      <IconAction
        label={active ? 'Desativar' : 'Ativar'}
        onClick={() => actions.onToggle(row)}
        disabled={actions.toggling === row.id}
      >
        {active ? (
          <PowerOff className="size-4" aria-hidden="true" />
        ) : (
          <Power className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        )}
      </IconAction>
      <IconAction label="Excluir" danger onClick={() => actions.onDelete(row)}>
        <Trash2 className="size-4" aria-hidden="true" />
      </IconAction>
    </>
  );
}
