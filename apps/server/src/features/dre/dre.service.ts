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
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { percentage, periodSums } from '../../ledger/period.js';
import { type CategoryOfDre, categoriesOf, companyOf, expensesByCategory } from './dre.repository.js';

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

/**
 * The period's expenses per DRE group, each as detail lines: a category (its subcategories of the
 * same group inside it), a subcategory of another group than its parent's as 'Pai › Sub'. A name
 * no category has (none should: the ledger checks it, ADR 048) counts under 'outras'.
 */
function groupsOf(byCategory: Map<string, number>, categories: CategoryOfDre[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const byName = new Map(categories.map((c) => [c.nome, c]));
  const byKey = new Map(categories.map((c) => [categoryKey(c.nome), c]));
  const groups = new Map<CategoryGroup, Map<string, Detail>>(CATEGORY_GROUPS.map((g) => [g, new Map()]));
  const detail = (group: CategoryGroup, nome: string) => {
    const details = groups.get(group) as Map<string, Detail>;
    const found = details.get(nome) ?? { nome, valor: 0, subs: new Map() };
    details.set(nome, found);
    return found;
  };
  for (const [nome, valor] of byCategory) {
    const category = byName.get(nome) ?? byKey.get(categoryKey(nome));
    const group = category?.grupo ?? 'outras';
    const parent = category?.parent_id ? byId.get(category.parent_id) : undefined;
    if (parent && parent.grupo === group) {
      const main = detail(group, parent.nome);
      main.valor += valor;
      main.subs.set(nome, (main.subs.get(nome) ?? 0) + valor);
    } else {
      detail(group, parent ? `${parent.nome} › ${nome}` : nome).valor += valor;
    }
  }
  return groups;
}

const largestFirst = (a: { nome: string; valor: number }, b: { nome: string; valor: number }) =>
  b.valor - a.valor || collator.compare(a.nome, b.nome);

/** The DRE of [startDate, endDate] in centavos: every figure signed as it counts in the resultado. */
export async function dreInCentavos(db: Executor, tenantId: number, q: DreQuery, now: Date): Promise<Dre> {
  const period = { tenantId, start: q.startDate, end: q.endDate };
  const [sums, byCategory, categories] = await Promise.all([
    periodSums(db, period),
    expensesByCategory(db, period),
    categoriesOf(db, tenantId),
  ]);
  const groups = groupsOf(byCategory, categories);
  const revenue = sums.revenue;
  const pct = (valor: number) => percentage(valor, revenue);

  /** A group's detail lines, negated (they are subtracted), largest first; `extra` after the categories. */
  const detailsOf = (group: CategoryGroup, extra: Array<{ nome: string; valor: number }> = []): DreDetail[] => {
    const categoryLines = [...(groups.get(group) as Map<string, Detail>).values()].sort(largestFirst);
    return [
      ...categoryLines.map((d) => ({
        nome: d.nome,
        valor: -d.valor,
        percentual: pct(-d.valor),
        subcategorias: [...d.subs]
          .map(([nome, valor]) => ({ nome, valor }))
          .sort(largestFirst)
          .map((s) => ({ nome: s.nome, valor: -s.valor, percentual: pct(-s.valor) })),
      })),
      ...extra
        .filter((e) => e.valor !== 0)
        .map((e) => ({ nome: e.nome, valor: -e.valor, percentual: pct(-e.valor), subcategorias: [] })),
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
      detalhes,
    });
    return valor;
  };
  const group = (chave: DreLineKey, details: DreDetail[]) => push(chave, total(details), details);

  const bruta = push('receita_bruta', revenue);
  const liquida = push('receita_liquida', bruta + group('deducoes', detailsOf('deducoes')));
  const variaveis = detailsOf('custos_variaveis', [
    { nome: DRE_DETAIL_LABELS.comissoesAtendentes, valor: sums.attendantCommissions },
    { nome: DRE_DETAIL_LABELS.comissoesTripeiros, valor: sums.tripeiroCommissions },
  ]);
  const margem = push('margem_contribuicao', liquida + group('custos_variaveis', variaveis));
  const fixas = group('despesas_fixas', detailsOf('despesas_fixas'));
  const pessoal = group('pessoal', detailsOf('pessoal'));
  const outras = group(
    'outras',
    detailsOf('outras', [{ nome: DRE_DETAIL_LABELS.saidas, valor: sums.confirmedSaidas }]),
  );
  const operacional = push('resultado_operacional', margem + fixas + pessoal + outras);
  const resultado = push('resultado', operacional + group('financeiras', detailsOf('financeiras')));
  // The layout's order (a subtotal is pushed once the groups above it are).
  const order = new Map(DRE_LINES.map((k, i) => [k, i]));
  lines.sort((a, b) => (order.get(a.chave) ?? 0) - (order.get(b.chave) ?? 0));

  return {
    periodo: { inicio: q.startDate, fim: q.endDate },
    regime: 'competencia',
    gerado_em: now.toISOString(),
    linhas: lines,
    receita_bruta: bruta,
    margem_contribuicao: margem,
    margem_contribuicao_percentual: pct(margem),
    resultado,
    resultado_percentual: pct(resultado),
  };
}

/** The DRE with its money in reais (the API's answer). */
export function dreInReais(d: Dre): Dre {
  const r = centavosToReais;
  return {
    ...d,
    linhas: d.linhas.map((l) => ({
      ...l,
      valor: r(l.valor),
      detalhes: l.detalhes.map((x) => ({
        ...x,
        valor: r(x.valor),
        subcategorias: x.subcategorias.map((s) => ({ ...s, valor: r(s.valor) })),
      })),
    })),
    receita_bruta: r(d.receita_bruta),
    margem_contribuicao: r(d.margem_contribuicao),
    resultado: r(d.resultado),
  };
}

export { companyOf };
