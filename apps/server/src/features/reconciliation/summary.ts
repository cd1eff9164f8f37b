import {
  type AccountReconciliation,
  centavosToReais,
  formatBRL,
  type MonthReconciliation,
  monthRange,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { EXPENSE_CASH_DATE, PAYMENT_CASH_DATE } from '../../ledger/bills.js';
import { accountMovementsUpTo } from '../financial-accounts/index.js';

/**
 * The month per account (docs/product-rules.md "Reconciliation", ADR 046): the statement's
 * credits, debits and latest stated balance; the book's entradas and saídas of the month in the
 * account (confirmed entradas and saídas, paid expenses, transfers) and its balance at the month's
 * end (opening balance + every movement from the opening date), each record on the day its money
 * moved, as the account's balance counts it (a bill on its baixa, an open one nowhere; a receivable
 * on its receipt); the lines matched, pending and ignored; and the difference, bank minus book, in
 * reais. Seven grouped reads, whatever the size; the balance is the account balance's own sum
 * (`accountMovementsUpTo`), up to the month's last day.
 */
export async function reconciliationOfMonth(
  db: Executor,
  tenantId: number,
  month: string,
): Promise<MonthReconciliation> {
  const { start, end } = monthRange(month);
  const n = (v: unknown) => Number(v ?? 0);
  const [accounts, lines, statements, payments, expenses, transfers, movements] = await Promise.all([
    db
      .selectFrom('financial_accounts')
      .select(['id', 'nome', 'tipo', 'saldo_inicial', 'data_saldo_inicial', 'ativa'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bank_lines')
      .select('conta_id')
      .select(sql<number>`sum(case when valor > 0 then valor else 0 end)`.as('creditos'))
      .select(sql<number>`sum(case when valor < 0 then -valor else 0 end)`.as('debitos'))
      .select(sql<number>`sum(case when situacao = 'conciliado' then 1 else 0 end)`.as('conciliados'))
      .select(sql<number>`sum(case when situacao = 'pendente' then 1 else 0 end)`.as('pendentes'))
      .select(sql<number>`sum(case when situacao = 'ignorado' then 1 else 0 end)`.as('ignorados'))
      .where('tenant_id', '=', tenantId)
      .where('data', '>=', start)
      .where('data', '<=', end)
      .groupBy('conta_id')
      .execute(),
    db
      .selectFrom('bank_statements')
      .select(['conta_id', 'saldo_final', 'data_saldo', 'id'])
      .where('tenant_id', '=', tenantId)
      .where('saldo_final', 'is not', null)
      .where('data_saldo', '>=', start)
      .where('data_saldo', '<=', end)
      .execute(),
    // The month's movements, each on the day its money moved: read by the date columns' index
    // ranges (a receipt or a baixa on another day than the record's own), then that day decides.
    sql<{ conta_id: number; entradas_mes: unknown; saidas_mes: unknown }>`
      select p.conta_id,
        sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end) as entradas_mes,
        sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end) as saidas_mes
      from payments p join financial_accounts a on a.tenant_id = ${tenantId} and a.id = p.conta_id
      where p.tenant_id = ${tenantId} and p.conta_id is not null and p.status = 'confirmado'
        and (p.data_pagamento between ${start} and ${end} or p.data_recebimento between ${start} and ${end})
        and ${PAYMENT_CASH_DATE} between ${start} and ${end} and ${PAYMENT_CASH_DATE} >= a.data_saldo_inicial
      group by p.conta_id`.execute(db),
    sql<{ conta_id: number; saidas_mes: unknown }>`
      select e.conta_id, sum(e.valor) as saidas_mes
      from expenses e join financial_accounts a on a.tenant_id = ${tenantId} and a.id = e.conta_id
      where e.tenant_id = ${tenantId} and e.conta_id is not null and e.situacao = 'paga'
        and (e.data_despesa between ${start} and ${end} or e.data_baixa between ${start} and ${end})
        and ${EXPENSE_CASH_DATE} between ${start} and ${end} and ${EXPENSE_CASH_DATE} >= a.data_saldo_inicial
      group by e.conta_id`.execute(db),
    db
      .selectFrom('transfers')
      .select(['conta_origem_id', 'conta_destino_id', 'data', 'valor'])
      .where('tenant_id', '=', tenantId)
      .where('data', '>=', start)
      .where('data', '<=', end)
      .execute(),
    // The balance at the month's end: the same sum as the account's balance (financial accounts).
    accountMovementsUpTo(db, tenantId, end),
  ]);

  const contas: AccountReconciliation[] = [];
  const avisos: string[] = [];
  for (const a of accounts) {
    const l = lines.find((r) => r.conta_id === a.id);
    const p = payments.rows.find((r) => Number(r.conta_id) === a.id);
    const e = expenses.rows.find((r) => Number(r.conta_id) === a.id);
    // Shown: active accounts, and any account with lines in the month.
    if (!l && a.ativa !== 1) continue;
    const latest = statements
      .filter((s) => s.conta_id === a.id)
      .sort((x, y) =>
        x.data_saldo === y.data_saldo ? y.id - x.id : (y.data_saldo ?? '') < (x.data_saldo ?? '') ? -1 : 1,
      )[0];
    let tIn = 0;
    let tOut = 0;
    for (const t of transfers) {
      if (t.data < a.data_saldo_inicial) continue;
      if (t.conta_destino_id === a.id) tIn += n(t.valor);
      if (t.conta_origem_id === a.id) tOut += n(t.valor);
    }
    const entradas = n(p?.entradas_mes) + tIn;
    const saidas = n(p?.saidas_mes) + n(e?.saidas_mes) + tOut;
    const saldo = n(a.saldo_inicial) + (movements.get(a.id) ?? 0);
    const creditos = n(l?.creditos);
    const debitos = n(l?.debitos);
    const saldoFinal = latest ? n(latest.saldo_final) : null;
    // Nothing from the bank (no line, no balance in the month): nothing to compare, no difference.
    const diferenca = saldoFinal !== null ? saldoFinal - saldo : l ? creditos - debitos - (entradas - saidas) : 0;
    const pendentes = n(l?.pendentes);
    contas.push({
      conta_id: a.id,
      nome: a.nome,
      tipo: a.tipo,
      extrato: {
        creditos: centavosToReais(creditos),
        debitos: centavosToReais(debitos),
        saldo_final: saldoFinal === null ? null : centavosToReais(saldoFinal),
        data_saldo: latest?.data_saldo ?? null,
      },
      livro: { entradas: centavosToReais(entradas), saidas: centavosToReais(saidas), saldo: centavosToReais(saldo) },
      conciliados: n(l?.conciliados),
      pendentes,
      ignorados: n(l?.ignorados),
      diferenca: centavosToReais(diferenca),
    });
    if (pendentes > 0)
      avisos.push(`${a.nome}: ${pendentes} ${pendentes === 1 ? 'linha pendente' : 'linhas pendentes'} de conciliação`);
    if (diferenca !== 0) avisos.push(`${a.nome}: diferença de ${formatBRL(diferenca)} entre o banco e o livro`);
  }
  return { contas, avisos };
}
