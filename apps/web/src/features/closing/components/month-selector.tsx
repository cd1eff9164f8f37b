import { isValidMonth, shiftMonth } from '@livro-caixa/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Previous / next month arrows around a month input (`YYYY-MM`). */
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
        <Input
          id={id}
          type="month"
          required
          className="w-44 tabular-nums"
          value={month}
          onChange={(event) => {
            if (isValidMonth(event.target.value)) onChange(event.target.value);
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
