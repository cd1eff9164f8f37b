import { addDays } from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, indexedBy, noIndex } from '../../db/database.js';
import { spansOf } from '../../ledger/rollups.js';

/**
 * The SQL of the cash flow (docs/product-rules.md "Cash flow", ADR 053). Regime de caixa: a
 * confirmed payment moves on `coalesce(data_recebimento, data_pagamento)`; an expense once paid
 * (`situacao = 'paga'`) on `coalesce(data_baixa, data_despesa)`; a transfer on its date, out of one
 * account and into the other; a standing commission payout (no account) on its date; the commission
 * a tripeiro kept in a standing settlement (no account) on the settlement's date. A record in an
 * account counts from the account's opening date (earlier ones are in its opening balance).
 * Everything is grouped in SQL (never a loop over rows); amounts are centavos.
 */

export interface AccountInfo {
  id: number;
  nome: string;
  saldo_inicial: number;
  data_saldo_inicial: string;
}

export async function accountsOf(db: Executor, tenantId: number, contaId?: number): Promise<AccountInfo[]> {
  let q = db
    .selectFrom('financial_accounts')
    .select(['id', 'nome', 'saldo_inicial', 'data_saldo_inicial'])
    .where('tenant_id', '=', tenantId);
  if (contaId !== undefined) q = q.where('id', '=', contaId);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({ ...r, saldo_inicial: Number(r.saldo_inicial) }));
}

/** One day's movements of one account (null: no account); `tr` 1 = transfers (per account only). */
export interface DayFlow {
  conta: number;
  dia: string;
  entradas: number;
  saidas: number;
  tr: boolean;
  antes: boolean;
}

const num = (v: unknown) => Number(v ?? 0);

/** No account, without the `(tenant_id, conta_id, …)` index (which would read every such row). */
const noAccount = (alias: string) => sql`coalesce(${sql.ref(`${alias}.conta_id`)}, 0) = 0`;

/**
 * Each (account, day, transfer or not)'s money in and out with cash date in [start, end], of the
 * records in an account (one, or every account of the company, read account by account on the
 * `(tenant_id, conta_id, date)` indexes): one statement of pre-aggregated branches. `antes`: dated
 * before the account's opening balance (which holds them), so in no line.
 */
