import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@livro-caixa/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  green:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
  gray: 'bg-zinc-100 text-zinc-600 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-600/40',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small rounded label for a status. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden="true" />
      {children}
    </span>
  );
}

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { confirmado: 'green', pendente: 'amber', cancelado: 'red' };

/** Pendente / Confirmado / Cancelado. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** Ativo/Inativo (people) or Ativa/Inativa (accounts: `feminine`). */
export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const label = active ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo';
  return <Badge tone={active ? 'green' : 'gray'}>{label}</Badge>;
}
