import { z } from 'zod';
import { boundedPeriodQuery, requiredDateRange } from './common.js';

/**
 * The DRE (demonstrativo de resultado; docs/product-rules.md "DRE", ADR 052): by competência, one
 * month or a period, from the rollups. Money in reais on the wire, signed as it counts in the
 * resultado (a line that is subtracted is negative).
 */

export const DRE_MSG = {
  datesRequired: 'Informe as datas inicial e final',
  rangeTooLong: 'O período máximo da DRE é de 5 anos (60 meses)',
} as const;

/** At most this many months, first and last included. */
export const DRE_MAX_MONTHS = 60;

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

export const dreQuerySchema = boundedPeriodQuery(
  requiredDateRange(DRE_MSG.datesRequired),
  (startDate, endDate) => monthIndex(endDate) - monthIndex(startDate) < DRE_MAX_MONTHS,
  DRE_MSG.rangeTooLong,
);
export type DreQuery = z.output<typeof dreQuerySchema>;

/**
 * The lines in order. Groups (`grupo`) are sums of detail lines; subtotals (`subtotal`) are sums of
 * the lines above them. `outras` holds the categories of group 'outras' and the confirmed saídas;
 * `custos_variaveis` the commissions too.
 */
export const DRE_LINES = [
  'receita_bruta',
  'deducoes',
  'receita_liquida',
  'custos_variaveis',
  'margem_contribuicao',
  'despesas_fixas',
  'pessoal',
  'outras',
  'resultado_operacional',
  'financeiras',
  'resultado',
] as const;
export type DreLineKey = (typeof DRE_LINES)[number];

export const DRE_LINE_LABELS: Record<DreLineKey, string> = {
  receita_bruta: 'Receita bruta',
  deducoes: 'Deduções e impostos',
  receita_liquida: 'Receita líquida',
  custos_variaveis: 'Custos variáveis',
  margem_contribuicao: 'Margem de contribuição',
  despesas_fixas: 'Despesas fixas',
  pessoal: 'Pessoal',
  outras: 'Outras despesas',
  resultado_operacional: 'Resultado operacional',
  financeiras: 'Resultado financeiro',
  resultado: 'Resultado do período',
};

/** The lines that are subtotals (bold on screen and paper). */
export const DRE_SUBTOTALS: ReadonlySet<DreLineKey> = new Set([
  'receita_liquida',
  'margem_contribuicao',
  'resultado_operacional',
  'resultado',
]);

/** What goes before each line's label: (+), (−), (=), (±). */
export const DRE_LINE_SIGNS: Record<DreLineKey, string> = {
  receita_bruta: '(+)',
  deducoes: '(−)',
  receita_liquida: '(=)',
  custos_variaveis: '(−)',
  margem_contribuicao: '(=)',
  despesas_fixas: '(−)',
  pessoal: '(−)',
  outras: '(−)',
  resultado_operacional: '(=)',
  financeiras: '(±)',
  resultado: '(=)',
};

/** The detail lines that are not categories. */
export const DRE_DETAIL_LABELS = {
  entradas: 'Entradas confirmadas',
  comissoesAtendentes: 'Comissões de atendentes',
  comissoesTripeiros: 'Comissões de tripeiros',
  saidas: 'Saídas confirmadas (pagamentos)',
  descontosObtidos: 'Descontos obtidos',
} as const;

/** What the screen and the PDF say the DRE is. */
export const DRE_REGIME_LABEL = 'Regime de competência';

/** The figure in each month of the period, in the order of `meses` (0 where a month has none). */
const porMes = z.array(z.number());

const detailSchema = z.object({
  nome: z.string(),
  valor: z.number(),
  /** % of the receita bruta; null without revenue. */
  percentual: z.number().nullable(),
  por_mes: porMes,
  /** A category's subcategories in this group (its `valor` includes them). */
  subcategorias: z.array(
    z.object({ nome: z.string(), valor: z.number(), percentual: z.number().nullable(), por_mes: porMes }),
  ),
});
export type DreDetail = z.infer<typeof detailSchema>;

export const dreLineSchema = z.object({
  chave: z.enum(DRE_LINES),
  rotulo: z.string(),
  subtotal: z.boolean(),
  valor: z.number(),
  percentual: z.number().nullable(),
  por_mes: porMes,
  detalhes: z.array(detailSchema),
});
export type DreLine = z.infer<typeof dreLineSchema>;

export const dreSchema = z.object({
  periodo: z.object({ inicio: z.string(), fim: z.string() }),
  regime: z.literal('competencia'),
  gerado_em: z.string(),
  /** The months `AAAA-MM` the period touches (the first and last may be partial). */
  meses: z.array(z.string()),
  linhas: z.array(dreLineSchema),
  receita_bruta: z.number(),
  margem_contribuicao: z.number(),
  /** Margem de contribuição / receita bruta × 100, null without revenue. */
  margem_contribuicao_percentual: z.number().nullable(),
  /** = the dashboard's and the closing's net profit (Lucro líquido) for the same period. */
  resultado: z.number(),
  resultado_percentual: z.number().nullable(),
});
export type Dre = z.infer<typeof dreSchema>;
