/**
 * A large restore against the BUILT server (`npm run build` first), on a SQLite file (or
 * PostgreSQL with --postgres), while
 * /api/health is polled (issue 12 item 3, ADR 016, ADR 021):
 *
 *   node --import tsx bench/restore.ts [--payments=218000] [--expenses=10900] [--poll=100]
 *                                      [--server=path/to/dist/main.js] [--postgres]
 *
 * Writes a backup document of ~100 MB (218 000 payments, 10 900 expenses, a few thousand paid
 * commissions and settlements) for a company of 5 attendants and 5 tripeiros, POSTs it to
 * /api/settings/backup/restore over HTTP, polls GET /api/health every `poll` ms (one request at a
 * time, so a held server shows as one long request) and samples the server's RSS every 50 ms from
 * /proc. Prints the document's size, the restore's duration and answer, health p50/p99/max, the
 * number of health answers during the restore and the peak RSS. Not a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentOf } from '@livro-caixa/domain';
import { freePort } from '../apps/server/test/embedded-postgres.js';
import { startPostgres } from './postgres.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const option = (name: string, fallback: number) => {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw === undefined ? fallback : Number(raw);
};
const PAYMENTS = option('payments', 218_000);
const EXPENSES = option('expenses', 10_900);
const POLL = option('poll', 100);
/** Another build of the server to measure (e.g. an older commit's), instead of this tree's. */
const SERVER = process.argv.find((a) => a.startsWith('--server='))?.slice('--server='.length);
/** On PostgreSQL (embedded, or BENCH_DATABASE_URL as in `npm run bench`) instead of a SQLite file. */
const POSTGRES = process.argv.includes('--postgres');

async function json(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

function startServer(port: number, dataDir: string, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER ?? join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT: '1000',
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'admin-senha-forte',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const tick = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        // not yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(tick, 200);
    };
    void tick();
  });
}

/** Writes the document's text to `file`, streamed, and answers its size in bytes. */
async function writeDocument(file: string, base: Record<string, unknown>, attendants: number[], tripeiros: number[]) {
  const out = createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  const {
    payments: _p,
    expenses: _e,
    payouts: _po,
    payout_items: _pi,
    settlements: _s,
    settlement_items: _si,
    document_counters: _dc,
    ...rest
  } = base;
  const head = JSON.stringify({ confirm: true, backup: { ...rest, payments: [], expenses: [] } });
  await write(head.slice(0, head.indexOf('"payments":[') + '"payments":['.length));
  const at = '2026-01-01T12:00:00.000Z';
  const paid: Array<{
    id: number;
    atendente_id: number;
    valor: number;
    valor_comissao: number;
    data: string;
    descricao: string;
  }> = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor((i / PAYMENTS) * 600) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const atendente = i % 3 === 0 ? null : (attendants[i % attendants.length] as number);
    const tripeiro = i % 4 === 0 ? (tripeiros[i % tripeiros.length] as number) : null;
    const tipo = i % 10 === 0 ? 'saida' : 'entrada';
    const valor = 1000 + ((i * 7919) % 500_000);
    const pct = atendente === null ? 0 : 1000;
    const tpct = tripeiro === null ? 0 : 500;
    const row = {
      id: i + 1,
      descricao: `Venda de produto número ${i % 5000} da loja`,
      valor,
      data_pagamento: day,
      atendente_id: atendente,
      tripeiro_id: tripeiro,
      tipo_pagamento: tipo,
      status: i % 7 === 0 ? 'pendente' : 'confirmado',
      observacoes: i % 2 === 0 ? `Cliente ${i} pagou no balcão; conferido no caixa do turno da tarde` : null,
      comissao_percentual: pct,
      valor_comissao: tipo === 'entrada' ? percentOf(valor, pct) : 0,
      tripeiro_percentual: tpct,
      comissao_tripeiro: tipo === 'entrada' ? percentOf(valor, tpct) : 0,
      created_by: null,
      created_at: at,
      updated_at: at,
    };
    if (
      atendente !== null &&
      row.status === 'confirmado' &&
      row.valor_comissao > 0 &&
      i % 50 === 1 &&
      paid.length < 4000
    )
      paid.push({
        id: row.id,
        atendente_id: atendente,
        valor,
        valor_comissao: row.valor_comissao,
        data: day,
        descricao: row.descricao,
      });
    await write((i ? ',' : '') + JSON.stringify(row));
  }
  await write('],"expenses":[');
  for (let i = 0; i < EXPENSES; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor((i / EXPENSES) * 600) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await write(
      (i ? ',' : '') +
        JSON.stringify({
          descricao: `Despesa ${i}`,
          valor: 500 + (i % 90_000),
          data_despesa: day,
          categoria: 'Outros',
          forma_pagamento: 'PIX',
          observacoes: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        }),
    );
  }
  // One payout per 40 paid commissions, each with its items.
  const payouts: unknown[] = [];
  const items: unknown[] = [];
  for (let p = 0; p * 40 < paid.length; p++) {
    const chunk = paid.slice(p * 40, p * 40 + 40).filter((x) => x.atendente_id === paid[p * 40]?.atendente_id);
    const total = chunk.reduce((s, x) => s + x.valor_comissao, 0);
    payouts.push({
      id: p + 1,
      numero: p + 1,
      atendente_id: chunk[0]?.atendente_id,
      atendente_nome: 'Atendente',
      data_pagamento: '2026-06-01',
      forma_pagamento: 'PIX',
      periodo_inicio: null,
      periodo_fim: null,
      total,
      observacoes: null,
      status: 'pago',
      estorno_motivo: null,
      estornado_em: null,
      estornado_por: null,
      created_by: null,
      created_at: at,
    });
    for (const x of chunk)
      items.push({
        payout_id: p + 1,
        atendente_id: x.atendente_id,
        payment_id: x.id,
        tipo: 'comissao',
        valor_comissao: x.valor_comissao,
        descricao: x.descricao,
        data_pagamento: x.data,
        valor: x.valor,
        live: 1,
      });
  }
  const tail = JSON.stringify({
    payouts,
    payout_items: items,
    settlements: [],
    settlement_items: [],
    document_counters: [{ kind: 'payout', last_number: payouts.length }],
  });
  await write(`],${tail.slice(1, -1)}}}`);
  await new Promise<void>((r) => out.end(() => r()));
  return { bytes: statSync(file).size, payouts: payouts.length, items: items.length };
}

