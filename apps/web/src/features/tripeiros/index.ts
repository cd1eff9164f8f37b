/**
 * What the rest of the app uses of tripeiros (ADR 029, ADR 034): the "Acertar" window, which the
 * Acertos page opens too (app/settling-route.tsx).
 */
export { SettlementModal } from './components/settlement-modal';
