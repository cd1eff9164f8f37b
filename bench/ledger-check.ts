import { sql } from 'kysely';
import { type Executor, openDatabase } from '../apps/server/src/db/database.js';

/**
 * After the write scenario: how many figures of one company differ from a recompute from its
 * rows. Every rollup key (payments overall, per attendant, per tripeiro; each grain), summed over
 * its write slots, is compared with the same sums grouped from the payments; an attendant's and a
 * tripeiro's totals as the API answers them are compared with the payments too. 0 is exact.
 */
export async function ledgerInconsistencies(
  dbEnv: Record<string, string>,
  email: string,
  api: { base: string; token: string },
): Promise<{ count: number; examples: string[] }> {
  const handle = dbEnv.DATABASE_URL
    ? openDatabase({ databaseUrl: dbEnv.DATABASE_URL, poolSize: 1 })
    : openDatabase({ sqliteFile: `${dbEnv.DATA_DIR}/livro-caixa.sqlite` });
  const examples: string[] = [];
  let count = 0;
  const differ = (what: string, kept: unknown, rows: unknown) => {
    count += 1;
    if (examples.length < 5) examples.push(`${what}: kept ${JSON.stringify(kept)}, rows ${JSON.stringify(rows)}`);
  };
  try {
    const user = await handle.db
      .selectFrom('users')
      .select('tenant_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const tenantId = user.tenant_id;
    // The kept sums and the rows read from one snapshot: a write still committing after the load
    // ended is in both or in neither.
    let begin = handle.db.transaction();
    if (dbEnv.DATABASE_URL) begin = begin.setIsolationLevel('repeatable read');
    await begin.execute(async (db) => {
      for (const [table, dimension] of [
        ['payment_rollups', null],
        ['attendant_rollups', 'atendente_id'],
        ['tripeiro_rollups', 'tripeiro_id'],
      ] as const) {
        for (const [grain, period] of [
          ['d', sql`data_pagamento`],
          ['m', sql`substr(data_pagamento, 1, 7)`],
          ['t', sql`''`],
        ] as const) {
          const dim = dimension ? sql`, ${sql.ref(dimension)}` : sql``;
          const x = dimension ? sql`${sql.ref(dimension)} as x` : sql`null as x`;
          const kept = await grouped(
            db,
            sql`select status, tipo_pagamento, period as p, ${x}, sum(n) as n, sum(valor) as valor,
                     sum(valor_comissao) as c1, sum(comissao_tripeiro) as c2
                from ${sql.table(table)} where tenant_id = ${tenantId} and grain = ${grain}
               group by status, tipo_pagamento, period${dim}`,
          );
          const present = dimension ? sql`and ${sql.ref(dimension)} is not null` : sql``;
          const rows = await grouped(
            db,
            sql`select status, tipo_pagamento, ${period} as p, ${x}, count(*) as n, sum(valor) as valor,
                     sum(valor_comissao) as c1, sum(comissao_tripeiro) as c2
                from payments where tenant_id = ${tenantId} ${present}
               group by status, tipo_pagamento${grain === 't' ? sql`` : sql`, ${period}`}${dim}`,
          );
          for (const key of new Set([...kept.keys(), ...rows.keys()])) {
            const a = kept.get(key) ?? '0,0,0,0';
            const b = rows.get(key) ?? '0,0,0,0';
            if (a !== b) differ(`${table} ${grain} ${key}`, a, b);
          }
        }
      }
    });
    // The API's people totals against the payments (the load has ended: nothing moves now).
    const db = handle.db;
    for (const [path, column, commission] of [
      ['attendants', 'atendente_id', 'valor_comissao'],
      ['tripeiros', 'tripeiro_id', 'comissao_tripeiro'],
    ] as const) {
      const res = await fetch(`${api.base}/api/${path}?limit=1000`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      const people = (
        (await res.json()) as { data: Array<{ id: number; total_payments: number; total_commissions: number }> }
      ).data;
      for (const p of people) {
        const { rows } = await sql<{ n: number; c: number }>`
          select count(*) as n, coalesce(sum(${sql.ref(commission)}), 0) as c from payments
           where tenant_id = ${tenantId} and ${sql.ref(column)} = ${p.id}
             and status = 'confirmado' and tipo_pagamento = 'entrada'`.execute(db);
        const r = rows[0] as { n: number; c: number };
        const expected = [Number(r.n), Number(r.c) / 100];
        if (p.total_payments !== expected[0] || Math.round(p.total_commissions * 100) !== Number(r.c))
          differ(`${path} ${p.id}`, [p.total_payments, p.total_commissions], expected);
      }
    }
  } finally {
    await handle.close();
  }
  return { count, examples };
}

async function grouped(db: Executor, query: ReturnType<typeof sql>) {
  const { rows } = await (query as ReturnType<typeof sql<Record<string, unknown>>>).execute(db);
  const out = new Map<string, string>();
  for (const r of rows) {
    const sums = [r.n, r.valor, r.c1, r.c2].map((v) => Number(v));
    if (sums.every((v) => v === 0)) continue;
    out.set(`${r.status} ${r.tipo_pagamento} ${r.p} ${r.x ?? ''}`, sums.join(','));
  }
  return out;
}
