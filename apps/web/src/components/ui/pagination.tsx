import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** 'Anterior' / 'Próxima' with 'Página X de Y'; nothing at all when there is a single page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={disabled || page <= 1}>
        <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400" aria-live="polite">
        Página {page} de {totalPages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Próxima
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