const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-restore-'));
  const port = await freePort();
  const postgres = POSTGRES ? await startPostgres() : null;
  const server = await startServer(port, join(dir, 'data'), postgres?.url ?? '');
  const base = `http://127.0.0.1:${port}`;
  try {
    const reg = await json(base, 'POST', '/api/auth/register', null, {
      name: 'Dono Bench',
      email: 'dono@bench.local',
      password: 'senha-bench-1',
      companyName: 'Bench Restore',
    });
    const token = reg.token as string;
    const attendants: number[] = [];
    const tripeiros: number[] = [];
    for (let i = 0; i < 5; i++) {
      attendants.push(
        (await json(base, 'POST', '/api/attendants', token, { nome: `Atendente ${i}`, comissao_percentual: 10 })).data
          .id,
      );
      tripeiros.push(
        (await json(base, 'POST', '/api/tripeiros', token, { nome: `Tripeiro ${i}`, comissao_percentual: 5 })).data.id,
      );
    }
    const doc = await json(base, 'POST', '/api/settings/backup/manual', token);
    for (const a of doc.attendants) a.comissao_percentual = 1000;
    for (const t of doc.tripeiros) t.comissao_percentual = 500;
    const file = join(dir, 'restore.json');
    const written = await writeDocument(file, doc, attendants, tripeiros);
    console.log(
      `document: ${(written.bytes / 1e6).toFixed(1)} MB, ${PAYMENTS} payments, ${EXPENSES} expenses, ${written.payouts} payouts with ${written.items} items`,
    );

    const pid = server.pid as number;
    let peak = rssOf(pid);
    const rssTimer = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const latencies: number[] = [];
    let done = false;
    const poller = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (!done) latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, POLL));
      }
    })();
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/api/settings/backup/restore`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(written.bytes),
          authorization: `Bearer ${token}`,
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      createReadStream(file).pipe(req);
    });
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await poller;
    clearInterval(rssTimer);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`restore: ${answer.status} in ${seconds.toFixed(1)} s — ${answer.body.slice(0, 200)}`);
    console.log(
      `health during the restore: ${sorted.length} answers, p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(`server peak RSS: ${peak.toFixed(0)} MB (after: ${rssOf(pid).toFixed(0)} MB)`);
    const balances = await json(base, 'GET', '/api/payouts/balances', token);
    const paid = balances.data.reduce((s: number, b: { paid: number }) => s + b.paid, 0);
    console.log(`after: paid commissions R$ ${paid.toFixed(2)} across ${balances.data.length} attendants`);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
