import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SIZES = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
} as const;

/**
 * The app's modal, on Radix Dialog: focus trap, Esc and outside click close it, focus returns to
 * the opener, the title names the dialog. On phones it fills the width and scrolls inside.
 * Children usually are a ModalBody and a ModalFooter (inside a <form> when it is a form).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 animate-fade-in backdrop-blur-[1px]" />
        <Dialog.Content
          {...(role ? { role } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-3 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-2xl border border-zinc-200 bg-white shadow-xl animate-pop-in focus:outline-none',
            'sm:inset-x-6 sm:top-[8vh] sm:max-h-[84vh] dark:border-zinc-800 dark:bg-zinc-900',
            SIZES[size],
          )}
        >
          <div className="flex shrink-0 items-start gap-3 border-b border-zinc-200 py-4 pr-14 pl-5 sm:pl-6 dark:border-zinc-800">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
                  {description}
                </Dialog.Description>
              )}
            </div>
          </div>
          {children}
          {/* Last in the DOM so that opening focuses the first field, not the close button. */}
          <Dialog.Close asChild>
            <button
              type="button"
              title="Fechar"
              className="absolute top-3.5 right-3.5 flex size-8 cursor-pointer items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
            >
              <X className="size-4.5" aria-hidden="true" />
              <span className="sr-only">Fechar</span>
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The scrolling middle of a modal. */
export function ModalBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6', className)} {...props} />;
}

/** Buttons row at the bottom; on phones the buttons stack, the main action on top. */
export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-zinc-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-zinc-800',
        '[&>button]:w-full sm:[&>button]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

/** A modal's content laid out as a form: body and footer inside one <form>. */
export function ModalForm({ className, ...props }: ComponentProps<'form'>) {
  return <form noValidate className={cn('flex min-h-0 flex-1 flex-col', className)} {...props} />;
}
