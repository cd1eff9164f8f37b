/** What other features may use of tripeiros (the rest is this folder's own). */
export { listTripeiros } from './tripeiros.repository.js';
/** Its tables as a backup carries them (ADR 031). */
export { TRIPEIRO_TABLES } from './tripeiros.table.js';
