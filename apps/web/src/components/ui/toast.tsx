import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

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

interface ToastItem {
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

function show(tone: Tone, title: string, description?: string, action?: ToastAction) {
  // The same message twice in a row (a double click) shows once.
  if (items.some((item) => item.title === title && item.description === description)) return;
  emit([...items.slice(-3), { id: nextId++, tone, title, description, action }]);
}

function dismiss(id: number) {
  emit(items.filter((item) => item.id !== id));
}

/** Short feedback after an action: `toast.success('Pagamento excluído')`, `toast.error(message)`. */
export const toast = {
  success: (title: string, description?: string, action?: ToastAction) => show('success', title, description, action),
  error: (title: string, description?: string) => show('error', title, description),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getItems = () => items;

/** Mounted once by the app's providers. Errors stay longer and are announced assertively. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, getItems, getItems);
  return (
    <ToastPrimitive.Provider label="Notificações" swipeDirection="right">
      {current.map((item) => {
        const Icon = item.tone === 'error' ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={item.id}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            // Errors and toasts with an action stay longer (hovering or focusing pauses them).
            duration={item.tone === 'error' || item.action ? 8000 : 4000}
            onOpenChange={(open) => !open && dismiss(item.id)}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 shadow-lg animate-pop-in dark:bg-zinc-900',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:hidden',
              item.tone === 'error'
                ? 'border-red-200 dark:border-red-900/70'
                : 'border-emerald-200 dark:border-emerald-900/70',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.tone === 'error' ? 'text-red-600 dark:text-red-400' : 'text-emerald-600 dark:text-emerald-400',
              )}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-medium text-zinc-900 dark:text-zinc-50">
                {item.title}
              </ToastPrimitive.Title>
              {item.description && (
                <ToastPrimitive.Description className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
                  {item.description}
                </ToastPrimitive.Description>
              )}
              {item.action && (
                <ToastPrimitive.Action
                  altText={item.action.label}
                  onClick={item.action.onClick}
                  className="mt-2 cursor-pointer rounded-md text-sm font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-emerald-400 dark:hover:text-emerald-300"
                >
                  {item.action.label}
                </ToastPrimitive.Action>
              )}
            </div>
            <ToastPrimitive.Close
              title="Fechar"
              className="-m-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Fechar</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label="Notificações ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-[60] flex flex-col gap-2 p-3 outline-none sm:inset-x-auto sm:right-0 sm:w-96 sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}
