import type { Tripeiro } from '@livro-caixa/domain';
import { toCentavos } from '../../lib/format';

export interface SummaryRow {
  id: number;
  nome: string;
  ativo: boolean;
  /** 'Total de Pagamentos': the pending balance (ADR 004), in reais. */
  totalPagamentos: number;
  comissaoPercentual: number;
  totalComissao: number;
  /** max(0, pending balance − total commissions) (spec §9). */
  valorReceber: number;
}

export interface Summary {
  rows: SummaryRow[];
  totals: { totalPagamentos: number; totalComissao: number; valorReceber: number };
}

/** The tripeiros summary table with its TOTAIS row; every sum in centavos. */
export function summarize(tripeiros: readonly Tripeiro[]): Summary {
  let pagamentos = 0;
  let comissao = 0;
  let receber = 0;
  const rows = tripeiros.map((t) => {
    const saldo = toCentavos(t.saldo_pendente);
    const commissions = toCentavos(t.total_commissions);
    const toReceive = Math.max(0, saldo - commissions);
    pagamentos += saldo;
    comissao += commissions;
    receber += toReceive;
    return {
      id: t.id,
      nome: t.nome,
      ativo: t.ativo === 1,
      totalPagamentos: saldo / 100,
      comissaoPercentual: t.comissao_percentual,
      totalComissao: commissions / 100,
      valorReceber: toReceive / 100,
    };
  });
  return {
    rows,
    totals: { totalPagamentos: pagamentos / 100, totalComissao: comissao / 100, valorReceber: receber / 100 },
  };
}
