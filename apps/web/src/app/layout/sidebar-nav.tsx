import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { ADMIN_NAV_ITEM, NAV_ITEMS, type NavItem } from './nav-items';

function isActive(pathname: string, item: NavItem) {
  const base = item.section ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}

function NavEntry({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400',
          active
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300'
            : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/70 dark:hover:text-zinc-100',
        )}
      >
        <Icon
          className={cn('size-4.5 shrink-0', active ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-400')}
          aria-hidden="true"
        />
        {item.label}
      </Link>
    </li>
  );
}

/** The navigation list, shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const isAdmin = useSession()?.user.role === 'admin';
  return (
    <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {NAV_ITEMS.map((item) => (
          <NavEntry key={item.to} item={item} active={isActive(pathname, item)} onNavigate={onNavigate} />
        ))}
      </ul>
      {isAdmin && (
        <ul className="mt-4 space-y-1 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <NavEntry item={ADMIN_NAV_ITEM} active={isActive(pathname, ADMIN_NAV_ITEM)} onNavigate={onNavigate} />
        </ul>
      )}
    </nav>
  );
}
