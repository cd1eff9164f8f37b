import type { Tripeiro } from '@livro-caixa/domain';
import { toCentavos } from '../../lib/format';

/** One tripeiro's row, in reais (docs/product-rules.md "People's totals"). */
export interface SummaryRow {
  id: number;
  nome: string;
  ativo: boolean;
  /** 'Saldo Pendente': Σ valor of its pending entradas. */
  saldoPendente: number;
  comissaoPercentual: number;
  /** 'Comissão a descontar dos pendentes': Σ its pending entradas' commissions, rounded per entry. */
  comissaoPendente: number;
  /** 'A Receber': saldo pendente − comissão a descontar, what settling them collects. */
  aReceber: number;
}

export interface Summary {
  rows: SummaryRow[];
  totals: { saldoPendente: number; comissaoPendente: number; aReceber: number };
}

/** The tripeiros summary table with its TOTAIS row; every sum in centavos. */
export function summarize(tripeiros: readonly Tripeiro[]): Summary {
  let saldo = 0;
  let comissao = 0;
  let receber = 0;
  const rows = tripeiros.map((t) => {
    saldo += toCentavos(t.saldo_pendente);
    comissao += toCentavos(t.comissao_pendente);
    receber += toCentavos(t.a_receber);
    return {
      id: t.id,
      nome: t.nome,
      ativo: t.ativo === 1,
      saldoPendente: t.saldo_pendente,
      comissaoPercentual: t.comissao_percentual,
      comissaoPendente: t.comissao_pendente,
      aReceber: t.a_receber,
    };
  });
  return {
    rows,
    totals: { saldoPendente: saldo / 100, comissaoPendente: comissao / 100, aReceber: receber / 100 },
  };
}
