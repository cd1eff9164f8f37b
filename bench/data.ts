import { cnpjCheckDigits, type ExpenseCategory, type PaymentMethod, percentOf, searchKey } from '@livro-caixa/domain';
import { searchKeyOf } from '../apps/server/src/lib/search.js';

/**
 * The benchmark dataset, generated deterministically (the same rows on SQLite and PostgreSQL):
 * one 1,000,000-payment company with 200,000 expenses, 19 companies of 50,000 payments and 1,000
 * expenses, and one small company of 1,000 payments and 20 expenses, each with attendants,
 * tripeiros with accounts, and one user to log in with.
 */

/** Bump when the generated data changes: the cached SQLite file is keyed by it. */
export const SEED_VERSION = 2;

export const BENCH_PASSWORD = 'bench-senha-2026';
export const ADMIN_EMAIL = 'admin@bench.livrocaixa.local';
export const ADMIN_PASSWORD = 'bench-admin-2026';

export const FIRST_DAY = '2023-12-01';
export const LAST_DAY = '2026-11-30';

export interface CompanySpec {
  key: string;
  name: string;
  email: string;
  payments: number;
  /** Rows of the expenses table (Despesas), over the same days as the payments. */
  expenses: number;
  attendants: number;
  tripeiros: number;
}

const OTHER_NAMES = [
  'Padaria Santa Luzia',
  'Confeitaria Doce Lar',
  'Panificadora Trigo de Ouro',
  'Padaria Nova Esperança',
  'Doceria Vó Cida',
  'Padaria Bela Vista',
  'Panificadora São Jorge',
  'Confeitaria Flor de Lis',
  'Padaria Pão Nosso',
  'Padaria do Largo',
  'Panificadora Estrela do Sul',
  'Confeitaria Açúcar Mascavo',
  'Padaria Primavera',
  'Padaria Jardim Paulista',
  'Panificadora Boa Massa',
  'Confeitaria Sabor de Minas',
  'Padaria Canto do Pão',
  'Padaria Recanto Mineiro',
  'Panificadora Vila Rica',
];

export const COMPANIES: CompanySpec[] = [
  {
    key: 'big',
    name: 'Big',
    email: 'big@bench.livrocaixa.local',
    payments: 1_000_000,
    expenses: 200_000,
    attendants: 50,
    tripeiros: 30,
  },
  {
    key: 'small',
    name: 'Small',
    email: 'small@bench.livrocaixa.local',
    payments: 1_000,
    expenses: 20,
    attendants: 5,
    tripeiros: 3,
  },
  ...OTHER_NAMES.map((name, i) => ({
    key: `c${String(i + 3).padStart(2, '0')}`,
    name,
    email: `empresa${String(i + 3).padStart(2, '0')}@bench.livrocaixa.local`,
    payments: 50_000,
    expenses: 1_000, // 2% of the payments
    attendants: 10,
    tripeiros: 6,
  })),
];

export function companyByKey(key: string): CompanySpec {
  const spec = COMPANIES.find((c) => c.key === key);
  if (!spec) throw new Error(`unknown company: ${key}`);
  return spec;
}

// ── random ────────────────────────────────────────────────────────────────────────────────────

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

function weighted<T>(items: ReadonlyArray<readonly [T, number]>) {
  const total = items.reduce((s, [, w]) => s + w, 0);
  return (r: Rng): T => {
    let x = r.next() * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    return items[items.length - 1]![0];
  };
}

// ── people ────────────────────────────────────────────────────────────────────────────────────

const FIRST = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Mônica',
  'Cícero',
  'Sebastião',
  'Conceição',
  'Raimunda',
  'Thiago',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Conceição',
  'Assunção',
  'Nascimento',
];
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['São Paulo', 'SP'],
  ['Guarulhos', 'SP'],
  ['Osasco', 'SP'],
  ['Campinas', 'SP'],
  ['Belo Horizonte', 'MG'],
  ['Contagem', 'MG'],
  ['Rio de Janeiro', 'RJ'],
  ['Niterói', 'RJ'],
  ['Curitiba', 'PR'],
  ['Goiânia', 'GO'],
];
const STREETS = ['Rua das Flores', 'Avenida Brasil', 'Rua São João', 'Rua XV de Novembro', 'Travessa da Paz'];

function ascii(s: string) {
  return searchKey(s).replace(/\s+/g, '.');
}

function phone(r: Rng) {
  return `(11) 9${r.int(1000, 9999)}-${r.int(1000, 9999)}`;
}

