/**
 * `node --import tsx bench/reconciliation.ts [--only=sqlite|postgres]` — the reconciliation's
 * budgets (issue 21 §7, ADR 046), in process, on a fresh migrated database of each dialect:
 *
 * - one month of the Big company's size: 30,000 payments (1,000 a day), and a bank account's
 *   statement of 2,000 lines (PIX received one to two days after a sale, card-machine-like sums of
 *   a day's sales minus a 2.5 % fee, debits of recorded expenses, fees with nothing recorded);
 * - `matchAutomatically` of that statement, then the suggestions of every line still pending
 *   (`suggestionsOfLines`, what the queue shows): together ≤ 3 s;
 * - `reconciliationOfMonth` (the summary and the closing's section): p50 ≤ 50 ms over 60 calls.
 *
 * Writes bench/RECONCILIATION.md. Not a test: it says when a budget is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { matchAutomatically, reconciliationOfMonth } from '../apps/server/src/features/reconciliation/index.js';
import { suggestionsOfLines } from '../apps/server/src/features/reconciliation/line-suggestions.js';
import { findLines } from '../apps/server/src/features/reconciliation/reconciliation.repository.js';
import { startPostgres } from './postgres.js';

const MONTH = '2026-10';
const PAYMENTS = 30_000;
const LINES = 2_000;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

/** A deterministic pseudo-random sequence (the same data on both databases). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['MARIA', 'JOAO', 'ANA', 'PEDRO', 'LUCIA', 'CARLOS', 'BEATRIZ', 'RAFAEL', 'JULIANA', 'MARCOS'];

async function seed(db: Db) {
  const at = '2026-11-05T12:00:00.000Z';
  const tenant = (
    await db
      .insertInto('tenants')
      .values({ name: 'Big', created_at: at, updated_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const user = (
    await db
      .insertInto('users')
      .values({
        tenant_id: tenant,
        name: 'Dona Big',
        email: 'big@bench.local',
        password_hash: 'x',
        role: 'user',
        is_active: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const conta = (
    await db
      .insertInto('financial_accounts')
      .values({
        tenant_id: tenant,
        nome: 'Itaú',
        nome_chave: 'itau',
        tipo: 'banco',
        saldo_inicial: 0,
        data_saldo_inicial: `${MONTH}-01`,
        ativa: 1,
        principal: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const rnd = random(21);
  const payments: { data: string; valor: number; nome: string }[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const day = 1 + Math.floor(i / (PAYMENTS / 30));
    payments.push({
      data: `${MONTH}-${String(day).padStart(2, '0')}`,
      valor: 500 + Math.floor(rnd() * 49_500),
      nome: NAMES[i % NAMES.length] as string,
    });
  }
  const rows = payments.map((p, i) => ({
    tenant_id: tenant,
    numero: i + 1,
    descricao: `Venda ${i + 1} ${p.nome}`,
    valor: p.valor,
    data_pagamento: p.data,
    atendente_id: null,
    tripeiro_id: null,
    tipo_pagamento: 'entrada',
    status: 'confirmado',
    observacoes: null,
    comissao_percentual: 0,
    valor_comissao: 0,
    tripeiro_percentual: 0,
    comissao_tripeiro: 0,
    search_key: `venda ${i + 1} ${p.nome.toLowerCase()}`,
    created_by: user,
    created_at: at,
    updated_at: at,
    data_lancamento: null,
    forma_pagamento: 'PIX',
    conta_id: i % 3 === 0 ? conta : null,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('payments')
      .values(rows.slice(i, i + 1000) as never)
      .execute();

  const statement = (
    await db
      .insertInto('bank_statements')
      .values({
        tenant_id: tenant,
        conta_id: conta,
        nome_arquivo: 'itau.ofx',
        hash: 'f'.repeat(64),
        formato: 'ofx',
        data_inicio: `${MONTH}-01`,
        data_fim: `${MONTH}-31`,
        lidos: LINES,
        novos: LINES,
        duplicados: 0,
        rejeitados: 0,
        creditos: 0,
        debitos: 0,
        saldo_final: 1_000_000,
        data_saldo: `${MONTH}-31`,
        created_by: user,
        created_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const lines: { data: string; valor: number; descricao: string }[] = [];
  for (let i = 0; i < LINES; i++) {
    const p = payments[Math.floor(rnd() * PAYMENTS)] as (typeof payments)[number];
    const kind = i % 10;
    if (kind < 7) {
      // A PIX received one or two days after the sale.
      const data = addDays(p.data, 1 + (i % 2));
      lines.push({ data: data > `${MONTH}-31` ? p.data : data, valor: p.valor, descricao: `PIX RECEBIDO ${p.nome}` });
    } else if (kind < 9) {
      // Three sales settled together minus a 2.5 % fee.
      const sum = p.valor * 3;
      lines.push({ data: p.data, valor: sum - Math.round(sum * 0.025), descricao: `LIQUIDACAO CARTAO ${i}` });
    } else {
      lines.push({ data: p.data, valor: -(100 + (i % 900)), descricao: `TARIFA ${i}` });
    }
  }
  const lineRows = lines.map((l, i) => ({
    tenant_id: tenant,
    conta_id: conta,
    extrato_id: statement,
    data: l.data,
    valor: l.valor,
    descricao: l.descricao,
    fitid: `F${i}`,
    chave: `${l.data}|${l.valor}|${l.descricao}|${i}`,
    ocorrencia: 1,
    situacao: 'pendente',
    automatico: 0,
    motivo: null,
    regra_id: null,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < lineRows.length; i += 500)
    await db
      .insertInto('bank_lines')
      .values(lineRows.slice(i, i + 500) as never)
      .execute();
  // What autovacuum does on a server after a bulk load: the planner's statistics.
  if (process.env.BENCH_NO_ANALYZE !== '1') await sql`analyze`.execute(db);
  return { tenant, user, conta, statement };
}

interface Figures {
  automatic: number;
  linked: number;
  suggestionsMs: number;
  pending: number;
  withSuggestion: number;
  totalMs: number;
  summaryP50: number;
  summaryP95: number;
}

async function measure(db: Db): Promise<Figures> {
  const { tenant, user, statement } = await seed(db);
  const actor = { tenantId: tenant, userId: user, now: new Date('2026-11-05T12:00:00Z') };
  const started = performance.now();
  const linked = await matchAutomatically(db, actor, statement);
  const automatic = performance.now() - started;
  const pendingIds = (
    await db
      .selectFrom('bank_lines')
      .select('id')
      .where('tenant_id', '=', tenant)
      .where('situacao', '=', 'pendente')
      .execute()
  ).map((r) => r.id);
  const s0 = performance.now();
  const lines = await findLines(db, tenant, pendingIds);
  const suggestions = await suggestionsOfLines(db, tenant, lines);
  const suggestionsMs = performance.now() - s0;
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await reconciliationOfMonth(db, tenant, MONTH);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    automatic,
    linked,
    suggestionsMs,
    pending: lines.length,
    withSuggestion: suggestions.filter((s) => s.length > 0).length,
    totalMs: automatic + suggestionsMs,
    summaryP50: times[Math.floor(times.length / 2)] as number,
    summaryP95: times[Math.floor(times.length * 0.95)] as number,
  };
}

async function sqlite(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-recon-'));
  const handle = openDatabase({ sqliteFile: join(dir, 'livro-caixa.sqlite') });
  try {
    await migrateToLatest(handle.db);
    return await measure(handle.db);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<Figures> {
  const server = await startPostgres();
  const handle = openDatabase({ databaseUrl: server.url });
  try {
    await migrateToLatest(handle.db);
    return await measure(handle.db);
  } finally {
    await handle.close();
    await server.stop();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;
const results: Record<string, Figures> = {};
if (only !== 'postgres') results.SQLite = await sqlite();
if (only !== 'sqlite') results.PostgreSQL = await postgres();

const rows = Object.entries(results).map(
  ([name, f]) =>
    `| ${name} | ${ms(f.automatic)} (${f.linked} linked) | ${ms(f.suggestionsMs)} (${f.pending} lines, ${f.withSuggestion} with a suggestion) | ${ms(f.totalMs)} ${f.totalMs <= 3000 ? '✓' : '✗ over 3 s'} | ${f.summaryP50.toFixed(1)} ms ${f.summaryP50 <= 50 ? '✓' : '✗ over 50 ms'} (p95 ${f.summaryP95.toFixed(1)} ms) |`,
);
const pg = results.PostgreSQL;
const lite = results.SQLite;
const ratio =
  pg && lite
    ? `\nPostgreSQL/SQLite: automatic + suggestions ${(pg.totalMs / lite.totalMs).toFixed(2)}×, summary p50 ${(pg.summaryP50 / lite.summaryP50).toFixed(2)}×.\n`
    : '';
const md = `# Reconciliation bench (ADR 046)

\`node --import tsx bench/reconciliation.ts\`, ${new Date().toISOString().slice(0, 16)}Z: one month of ${PAYMENTS.toLocaleString('en')} payments (1,000 a day,
a third in the account) and a statement of ${LINES.toLocaleString('en')} lines, in process, on a fresh database of each dialect.
Budgets: automatic matching + the suggestions of every pending line ≤ 3 s; the month's summary p50 ≤ 50 ms.

| database | matchAutomatically | suggestions of the pending lines | together | summary (60 calls) |
|---|---|---|---|---|
${rows.join('\n')}
${ratio}`;
writeFileSync(new URL('./RECONCILIATION.md', import.meta.url), md);
console.log(md);
