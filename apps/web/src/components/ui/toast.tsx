import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/api';

type Tone = 'success' | 'error';

/** A button in the toast that does one thing (e.g. 'Ver no dia 10/11/2026'). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * What a list adds to 'criado com sucesso' when the new record is outside its filter: where the
 * record is, and the one click that shows it.
 */
export type CreatedNotice<T> = (created: T) => { description: string; action: ToastAction } | undefined;

export interface ToastItem {
  id: number;
  tone: Tone;
  title: string;
  description?: string | undefined;
  action?: ToastAction | undefined;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Set by the first toast: the view (Radix) loads then, not with every screen (ADR 025). */
let viewWanted = false;

function show(tone: Tone, title: string, description?: string, action?: ToastAction) {
  viewWanted = true;
  // The same message twice in a row (a double click) shows once.
  if (items.some((item) => item.title === title && item.description === description)) return;
  // One toast at a time, the newest replacing the one before: a stack covered table columns and
  // row actions (issue 20 item 18).
  emit([{ id: nextId++, tone, title, description, action }]);
}

export function dismiss(id: number) {
  emit(items.filter((item) => item.id !== id));
}

/** Short feedback after an action: `toast.success('Pagamento excluído')`, `toast.error(message)`. */
export const toast = {
  success: (title: string, description?: string, action?: ToastAction) => show('success', title, description, action),
  error: (title: string, description?: string) => show('error', title, description),
};

/**
 * The one way to say an action failed (ADR 029): `title` is what failed ('Erro ao excluir
 * atendente'), the description the server's reason when it gave one ('Atendente possui
 * lançamentos'), never the same words twice. A form says it in the form instead (`FormAlert`).
 */
export function toastError(error: unknown, title: string) {
  const reason = errorMessage(error, '');
  toast.error(title, reason && reason !== title ? reason : undefined);
}

/**
 * The toast after a form saved: `message`, and for a new record (`created`) the notice of where it
 * is, when the screen that made it has one (`onCreated`).
 */
export function toastSaved<T>(message: string, created: T | null, onCreated: CreatedNotice<T> | undefined) {
  const notice = created === null ? undefined : onCreated?.(created);
  toast.success(message, notice?.description, notice?.action);
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getItems = () => items;

const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

/** Mounted once by the app's providers; renders nothing (and loads nothing) until a first toast. */
export function Toaster() {
  useSyncExternalStore(subscribe, getItems, getItems);
  return viewWanted ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
