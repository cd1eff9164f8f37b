import { cnpjCheckDigits, percentOf, searchKey } from '@livro-caixa/domain';

/**
 * The benchmark dataset, generated deterministically (the same rows on SQLite and PostgreSQL):
 * one 1,000,000-payment company, 19 companies of 50,000 and one small company of 1,000, each with
 * attendants, tripeiros with accounts, and one user to log in with.
 */

/** Bump when the generated data changes: the cached SQLite file is keyed by it. */
export const SEED_VERSION = 1;

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
  { key: 'big', name: 'Big', email: 'big@bench.livrocaixa.local', payments: 1_000_000, attendants: 50, tripeiros: 30 },
  { key: 'small', name: 'Small', email: 'small@bench.livrocaixa.local', payments: 1_000, attendants: 5, tripeiros: 3 },
  ...OTHER_NAMES.map((name, i) => ({
    key: `c${String(i + 3).padStart(2, '0')}`,
    name,
    email: `empresa${String(i + 3).padStart(2, '0')}@bench.livrocaixa.local`,
    payments: 50_000,
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

/** Days of the period and how many payments each gets: busier Fridays, Saturdays and Decembers, slow growth. */
function dailyCounts(total: number): Array<[string, number]> {
  const days: Array<[string, number]> = [];
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const end = Date.parse(`${LAST_DAY}T00:00:00Z`);
  const dayMs = 86_400_000;
  const n = Math.round((end - start) / dayMs) + 1;
  const weekday = [0.8, 0.9, 0.95, 1, 1, 1.15, 1.35];
  const weights: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Date(start + i * dayMs);
    const w = (weekday[d.getUTCDay()] ?? 1) * (d.getUTCMonth() === 11 ? 1.25 : 1) * (1 + (0.2 * i) / n);
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
