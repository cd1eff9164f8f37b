import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { cn } from '../../../lib/cn';

/** Centered card used by /login and /register. */
export function AuthShell({
  title,
  subtitle,
  footer,
  wide = false,
  children,
}: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center px-4 pt-16 pb-10 sm:justify-center sm:px-6 sm:py-10">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <Logo className="mb-8 justify-center" />
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          <div className="mb-6">
            <h1 className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{title}</h1>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>
          </div>
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</p>
      </main>
    </div>
  );
}

export const authLinkClasses =
  'font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:underline dark:text-emerald-400';
