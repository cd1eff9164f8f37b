import type { Tripeiro } from '@livro-caixa/domain';
import type { PendingRow } from '../../components/ui/pending-table';
import { toCentavos } from '../../lib/format';

/** One tripeiro's row, in reais (docs/product-rules.md "People's totals"). */
export interface SummaryRow extends PendingRow {
  nome: string;
  ativo: boolean;
}

export interface Summary {
  rows: SummaryRow[];
  totals: Pick<PendingRow, 'saldo' | 'comissao' | 'a_receber'>;
}

/**
 * The tripeiros summary table with its TOTAIS row, every sum in centavos: saldo pendente, the
 * commission on those pending entradas (rounded per entry) and the a receber, as the API answers
 * them.
 */
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
      saldo: t.saldo_pendente,
      comissao_percentual: t.comissao_percentual,
      comissao: t.comissao_pendente,
      a_receber: t.a_receber,
    };
  });
  return { rows, totals: { saldo: saldo / 100, comissao: comissao / 100, a_receber: receber / 100 } };
}
