import { addDays, type Bill, type BillStatus, billStatus, centavosToReais } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * Reads of bills (expenses with a due date) and receivables (entradas with a due date), for the
 * list and the dashboard card (docs/product-rules.md "Bills and receivables"). Writes go through
 * the ledger (`ledger/bills.ts`).
 */
export type Kind = 'pagar' | 'receber';

export interface BillFilter {
  tenantId: number;
  today: string;
  month?: string | undefined;
  status: BillStatus | 'abertas' | 'todas';
  ids?: number[];
  numero?: number | undefined;
}

/** The most rows one list answers (a month of due dates, or every open one). */
export const LIST_LIMIT = 1000;

interface Row {
  id: number;
  numero: number;
  descricao: string;
  valor: number | string;
  data: string;
  vencimento: string | null;
  data_baixa: string | null;
  settled: number | boolean;
  categoria: string | null;
  forma_pagamento: string | null;
  conta_id: number | null;
  conta_nome: string | null;
  parcela: number | null;
  parcelas: number | null;
  ajuste: number | string | null;
  pessoa: string | null;
}

/** The kind's source, as one derived table with the list's columns. */
function source(kind: Kind, tenantId: number) {
  return kind === 'pagar'
    ? sql`(select e.id, e.numero, e.descricao, e.valor, e.data_despesa as data, e.vencimento, e.data_baixa,
          case when e.situacao = 'paga' then 1 else 0 end as settled, e.categoria, e.forma_pagamento, e.conta_id,
          e.parcela, e.parcelas, null as pessoa,
          coalesce((select sum(a.valor) from expenses a where a.tenant_id = e.tenant_id and a.origem_numero = e.numero), 0)
          - coalesce((select sum(d.valor) from payments d where d.tenant_id = e.tenant_id and d.origem_numero = e.numero), 0)
            as ajuste
        from expenses e where e.tenant_id = ${tenantId} and e.vencimento is not null and e.origem_numero is null)`
    : sql`(select p.id, p.numero, p.descricao, p.valor, coalesce(p.data_lancamento, p.data_pagamento) as data,
          p.vencimento, case when p.status = 'confirmado' then coalesce(p.data_recebimento, p.data_pagamento) end as data_baixa,
          case when p.status = 'confirmado' then 1 else 0 end as settled, null as categoria, p.forma_pagamento,
          p.conta_id, p.parcela, p.parcelas,
          coalesce((select t.nome from tripeiros t where t.id = p.tripeiro_id),
                   (select a.nome from attendants a where a.id = p.atendente_id)) as pessoa,
          null as ajuste
        from payments p where p.tenant_id = ${tenantId} and p.vencimento is not null and p.origem_numero is null
          and p.tipo_pagamento = 'entrada' and p.status <> 'cancelado')`;
}

function statusWhere(status: BillFilter['status'], today: string) {
  switch (status) {
    case 'paga':
    case 'recebida':
      return sql`b.settled = 1`;
    case 'abertas':
      return sql`b.settled = 0`;
    case 'vencida':
      return sql`b.settled = 0 and b.vencimento < ${today}`;
    case 'vence_hoje':
      return sql`b.settled = 0 and b.vencimento = ${today}`;
    case 'a_vencer':
      return sql`b.settled = 0 and b.vencimento > ${today}`;
    default:
      return sql`1 = 1`;
  }
}

/** By due date, the overdue open ones first. */
export async function listBills(db: Executor, kind: Kind, f: BillFilter): Promise<Bill[]> {
  const month = f.month ? sql`and b.vencimento >= ${`${f.month}-01`} and b.vencimento <= ${`${f.month}-31`}` : sql``;
  const ids = f.ids?.length ? sql`and b.id in (${sql.join(f.ids)})` : sql``;
  const numero = f.numero === undefined ? sql`` : sql`and b.numero = ${f.numero}`;
  const { rows } =
    await sql<Row>`select b.*, (select fa.nome from financial_accounts fa where fa.id = b.conta_id) as conta_nome
      from ${source(kind, f.tenantId)} b
     where ${statusWhere(f.status, f.today)} ${month} ${ids} ${numero}
     order by case when b.settled = 0 and b.vencimento < ${f.today} then 0 else 1 end, b.vencimento, b.id
     limit ${LIST_LIMIT}`.execute(db);
  return rows.map((r) => toApiBill(kind, r, f.today));
}

function toApiBill(kind: Kind, r: Row, today: string): Bill {
  const settled = Number(r.settled) === 1;
  return {
    id: Number(r.id),
    numero: Number(r.numero),
    descricao: r.descricao,
    valor: centavosToReais(Number(r.valor)),
    data: r.data,
    vencimento: r.vencimento,
    data_baixa: settled ? r.data_baixa : null,
    status: billStatus({ vencimento: r.vencimento, settled, kind }, today),
    categoria: r.categoria,
    forma_pagamento: r.forma_pagamento,
    conta_id: r.conta_id === null ? null : Number(r.conta_id),
    conta_nome: r.conta_nome,
    parcela: r.parcela === null ? null : Number(r.parcela),
    parcelas: r.parcelas === null ? null : Number(r.parcelas),
    ajuste: centavosToReais(Number(r.ajuste ?? 0)),
    pessoa: r.pessoa,
  };
}

export interface Bucket {
  count: number;
  total: number;
}

/** Open ones overdue, due today, and due in the next `dias` days (after today), in centavos. */
export async function openSummary(db: Executor, kind: Kind, tenantId: number, today: string, dias: number) {
  const until = addDays(today, dias);
  const { rows } = await sql<{ grupo: string; n: number | string; total: number | string | null }>`
    select case when b.vencimento < ${today} then 'vencidas' when b.vencimento = ${today} then 'vence_hoje'
                else 'proximas' end as grupo, count(*) as n, sum(b.valor) as total
      from ${source(kind, tenantId)} b
     where b.settled = 0 and b.vencimento <= ${until}
     group by 1`.execute(db);
  const bucket = (g: string): Bucket => {
    const r = rows.find((x) => x.grupo === g);
    return { count: Number(r?.n ?? 0), total: Number(r?.total ?? 0) };
  };
  return { vencidas: bucket('vencidas'), vence_hoje: bucket('vence_hoje'), proximas: bucket('proximas') };
}

export async function avisoDias(db: Executor, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('tenants')
    .select('aviso_contas_dias')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.aviso_contas_dias);
}
