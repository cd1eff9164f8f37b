/** What other features may use of attendants (the rest is this folder's own). */
export { listAttendants } from './attendants.repository.js';
/** Its table as a backup carries it (ADR 031). */
export { attendantsTable } from './attendants.table.js';
