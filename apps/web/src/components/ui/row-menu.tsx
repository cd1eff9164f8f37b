import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An item of a small menu (the user's menu, a row's actions). */
export const menuItemClasses = cn(
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-zinc-700 outline-none select-none',
  'data-highlighted:bg-zinc-100 data-highlighted:text-zinc-900',
  'data-disabled:cursor-not-allowed data-disabled:opacity-50',
  'dark:text-zinc-300 dark:data-highlighted:bg-zinc-800 dark:data-highlighted:text-zinc-50',
);

/** The box of a small menu. */
export const menuContentClasses =
  'z-50 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg animate-pop-in dark:border-zinc-800 dark:bg-zinc-900';

export interface RowAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** On a phone, a labelled button of its own in the row rather than an item of the menu. */
  onPhone?: boolean;
}

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400';
const GHOST =
  'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100';
// On a phone and on a touch screen a row's buttons carry their words, framed as buttons (spelled
// out per variant: Tailwind finds only whole class names in the source).
const LABELLED_ON_PHONE = cn(
  'max-sm:h-10 max-sm:border max-sm:border-zinc-300 max-sm:bg-white max-sm:px-3 max-sm:text-zinc-800',
  'dark:max-sm:border-zinc-700 dark:max-sm:bg-zinc-900 dark:max-sm:text-zinc-100',
);
const LABELLED_ON_TOUCH = cn(
  'pointer-coarse:h-10 pointer-coarse:border pointer-coarse:border-zinc-300 pointer-coarse:bg-white pointer-coarse:px-3 pointer-coarse:text-zinc-800',
  'dark:pointer-coarse:border-zinc-700 dark:pointer-coarse:bg-zinc-900 dark:pointer-coarse:text-zinc-100',
);

/**
 * A table row's actions (docs/product-rules.md "Screens that fit"). In a wide table (its box, a
 * `@container`, at least 74rem) and with a mouse, each action is an icon button with its name as
 * tooltip; otherwise they fold into the 'Ações' menu, whose items carry their names. On a phone
 * the `onPhone` actions are labelled buttons beside that menu, and the menu button says 'Ações':
 * no row of icons without words on a touch screen.
 */
export function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  return (
    <div className="inline-flex flex-wrap items-center justify-end gap-2 sm:flex-nowrap sm:gap-0.5">
      {actions.map(({ label, icon: Icon, onSelect, danger, disabled, onPhone }) => (
        <button
          key={label}
          type="button"
          title={label}
          disabled={disabled}
          onClick={onSelect}
          className={cn(
            'hidden shrink-0 cursor-pointer items-center justify-center rounded-lg text-sm font-medium transition-colors',
            'disabled:cursor-not-allowed disabled:opacity-60 sm:size-8',
            '@min-[74rem]:pointer-fine:inline-flex',
            FOCUS,
            GHOST,
            danger && 'hover:text-red-600 dark:hover:text-red-400',
            onPhone && cn('max-sm:inline-flex max-sm:gap-1.5', LABELLED_ON_PHONE),
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only max-sm:not-sr-only">{label}</span>
        </button>
      ))}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Ações: ${name}`}
          className={cn(
            'inline-flex h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors sm:h-8 sm:min-w-8',
            '@min-[74rem]:pointer-fine:hidden',
            FOCUS,
            GHOST,
            LABELLED_ON_PHONE,
            LABELLED_ON_TOUCH,
          )}
        >
          <Ellipsis className="size-4" aria-hidden="true" />
          <span aria-hidden="true" className="hidden max-sm:inline pointer-coarse:inline">
            Ações
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={cn('min-w-48', menuContentClasses)}>
            {actions.map(({ label, icon: Icon, onSelect, danger, disabled, onPhone }) => (
              <DropdownMenu.Item
                key={label}
                disabled={disabled}
                onSelect={onSelect}
                className={cn(
                  menuItemClasses,
                  danger &&
                    'text-red-700 data-highlighted:text-red-700 dark:text-red-400 dark:data-highlighted:text-red-300',
                  onPhone && 'max-sm:hidden',
                )}
              >
                <Icon className="size-4 shrink-0 opacity-70" aria-hidden="true" />
                {label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
