import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { menuItemClasses as itemClasses, menuContentClasses } from '../../components/ui/row-menu';
import { useLogout } from '../../features/auth/use-logout';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function UserMenu() {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;

  return (
    // Non-modal: the modal variant's scroll lock is not needed for a small menu.
    <DropdownMenu.Root modal={false}>
      {/* Named by its text (the user's name, read on phones too, then what it opens): a name that
          contains what is seen on it (WCAG 2.5.3); the initials are a picture of the name. */}
      <DropdownMenu.Trigger className="flex min-h-10 max-w-full min-w-0 cursor-pointer items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:pr-2 dark:hover:bg-zinc-800 dark:focus-visible:outline-emerald-400">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
        >
          {initials(user.name)}
        </span>
        {/* The whole name when the header has room; cut only when it has not, the full name in the title. */}
        <span
          title={user.name}
          className="min-w-0 truncate text-sm font-medium text-zinc-700 max-sm:sr-only dark:text-zinc-200"
        >
          {user.name}
        </span>
        <span className="sr-only">, menu do usuário</span>
        <ChevronDown className="hidden size-4 shrink-0 text-zinc-400 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={cn('w-64', menuContentClasses)}>
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-50">{user.name}</p>
            <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => navigate('/settings')}>
            <Settings className="size-4 text-zinc-400" aria-hidden="true" />
            Configurações
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={logout}>
            <LogOut className="size-4 text-zinc-400" aria-hidden="true" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
