import { centavosToReais, formatBRL } from './money.js';
import type { PeriodFigures, TopAttendant } from './schemas/dashboard.js';

/**
 * 'Despesas' alone is the expenses recorded (the Despesas page's total); with the confirmed saídas
 * added it is this, on every screen, PDF and e-mail (docs/product-rules.md "Figures on screen and
 * in files").
 */
export const EXPENSES_AND_SAIDAS = 'Despesas + saídas';

/** Its parts, for a PDF or an e-mail: "despesas R$ 2.889,70 + saídas R$ 45,90" (centavos in). */
export function expensesPartsText(f: { recordedExpenses: number; confirmedSaidas: number }): string {
  return `despesas ${formatBRL(f.recordedExpenses)} + saídas ${formatBRL(f.confirmedSaidas)}`;
}

/**
 * A period's figures as the server computes them: centavos (docs/product-rules.md, "Money").
 * They become reais only where an answer is built (`figuresInReais`).
 */
export interface Figures {
  revenue: number;
  /** 'Despesas + saídas': the expenses recorded plus the confirmed saídas. */
  expenses: number;
  /** 'Despesas': the expenses recorded (the Despesas page's total). */
  recordedExpenses: number;
  /** 'Saídas': the confirmed saídas, and how many. */
  confirmedSaidas: number;
  confirmedSaidaCount: number;
  /** 'Resultado': revenue − (despesas + saídas), before the commissions. */
  result: number;
  attendantCommissions: number;
  tripeiroCommissions: number;
  netProfit: number;
  /** netProfit / revenue × 100, 2 decimals; null when there is no revenue. */
  profitMargin: number | null;
  /** Revenue change in % against the window just before; null when that was 0 or not asked. */
  variation: number | null;
  pending: number;
  pendingCount: number;
  confirmedCount: number;
  expenseCount: number;
}

/** An attendant's confirmed sales in a period, in centavos. */
export interface AttendantSales {
  id: number;
  nome: string;
  sales: number;
  value: number;
  commission: number;
}

export function figuresInReais(f: Figures): PeriodFigures {
  return {
    totalRevenue: centavosToReais(f.revenue),
    totalExpenses: centavosToReais(f.expenses),
    recordedExpenses: centavosToReais(f.recordedExpenses),
    confirmedSaidas: centavosToReais(f.confirmedSaidas),
    confirmedSaidaCount: f.confirmedSaidaCount,
    result: centavosToReais(f.result),
    totalAttendantCommissions: centavosToReais(f.attendantCommissions),
    totalTripeiroCommissions: centavosToReais(f.tripeiroCommissions),
    netProfit: centavosToReais(f.netProfit),
    profitMargin: f.profitMargin,
    variation: f.variation,
    pendingPayments: centavosToReais(f.pending),
    pendingCount: f.pendingCount,
    confirmedCount: f.confirmedCount,
    expenseCount: f.expenseCount,
  };
}

export function attendantSalesInReais(a: AttendantSales): TopAttendant {
  return {
    id: a.id,
    nome: a.nome,
    total_sales: a.sales,
    total_value: centavosToReais(a.value),
    total_commission: centavosToReais(a.commission),
  };
}
