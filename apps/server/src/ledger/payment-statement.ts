import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { counterUpsertText, numberReleasesEarly } from '../lib/numbers.js';
import { prepared } from '../lib/prepared.js';
import { PAYMENT_COLUMNS } from './columns.js';
import { type Emptied, PAYMENT_SUMS, PAYMENT_TABLES } from './rollups.js';

/**
 * A new payment written whole by one PostgreSQL statement (ADR 059): the people it points at and
 * its month read (the month's shared lock taken first, by `lc_month_open`, migration 027), the
 * company's number taken, the commission snapshot computed, the rollups moved, the row inserted
 * and its activity entry written. The statement writes only when the people and the account may
 * take a new payment and the month is open; either way it answers what it read, and the caller
 * judges it (`recordPayment`), so a refusal has written nothing. In a `numberedStatement` it is its
 * own transaction: the counter row is held only while it runs.
 *
 * Locks are taken in the ledger's order (ADR 012): the month's, the counter row (before any rollup
 * row, as every create takes it: a transaction that records several payments holds it), then the
 * rollup rows in the order `apply` sorts them (table, then key), then the new row.
 *
 * Built by Kysely once per shape (which people and fields are present, whether it earns and
 * releases early) and then only bound (`prepared`, ADR 009): the long text is not built and
 * compiled again on every write.
 */

/** What the statement binds: the new row's stored values by column, and the rest it writes. */
export type PaymentStatementValues = Record<string, unknown> & {
  /** A confirmed or pending entrada earns commissions; a saída none (docs/product-rules.md). */
  earns: boolean;
  /** The counter row is released at commit, before the disk (`numberReleasesEarly`). */
  early: boolean;
};

/** The columns the statement derives, from the CTE `num`: the number and the commission snapshot. */
const DERIVED: Record<string, string> = {
  numero: 'numero',
  comissao_percentual: 'a_pct',
  valor_comissao: 'a_commission',
  tripeiro_percentual: 't_pct',
  comissao_tripeiro: 't_commission',
};

/** The people a payment points at, read in `ok` as `<alias>_pct`, `<alias>_ativo`, `<alias>_nome`. */
const PEOPLE = [
  { alias: 'a', table: 'attendants', column: 'atendente_id' },
  { alias: 't', table: 'tripeiros', column: 'tripeiro_id' },
] as const;

/** The rollup tables in the order their rows are locked (`apply` sorts by table name). */
const ROLLUPS = [...PAYMENT_TABLES].sort((x, y) => x.table.localeCompare(y.table));

/** The rollup tables a payment counts in: a person's only when it has one. */
const rollupsOf = (present: (column: string) => boolean) =>
  ROLLUPS.filter((r) => r.dimension === null || present(r.dimension));

/** A rollup row's key, as `paymentDeltas` makes it. */
const keysOf = (dimension: string | null) => [
  'tenant_id',
  'status',
  'tipo_pagamento',
  'grain',
  'period',
  ...(dimension ? [dimension] : []),
  'slot',
];

/** The rows of each rollup key the payment counts in: its day, its month, all time (`periodsOf`). */
export const PERIODS = [0, 1, 2] as const;

/** percentOf (packages/domain, money.ts) in SQL: x hundredths of a percent of centavos, half-up. */
const halfUp = (x: RawBuilder<unknown>) =>
  sql`(case when ${x} < 0 then -((-${x} + 5000) / 10000) else (${x} + 5000) / 10000 end)`;

