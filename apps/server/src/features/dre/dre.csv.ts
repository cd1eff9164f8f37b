import { DRE_LINE_SIGNS, DRE_REGIME_LABEL, type Dre, formatLocalDate, formatMonthNumeric } from '@livro-caixa/domain';
import { BOM, type Cell, cell, EOL, line, percent } from '../../lib/csv.js';

/**
 * The DRE as CSV (lib/csv.ts, ADR 023): its money in reais (`dreInReais`), written `1234,56`,
 * signed as it counts in the resultado; % of the receita bruta with two decimals. One row per line
 * of the layout, its detail rows under it (Detalhe: the category; 'Pai › Sub' a subcategory); a
 * period of several months has a column per month (mm/aaaa) before the total.
 */
export function dreToCsv(d: Dre): string {
  // A period of several months: a column per month, then the total.
  const several = d.meses.length > 1;
  const figures = (x: { valor: number; por_mes: number[] }): Cell[] => (several ? [...x.por_mes, x.valor] : [x.valor]);
  const rows: Cell[][] = [];
  for (const l of d.linhas) {
    rows.push([`${DRE_LINE_SIGNS[l.chave]} ${l.rotulo}`, null, ...figures(l), percent(l.percentual)]);
    for (const x of l.detalhes) {
      rows.push([l.rotulo, x.nome, ...figures(x), percent(x.percentual)]);
      for (const s of x.subcategorias) {
        rows.push([l.rotulo, `${x.nome} › ${s.nome}`, ...figures(s), percent(s.percentual)]);
      }
    }
  }
  const header = ['Linha', 'Detalhe', ...(several ? [...d.meses.map(formatMonthNumeric), 'Total'] : ['Valor'])];
  const lines = [
    cell('DRE — Demonstrativo de resultado'),
    cell(`Período: ${formatLocalDate(d.periodo.inicio)} a ${formatLocalDate(d.periodo.fim)}`),
    cell(DRE_REGIME_LABEL),
    '',
    line([...header, '% da receita bruta']),
    ...rows.map(line),
  ];
  return `${BOM}${lines.join(EOL)}${EOL}`;
}

/** `dre-2026-01-01-a-2026-12-31` (+ `.csv` / `.pdf`). */
export const dreFileName = (d: Dre) => `dre-${d.periodo.inicio}-a-${d.periodo.fim}`;
