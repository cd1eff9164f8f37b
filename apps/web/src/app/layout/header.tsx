import { Building2, ShieldCheck } from 'lucide-react';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { useSession } from '../../lib/session';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

/** Tenant name (or 'Admin Global' for admins), dark-mode toggle and user menu. */
export function Header() {
  const user = useSession()?.user;
  const isAdmin = user?.role === 'admin';
  const Icon = isAdmin ? ShieldCheck : Building2;
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-zinc-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8 dark:border-zinc-800 dark:bg-zinc-900/90">
      <MobileNav />
      <div className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        <Icon
          className={
            isAdmin ? 'size-4 shrink-0 text-emerald-700 dark:text-emerald-400' : 'size-4 shrink-0 text-zinc-400'
          }
          aria-hidden="true"
        />
        <span className="truncate" data-testid="tenant-name">
          {isAdmin ? 'Admin Global' : user?.tenant_name}
        </span>
      </div>
      {/* The user's name takes the room it needs, up to half the header (the company's name keeps the rest). */}
      <div className="flex max-w-1/2 min-w-0 items-center gap-2">
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
