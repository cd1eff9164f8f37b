import { percentOf, searchKey } from '@livro-caixa/domain';
import { type CompanySpec, FIRST_DAY, instantOn, LAST_DAY, rng, weighted } from './data.js';

/** The generated payments of a company (the dataset and its companies: `data.ts`). */

// ── payments ──────────────────────────────────────────────────────────────────────────────────

type Item = readonly [descricao: string, min: number, max: number];

/** Sales: description and the range of its amount in centavos (R$ 5,00 – R$ 2.000,00 overall). */
const ENTRADAS = weighted<Item>([
  [['Pão francês', 500, 3_000], 30],
  [['Pão de queijo', 500, 4_000], 10],
  [['Café com leite e pão na chapa', 800, 2_500], 8],
  [['Bolo de chocolate', 3_500, 18_000], 6],
  [['Bolo de cenoura com cobertura', 3_000, 12_000], 5],
  [['Coxinha e refrigerante', 900, 2_500], 6],
  [['Sonho de creme', 600, 3_000], 4],
  [['Torta de frango', 4_000, 20_000], 3],
  [['Salgados sortidos (cento)', 6_000, 25_000], 4],
  [['Brigadeiros (cento)', 8_000, 20_000], 2],
  [['Pão de forma integral', 900, 2_500], 3],
  [['Croissant de presunto e queijo', 900, 3_500], 3],
  [['Rosca doce de coco', 1_200, 4_000], 2],
  [['Pudim de leite', 2_500, 9_000], 2],
  [['Quindim', 600, 2_500], 1],
  [['Empada de palmito', 700, 3_000], 2],
  [['Encomenda festa', 15_000, 200_000], 3],
  [['Encomenda bolo de aniversário', 8_000, 60_000], 3],
  [['Kit café da manhã', 5_000, 20_000], 2],
  [['Pão de mel', 500, 2_000], 1],
]);

/** Expenses. */
const SAIDAS = weighted<Item>([
  [['Compra de farinha de trigo', 20_000, 200_000], 5],
  [['Fornecedor de leite', 10_000, 80_000], 4],
  [['Gás de cozinha', 9_000, 30_000], 3],
  [['Conta de luz', 30_000, 150_000], 1],
  [['Embalagens e sacolas', 5_000, 40_000], 3],
  [['Manutenção do forno', 15_000, 120_000], 1],
  [['Ovos e manteiga', 8_000, 60_000], 3],
  [['Frete de entrega', 1_500, 12_000], 2],
]);

const CLIENTES = [
  'Dona Cida',
  'Sr. Jorge',
  'Escola Pequeno Príncipe',
  'Igreja São José',
  'Família Andrade',
  'Buffet Alegria',
];
const OBS = [
  'Pago no Pix',
  'Cartão de débito',
  'Cartão de crédito',
  'Dinheiro',
  'Retirar às 16h',
  'Entregar no endereço',
];
const STATUS = weighted<'confirmado' | 'pendente' | 'cancelado'>([
  ['confirmado', 70],
  ['pendente', 25],
  ['cancelado', 5],
]);

/** Payments per weekday (Sunday first): busier Fridays and Saturdays. */
const SALES_WEEK = [0.8, 0.9, 0.95, 1, 1, 1.15, 1.35];

/**
 * Days of the period and how many rows each gets: by weekday (`week`, Sunday first), more in
 * December (`december`), and a slow growth over the period. The counts add up to `total` exactly.
 */
export function dailyCounts(total: number, week = SALES_WEEK, december = 1.25): Array<[string, number]> {
  const days: Array<[string, number]> = [];
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const end = Date.parse(`${LAST_DAY}T00:00:00Z`);
  const dayMs = 86_400_000;
  const n = Math.round((end - start) / dayMs) + 1;
  const weights: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Date(start + i * dayMs);
    const w = (week[d.getUTCDay()] ?? 1) * (d.getUTCMonth() === 11 ? december : 1) * (1 + (0.2 * i) / n);
    weights.push(w);
    days.push([d.toISOString().slice(0, 10), 0]);
  }
  const sum = weights.reduce((s, w) => s + w, 0);
  let cum = 0;
  let given = 0;
  for (let i = 0; i < n; i++) {
    cum += weights[i]!;
    const upTo = Math.round((cum / sum) * total);
    days[i]![1] = upTo - given;
    given = upTo;
  }
  return days;
}

