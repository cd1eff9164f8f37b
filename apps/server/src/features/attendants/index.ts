/** What other features may use of attendants (the rest is this folder's own). */
export { listAttendants } from './attendants.repository.js';
