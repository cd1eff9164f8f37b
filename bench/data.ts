import { cnpjCheckDigits, searchKey } from '@livro-caixa/domain';

/**
 * The benchmark dataset, generated deterministically (the same rows on SQLite and PostgreSQL):
 * one 1,000,000-payment company with 200,000 expenses, 19 companies of 50,000 payments and 1,000
 * expenses, and one small company of 1,000 payments and 20 expenses, each with attendants,
 * tripeiros with accounts, and one user to log in with.
 */

/** Bump when the generated data (or its statistics) changes: the cached SQLite file is keyed by it. */
export const SEED_VERSION = 4;

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
  // What most customers are: a shop with 20,000 payments (issue of the request cost on PostgreSQL).
  {
    key: 'mid',
    name: 'Mid',
    email: 'mid@bench.livrocaixa.local',
    payments: 20_000,
    expenses: 400,
    attendants: 10,
    tripeiros: 6,
  },
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

export function weighted<T>(items: ReadonlyArray<readonly [T, number]>) {
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
export function instantOn(r: Rng, day: string) {
  const h = r.int(11, 22);
  const m = r.int(0, 59);
  const s = r.int(0, 59);
  return `${day}T${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(r.int(0, 999)).padStart(3, '0')}Z`;
}

export function pad2(n: number) {
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
export function keyOf(...parts: Array<string | null>) {
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
