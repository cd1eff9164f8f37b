/** What other features use of the closings (ADR 015): the admin area lists and reopens any company's months. */
export { listTenantClosings, reopenMonth } from './closings.service.js';
/** Its table as a backup carries it (ADR 031). */
export { closingsTable } from './closings.table.js';
