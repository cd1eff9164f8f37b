import {
  type CashFlowReconciliation,
  type CashFlowReconciliationKind,
  type Closing,
  monthOf,
  monthRange,
  reaisToCentavos,
} from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { periodSums } from '../../ledger/period.js';

/**
 * How a closed month's cash meets its closing (docs/product-rules.md "Cash flow", ADR 053): the
 * closing's Resultado (competence: receita − (despesas + saídas), as its snapshot froze it) plus each
 * item below is the month's realized cash (entradas − saídas of every account and 'Sem conta'), to
 * the centavo. Every item is one grouped read; amounts are centavos, signed as they take the
 * Resultado to the cash.
 */

const LABELS: Record<CashFlowReconciliationKind, string> = {
  despesas_nao_pagas: 'Despesas do mês ainda não pagas',
  despesas_pagas_em_outro_mes: 'Despesas do mês pagas em outro mês',
  despesas_de_outro_mes_pagas: 'Despesas de outros meses pagas neste mês',
  entradas_recebidas_em_outro_mes: 'Lançamentos do mês recebidos em outro mês',
  entradas_de_outro_mes_recebidas: 'Lançamentos de outros meses recebidos neste mês',
  antes_do_saldo_inicial: 'Lançamentos em conta anteriores ao saldo inicial dela (já estão no saldo inicial)',
  comissoes_pagas: 'Comissões pagas a atendentes (pagamentos de comissão)',
  comissoes_retidas: 'Comissão retida pelos tripeiros nos acertos',
  alteracoes_depois_do_fechamento: 'Diferença entre o fechamento e os lançamentos de hoje',
};

type Row = Record<string, unknown>;

/** The closing's Resultado as frozen, in centavos; null when the month is not closed. */
async function closedResult(db: Executor, tenantId: number, month: string): Promise<number | null> {
  const row = await db
    .selectFrom('closings')
    .select(['status', 'snapshot'])
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (row?.status !== 'fechado' || !row.snapshot) return null;
  const { cards } = JSON.parse(row.snapshot) as Pick<Closing, 'cards'>;
  const revenue = reaisToCentavos(cards.totalRevenue);
  const expenses = reaisToCentavos(cards.totalExpenses);
  if (revenue === null || expenses === null) throw new Error(`closing ${month}: figures not in reais`);
  return revenue - expenses;
}

