import { addDays, daysBetween, formatBRL, MAX_FEE_PERCENT, searchKey } from '@livro-caixa/domain';
import type { Candidate } from './reconciliation.repository.js';

/**
 * What a bank line may be (docs/product-rules.md "Reconciliation", ADR 046), from the evidence
 * alone: the same amount, the date window of the account's kind, and words of the line's
 * description found in the record. No score: each suggestion says why, in words.
 */

/** How far from the line a record's date may be: card settlements D+1..D+30, the rest a few days either side. */
export const DAYS_AROUND = 3;
export const CARD_DAYS = 30;

export function windowOf(tipo: string, data: string): { start: string; end: string } {
  if (tipo === 'maquininha') return { start: addDays(data, -CARD_DAYS), end: addDays(data, -1) };
  return { start: addDays(data, -DAYS_AROUND), end: addDays(data, DAYS_AROUND) };
}

export interface SuggestedLine {
  id: number;
  data: string;
  /** Signed centavos. */
  valor: number;
  descricao: string;
}

export interface Suggestion {
  records: Candidate[];
  /** Records minus the line, centavos (the fee of a card settlement); 0 when exact. */
  diferenca: number;
  motivos: string[];
  exata: boolean;
  /** For the order: how many words matched, how far the dates are. */
  words: number;
  days: number;
}

const NOISE = new Set(
  `PIX TED DOC TEF RECEBIDO RECEBIDA RECEB REC ENVIADO ENVIADA TRANSF TRANSFERENCIA PAGTO PAGAMENTO PAG
  BOLETO CARTAO DEBITO CREDITO COMPRA VENDA VENDAS TARIFA DEP DEPOSITO SAQUE CONTA BANCO LTDA EIRELI
  DAS DOS DE DA DO EM PARA POR COM SEM CPF CNPJ QRCODE QR CODE ELO VISA MASTER MASTERCARD REDE CIELO
  STONE GETNET SAFRAPAY PAGSEGURO MERCADO PAGO SUMUP ANTECIPACAO LIQUIDACAO`.split(/\s+/),
);

/** The words of a line's description worth looking for: names (3+ letters) and numbers (NSU, boleto: 4+ digits). */
export function wordsOf(descricao: string): string[] {
  const words = searchKey(descricao)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => (/^\d+$/.test(w) ? w.length >= 4 : /^[A-Z]+$/.test(w) && w.length >= 3 && !NOISE.has(w)));
  return [...new Set(words)];
}

function wordHits(words: string[], record: Candidate): string[] {
  if (words.length === 0) return [];
  const hay = ` ${[record.descricao, ...record.nomes]
    .map((t) => searchKey(t).toUpperCase())
    .join(' ')
    .replace(/[^A-Z0-9]+/g, ' ')} `;
  return words.filter((w) => hay.includes(` ${w} `));
}

/** "mesmo dia", "2 dias depois", "1 dia antes": the line's date against the record's. */
export function dayWords(recordDate: string, lineDate: string): string {
  const d = daysBetween(recordDate, lineDate);
  if (d === 0) return 'mesmo dia';
  const n = Math.abs(d);
  return `${n} ${n === 1 ? 'dia' : 'dias'} ${d > 0 ? 'depois' : 'antes'}`;
}

function evidence(line: SuggestedLine, records: Candidate[], words: string[]) {
  const hits = new Set<string>();
  for (const r of records) for (const w of wordHits(words, r)) hits.add(w);
  const dates = [...new Set(records.map((r) => r.data))];
  const days = Math.max(...records.map((r) => Math.abs(daysBetween(r.data, line.data))));
  const motivos: string[] = [];
  const sum = records.reduce((n, r) => n + r.valor, 0);
  if (sum === line.valor) motivos.push(records.length === 1 ? 'mesmo valor' : `soma exata de ${records.length}`);
  else
    motivos.push(
      `${records.length === 1 ? 'valor' : `soma de ${records.length}`} menos tarifa de ${formatBRL(sum - line.valor)}`,
    );
  if (dates.length === 1) motivos.push(dayWords(dates[0] as string, line.data));
  else motivos.push(`de ${dates.length} dias`);
  for (const w of hits) motivos.push(`'${w}' na descrição`);
  if (records.some((r) => r.status === 'pendente')) motivos.push('pagamento pendente');
  if (records.some((r) => r.status === 'a_pagar'))
    motivos.push('conta a pagar em aberto: conciliar registra o pagamento');
  return { motivos, words: hits.size, days, diferenca: sum - line.valor };
}

