import {
  CATEGORY_GROUPS,
  type CategoryGroup,
  categoryKey,
  centavosToReais,
  DRE_DETAIL_LABELS,
  DRE_LINE_LABELS,
  DRE_LINES,
  DRE_SUBTOTALS,
  type Dre,
  type DreDetail,
  type DreLine,
  type DreLineKey,
  type DreQuery,
  monthOf,
  monthsBetween,
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { type Period, percentage, periodSums } from '../../ledger/period.js';
import {
  type CategoryOfDre,
  categoriesOf,
  companyOf,
  descontosByMonth,
  expensesByCategory,
  expensesByCategoryAndMonth,
  type PaymentMonth,
  paymentsByMonth,
} from './dre.repository.js';

/**
 * The DRE (docs/product-rules.md "DRE", ADR 052), by competência: each record on its own date, the
 * same sums as the dashboard and the closing (ledger/period.ts), split by the categories' DRE
 * groups. Built in centavos (the PDF draws them); `dreInReais` gives the API's answer.
 */

const collator = new Intl.Collator('pt-BR');

interface Detail {
  nome: string;
  valor: number;
  subs: Map<string, number>;
}

/** Where an expense category's name goes: its group, and the detail line it adds to. */
interface Place {
  group: CategoryGroup;
  /** The detail line: the category, its parent (a same-group subcategory), or 'Pai › Sub'. */
  detail: string;
  /** Set for a subcategory listed under its parent's line. */
  sub: string | null;
}

/**
 * Places each category name once per request (every month's bucket names the same ones): a
 * category in its own group; its subcategory of the same group under it; a subcategory of another
 * group than its parent's as 'Pai › Sub' in its own group. A name no category has (none should:
 * the ledger checks it, ADR 048) counts under 'outras'.
 */
function placer(categories: CategoryOfDre[]): (nome: string) => Place {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const byName = new Map(categories.map((c) => [c.nome, c]));
  let byKey: Map<string, CategoryOfDre> | undefined;
  const places = new Map<string, Place>();
  return (nome) => {
    const known = places.get(nome);
    if (known) return known;
    byKey ??= new Map(categories.map((c) => [categoryKey(c.nome), c]));
    const category = byName.get(nome) ?? byKey.get(categoryKey(nome));
    const group = category?.grupo ?? 'outras';
    const parent = category?.parent_id ? byId.get(category.parent_id) : undefined;
    const place: Place =
      parent && parent.grupo === group
        ? { group, detail: parent.nome, sub: nome }
        : { group, detail: parent ? `${parent.nome} › ${nome}` : nome, sub: null };
    places.set(nome, place);
    return place;
  };
}

/** The expenses of `byCategory` per DRE group, as detail lines (see `placer`). */
function groupsOf(byCategory: Map<string, number>, place: (nome: string) => Place) {
  const groups = new Map<CategoryGroup, Map<string, Detail>>(CATEGORY_GROUPS.map((g) => [g, new Map()]));
  for (const [nome, valor] of byCategory) {
    const { group, detail, sub } = place(nome);
    const details = groups.get(group) as Map<string, Detail>;
    const line = details.get(detail) ?? { nome: detail, valor: 0, subs: new Map() };
    details.set(detail, line);
    line.valor += valor;
    if (sub) line.subs.set(sub, (line.subs.get(sub) ?? 0) + valor);
  }
  return groups;
}

const largestFirst = (a: { nome: string; valor: number }, b: { nome: string; valor: number }) =>
  b.valor - a.valor || collator.compare(a.nome, b.nome);

/**
 * What one DRE is made of, in centavos: the payments' sums and the expenses per category name.
 * `revenue` is every confirmed entrada (the dashboard's), `descontos` the part of it that is the
 * bills' descontos obtidos (a receita financeira, not a sale).
 */
interface Bucket {
  revenue: number;
  descontos: number;
  confirmedSaidas: number;
  attendantCommissions: number;
  tripeiroCommissions: number;
  byCategory: Map<string, number>;
}

/** The lines of the DRE of `b` (without `por_mes`): every figure signed as it counts in the resultado. */
function linesOf(b: Bucket, place: (nome: string) => Place): DreLine[] {
  const groups = groupsOf(b.byCategory, place);
  const pct = (valor: number) => percentage(valor, b.revenue - b.descontos);

  /** A group's detail lines, negated (they are subtracted), largest first; `extra` after the categories. */
  const detailsOf = (group: CategoryGroup, extra: Array<{ nome: string; valor: number }> = []): DreDetail[] => {
    const categoryLines = [...(groups.get(group) as Map<string, Detail>).values()].sort(largestFirst);
    return [
      ...categoryLines.map((d) => ({
        nome: d.nome,
        valor: -d.valor,
        percentual: pct(-d.valor),
        por_mes: [],
        subcategorias: [...d.subs]
          .map(([nome, valor]) => ({ nome, valor }))
          .sort(largestFirst)
          .map((x) => ({ nome: x.nome, valor: -x.valor, percentual: pct(-x.valor), por_mes: [] })),
      })),
      ...extra
        .filter((e) => e.valor !== 0)
        .map((e) => ({ nome: e.nome, valor: -e.valor, percentual: pct(-e.valor), por_mes: [], subcategorias: [] })),
    ];
  };

  const lines: DreLine[] = [];
  const total = (details: DreDetail[]) => details.reduce((n, d) => n + d.valor, 0);
  const push = (chave: DreLineKey, valor: number, detalhes: DreDetail[] = []) => {
    lines.push({
      chave,
      rotulo: DRE_LINE_LABELS[chave],
      subtotal: DRE_SUBTOTALS.has(chave),
      valor,
      percentual: pct(valor),
      por_mes: [],
      detalhes,
    });
    return valor;
  };
  const group = (chave: DreLineKey, details: DreDetail[]) => push(chave, total(details), details);

  const bruta = push('receita_bruta', b.revenue - b.descontos);
  const liquida = push('receita_liquida', bruta + group('deducoes', detailsOf('deducoes')));
  const variaveis = detailsOf('custos_variaveis', [
    { nome: DRE_DETAIL_LABELS.comissoesAtendentes, valor: b.attendantCommissions },
    { nome: DRE_DETAIL_LABELS.comissoesTripeiros, valor: b.tripeiroCommissions },
  ]);
  const margem = push('margem_contribuicao', liquida + group('custos_variaveis', variaveis));
  const fixas = group('despesas_fixas', detailsOf('despesas_fixas'));
  const pessoal = group('pessoal', detailsOf('pessoal'));
  const outras = group('outras', detailsOf('outras', [{ nome: DRE_DETAIL_LABELS.saidas, valor: b.confirmedSaidas }]));
  const operacional = push('resultado_operacional', margem + fixas + pessoal + outras);
  // A desconto obtido adds to the resultado financeiro (an extra is subtracted: its valor negated).
  const financeiras = detailsOf('financeiras', [{ nome: DRE_DETAIL_LABELS.descontosObtidos, valor: -b.descontos }]);
  push('resultado', operacional + group('financeiras', financeiras));
  // The layout's order (a subtotal is pushed once the groups above it are).
  const order = new Map(DRE_LINES.map((k, i) => [k, i]));
  return lines.sort((x, y) => (order.get(x.chave) ?? 0) - (order.get(y.chave) ?? 0));
}

/**
 * Each line's, detail's and subcategory's figure per month of the period (`por_mes`, in the order
 * of `meses`; 0 where a month has none): the DRE of each month, matched by line and by name.
 */
function withMonths(lines: DreLine[], months: DreLine[][]): DreLine[] {
  const named = <T extends { nome: string; valor: number }>(xs: T[] | undefined, nome: string) =>
    xs?.find((x) => x.nome === nome)?.valor ?? 0;
  return lines.map((l, i) => {
    const monthly = months.map((m) => m[i] as DreLine);
    return {
      ...l,
      por_mes: monthly.map((m) => m.valor),
      detalhes: l.detalhes.map((d) => {
        const details = monthly.map((m) => m.detalhes.find((x) => x.nome === d.nome));
        return {
          ...d,
          por_mes: details.map((x) => x?.valor ?? 0),
          subcategorias: d.subcategorias.map((sub) => ({
            ...sub,
            por_mes: details.map((x) => named(x?.subcategorias, sub.nome)),
          })),
        };
      }),
    };
  });
}

/**
 * The period's buckets: one month, the sums the dashboard and the closing read (`periodSums`) and
 * the expenses per category; several, the same rollups grouped by month, and the period as their
 * sum (the same rows added in another order: the same centavos).
 */
async function bucketsOf(db: Executor, period: Period, meses: string[]): Promise<{ total: Bucket; months: Bucket[] }> {
  if (meses.length === 1) {
    const [sums, byCategory, descontos] = await Promise.all([
      periodSums(db, period),
      expensesByCategory(db, period),
      descontosByMonth(db, period),
    ]);
    const total = { ...sums, descontos: descontos.get(meses[0] as string) ?? 0, byCategory };
    return { total, months: [total] };
  }
  const [payments, expenses, descontos] = await Promise.all([
    paymentsByMonth(db, period),
    expensesByCategoryAndMonth(db, period),
    descontosByMonth(db, period),
  ]);
  const months = meses.map((m) => ({
    ...(payments.get(m) ?? NO_PAYMENTS),
    descontos: descontos.get(m) ?? 0,
    byCategory: expenses.get(m) ?? new Map(),
  }));
  const total: Bucket = { ...NO_PAYMENTS, descontos: 0, byCategory: new Map() };
  for (const m of months) {
    total.revenue += m.revenue;
    total.descontos += m.descontos;
    total.confirmedSaidas += m.confirmedSaidas;
    total.attendantCommissions += m.attendantCommissions;
    total.tripeiroCommissions += m.tripeiroCommissions;
    for (const [nome, valor] of m.byCategory) total.byCategory.set(nome, (total.byCategory.get(nome) ?? 0) + valor);
  }
  return { total, months };
}

/**
 * The DRE of [startDate, endDate] in centavos, with each figure per month of the period (ADR 052):
 * its resultado is the dashboard's and the closing's net profit, read from the same rollups.
 */
export async function dreInCentavos(db: Executor, tenantId: number, q: DreQuery, now: Date): Promise<Dre> {
  const period = { tenantId, start: q.startDate, end: q.endDate };
  const meses = monthsBetween(monthOf(q.startDate), monthOf(q.endDate));
  const [buckets, categories] = await Promise.all([bucketsOf(db, period, meses), categoriesOf(db, tenantId)]);
  const place = placer(categories);
  const lines = linesOf(buckets.total, place);
  const months = meses.length === 1 ? [lines] : buckets.months.map((b) => linesOf(b, place));
  const line = (chave: DreLineKey) => (lines.find((l) => l.chave === chave) as DreLine).valor;
  const revenue = line('receita_bruta');
  return {
    periodo: { inicio: q.startDate, fim: q.endDate },
    regime: 'competencia',
    gerado_em: now.toISOString(),
    meses,
    linhas: withMonths(lines, months),
    receita_bruta: revenue,
    margem_contribuicao: line('margem_contribuicao'),
    margem_contribuicao_percentual: percentage(line('margem_contribuicao'), revenue),
    resultado: line('resultado'),
    resultado_percentual: percentage(line('resultado'), revenue),
  };
}

const NO_PAYMENTS: PaymentMonth = { revenue: 0, confirmedSaidas: 0, attendantCommissions: 0, tripeiroCommissions: 0 };

/** The DRE with its money in reais (the API's answer). */
export function dreInReais(d: Dre): Dre {
  const r = centavosToReais;
  return {
    ...d,
    linhas: d.linhas.map((l) => ({
      ...l,
      valor: r(l.valor),
      por_mes: l.por_mes.map(r),
      detalhes: l.detalhes.map((x) => ({
        ...x,
        valor: r(x.valor),
        por_mes: x.por_mes.map(r),
        subcategorias: x.subcategorias.map((s) => ({ ...s, valor: r(s.valor), por_mes: s.por_mes.map(r) })),
      })),
    })),
    receita_bruta: r(d.receita_bruta),
    margem_contribuicao: r(d.margem_contribuicao),
    resultado: r(d.resultado),
  };
}

export { companyOf };
