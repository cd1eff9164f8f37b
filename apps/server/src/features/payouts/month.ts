import { centavosToReais, type MonthSettling, type SettlingFigures } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { confirmedEntradas, hasEntries } from '../../ledger/rollups.js';

/**
 * Each attendant's and tripeiro's commission earned, paid and open for one month (the closing;
 * docs/product-rules.md "Settling up", ADR 022), in centavos until the answer:
 *
 * - earned: Σ `valor_comissao` (attendant) or `comissao_tripeiro` (tripeiro) of the month's
 *   confirmed entradas, from the rollups (ADR 012);
 * - paid: Σ the standing items that paid those payments — a payout's commissions and corrections
 *   for an attendant, a standing settlement's commission for a tripeiro — where a payment belongs
 *   to the month of its date now (a deleted one, to the date its item recorded);
 * - open: earned − paid.
 *
 * So every payment counts in one month, and the months' open add up to the all-time open of
 * /attendants (ADR 019's figures).
 */

type Sums = Map<number, number>;

const add = (into: Sums, rows: Array<{ id: number; s: number | string | null }>): Sums => {
  for (const r of rows) into.set(r.id, (into.get(r.id) ?? 0) + Number(r.s ?? 0));
  return into;
};

/** Where each kind of person's earned commission is summed from: its rollups, by person. */
const EARNED = {
  attendants: { table: 'attendant_rollups', person: 'atendente_id', commission: 'valor_comissao' },
  tripeiros: { table: 'tripeiro_rollups', person: 'tripeiro_id', commission: 'comissao_tripeiro' },
} as const;

/** The commission each person earned: Σ its commission on the month's confirmed entradas. */
async function earned(
  db: Executor,
  { table, person, commission }: (typeof EARNED)[keyof typeof EARNED],
  tenantId: number,
  start: string,
  end: string,
): Promise<Sums> {
  const rows = await confirmedEntradas(db, table, tenantId, start, end)
    .groupBy(person)
    .having(hasEntries())
    .select([sql.ref<number>(person).as('id'), sql<number>`sum(${sql.ref(commission)})`.as('s')])
    .execute();
  return add(new Map(), rows);
}

async function attendantsPaid(db: Executor, tenantId: number, start: string, end: string): Promise<Sums> {
  const [ofPayments, ofDeleted] = await Promise.all([
    sql<{ id: number; s: number | string }>`select i.atendente_id as id, sum(i.valor_comissao) as s
      from payments p
      join payout_items i on i.tenant_id = p.tenant_id and i.payment_id = p.id and i.live = 1
      where p.tenant_id = ${tenantId} and p.data_pagamento >= ${start} and p.data_pagamento <= ${end}
      group by i.atendente_id`.execute(db),
    sql<{ id: number; s: number | string }>`select i.atendente_id as id, sum(i.valor_comissao) as s
      from payout_items i
      where i.tenant_id = ${tenantId} and i.live = 1
        and i.data_pagamento >= ${start} and i.data_pagamento <= ${end}
        and not exists (select 1 from payments p where p.tenant_id = i.tenant_id and p.id = i.payment_id)
      group by i.atendente_id`.execute(db),
  ]);
  return add(add(new Map(), ofPayments.rows), ofDeleted.rows);
}

async function tripeirosPaid(db: Executor, tenantId: number, start: string, end: string): Promise<Sums> {
  const [ofPayments, ofDeleted] = await Promise.all([
    sql<{ id: number; s: number | string }>`select s.tripeiro_id as id, sum(i.comissao_tripeiro) as s
      from payments p
      join settlement_items i on i.tenant_id = p.tenant_id and i.payment_id = p.id
      join settlements s on s.id = i.settlement_id and s.status = 'acertado'
      where p.tenant_id = ${tenantId} and p.data_pagamento >= ${start} and p.data_pagamento <= ${end}
      group by s.tripeiro_id`.execute(db),
    sql<{ id: number; s: number | string }>`select s.tripeiro_id as id, sum(i.comissao_tripeiro) as s
      from settlement_items i
      join settlements s on s.id = i.settlement_id and s.status = 'acertado'
      where i.tenant_id = ${tenantId} and i.data_pagamento >= ${start} and i.data_pagamento <= ${end}
        and not exists (select 1 from payments p where p.tenant_id = i.tenant_id and p.id = i.payment_id)
      group by s.tripeiro_id`.execute(db),
  ]);
  return add(add(new Map(), ofPayments.rows), ofDeleted.rows);
}

const collator = new Intl.Collator('pt-BR');

/** One row per person with anything earned or paid in the month, by name; names of deleted people from their documents. */
async function rows(
  db: Executor,
  tenantId: number,
  people: 'attendants' | 'tripeiros',
  earned: Sums,
  paid: Sums,
): Promise<{ rows: SettlingFigures[]; totals: Omit<SettlingFigures, 'id' | 'nome'> }> {
  const ids = [...new Set([...earned.keys(), ...paid.keys()])].filter(
    (id) => (earned.get(id) ?? 0) !== 0 || (paid.get(id) ?? 0) !== 0,
  );
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .selectFrom(people)
      .select(['id', 'nome'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
    for (const f of found) names.set(f.id, f.nome);
    const missing = ids.filter((id) => !names.has(id));
    if (missing.length > 0) {
      const kept =
        people === 'attendants'
          ? await db
              .selectFrom('payouts')
              .select(['atendente_id as id', (eb) => eb.fn.max('atendente_nome').as('nome')])
              .where('tenant_id', '=', tenantId)
              .where('atendente_id', 'in', missing)
              .groupBy('atendente_id')
              .execute()
          : await db
              .selectFrom('settlements')
              .select(['tripeiro_id as id', (eb) => eb.fn.max('tripeiro_nome').as('nome')])
              .where('tenant_id', '=', tenantId)
              .where('tripeiro_id', 'in', missing)
              .groupBy('tripeiro_id')
              .execute();
      for (const k of kept) names.set(k.id, k.nome);
    }
  }
  let e = 0;
  let p = 0;
  const out = ids.map((id) => {
    const earnedC = earned.get(id) ?? 0;
    const paidC = paid.get(id) ?? 0;
    e += earnedC;
    p += paidC;
    return {
      id,
      nome: names.get(id) ?? `#${id}`,
      earned: centavosToReais(earnedC),
      paid: centavosToReais(paidC),
      open: centavosToReais(earnedC - paidC),
    };
  });
  out.sort((a, b) => collator.compare(a.nome, b.nome) || a.id - b.id);
  return { rows: out, totals: { earned: centavosToReais(e), paid: centavosToReais(p), open: centavosToReais(e - p) } };
}

export async function monthSettling(
  db: Executor,
  tenantId: number,
  start: string,
  end: string,
): Promise<MonthSettling> {
  const [aEarned, aPaid, tEarned, tPaid] = await Promise.all([
    earned(db, EARNED.attendants, tenantId, start, end),
    attendantsPaid(db, tenantId, start, end),
    earned(db, EARNED.tripeiros, tenantId, start, end),
    tripeirosPaid(db, tenantId, start, end),
  ]);
  const [attendants, tripeiros] = await Promise.all([
    rows(db, tenantId, 'attendants', aEarned, aPaid),
    rows(db, tenantId, 'tripeiros', tEarned, tPaid),
  ]);
  return {
    attendants: attendants.rows,
    attendantsTotals: attendants.totals,
    tripeiros: tripeiros.rows,
    tripeirosTotals: tripeiros.totals,
  };
}