/** Column order of every generated payment row. */
export const PAYMENT_COLUMNS = [
  'tenant_id',
  'numero',
  'descricao',
  'valor',
  'data_pagamento',
  'atendente_id',
  'tripeiro_id',
  'tipo_pagamento',
  'status',
  'observacoes',
  'comissao_percentual',
  'valor_comissao',
  'tripeiro_percentual',
  'comissao_tripeiro',
  'search_key',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export type PaymentTuple = [
  tenant_id: number,
  /** The company's own number, 1, 2, 3… in the order the rows are made (ADR 039). */
  numero: number,
  descricao: string,
  valor: number,
  data_pagamento: string,
  atendente_id: number | null,
  tripeiro_id: number | null,
  tipo_pagamento: 'entrada' | 'saida',
  status: 'confirmado' | 'pendente' | 'cancelado',
  observacoes: string | null,
  comissao_percentual: number,
  valor_comissao: number,
  tripeiro_percentual: number,
  comissao_tripeiro: number,
  search_key: string,
  created_by: number,
  created_at: string,
  updated_at: string,
];

export interface Linked {
  tenantId: number;
  userId: number;
  /** Database ids and hundredths of the company's attendants and tripeiros. */
  attendants: Array<{ id: number; pct: number }>;
  tripeiros: Array<{ id: number; pct: number }>;
}

/** The company's payments in date order, in batches of `batchSize` rows. */
export function* paymentBatches(
  spec: CompanySpec,
  index: number,
  link: Linked,
  batchSize: number,
): Generator<PaymentTuple[]> {
  const r = rng(2000 + index);
  const keys = new Map<string, string>();
  const keyFor = (d: string) => {
    let k = keys.get(d);
    if (k === undefined) {
      k = searchKey(d);
      keys.set(d, k);
    }
    return k;
  };
  let batch: PaymentTuple[] = [];
  let numero = 0;
  for (const [day, count] of dailyCounts(spec.payments)) {
    const times: string[] = [];
    for (let i = 0; i < count; i++) times.push(instantOn(r, day));
    times.sort();
    for (const at of times) {
      const entrada = r.chance(0.9);
      const [base, min, max] = entrada ? ENTRADAS(r) : SAIDAS(r);
      // Amounts lean to the low end of each range (log-uniform), in whole 10 centavos mostly.
      const raw = Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min)));
      const valor = Math.max(500, Math.min(200_000, r.chance(0.8) ? Math.round(raw / 10) * 10 : Math.round(raw)));
      const descricao = base.startsWith('Encomenda') && r.chance(0.7) ? `${base} — ${r.pick(CLIENTES)}` : base;
      const attendant = r.chance(0.8) ? r.pick(link.attendants) : undefined;
      const tripeiro = r.chance(0.4) ? r.pick(link.tripeiros) : undefined;
      const aPct = attendant?.pct ?? 0;
      const tPct = tripeiro?.pct ?? 0;
      batch.push([
        link.tenantId,
        ++numero,
        descricao,
        valor,
        day,
        attendant?.id ?? null,
        tripeiro?.id ?? null,
        entrada ? 'entrada' : 'saida',
        STATUS(r),
        r.chance(0.12) ? r.pick(OBS) : null,
        aPct,
        entrada ? percentOf(valor, aPct) : 0,
        tPct,
        entrada ? percentOf(valor, tPct) : 0,
        keyFor(descricao),
        link.userId,
        at,
        at,
      ]);
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
