import type { EXPENSE_CATEGORIES, PaymentMethod } from '@livro-caixa/domain';

type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

import { searchKeyOf } from '../apps/server/src/lib/search.js';
import { type CompanySpec, instantOn, type Rng, rng, weighted } from './data.js';
import { dailyCounts, type Linked } from './payments-data.js';

/** The generated expenses of a company (the dataset and its companies: `data.ts`). */

// ── expenses ──────────────────────────────────────────────────────────────────────────────────

/** One kind of expense: its description and the range of its amount in centavos. */
type ExpenseItem = readonly [descricao: string, min: number, max: number];

type Forma = PaymentMethod | null;

/** How a bakery pays most bills; null is "not told" (the field is optional in the form). */
const FORMAS_GERAL = weighted<Forma>([
  ['PIX', 30],
  ['Boleto', 18],
  ['Dinheiro', 14],
  ['Cartão de Débito', 10],
  ['Cartão de Crédito', 8],
  ['Transferência', 8],
  ['Cheque', 1],
  ['Outro', 1],
  [null, 10],
]);

interface ExpenseKind {
  categoria: ExpenseCategory;
  items: (r: Rng) => ExpenseItem;
  formas: (r: Rng) => Forma;
  /** Share of descriptions that name the supplier. */
  supplier?: number;
}

/**
 * The nine categories of the domain (EXPENSE_CATEGORIES), weighted by how often a bakery books
 * each. The big supplier orders (flour, milk, gas, light) are already payments of tipo 'saida',
 * so most expenses here are the day's smaller purchases and fees; salaries, rent and taxes come
 * rarely but with their real amounts. Amounts lean to the low end of each range (centavos).
 */
const EXPENSE_KINDS = weighted<ExpenseKind>([
  [
    {
      categoria: 'Alimentação',
      supplier: 0.35,
      items: weighted<ExpenseItem>([
        [['Reposição de farinha de trigo', 2_000, 15_000], 4],
        [['Leite integral', 1_200, 9_000], 5],
        [['Ovos (bandejas de 30)', 1_500, 9_000], 4],
        [['Manteiga e margarina', 1_500, 10_000], 3],
        [['Açúcar refinado e cristal', 800, 6_000], 3],
        [['Fermento biológico', 500, 3_000], 2],
        [['Queijo muçarela e presunto', 2_000, 15_000], 3],
        [['Frango para salgados', 2_000, 12_000], 2],
        [['Chocolate em barra e granulado', 1_500, 10_000], 2],
        [['Frutas e hortaliças (Ceasa)', 1_000, 8_000], 2],
        [['Café em grãos', 2_000, 8_000], 1],
        [['Polvilho e queijo minas', 1_500, 10_000], 1],
      ]),
      formas: FORMAS_GERAL,
    },
    50,
  ],
  [
    {
      categoria: 'Outros',
      items: weighted<ExpenseItem>([
        [['Embalagens e sacolas', 2_000, 15_000], 4],
        [['Gás de cozinha (P13)', 9_000, 13_000], 2],
        [['Produtos de limpeza', 1_500, 8_000], 3],
        [['Tarifas bancárias e da maquininha', 500, 8_000], 3],
        [['Uniformes e toucas', 3_000, 15_000], 1],
        [['Conta de água', 8_000, 40_000], 0.1],
        [['Conta de luz', 50_000, 250_000], 0.1],
        [['Internet e telefone', 9_900, 25_000], 0.1],
        [['Aluguel do ponto', 300_000, 900_000], 0.03],
      ]),
      formas: FORMAS_GERAL,
    },
    15,
  ],
  [
    {
      categoria: 'Transporte',
      items: weighted<ExpenseItem>([
        [['Frete de entrega', 1_500, 8_000], 4],
        [['Combustível da van de entregas', 8_000, 30_000], 2],
        [['Taxa do aplicativo de entrega', 300, 3_000], 4],
        [['Motoboy', 1_000, 4_000], 2],
        [['Estacionamento e pedágio', 800, 4_000], 1],
      ]),
      formas: FORMAS_GERAL,
    },
    12,
  ],
  [
    {
      categoria: 'Material de Escritório',
      items: weighted<ExpenseItem>([
        [['Bobinas para a impressora fiscal', 1_500, 6_000], 3],
        [['Papel A4 e canetas', 1_000, 5_000], 2],
        [['Etiquetas de validade', 1_000, 5_000], 2],
        [['Cartucho de tinta', 6_000, 20_000], 0.5],
        [['Mensalidade do sistema de gestão', 9_900, 29_900], 0.1],
      ]),
      formas: FORMAS_GERAL,
    },
    6,
  ],
  [
    {
      categoria: 'Salários',
      items: weighted<ExpenseItem>([
        [['Diária de ajudante', 8_000, 15_000], 4],
        [['Vale-transporte (recarga)', 5_000, 30_000], 3],
        [['Horas extras — feriado', 5_000, 25_000], 1],
        [['Salário — padeiro', 250_000, 400_000], 0.08],
        [['Salário — confeiteira', 220_000, 350_000], 0.05],
        [['Salário — atendente de balcão', 160_000, 220_000], 0.1],
        [['Salário — auxiliar de produção', 160_000, 210_000], 0.07],
        [['13º salário (parcela)', 80_000, 200_000], 0.02],
      ]),
      formas: weighted<Forma>([
        ['Transferência', 40],
        ['PIX', 40],
        ['Dinheiro', 10],
        [null, 10],
      ]),
    },
    5,
  ],
  [
    {
      categoria: 'Manutenção',
      items: weighted<ExpenseItem>([
        [['Lâmpadas, tomadas e peças', 1_000, 8_000], 3],
        [['Eletricista', 8_000, 50_000], 0.5],
        [['Encanador', 6_000, 40_000], 0.5],
        [['Manutenção do forno', 15_000, 150_000], 0.2],
        [['Conserto da masseira', 20_000, 120_000], 0.1],
        [['Manutenção da câmara fria', 20_000, 150_000], 0.1],
        [['Dedetização', 15_000, 40_000], 0.1],
      ]),
      formas: FORMAS_GERAL,
    },
    5,
  ],
  [
    {
      categoria: 'Marketing',
      items: weighted<ExpenseItem>([
        [['Impulsionamento no Instagram', 2_000, 20_000], 3],
        [['Brindes para clientes', 1_000, 10_000], 1],
        [['Panfletos e cartões de visita', 5_000, 25_000], 0.5],
        [['Cardápios impressos', 3_000, 15_000], 0.3],
        [['Faixa e banner da fachada', 8_000, 40_000], 0.1],
      ]),
      formas: FORMAS_GERAL,
    },
    4,
  ],
  [
    {
      categoria: 'Impostos',
      items: weighted<ExpenseItem>([
        [['ICMS-ST de mercadorias', 2_000, 30_000], 3],
        [['Taxa de coleta de lixo', 5_000, 15_000], 0.5],
        [['FGTS', 20_000, 120_000], 0.1],
        [['IPTU (parcela)', 15_000, 60_000], 0.1],
        [['DAS — Simples Nacional', 200_000, 900_000], 0.05],
        [['Alvará e vigilância sanitária', 10_000, 50_000], 0.03],
      ]),
      formas: weighted<Forma>([
        ['Boleto', 70],
        ['PIX', 15],
        ['Transferência', 5],
        [null, 10],
      ]),
    },
    2,
  ],
  [
    {
      categoria: 'Hospedagem',
      items: weighted<ExpenseItem>([
        [['Hotel — feira de panificação (Fipan)', 30_000, 150_000], 2],
        [['Hospedagem — curso de confeitaria', 25_000, 120_000], 1],
        [['Pousada — visita a fornecedor', 15_000, 60_000], 1],
      ]),
      formas: weighted<Forma>([
        ['Cartão de Crédito', 60],
        ['PIX', 25],
        [null, 15],
      ]),
    },
    0.3,
  ],
]);

