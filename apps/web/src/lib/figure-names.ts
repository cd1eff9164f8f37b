/**
 * The names and one-line hints of the period's totals that more than one screen shows (the
 * dashboard and Relatórios), so each total has one name everywhere and two totals that differ say
 * why (docs/product-rules.md "Figures on screen and in files").
 */
import { formatCount, formatReais, sumReais } from './format';

/** 'Despesas' alone is the expenses recorded (the Despesas page's total); with the confirmed saídas added it is this. */
export { EXPENSES_AND_SAIDAS } from '@livro-caixa/domain';

/**
 * A named figure, "Despesas R$ 2.889,70", that never breaks inside: a narrow card wraps a hint
 * between its parts, not inside one.
 */
const part = (name: string, reais: number) => `${name} ${formatReais(reais)}`.replaceAll(' ', '\u00a0');

/** The parts of 'Despesas + saídas': "Despesas R$ 2.889,70 + saídas R$ 45,90". */
export function expensesBreakdown(f: { recordedExpenses: number; confirmedSaidas: number }): string {
  return `${part('Despesas', f.recordedExpenses)} + ${part('saídas', f.confirmedSaidas)}`;
}

/** What each count counts: "2 despesas · 1 saída confirmada". */
export function expensesCounts(f: { expenseCount: number; confirmedSaidaCount: number }): string {
  const expenses = f.expenseCount === 1 ? '1 despesa' : `${formatCount(f.expenseCount)} despesas`;
  const saidas =
    f.confirmedSaidaCount === 1 ? '1 saída confirmada' : `${formatCount(f.confirmedSaidaCount)} saídas confirmadas`;
  return `${expenses.replace(' ', '\u00a0')} · ${saidas.replace(' ', '\u00a0')}`;
}

/** How Lucro Líquido comes from Resultado: "Resultado -R$ 1.400,79 − comissões R$ 152,64". */
export function netProfitHint(f: { result: number; netProfit: number }): string {
  return `${part('Resultado', f.result)} − ${part('comissões', sumReais([f.result, -f.netProfit]))}`;
}

/** Under a table with a Resultado column: what it is, and how it differs from Lucro Líquido. */
export const RESULT_HINT =
  'Resultado = receita − (despesas + saídas), antes das comissões; o Lucro Líquido desconta também as comissões.';
