import { formatMonthSlash, isValidLocalDate, monthOf } from '@livro-caixa/domain';
import { useClosedMonth } from '../../lib/closed-months';

/**
 * What the lock beside an entry of a closed month says in the Acertar and Pagar comissões windows
 * (docs/product-rules.md "Settling after the closing"), given the date the window will record:
 * a settlement receives the entrada in its own month; a payout pays the commission on its date and
 * the closed month's closing keeps its figures. Null for an entry of an open month.
 */
export function useClosedNote(kind: 'settlement' | 'payout', date: string): (entryDate: string) => string | null {
  const isClosed = useClosedMonth();
  return (entryDate) => {
    if (!isClosed(entryDate)) return null;
    const closed = `Mês fechado (${formatMonthSlash(entryDate)})`;
    if (kind === 'payout') return `${closed}: a comissão é paga na data deste pagamento; o fechamento do mês não muda`;
    if (!isValidLocalDate(date) || isClosed(date))
      return `${closed}: escolha uma data de acerto num mês aberto, onde o valor entra no caixa`;
    return `${closed}: o valor entra no caixa de ${formatMonthSlash(monthOf(date))}, o mês do acerto`;
  };
}