/** Where the day's ingredients are bought (wholesalers and shops that sell a bit of everything). */
const SUPPLIERS = [
  'Atacadão',
  'Assaí Atacadista',
  'Makro',
  'Distribuidora Real',
  'Empório do Padeiro',
  'Mercado São Jorge',
  'Sacolão do Bairro',
];

const EXPENSE_OBS = [
  'NF-e anexada',
  'Pago adiantado',
  'Parcelado em 3x',
  'Fornecedor novo',
  'Comprovante na pasta do mês',
  'Reembolsar ao caixa',
  'Desconto de 5% à vista',
  'Referente ao mês anterior',
];

/** Expenses per weekday (Sunday first): bills and suppliers on working days, few on Sundays. */
const EXPENSE_WEEK = [0.3, 1.1, 1.1, 1, 1, 1.05, 0.7];

/** Column order of every generated expense row. */
export const EXPENSE_COLUMNS = [
  'tenant_id',
  'numero',
  'descricao',
  'valor',
  'data_despesa',
  'categoria',
  'forma_pagamento',
  'observacoes',
  'search_key',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export type ExpenseTuple = [
  tenant_id: number,
  /** As a payment's (ADR 039). */
  numero: number,
  descricao: string,
  valor: number,
  data_despesa: string,
  categoria: ExpenseCategory,
  forma_pagamento: PaymentMethod | null,
  observacoes: string | null,
  search_key: string,
  created_by: number,
  created_at: string,
  updated_at: string,
];

/** The company's expenses in date order, in batches of `batchSize` rows. */
export function* expenseBatches(
  spec: CompanySpec,
  index: number,
  link: Linked,
  batchSize: number,
): Generator<ExpenseTuple[]> {
  const r = rng(3000 + index);
  const keys = new Map<string, string>();
  const keyFor = (d: string) => {
    let k = keys.get(d);
    if (k === undefined) {
      // As the server makes it (expenses.service: searchKeyOf(descricao)).
      k = searchKeyOf(d);
      keys.set(d, k);
    }
    return k;
  };
  let batch: ExpenseTuple[] = [];
  let numero = 0;
  for (const [day, count] of dailyCounts(spec.expenses, EXPENSE_WEEK, 1.15)) {
    const times: string[] = [];
    for (let i = 0; i < count; i++) times.push(instantOn(r, day));
    times.sort();
    for (const at of times) {
      const kind = EXPENSE_KINDS(r);
      const [base, min, max] = kind.items(r);
      const raw = Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min)));
      // Salaries and taxes in whole reais; other bills mostly in whole 10 centavos.
      const whole = kind.categoria === 'Salários' || kind.categoria === 'Impostos';
      const valor = whole ? Math.round(raw / 100) * 100 : r.chance(0.8) ? Math.round(raw / 10) * 10 : Math.round(raw);
      const descricao = kind.supplier && r.chance(kind.supplier) ? `${base} — ${r.pick(SUPPLIERS)}` : base;
      batch.push([
        link.tenantId,
        ++numero,
        descricao,
        valor,
        day,
        kind.categoria,
        kind.formas(r),
        r.chance(0.15) ? r.pick(EXPENSE_OBS) : null,
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
