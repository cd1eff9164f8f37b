import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { dismiss, getItems, subscribe } from './toast';

/** The toasts on screen (toast.tsx loads this on the first one). Errors stay longer and are announced assertively. */
export function ToastView() {
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
              className="-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 sm:-m-1 sm:size-7 dark:text-zinc-400 hover:text-zinc-700 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
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
