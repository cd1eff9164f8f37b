import { z } from 'zod';
import { FIELD_MSG } from '../messages.js';
import { formatBRL } from '../money.js';
import { boundedPeriodQuery, idQuery, periodEchoSchema, requiredDateRange } from './common.js';

/**
 * The cash flow (fluxo de caixa; issue 22 §5, docs/product-rules.md "Cash flow", ADR 053): regime de
 * caixa, money on the day it moved. Money in reais on the wire.
 */

export const CASH_FLOW_MSG = {
  datesRequired: 'Informe as datas inicial e final',
  rangeTooLong: 'O período máximo do fluxo de caixa é de 2 anos (731 dias)',
  granularidadeInvalid: 'Granularidade inválida: use dia, semana ou mes',
  diasInvalid: 'Horizonte inválido: use 30, 60 ou 90 dias',
  semConta: 'Sem conta',
  regime: 'Regime de caixa',
  vencidosHoje: 'Contas vencidas e não pagas (e recebimentos atrasados) entram no saldo previsto de hoje',
} as const;

/** "Saldo previsto negativo em 05/12: -R$ 1.230,00" (date dd/mm, the amount as formatBRL writes it). */
export function negativeBalanceWarning(date: string, centavos: number): string {
  return `Saldo previsto negativo em ${date.slice(8, 10)}/${date.slice(5, 7)}: ${formatBRL(centavos)}`;
}

/** At most this many days, first and last included. */
export const CASH_FLOW_MAX_DAYS = 731;
export const CASH_FLOW_GRANULARITIES = ['dia', 'semana', 'mes'] as const;
export type CashFlowGranularity = (typeof CASH_FLOW_GRANULARITIES)[number];
export const FORECAST_HORIZONS = [30, 60, 90] as const;

const contaQuery = idQuery(FIELD_MSG.contaInvalid);

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

export const cashFlowQuerySchema = boundedPeriodQuery(
  {
    ...requiredDateRange(CASH_FLOW_MSG.datesRequired),
    granularidade: z.enum(CASH_FLOW_GRANULARITIES, { error: CASH_FLOW_MSG.granularidadeInvalid }).default('dia'),
    conta_id: contaQuery,
  },
  (startDate, endDate) => dayNumber(endDate) - dayNumber(startDate) < CASH_FLOW_MAX_DAYS,
  CASH_FLOW_MSG.rangeTooLong,
);
export type CashFlowQuery = z.output<typeof cashFlowQuerySchema>;

export const forecastQuerySchema = z.strictObject({
  dias: z
    .enum(['30', '60', '90'], { error: CASH_FLOW_MSG.diasInvalid })
    .default('30')
    .transform((v) => Number(v) as (typeof FORECAST_HORIZONS)[number]),
  conta_id: contaQuery,
});
export type ForecastQuery = z.output<typeof forecastQuerySchema>;

/** Opening balance, in, out, accounts opened inside, closing balance: saldo_final = the others' sum. */
const flowFigures = {
  saldo_inicial: z.number(),
  entradas: z.number(),
  saidas: z.number(),
  /** Opening balances of accounts whose opening date falls inside (after the first day). */
  aberturas: z.number(),
  saldo_final: z.number(),
};

export const cashFlowBucketSchema = z.object({ inicio: z.string(), fim: z.string(), ...flowFigures });
export type CashFlowBucket = z.infer<typeof cashFlowBucketSchema>;

export const cashFlowLineSchema = z.object({
  /** null: the records without an account ('Sem conta'). */
  conta_id: z.number().int().nullable(),
  nome: z.string(),
  ...flowFigures,
});
export type CashFlowLine = z.infer<typeof cashFlowLineSchema>;

export const CASH_FLOW_RECONCILIATION_KINDS = [
  'despesas_nao_pagas',
  'despesas_pagas_em_outro_mes',
  'despesas_de_outro_mes_pagas',
  'entradas_recebidas_em_outro_mes',
  'entradas_de_outro_mes_recebidas',
  'antes_do_saldo_inicial',
  'comissoes_pagas',
  'comissoes_retidas',
  'alteracoes_depois_do_fechamento',
] as const;
export type CashFlowReconciliationKind = (typeof CASH_FLOW_RECONCILIATION_KINDS)[number];

export const cashFlowReconciliationSchema = z.object({
  mes: z.string(),
  /** The closing's Resultado = receita − (despesas + saídas), from its snapshot. */
  resultado_fechamento: z.number(),
  /** The month's cash: entradas − saídas of every account and 'Sem conta' (transfers cancel out). */
  resultado_caixa: z.number(),
  /** What takes the first to the second: resultado_fechamento + Σ valor = resultado_caixa. */
  itens: z.array(
    z.object({
      tipo: z.enum(CASH_FLOW_RECONCILIATION_KINDS),
      descricao: z.string(),
      quantidade: z.number().int(),
      valor: z.number(),
    }),
  ),
});
export type CashFlowReconciliation = z.infer<typeof cashFlowReconciliationSchema>;

export const cashFlowSchema = z.object({
  regime: z.literal('caixa'),
  periodo: periodEchoSchema,
  granularidade: z.enum(CASH_FLOW_GRANULARITIES),
  conta_id: z.number().int().nullable(),
  ...flowFigures,
  periodos: z.array(cashFlowBucketSchema),
  /** All accounts: one line per account and 'Sem conta'; one account: its line. */
  contas: z.array(cashFlowLineSchema),
  /** Only for one whole closed month of all accounts: how its cash meets the closing's result. */
  conciliacao: cashFlowReconciliationSchema.nullable(),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

export const forecastDaySchema = z.object({
  data: z.string(),
  entradas: z.number(),
  saidas: z.number(),
  saldo: z.number(),
  negativo: z.boolean(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const forecastSchema = z.object({
  regime: z.literal('caixa'),
  hoje: z.string(),
  dias: z.number().int(),
  conta_id: z.number().int().nullable(),
  /** The realized balance at the end of today. */
  saldo_hoje: z.number(),
  /** Open items due before today, counted on today. */
  vencidos: z.object({ entradas: z.number(), saidas: z.number(), quantidade: z.number().int() }),
  a_receber: z.number(),
  a_pagar: z.number(),
  saldo_final: z.number(),
  /** Today first (with what is overdue), then each day of the horizon. */
  projecao: z.array(forecastDaySchema),
  /** The days the projected balance turns negative (from zero or above), each with its warning. */
  negativos: z.array(z.object({ data: z.string(), saldo: z.number(), aviso: z.string() })),
});
export type Forecast = z.infer<typeof forecastSchema>;
