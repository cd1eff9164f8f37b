import type { Tripeiro } from '@livro-caixa/domain';
import { Eye, HandCoins, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { EditToggleDeleteActions, IconAction, type RegisterRowActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import { formatRate, formatReais } from '../../../lib/format';

function Line({ icon: Icon, missing, children }: { icon: typeof Mail; missing?: boolean; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
      <span className={cn('truncate', missing && 'text-zinc-500 italic dark:text-zinc-400')}>{children}</span>
    </li>
  );
}

export interface TripeiroActions extends RegisterRowActions<Tripeiro> {
  onDetails: (tripeiro: Tripeiro) => void;
  onSettle: (tripeiro: Tripeiro) => void;
}

export function TripeiroCard({ tripeiro: t, actions }: { tripeiro: Tripeiro; actions: TripeiroActions }) {
  const active = t.ativo === 1;
  const place = [t.cidade, t.estado].filter(Boolean).join('/');
  return (
    <article
      aria-label={t.nome}
      className={cn(
        cardClasses,
        'flex w-full min-w-0 flex-col',
        !active && 'bg-zinc-50 opacity-75 dark:bg-zinc-900/50',
      )}
    >
      <div className="flex items-start gap-3 p-4 pb-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-semibold',
            active
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'bg-zinc-200 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
          )}
        >
          {t.nome.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-zinc-900 dark:text-zinc-50" title={t.nome}>
            {t.nome}
          </h2>
          <div className="mt-1">
            <ActiveBadge active={active} />
          </div>
        </div>
      </div>
      <ul className="space-y-1.5 px-4 pb-4 text-sm text-zinc-700 dark:text-zinc-300">
        <Line icon={Mail} missing={!t.email}>
          {t.email ?? 'Sem email'}
        </Line>
        <Line icon={Phone} missing={!t.telefone}>
          {t.telefone ?? 'Sem telefone'}
        </Line>
        <Line icon={MapPin} missing={!place}>
          {place || 'Sem cidade'}
        </Line>
      </ul>
      <dl className="mt-auto flex flex-wrap justify-between gap-x-4 gap-y-2 border-t border-zinc-200 px-4 py-3 dark:border-zinc-800 [&_dd]:whitespace-nowrap">
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Comissão</dt>
          <dd className="text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
            {formatRate(t.comissao_percentual)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Comissão sobre recebidos</dt>
          <dd className="text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
            {formatReais(t.total_commissions)}
          </dd>
        </div>
        <div>
          {/* What settling its pending entradas collects (docs/product-rules.md "People's totals"). */}
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">A receber</dt>
          <dd
            className={cn(
              'text-sm font-medium tabular-nums',
              t.a_receber > 0 ? 'text-amber-700 dark:text-amber-400' : 'text-zinc-900 dark:text-zinc-100',
            )}
          >
            {formatReais(t.a_receber)}
          </dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-1 border-t border-zinc-200 px-2 py-1.5 dark:border-zinc-800">
        <Button variant="ghost" size="sm" onClick={() => actions.onDetails(t)}>
          <Eye className="size-4" aria-hidden="true" />
          Ver detalhes
        </Button>
        <div className="flex gap-2 sm:gap-0.5">
          <IconAction label="Acertar" onClick={() => actions.onSettle(t)}>
            <HandCoins className="size-4" aria-hidden="true" />
          </IconAction>
          <EditToggleDeleteActions row={t} actions={actions} />
        </div>
      </div>
    </article>
  );
}