function personName(r: Rng, used: Set<string>) {
  for (;;) {
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}${r.chance(0.4) ? ` ${r.pick(LAST)}` : ''}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** An ISO instant at a random time (08:00–19:59 in UTC-3) of a `YYYY-MM-DD` day. */
function instantOn(r: Rng, day: string) {
  const h = r.int(11, 22);
  const m = r.int(0, 59);
  const s = r.int(0, 59);
  return `${day}T${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(r.int(0, 999)).padStart(3, '0')}Z`;
}

function pad2(n: number) {
  return n < 10 ? `0${n}` : String(n);
}

export interface TenantRow {
  name: string;
  tipo_empresa: string;
  cnpj: string;
  /**
   * Off: the seeded companies have never been backed up, so the server's scheduler (a tick a
   * minute) would dump all of them, Big's 1,000,000 payments included, in the middle of the
   * measurements (a real one runs at night, at its backup time).
   */
  auto_backup: 0;
  created_at: string;
  updated_at: string;
}

export interface AttendantRow {
  nome: string;
  email: string | null;
  telefone: string | null;
  comissao_percentual: number;
  observacoes: string | null;
  ativo: number;
  search_key: string;
  created_at: string;
  updated_at: string;
}

export interface TripeiroRow {
  nome: string;
  email: string | null;
  telefone: string | null;
  endereco: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
  comissao_percentual: number;
  observacoes: string | null;
  ativo: number;
  search_key: string;
  created_at: string;
  updated_at: string;
  accounts: AccountRow[];
}

export interface AccountRow {
  numero_conta: string;
  descricao: string | null;
  limite_credito: number;
  saldo_devedor: number;
  observacoes: string | null;
  ativa: number;
  created_at: string;
  updated_at: string;
}

/** What the server stores in search_key: every searchable field, joined, without case or accents. */
function keyOf(...parts: Array<string | null>) {
  return searchKey(parts.filter(Boolean).join(' '));
}

export interface CompanyPeople {
  tenant: TenantRow;
  userName: string;
  attendants: AttendantRow[];
  tripeiros: TripeiroRow[];
}

export function companyPeople(spec: CompanySpec, index: number): CompanyPeople {
  const r = rng(1000 + index);
  const at = instantOn(r, '2023-11-20');
  const base = `${String(10_000_000 + index * 7919).slice(0, 8)}0001`;
  const tenant: TenantRow = {
    name: spec.name,
    tipo_empresa: r.pick(['ME', 'EPP', 'LTDA', 'MEI']),
    cnpj: `${base}${cnpjCheckDigits(base)}`,
    auto_backup: 0,
    created_at: at,
    updated_at: at,
  };
  const used = new Set<string>();
  const attendants: AttendantRow[] = [];
  for (let i = 0; i < spec.attendants; i++) {
    const nome = personName(r, used);
    const email = r.chance(0.7) ? `${ascii(nome)}@gmail.com` : null;
    const telefone = r.chance(0.85) ? phone(r) : null;
    const created = instantOn(r, `2023-11-${pad2(r.int(20, 30))}`);
    attendants.push({
      nome,
      email,
      telefone,
      // 1% to 10%, in steps of 0.25%, stored as hundredths.
      comissao_percentual: r.int(4, 40) * 25,
      observacoes: r.chance(0.2) ? r.pick(['Turno da manhã', 'Turno da tarde', 'Fins de semana', 'Balcão']) : null,
      ativo: r.chance(0.9) ? 1 : 0,
      search_key: keyOf(nome, email, telefone),
      created_at: created,
      updated_at: created,
    });
  }
  const tripeiros: TripeiroRow[] = [];
  let conta = 1000 + r.int(0, 8000);
  for (let i = 0; i < spec.tripeiros; i++) {
    const nome = personName(r, used);
    const email = r.chance(0.6) ? `${ascii(nome)}@hotmail.com` : null;
    const telefone = r.chance(0.9) ? phone(r) : null;
    const [cidade, estado] = r.pick(CITIES);
    const created = instantOn(r, `2023-11-${pad2(r.int(20, 30))}`);
    const accounts: AccountRow[] = [];
    const nAccounts = r.int(1, 3);
    for (let k = 0; k < nAccounts; k++) {
      conta += r.int(1, 37);
      const limite = r.int(10, 100) * 5_000; // R$ 500 – R$ 5.000
      accounts.push({
        numero_conta: `${conta}-${r.int(0, 9)}`,
        descricao: ['Conta principal', 'Conta de encomendas', 'Conta da feira'][k] ?? null,
        limite_credito: limite,
        saldo_devedor: r.chance(0.3) ? 0 : r.int(0, limite),
        observacoes: null,
        ativa: r.chance(0.85) ? 1 : 0,
        created_at: created,
        updated_at: created,
      });
    }
    tripeiros.push({
      nome,
      email,
      telefone,
      endereco: `${r.pick(STREETS)}, ${r.int(10, 2500)}`,
      cidade,
      estado,
      cep: `${r.int(10, 99)}${r.int(100, 999)}-${r.int(100, 999)}`,
      comissao_percentual: r.int(2, 60) * 25, // 0,5% – 15%
      observacoes: r.chance(0.15) ? 'Entrega às terças e sextas' : null,
      ativo: r.chance(0.9) ? 1 : 0,
      search_key: keyOf(nome, email, telefone, cidade),
      created_at: created,
      updated_at: created,
      accounts,
    });
  }
  return { tenant, userName: `Responsável ${spec.name}`, attendants, tripeiros };
}

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
function dailyCounts(total: number, week = SALES_WEEK, december = 1.25): Array<[string, number]> {
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
