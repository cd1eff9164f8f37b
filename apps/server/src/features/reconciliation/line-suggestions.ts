import { addDays, type BankSuggestion, centavosToReais, RECONCILIATION_MSG, searchKey } from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import * as repo from './reconciliation.repository.js';
import { dayWords, type SuggestedLine, type Suggestion, suggest, windowOf } from './suggestions.js';

/** A pending line's suggestions read from the book (docs/product-rules.md "Reconciliation", ADR 046). */

const asSuggested = (l: repo.LineRow): SuggestedLine => ({
  id: l.id,
  data: l.data,
  valor: l.valor,
  descricao: l.descricao,
});

/**
 * The line's ranked suggestions, with their evidence (records, sums minus a fee, transfers, and for
 * a debit the day's pending debits together); with `others`, only the records whose amount is
 * exactly the sum of the line and those lines (N:1).
 */
export async function suggestionsFor(
  db: Db,
  tenantId: number,
  id: number,
  others: number[] = [],
): Promise<BankSuggestion[]> {
  const line = await repo.requireLine(db, tenantId, id, RECONCILIATION_MSG.lineNotFound);
  if (others.length > 0) {
    const group = await repo.groupOf(db, tenantId, line, others);
    if (group.some((l) => l.situacao !== 'pendente')) return [];
    return groupSuggestions(db, tenantId, group, `soma exata das ${group.length} linhas`);
  }
  if (line.situacao !== 'pendente') return [];
  const [found] = await suggestionsOfLines(db, tenantId, [line]);
  return [
    ...(found ?? []),
    ...(await dayGroups(db, tenantId, line)),
    ...(await transferSuggestions(db, tenantId, line)),
  ];
}

/** The first word of a description, folded ("Tarifa Pix" → "TARIFA"). */
const firstWord = (descricao: string) =>
  searchKey(descricao)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .find((w) => w.length > 0) ?? '';

/**
 * Several fee lines of one day to one expense, cheap and exact: the day's pending debits of the
 * account together, and those starting with the line's first word ("TARIFA …"), each when its sum
 * is exactly an unlinked record's amount.
 */
async function dayGroups(db: Db, tenantId: number, line: repo.LineRow): Promise<BankSuggestion[]> {
  if (line.valor >= 0) return [];
  const day = await repo.pendingDebitsOfDay(db, tenantId, line);
  if (day.length < 2) return [];
  const ordered = [line, ...day.filter((l) => l.id !== line.id)];
  const out = await groupSuggestions(db, tenantId, ordered, `soma exata das ${ordered.length} linhas do dia`);
  const word = firstWord(line.descricao);
  const alike = ordered.filter((l) => firstWord(l.descricao) === word);
  if (word && alike.length >= 2 && alike.length < ordered.length)
    out.push(
      ...(await groupSuggestions(db, tenantId, alike, `soma exata das ${alike.length} linhas '${word}' do dia`)),
    );
  return out;
}

/** The unlinked records whose amount is exactly the lines' sum, each a suggestion naming the other lines. */
async function groupSuggestions(
  db: Executor,
  tenantId: number,
  lines: repo.LineRow[],
  motivo: string,
): Promise<BankSuggestion[]> {
  const main = lines[0] as repo.LineRow;
  const total = lines.reduce((n, l) => n + l.valor, 0);
  if (total === 0) return [];
  const tipo = await repo.accountKind(db, tenantId, main.conta_id);
  const dates = lines.map((l) => l.data).sort();
  const pool = await repo.candidates(db, {
    tenantId,
    contaId: main.conta_id,
    start: windowOf(tipo, dates[0] as string).start,
    end: windowOf(tipo, dates[dates.length - 1] as string).end,
    credit: total > 0,
    amounts: [Math.abs(total)],
  });
  const synthetic = { ...asSuggested(main), valor: total, descricao: lines.map((l) => l.descricao).join(' ') };
  return suggest(synthetic, pool)
    .filter((s) => s.exata && s.records.length === 1)
    .map((s) => ({
      ...toApiSuggestion({ ...s, motivos: [motivo, ...s.motivos.slice(1)] }),
      linha_ids: lines.slice(1).map((l) => l.id),
    }));
}

/**
 * The book's suggestions for many lines of one account at once: one read of the candidates of
 * their whole date range, then each line's window cut from it in memory (the bench's 2,000 lines
 * of a month against the Big company's payments of that month).
 */
