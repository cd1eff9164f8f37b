import { MSG } from '@livro-caixa/domain';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-6 animate-spin text-emerald-600', className)} aria-hidden="true" />;
}

/** Centered spinner with 'Carregando...' (shown while the stored session is being checked). */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-sm text-zinc-600 dark:text-zinc-400',
        fullPage ? 'min-h-dvh' : 'py-24',
      )}
    >
      <Spinner className="size-8" />
      <span>{MSG.loading}</span>
    </div>
  );
}
