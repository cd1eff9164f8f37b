import { PayoutModal } from '../features/attendants/index';
import { SettlingPage } from '../features/settling/settling-page';
import { SettlementModal } from '../features/tripeiros/index';

/**
 * The Acertos page with the two windows its 'Pagar comissões' and 'Novo acerto' open (issue 20).
 * Put together here, not in settling: attendants and tripeiros import settling for their windows'
 * pieces, so settling importing their windows back would be a cycle (ADR 029, ADR 034).
 */
export function SettlingRoute() {
  return <SettlingPage payoutWindow={PayoutModal} settlementWindow={SettlementModal} />;
}