export async function flowsByDay(
  db: Executor,
  tenantId: number,
  start: string,
  end: string,
  contaId?: number,
): Promise<DayFlow[]> {
  const only = (column: string) => (contaId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${contaId}`);
  const accounts = (alias: string, column: string) =>
    sql`financial_accounts f join ${sql.table(alias === 'p' ? 'payments' : alias === 'e' ? 'expenses' : 'transfers')} ${sql.raw(alias)}
        on ${sql.ref(`${alias}.tenant_id`)} = f.tenant_id and ${sql.ref(`${alias}.${column}`)} = f.id`;
  const sums = sql`sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end) as ent,
        sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end) as sai`;
  const antes = (day: string) => sql`case when ${sql.ref(day)} < f.data_saldo_inicial then 1 else 0 end`;
  const { rows } = await sql<{ conta: number; dia: string; ent: unknown; sai: unknown; tr: unknown; antes: unknown }>`
    select m.conta, m.dia, sum(m.ent) as ent, sum(m.sai) as sai, m.tr, m.antes from (
      select p.conta_id as conta, p.data_pagamento as dia, ${sums}, 0 as tr, ${antes('p.data_pagamento')} as antes
        from ${accounts('p', 'conta_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and ${noIndex('p.status')} = 'confirmado'
         and p.data_pagamento between ${start} and ${end} and ${noIndex('p.data_recebimento')} = ''
       group by p.conta_id, p.data_pagamento, f.data_saldo_inicial
      union all
      select p.conta_id, p.data_recebimento, ${sums}, 0, ${antes('p.data_recebimento')}
        from ${accounts('p', 'conta_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and ${noIndex('p.status')} = 'confirmado'
         and p.data_recebimento between ${start} and ${end}
       group by p.conta_id, p.data_recebimento, f.data_saldo_inicial
      union all
      select e.conta_id, e.data_despesa, 0, sum(e.valor), 0, ${antes('e.data_despesa')}
        from ${accounts('e', 'conta_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and e.data_despesa between ${start} and ${end}
         and ${noIndex('e.situacao')} = 'paga' and ${noIndex('e.data_baixa')} = ''
       group by e.conta_id, e.data_despesa, f.data_saldo_inicial
      union all
      select e.conta_id, e.data_baixa, 0, sum(e.valor), 0, ${antes('e.data_baixa')}
        from ${accounts('e', 'conta_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and e.data_baixa between ${start} and ${end}
         and ${noIndex('e.situacao')} = 'paga'
       group by e.conta_id, e.data_baixa, f.data_saldo_inicial
      union all
      select t.conta_destino_id, t.data, sum(t.valor), 0, 1, ${antes('t.data')}
        from ${accounts('t', 'conta_destino_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and t.data between ${start} and ${end}
       group by t.conta_destino_id, t.data, f.data_saldo_inicial
      union all
      select t.conta_origem_id, t.data, 0, sum(t.valor), 1, ${antes('t.data')}
        from ${accounts('t', 'conta_origem_id')}
       where f.tenant_id = ${tenantId} ${only('f.id')} and t.data between ${start} and ${end}
       group by t.conta_origem_id, t.data, f.data_saldo_inicial
    ) m
    group by m.conta, m.dia, m.tr, m.antes`.execute(db);
  return rows.map((r) => ({
    conta: Number(r.conta),
    dia: r.dia,
    entradas: num(r.ent),
    saidas: num(r.sai),
    tr: Number(r.tr) === 1,
    antes: Number(r.antes) === 1,
  }));
}

/**
 * The company's money in and out per cash day in [start, end], every record (with an account or
 * not; those before their account's opening balance too), payouts and kept commissions included,
 * transfers not: the rollups' days (every payment on data_pagamento, every expense on data_despesa)
 * corrected by the few records whose cash date is another day (bills, receivables). One statement;
 * no read of the period's payments.
 */
export async function totalsByDay(db: Executor, tenantId: number, start: string, end: string) {
  const sums = (sign: string) =>
    sql`${sql.raw(sign)}sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end),
        ${sql.raw(sign)}sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end)`;
  const days = (column: string) => sql`${sql.ref(column)} between ${start} and ${end}`;
  const { rows } = await sql<{ dia: string; ent: unknown; sai: unknown }>`
    select m.dia, sum(m.ent) as ent, sum(m.sai) as sai from (
      select period as dia, sum(case when tipo_pagamento = 'entrada' then valor else 0 end) as ent,
             sum(case when tipo_pagamento = 'saida' then valor else 0 end) as sai
        from payment_rollups
       where tenant_id = ${tenantId} and status = 'confirmado' and tipo_pagamento in ('entrada', 'saida')
         and grain = 'd' and ${days('period')}
       group by period
      union all
      select period, 0, sum(valor) from expense_rollups
       where tenant_id = ${tenantId} and grain = 'd' and ${days('period')}
       group by period
      union all
      select p.data_pagamento, ${sums('-')} from payments p ${indexedBy(db, 'payments_tenant_recebimento')}
       where p.tenant_id = ${tenantId} and p.data_recebimento > '' and ${noIndex('p.status')} = 'confirmado'
         and ${noIndex('p.data_pagamento')} between ${start} and ${end}
       group by p.data_pagamento
      union all
      select p.data_recebimento, ${sums('')} from payments p
       where p.tenant_id = ${tenantId} and ${days('p.data_recebimento')} and ${noIndex('p.status')} = 'confirmado'
       group by p.data_recebimento
      union all
      select e.data_despesa, 0, -sum(e.valor) from expenses e ${indexedBy(db, 'expenses_tenant_vencimento')}
       where e.tenant_id = ${tenantId} and e.situacao = 'a_pagar'
         and ${noIndex('e.data_despesa')} between ${start} and ${end}
       group by e.data_despesa
      union all
      select e.data_despesa, 0, -sum(e.valor) from expenses e ${indexedBy(db, 'expenses_tenant_baixa')}
       where e.tenant_id = ${tenantId} and e.data_baixa > '' and ${noIndex('e.situacao')} = 'paga'
         and ${noIndex('e.data_despesa')} between ${start} and ${end}
       group by e.data_despesa
      union all
      select e.data_baixa, 0, sum(e.valor) from expenses e
       where e.tenant_id = ${tenantId} and ${days('e.data_baixa')} and ${noIndex('e.situacao')} = 'paga'
       group by e.data_baixa
      union all
      select po.data_pagamento, 0, sum(po.total) from payouts po
       where po.tenant_id = ${tenantId} and ${days('po.data_pagamento')} and po.status = 'pago'
       group by po.data_pagamento
      union all
      select s.data_acerto, 0, sum(s.comissao) from settlements s
       where s.tenant_id = ${tenantId} and ${days('s.data_acerto')} and s.status = 'acertado'
       group by s.data_acerto
    ) m group by m.dia`.execute(db);
  return new Map(rows.map((r) => [r.dia, { entradas: num(r.ent), saidas: num(r.sai) }]));
}

/**
 * Σ `expr` of a rollup table's rows of the company up to `end` (inclusive) matching `where`: one
 * subquery per span (at most three index ranges), added, never an `or` of spans (with bound values
 * SQLite read every row of the company's rollups for it).
 */
function rollupSumUpTo(table: string, expr: RawBuilder<unknown>, tenantId: number, end: string, where = sql``) {
  const parts = spansOf(undefined, end).map(
    (s) => sql`(select coalesce(sum(${expr}), 0) from ${sql.table(table)}
       where tenant_id = ${tenantId} ${where} and grain = ${s.grain} and period between ${s.from} and ${s.to})`,
  );
  return parts.length === 0 ? sql`0` : sql.join(parts, sql` + `);
}

/**
 * The records without an account: their net cash (in − out) with cash date up to `end`, since
 * the company's first record. Read mostly from the rollups (which count every payment on
 * data_pagamento and every expense on data_despesa): minus what records with an account put there,
 * corrected by the few records whose cash date is another day (bills, receivables), minus the
 * standing payouts and kept commissions. Never a scan of the company's history; one statement (on
 * PostgreSQL each statement is a round trip).
 */
export async function noAccountUpTo(db: Executor, tenantId: number, end: string): Promise<number> {
  const signed = sql`case when p.tipo_pagamento = 'entrada' then p.valor else -p.valor end`;
  const { rows } = await sql<Record<string, unknown>>`select
    ${rollupSumUpTo(
      'payment_rollups',
      sql`case when tipo_pagamento = 'entrada' then valor else -valor end`,
      tenantId,
      end,
      sql`and status = 'confirmado' and tipo_pagamento in ('entrada', 'saida')`,
    )} as pagamentos,
    ${rollupSumUpTo('expense_rollups', sql`valor`, tenantId, end)} as despesas,
    (select coalesce(sum(${signed}), 0)
       from financial_accounts f
       join payments p on p.tenant_id = f.tenant_id and p.conta_id = f.id
      where f.tenant_id = ${tenantId} and ${noIndex('p.status')} = 'confirmado'
        and ${noIndex('p.data_pagamento')} <= ${end}
    ) as pagamentos_em_conta,
    (select coalesce(sum(e.valor), 0)
       from financial_accounts f
       join expenses e on e.tenant_id = f.tenant_id and e.conta_id = f.id
      where f.tenant_id = ${tenantId} and ${noIndex('e.data_despesa')} <= ${end}
    ) as despesas_em_conta,
    (select coalesce(sum(${signed} *
              ((case when p.data_recebimento <= ${end} then 1 else 0 end) -
               (case when p.data_pagamento <= ${end} then 1 else 0 end))), 0)
       from payments p
      where p.tenant_id = ${tenantId} and p.data_recebimento > ''
        and ${noIndex('p.status')} = 'confirmado' and ${noAccount('p')}
    ) as recebidos,
    (select coalesce(sum(e.valor), 0) from expenses e
      where e.tenant_id = ${tenantId} and e.situacao = 'a_pagar' and ${noAccount('e')}
        and ${noIndex('e.data_despesa')} <= ${end}
    ) as a_pagar,
    (select coalesce(sum(e.valor * ((case when e.data_despesa <= ${end} then 1 else 0 end) -
                                    (case when e.data_baixa <= ${end} then 1 else 0 end))), 0)
       from expenses e
      where e.tenant_id = ${tenantId} and e.data_baixa > '' and ${noIndex('e.situacao')} = 'paga'
        and ${noAccount('e')}
    ) as baixas,
    (select coalesce(sum(po.total), 0) from payouts po
      where po.tenant_id = ${tenantId} and po.data_pagamento <= ${end} and po.status = 'pago'
    ) as comissoes_pagas,
    (select coalesce(sum(s.comissao), 0) from settlements s
      where s.tenant_id = ${tenantId} and s.data_acerto <= ${end} and s.status = 'acertado'
    ) as comissoes_retidas`.execute(db);
  const r = rows[0] ?? {};
  const v = (k: string) => num(r[k]);
  // Unpaid bills: the rollups took them out, the cash did not; paid bills move from their date to
  // their baixa; received receivables from their date to their receipt.
  return (
    v('pagamentos') -
    v('despesas') -
    (v('pagamentos_em_conta') - v('despesas_em_conta')) +
    v('recebidos') +
    v('a_pagar') +
    v('baixas') -
    v('comissoes_pagas') -
    v('comissoes_retidas')
  );
}

/** The day key of the open items due before today (overdue). */
export const OVERDUE = '0000-00-00';

/**
 * Open items (pending payments; unpaid bills) with due date `coalesce(vencimento, own date)` up to
 * `end`, per due day; those due before `today` are summed under `OVERDUE`. Pending payments of all
 * accounts without a vencimento and dated before today come from the rollups (by data_pagamento),
 * less the ones that have a vencimento (index (tenant_id, status, vencimento)); one account's from
 * its rows.
 */
export async function openItemsByDay(
  db: Executor,
  tenantId: number,
  today: string,
  end: string,
  contaId?: number,
): Promise<{ dia: string; entradas: number; saidas: number; n: number }[]> {
  const day = (expr: RawBuilder<unknown>) => sql`case when ${expr} < ${today} then ${OVERDUE} else ${expr} end`;
  const account = (column: string) => (contaId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${contaId}`);
  const pendingDue = sql`coalesce(p.vencimento, p.data_pagamento)`;
  const billDue = sql`coalesce(e.vencimento, e.data_despesa)`;
  const sums = sql`sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end) as ent,
                   sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end) as sai, count(*) as n`;
  const all = contaId === undefined;
  const dueIndex = indexedBy(db, 'payments_tenant_vencimento');
  const yesterday = addDays(today, -1);
  const pendingUpTo = (expr: RawBuilder<unknown>) =>
    rollupSumUpTo(
      'payment_rollups',
      expr,
      tenantId,
      yesterday,
      sql`and status = 'pendente' and tipo_pagamento in ('entrada', 'saida')`,
    );
  // All accounts: pending payments by their date from the rollups (from today on by day, before today
  // summed as overdue), less those that have a vencimento, which count on it. One account: its rows.
  const pending = all
    ? sql`
      select period as dia, sum(case when tipo_pagamento = 'entrada' then valor else 0 end) as ent,
             sum(case when tipo_pagamento = 'saida' then valor else 0 end) as sai, sum(n) as n
        from payment_rollups
       where tenant_id = ${tenantId} and status = 'pendente' and tipo_pagamento in ('entrada', 'saida')
         and grain = 'd' and period between ${today} and ${end}
       group by period
      union all
      select p.data_pagamento, -sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end),
             -sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end), -count(*)
        from payments p ${dueIndex}
       where p.tenant_id = ${tenantId} and p.status = 'pendente' and p.vencimento > ''
         and ${noIndex('p.data_pagamento')} between ${today} and ${end}
       group by p.data_pagamento
      union all
      select ${day(pendingDue)}, ${sums}
        from payments p ${dueIndex}
       where p.tenant_id = ${tenantId} and p.status = 'pendente' and p.vencimento > '' and p.vencimento <= ${end}
       group by 1
      union all
      select ${OVERDUE}, r.ent - v.ent, r.sai - v.sai, r.n - v.n from
        (select ${pendingUpTo(sql`case when tipo_pagamento = 'entrada' then valor else 0 end`)} as ent,
                ${pendingUpTo(sql`case when tipo_pagamento = 'saida' then valor else 0 end`)} as sai,
                ${pendingUpTo(sql`n`)} as n) r,
        (select coalesce(sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end), 0) as ent,
                coalesce(sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end), 0) as sai,
                count(*) as n
           from payments p ${dueIndex}
          where p.tenant_id = ${tenantId} and p.status = 'pendente' and p.vencimento > ''
            and ${noIndex('p.data_pagamento')} <= ${yesterday}) v`
    : sql`
      select ${day(pendingDue)} as dia, ${sums}
        from payments p
       where p.tenant_id = ${tenantId} and p.conta_id = ${contaId} and p.status = 'pendente'
         and ${pendingDue} <= ${end}
       group by 1`;
  const { rows } = await sql<{ dia: string; ent: unknown; sai: unknown; n: unknown }>`
    select m.dia, sum(m.ent) as ent, sum(m.sai) as sai, sum(m.n) as n from (
      ${pending}
      union all
      select ${day(billDue)}, 0, sum(e.valor), count(*)
        from expenses e
       where e.tenant_id = ${tenantId} and e.situacao = 'a_pagar' ${account('e.conta_id')} and ${billDue} <= ${end}
       group by 1
    ) m group by m.dia`.execute(db);
  return rows
    .map((r) => ({ dia: r.dia, entradas: num(r.ent), saidas: num(r.sai), n: num(r.n) }))
    .filter((r) => r.n !== 0 || r.entradas !== 0 || r.saidas !== 0);
}
