import type { Payout, Settlement } from '@livro-caixa/domain';
import { formatReais } from '../../lib/format';

/**
 * The WhatsApp texts of a payout's and a settlement's receipt (issue 15): one writer for the
 * windows of /attendants and /tripeiros and the Acertos page.
 */
type PayoutHead = Pick<Payout, 'numero' | 'atendente_nome' | 'data_pagamento' | 'forma_pagamento' | 'total'>;
type SettlementHead = Pick<
  Settlement,
  'numero' | 'tripeiro_nome' | 'data_acerto' | 'forma_pagamento' | 'saldo' | 'comissao' | 'valor_entregue'
>;

export function payoutText(p: PayoutHead, formatDate: (date: string) => string): string {
  return [
    `Recibo nº ${p.numero} — pagamento de comissões`,
    `Atendente: ${p.atendente_nome}`,
    `Data: ${formatDate(p.data_pagamento)} · ${p.forma_pagamento}`,
    `Total pago: ${formatReais(p.total)}`,
  ].join('\n');
}

export function settlementText(s: SettlementHead, formatDate: (date: string) => string): string {
  return [
    `Recibo de acerto nº ${s.numero} — ${s.tripeiro_nome}`,
    `Data: ${formatDate(s.data_acerto)} · ${s.forma_pagamento}`,
    `Saldo: ${formatReais(s.saldo)}`,
    `Comissão do tripeiro: ${formatReais(s.comissao)}`,
    `Valor entregue: ${formatReais(s.valor_entregue)}`,
  ].join('\n');
}

export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