async function itemSums(db: Executor, tenantId: number, start: string, end: string): Promise<Row> {
  const signed = sql`case when p.tipo_pagamento = 'entrada' then p.valor else -p.valor end`;
  const outside = (column: string) => sql`(${sql.ref(column)} < ${start} or ${sql.ref(column)} > ${end})`;
  const inMonth = (column: string) => sql`${sql.ref(column)} between ${start} and ${end}`;
  const beforeOpening = (cashDate: string) =>
    sql`${sql.raw(cashDate)} between ${start} and ${end} and ${sql.raw(cashDate)} < f.data_saldo_inicial`;
  // Each item once: what it sums, and the rows it reads (`key`_v its sum, `key`_n their count).
  const items: Array<[string, RawBuilder<unknown>, RawBuilder<unknown>]> = [
    [
      'nao_pagas',
      sql`e.valor`,
      sql`expenses e where e.tenant_id = ${tenantId} and ${inMonth('e.data_despesa')} and e.situacao = 'a_pagar'`,
    ],
    [
      'pagas_fora',
      sql`e.valor`,
      sql`expenses e where e.tenant_id = ${tenantId} and ${inMonth('e.data_despesa')} and e.situacao = 'paga'
        and e.data_baixa is not null and ${outside('e.data_baixa')}`,
    ],
    [
      'de_fora',
      sql`e.valor`,
      sql`expenses e where e.tenant_id = ${tenantId} and ${inMonth('e.data_baixa')} and e.situacao = 'paga'
        and ${outside('e.data_despesa')}`,
    ],
    [
      'recebidas_fora',
      signed,
      sql`payments p where p.tenant_id = ${tenantId} and p.status = 'confirmado' and ${inMonth('p.data_pagamento')}
        and p.data_recebimento is not null and ${outside('p.data_recebimento')}`,
    ],
    [
      'de_fora_recebidas',
      signed,
      sql`payments p where p.tenant_id = ${tenantId} and p.status = 'confirmado' and ${inMonth('p.data_recebimento')}
        and ${outside('p.data_pagamento')}`,
    ],
    [
      'antes_p',
      signed,
      sql`payments p join financial_accounts f on f.tenant_id = p.tenant_id and f.id = p.conta_id
        where p.tenant_id = ${tenantId} and p.status = 'confirmado'
        and ${beforeOpening('coalesce(p.data_recebimento, p.data_pagamento)')}`,
    ],
    [
      'antes_e',
      sql`e.valor`,
      sql`expenses e join financial_accounts f on f.tenant_id = e.tenant_id and f.id = e.conta_id
        where e.tenant_id = ${tenantId} and e.situacao = 'paga'
        and ${beforeOpening('coalesce(e.data_baixa, e.data_despesa)')}`,
    ],
    [
      'payouts',
      sql`po.total`,
      sql`payouts po where po.tenant_id = ${tenantId} and ${inMonth('po.data_pagamento')} and po.status = 'pago'`,
    ],
    [
      'retidas',
      sql`s.comissao`,
      sql`settlements s where s.tenant_id = ${tenantId} and ${inMonth('s.data_acerto')} and s.status = 'acertado'`,
    ],
  ];
  // One read per item, for its sum and its count together.
  const reads = items.map(
    ([key, value, from], i) =>
      sql`(select coalesce(sum(${value}), 0) as ${sql.ref(`${key}_v`)}, count(*) as ${sql.ref(`${key}_n`)}
        from ${from}) ${sql.ref(`item${i}`)}`,
  );
  const { rows } = await sql<Row>`select * from ${sql.join(reads, sql` cross join `)}`.execute(db);
  return rows[0] ?? {};
}

/**
 * The reconciliation of the month [start, end] when it is one whole closed month (else null).
 * `cash` is the realized flow's total over it; `transfersNet` what transfers left in the company's
 * total (non-zero only when one side is dated before its account's opening balance).
 */
export async function monthReconciliation(
  db: Executor,
  tenantId: number,
  start: string,
  end: string,
  cash: { entradas: number; saidas: number },
  transfersNet: number,
): Promise<CashFlowReconciliation | null> {
  const month = monthOf(start);
  const range = monthRange(month);
  if (range.start !== start || range.end !== end) return null;
  const closed = await closedResult(db, tenantId, month);
  if (closed === null) return null;
  const [r, live] = await Promise.all([itemSums(db, tenantId, start, end), periodSums(db, { tenantId, start, end })]);
  const v = (k: string) => Number(r[`${k}_v`] ?? 0);
  const n = (k: string) => Number(r[`${k}_n`] ?? 0);
  const liveResult = live.revenue - live.expenses - live.confirmedSaidas;
  const items: [CashFlowReconciliationKind, number, number][] = [
    ['despesas_nao_pagas', n('nao_pagas'), v('nao_pagas')],
    ['despesas_pagas_em_outro_mes', n('pagas_fora'), v('pagas_fora')],
    ['despesas_de_outro_mes_pagas', n('de_fora'), -v('de_fora')],
    ['entradas_recebidas_em_outro_mes', n('recebidas_fora'), -v('recebidas_fora')],
    ['entradas_de_outro_mes_recebidas', n('de_fora_recebidas'), v('de_fora_recebidas')],
    ['antes_do_saldo_inicial', n('antes_p') + n('antes_e'), -v('antes_p') + v('antes_e') + transfersNet],
    ['comissoes_pagas', n('payouts'), -v('payouts')],
    ['comissoes_retidas', n('retidas'), -v('retidas')],
    ['alteracoes_depois_do_fechamento', 0, liveResult - closed],
  ];
  return {
    mes: month,
    resultado_fechamento: closed,
    resultado_caixa: cash.entradas - cash.saidas,
    itens: items
      .filter(([, count, valor]) => count > 0 || valor !== 0)
      .map(([tipo, quantidade, valor]) => ({ tipo, descricao: LABELS[tipo], quantidade, valor })),
  };
}