const SEARCH_BUDGET = 4_000;
const MAX_PARTS = 6;
const MAX_POOL = 24;
const MAX_EXACT = 20;

/**
 * Ranked suggestions for one line: exact 1:1 records first (by words found, then the nearest
 * date), then, for a credit, sums of several sales (or one) whose total minus a fee of at most
 * MAX_FEE_PERCENT is the line: each day's sales together first, then a bounded search.
 */
export function suggest(line: SuggestedLine, pool: Candidate[], limit = 5): Suggestion[] {
  const words = wordsOf(line.descricao);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (records: Candidate[]) => {
    const key = records
      .map((r) => `${r.tipo}${r.id}`)
      .sort()
      .join(',');
    if (seen.has(key)) return;
    seen.add(key);
    const e = evidence(line, records, words);
    out.push({ records, ...e, exata: e.diferenca === 0 });
  };
  // The same amount: the nearest dates first, a handful at most (a common amount has hundreds).
  const exact = pool.filter((r) => r.valor === line.valor);
  if (exact.length > MAX_EXACT)
    exact.sort((a, b) => Math.abs(daysBetween(a.data, line.data)) - Math.abs(daysBetween(b.data, line.data)));
  for (const r of exact.slice(0, MAX_EXACT)) add([r]);

  if (line.valor > 0) {
    // Σ sales ≥ line and Σ − line ≤ 5 % of Σ: Σ × (100 − 5) ≤ line × 100.
    const fits = (sum: number) => sum >= line.valor && sum * (100 - MAX_FEE_PERCENT) <= line.valor * 100;
    const sales = pool.filter((r) => r.valor > 0 && r.valor * (100 - MAX_FEE_PERCENT) <= line.valor * 100);
    const byDay = new Map<string, Candidate[]>();
    for (const r of sales) {
      const day = byDay.get(r.data);
      if (day) day.push(r);
      else byDay.set(r.data, [r]);
    }
    for (const day of byDay.values()) {
      const sum = day.reduce((n, r) => n + r.valor, 0);
      if (day.length > 1 && fits(sum)) add(day);
    }
    // The nearest sales (day by day outward from the line's date), largest first, for a
    // depth-first search of sums with a budget.
    const near: Candidate[] = [];
    const days = [...byDay.keys()].sort(
      (a, b) => Math.abs(daysBetween(a, line.data)) - Math.abs(daysBetween(b, line.data)),
    );
    for (const d of days) {
      for (const r of byDay.get(d) ?? []) if (r.valor !== line.valor && near.length < MAX_POOL) near.push(r);
      if (near.length >= MAX_POOL) break;
    }
    near.sort((a, b) => b.valor - a.valor);
    let budget = SEARCH_BUDGET;
    let found = 0;
    const pick: Candidate[] = [];
    const dfs = (from: number, sum: number) => {
      if (budget-- <= 0 || found >= limit) return;
      if (pick.length && fits(sum)) {
        add([...pick]);
        found++;
        return;
      }
      if (pick.length >= MAX_PARTS) return;
      for (let i = from; i < near.length; i++) {
        const r = near[i] as Candidate;
        if (sum + r.valor > line.valor * 2) continue;
        if (sum + r.valor > (line.valor * 100) / (100 - MAX_FEE_PERCENT)) continue;
        pick.push(r);
        dfs(i + 1, sum + r.valor);
        pick.pop();
      }
    };
    dfs(0, 0);
  }

  out.sort(
    (a, b) =>
      Number(b.exata) - Number(a.exata) ||
      Number(b.records.length === 1) - Number(a.records.length === 1) ||
      b.words - a.words ||
      a.days - b.days ||
      Math.abs(a.diferenca) - Math.abs(b.diferenca),
  );
  return out.slice(0, limit);
}

/** The exact 1:1 candidates of a line (what the automatic matching links when there is only one). */
export function exactCandidates(line: SuggestedLine, pool: Candidate[]): Candidate[] {
  return pool.filter((r) => r.valor === line.valor);
}