export async function suggestionsOfLines(
  db: Executor,
  tenantId: number,
  lines: repo.LineRow[],
): Promise<BankSuggestion[][]> {
  if (lines.length === 0) return [];
  const contaId = (lines[0] as repo.LineRow).conta_id;
  const tipo = await repo.accountKind(db, tenantId, contaId);
  const out: BankSuggestion[][] = lines.map(() => []);
  for (const credit of [true, false]) {
    const side = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.valor > 0 === credit);
    if (side.length === 0) continue;
    const dates = side.map(({ l }) => l.data).sort();
    const pool = (
      await repo.candidates(db, {
        tenantId,
        contaId,
        start: windowOf(tipo, dates[0] as string).start,
        end: windowOf(tipo, dates[dates.length - 1] as string).end,
        credit,
      })
    ).sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    for (const { l, i } of side) {
      const win = windowOf(tipo, l.data);
      const inWindow = pool.slice(firstOnOrAfter(pool, win.start), firstOnOrAfter(pool, addDays(win.end, 1)));
      out[i] = suggest(asSuggested(l), inWindow).map(toApiSuggestion);
    }
  }
  return out;
}

/** The index of the first candidate dated on or after `date` (the pool sorted by date). */
function firstOnOrAfter(pool: repo.Candidate[], date: string): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool[mid] as repo.Candidate).data < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toApiSuggestion(s: Suggestion): BankSuggestion {
  return {
    payment_ids: s.records.filter((r) => r.tipo === 'pagamento').map((r) => r.id),
    expense_ids: s.records.filter((r) => r.tipo === 'despesa').map((r) => r.id),
    transfer_id: null,
    par_linha_id: null,
    linha_ids: [],
    diferenca: centavosToReais(s.diferenca),
    motivos: s.motivos,
    exata: s.exata,
    itens: s.records.map((r) => ({
      tipo: r.tipo,
      id: r.id,
      data: r.data,
      descricao: r.descricao,
      valor: centavosToReais(Math.abs(r.valor)),
      ...(r.status === 'pendente' ? { pendente: true } : {}),
    })),
  };
}

/** The same amount leaving one own account and entering another within a few days: a transfer. */
async function transferSuggestions(db: Db, tenantId: number, line: repo.LineRow): Promise<BankSuggestion[]> {
  const around = windowOf('banco', line.data);
  const [pairs, transfers, accounts] = await Promise.all([
    db
      .selectFrom('bank_lines')
      .select(['id', 'conta_id', 'data', 'descricao', 'valor'])
      .where('tenant_id', '=', tenantId)
      .where('conta_id', '!=', line.conta_id)
      .where('valor', '=', -line.valor)
      .where('situacao', '=', 'pendente')
      .where('data', '>=', around.start)
      .where('data', '<=', around.end)
      .limit(3)
      .execute(),
    db
      .selectFrom('transfers')
      .select(['id', 'data', 'descricao', 'valor', 'conta_origem_id', 'conta_destino_id'])
      .where('tenant_id', '=', tenantId)
      .where('valor', '=', Math.abs(line.valor))
      .where(line.valor > 0 ? 'conta_destino_id' : 'conta_origem_id', '=', line.conta_id)
      .where('data', '>=', around.start)
      .where('data', '<=', around.end)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bank_matches as m')
              .innerJoin('bank_lines as l', 'l.id', 'm.linha_id')
              .select('m.id')
              .whereRef('m.transfer_id', '=', 'transfers.id')
              .where('l.conta_id', '=', line.conta_id),
          ),
        ),
      )
      .limit(3)
      .execute(),
    db.selectFrom('financial_accounts').select(['id', 'nome']).where('tenant_id', '=', tenantId).execute(),
  ]);
  const nome = (contaId: number) => accounts.find((a) => a.id === contaId)?.nome ?? 'outra conta';
  const dir = (other: number) =>
    line.valor < 0
      ? `sai de ${nome(line.conta_id)} e entra em ${nome(other)}`
      : `sai de ${nome(other)} e entra em ${nome(line.conta_id)}`;
  return [
    ...transfers.map((t) => ({
      payment_ids: [],
      expense_ids: [],
      transfer_id: t.id,
      par_linha_id: null,
      linha_ids: [],
      diferenca: 0,
      motivos: [
        'mesmo valor',
        'transferência registrada',
        dir(line.valor < 0 ? t.conta_destino_id : t.conta_origem_id),
        dayWords(t.data, line.data),
      ],
      exata: true,
      itens: [
        {
          tipo: 'transferencia' as const,
          id: t.id,
          data: t.data,
          descricao: t.descricao ?? 'Transferência',
          valor: centavosToReais(Number(t.valor)),
        },
      ],
    })),
    ...pairs.map((p) => ({
      payment_ids: [],
      expense_ids: [],
      transfer_id: null,
      par_linha_id: p.id,
      linha_ids: [],
      diferenca: 0,
      motivos: ['mesmo valor', 'transferência entre contas', dir(p.conta_id), dayWords(p.data, line.data)],
      exata: true,
      itens: [
        {
          tipo: 'linha' as const,
          id: p.id,
          data: p.data,
          descricao: p.descricao,
          valor: centavosToReais(Number(p.valor)),
        },
      ],
    })),
  ];
}
