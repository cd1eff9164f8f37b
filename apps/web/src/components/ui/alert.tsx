import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-300',
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/70 dark:bg-emerald-950/40 dark:text-emerald-200',
} as const;

const ICONS = { error: CircleAlert, info: Info, success: CircleCheck } as const;

/** Errors are announced (role alert); notices and successes are polite (role status). */
export function Alert({
  tone = 'error',
  id,
  action,
  children,
}: {
  tone?: keyof typeof TONES;
  id?: string;
  /** A button at the end, e.g. 'Tentar novamente'. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex flex-wrap items-start gap-x-2.5 gap-y-2 rounded-lg border px-3 py-2.5 text-sm', TONES[tone])}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-40 space-y-1">{children}</div>
      {/* Beside the text when there is room, under it on a phone. */}
      {action && <div className="-my-1 ml-auto shrink-0 self-center">{action}</div>}
    </div>
  );
}
