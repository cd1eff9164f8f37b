/**
 * What the rest of the app uses of attendants (ADR 029, ADR 034): the "Pagar comissões" window,
 * which the Acertos page opens too (app/settling-route.tsx).
 */
export { PayoutModal } from './components/payout-modal';
