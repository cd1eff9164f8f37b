import { isValidMonth, shiftMonth } from '@livro-caixa/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { Label } from './label';
import { MonthInput } from './month-input';

/** Previous / next month arrows around a month box (mm/aaaa; the page's month is `YYYY-MM`). */
export function MonthSelector({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Mês</Label>
      <div className="flex items-center gap-1.5">
        <Button variant="secondary" size="icon" title="Mês anterior" onClick={() => onChange(shiftMonth(month, -1))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only">Mês anterior</span>
        </Button>
        <MonthInput
          id={id}
          required
          className="w-32 tabular-nums"
          value={month}
          onChange={(next) => {
            if (isValidMonth(next)) onChange(next);
          }}
        />
        <Button variant="secondary" size="icon" title="Próximo mês" onClick={() => onChange(shiftMonth(month, 1))}>
          <ChevronRight className="size-4" aria-hidden="true" />
          <span className="sr-only">Próximo mês</span>
        </Button>
      </div>
    </div>
  );
}
