/** What other features may use of tripeiros (the rest is this folder's own). */
export { listTripeiros } from './tripeiros.repository.js';
