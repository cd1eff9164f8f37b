import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { LoadError } from './load-error';
import { LoadingScreen } from './spinner';

const SIZES = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
} as const;

/**
 * What had the focus when a dialog opened: the element to give it back to when it closes. An item
 * of a Radix menu closes with its menu, so its menu's button stands for it (the menu's content is
 * labelled by its trigger).
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  const button = trigger ? document.getElementById(trigger) : null;
  return button ?? active;
}

const CLOSE_ATTRIBUTE = 'data-modal-close';

/** Not displayed: it or a parent up to the dialog has display none or visibility hidden. */
function isHidden(element: HTMLElement, content: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return true;
  for (let node: HTMLElement | null = element; node && node !== content; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}

/** The first control of a dialog one can tab to, its close button aside. */
function firstControl(content: HTMLElement): HTMLElement | null {
  const candidates = content.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])',
  );
  for (const element of candidates) {
    if (element.hasAttribute(CLOSE_ATTRIBUTE) || element.tabIndex < 0) continue;
    if ((element as HTMLInputElement).disabled || isHidden(element, content)) continue;
    return element;
  }
  return null;
}

/**
 * Opening focuses the first field. A dialog whose fields wait for data (a form's options, a list
 * to choose from) has none yet: the dialog itself holds the focus, and the first field gets it as
 * soon as it appears, unless the user has moved the focus by then.
 */
function focusFirstField(content: HTMLElement): () => void {
  const first = firstControl(content);
  if (first) {
    first.focus();
    return () => undefined;
  }
  content.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== content) return observer.disconnect();
    const field = firstControl(content);
    if (field) {
      observer.disconnect();
      field.focus();
    }
  });
  observer.observe(content, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The app's modal, on Radix Dialog: focus trap, Esc and outside click close it, the title names
 * the dialog. On phones it fills the width and scrolls inside. Opening focuses the first field;
 * closing gives the focus back to what opened it (the dialogs are opened by state, not by a
 * Radix trigger, so Radix alone would leave the focus on the page's body).
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
  const opener = useRef<HTMLElement | null>(null);
  const stopWaiting = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaiting.current(), []);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 animate-fade-in backdrop-blur-[1px]" />
        <Dialog.Content
          {...(role ? { role } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Runs before the focus moves in: the focus is still on what opened the dialog.
          onOpenAutoFocus={(event) => {
            opener.current = openerOf(document.activeElement);
            event.preventDefault();
            stopWaiting.current = focusFirstField(event.currentTarget as HTMLElement);
          }}
          onCloseAutoFocus={(event) => {
            stopWaiting.current();
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
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
          {/* Last in the DOM: after the fields in the tab order. 40 px on phones (a finger's target). */}
          <Dialog.Close asChild>
            <button
              type="button"
              title="Fechar"
              data-modal-close=""
              className="absolute top-2.5 right-2.5 flex size-10 cursor-pointer sm:top-3.5 sm:right-3.5 sm:size-8 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
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

/**
 * A form dialog's footer: 'Cancelar', and the submit button, which waits while the form saves.
 * 'Cancelar' closes the dialog as Esc does, unless `onCancel` says otherwise.
 */
export function ModalFormFooter({
  onCancel,
  pending,
  submitLabel,
}: {
  onCancel?: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      Cancelar
    </Button>
  );
  return (
    <ModalFooter>
      {onCancel ? cancel : <Dialog.Close asChild>{cancel}</Dialog.Close>}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </ModalFooter>
  );
}

/** A modal's content laid out as a form: body and footer inside one <form>. */
export function ModalForm({ className, ...props }: ComponentProps<'form'>) {
  return <form noValidate className={cn('flex min-h-0 flex-1 flex-col', className)} {...props} />;
}

/**
 * A dialog's body while what it shows loads: a spinner, or once it `failed` the load error with
 * 'Tentar novamente' (docs/product-rules.md "Load failures").
 */
export function ModalLoadState({
  failed,
  message,
  onRetry,
  retrying,
}: {
  failed: boolean;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ModalBody>
      {failed ? (
        <LoadError message={message} onRetry={onRetry} retrying={retrying} />
      ) : (
        <LoadingScreen fullPage={false} />
      )}
    </ModalBody>
  );
}

/** A dialog's content that needs one query's data: ModalLoadState until it has it. */
export function ModalQueryGate<T>({
  query,
  failure,
  children,
}: {
  query: { data: T | undefined; isSuccess: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The load error's text. */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return <>{children(query.data as T)}</>;
  return (
    <ModalLoadState
      failed={query.isError}
      message={failure}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
