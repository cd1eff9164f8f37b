/**
 * A month with a loss, the figures the dashboard's and the report's tests share (docs/product-rules.md
 * "Figures on screen and in files"): Receita 1.000,00; Despesas 2.889,70 (2) + saídas 45,90 (1) =
 * 2.935,60; Resultado −1.935,60; comissões 100,00 + 50,00; Lucro Líquido −2.085,60.
 */
export const octoberFigures = {
  totalRevenue: 1000,
  totalExpenses: 2935.6,
  recordedExpenses: 2889.7,
  confirmedSaidas: 45.9,
  confirmedSaidaCount: 1,
  result: -1935.6,
  netProfit: -2085.6,
  profitMargin: -208.56,
  pendingPayments: 0,
  expenseCount: 2,
};
