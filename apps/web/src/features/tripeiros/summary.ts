import type { Tripeiro } from '@livro-caixa/domain';
import { toCentavos } from '../../lib/format';

export interface SummaryRow {
  id: number;
  nome: string;
  ativo: boolean;
  /** 'Saldo Pendente': Σ valor of its pending entradas (docs/product-rules.md 'People's totals'), in reais. */
  saldoPendente: number;
  comissaoPercentual: number;
  totalComissao: number;
  /** max(0, pending balance − total commissions) (spec §9). */
  valorReceber: number;
}

export interface Summary {
  rows: SummaryRow[];
  totals: { saldoPendente: number; totalComissao: number; valorReceber: number };
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
      saldoPendente: saldo / 100,
      comissaoPercentual: t.comissao_percentual,
      totalComissao: commissions / 100,
      valorReceber: toReceive / 100,
    };
  });
  return {
    rows,
    totals: { saldoPendente: pagamentos / 100, totalComissao: comissao / 100, valorReceber: receber / 100 },
  };
}