const statement = prepared(
  (_db, v: PaymentStatementValues) => {
    const present = (column: string) => v[column] !== undefined;
    // A null is bound as any value is: the text changes only with what the statement does.
    const value = (column: string) => sql`${v[column] ?? null}`;
    const people = PEOPLE.map(({ alias, table, column }) => {
      const a = sql.raw(alias);
      const on = present(column) ? sql`${a}.tenant_id = ${v.tenant_id} and ${a}.id = ${v[column]}` : sql`false`;
      return {
        columns: sql`${a}.comissao_percentual as ${sql.raw(`${alias}_pct`)}, ${a}.ativo as ${sql.raw(`${alias}_ativo`)}, ${a}.nome as ${sql.raw(`${alias}_nome`)}`,
        join: sql`left join ${sql.table(table)} ${a} on ${on}`,
        // What `recordPayment` refuses: a person not of the company, or inactive.
        allowed: present(column)
          ? [sql`ok.${sql.raw(`${alias}_pct`)} is not null and ok.${sql.raw(`${alias}_ativo`)} = 1`]
          : [],
        pct: present(column) ? sql`ok.${sql.raw(`${alias}_pct`)}` : sql`0`,
        commission:
          present(column) && v.earns ? halfUp(sql`${v.valor}::bigint * ok.${sql.raw(`${alias}_pct`)}`) : sql`0`,
        alias,
      };
    });
    const account = present('conta_id') ? sql`f.tenant_id = ${v.tenant_id} and f.id = ${v.conta_id}` : sql`false`;
    const allowed = [
      sql`ok.month_open`,
      ...people.flatMap((p) => p.allowed),
      ...(present('conta_id') ? [sql`ok.f_ativa = 1`] : []),
    ];
    const rollups = rollupsOf(present).map(({ table, dimension }, i) => {
      const keys = keysOf(dimension);
      const source = [
        sql`${v.tenant_id}`,
        sql`${v.status}`,
        sql`${v.tipo_pagamento}`,
        sql`g.grain`,
        sql`g.period`,
        ...(dimension ? [sql`${v[dimension]}`] : []),
        sql`${v.slot}`,
        sql`1`,
        sql`${v.valor}`,
        sql`num.a_commission`,
        sql`num.t_commission`,
      ];
      const columns = [...keys, ...PAYMENT_SUMS];
      const name = sql.raw(`u${i}`);
      return {
        cte: sql`${name} as (insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
          select ${sql.join(source)} from num,
            (values ${sql.join(PERIODS.map((p) => sql`(${v[`grain${p}`]}, ${v[`period${p}`]})`))}) g (grain, period)
          on conflict (${sql.join(keys.map((c) => sql.ref(c)))}) do update set
          ${sql.join(PAYMENT_SUMS.map((c) => sql`${sql.ref(c)} = ${sql.ref(`${table}.${c}`)} + excluded.${sql.ref(c)}`))}
          returning ${sql.join(columns.map((c) => sql.ref(c)))})`,
        read: sql`select ${sql.lit(`u${i}`)} as k, row_to_json(${name})::text as r from ${name}
          where ${sql.join(
            PAYMENT_SUMS.map((c) => sql`${sql.ref(c)} = 0`),
            sql` and `,
          )}`,
      };
    });
    const inserted = PAYMENT_COLUMNS.map((c) => (c in DERIVED ? sql`num.${sql.raw(DERIVED[c] as string)}` : value(c)));
    return sql<{ k: string; r: string }>`with ok as (
        select ${sql.join(people.map((p) => p.columns))}, f.ativa as f_ativa, f.nome as f_nome,
               lc_month_open(${v.tenant_id}, ${v.month}, ${v.lock_key}::bigint) as month_open
          from (select 1 as one) x
          ${sql.join(
            people.map((p) => p.join),
            sql` `,
          )}
          left join financial_accounts f on ${account}),
      go as (
        select ${sql.join(people.map((p) => sql`${p.pct} as ${sql.raw(`${p.alias}_pct`)}, ${p.commission} as ${sql.raw(`${p.alias}_commission`)}`))}
          from ok where ${sql.join(allowed, sql` and `)}),
      numero as (${counterUpsertText(v.tenant_id, 'payment', v.early, sql`go`)}),
      num as (select go.*, numero.last_number as numero from numero, go),
      ${sql.join(rollups.map((r) => r.cte))},
      lead as (insert into payments (tenant_id, search_key, ${sql.join(PAYMENT_COLUMNS.map((c) => sql.ref(c)))})
        select ${v.tenant_id}, ${v.search_key}, ${sql.join(inserted)} from num
        returning id, ${sql.join(Object.keys(DERIVED).map((c) => sql.ref(c)))}),
      act as (insert into activity_log (tenant_id, user_id, action, entity_type, entity_id, label, created_at)
        select ${v.tenant_id}, ${v.created_by}, 'CREATE', 'payment', lead.id,
               ${v.label_before}::text || lead.numero || ${v.label_after}::text, ${v.created_at} from lead)
      select 'ok' as k, row_to_json(ok)::text as r from ok
      union all ${sql.join(
        rollups.map((r) => r.read),
        sql` union all `,
      )}
      union all select 'lead' as k, row_to_json(lead)::text as r from lead`;
  },
  { inText: ['earns', 'early'] },
);

/** What the statement read (`ok`), the row it inserted (`lead`, absent when it wrote nothing) and the rollup rows it emptied. */
export interface PaymentStatementResult {
  ok: Record<string, unknown>;
  lead: Record<string, unknown> | undefined;
  emptied: Emptied[];
}

/**
 * Sends the statement. `values`: the row's stored columns (but those in `DERIVED`), `tenant_id`,
 * `search_key`, the month and its lock key, the write slot, `grain<n>`/`period<n>` for `PERIODS`,
 * and the activity label around the number (`label_before`, `label_after`).
 */
export async function writePaymentStatement(
  trx: Executor,
  values: Record<string, unknown> & { earns: boolean },
): Promise<PaymentStatementResult> {
  const rows = await statement(trx, { ...values, early: numberReleasesEarly(trx) });
  const tables = rollupsOf((column) => (values[column] ?? null) !== null);
  const result: PaymentStatementResult = { ok: {}, lead: undefined, emptied: [] };
  for (const { k, r } of rows) {
    const row = JSON.parse(r) as Record<string, unknown>;
    if (k === 'ok') result.ok = row;
    else if (k === 'lead') result.lead = row;
    else {
      const { table, dimension } = tables[Number(k.slice(1))] as (typeof ROLLUPS)[number];
      result.emptied.push({ table, keyColumns: keysOf(dimension), row });
    }
  }
  return result;
}
