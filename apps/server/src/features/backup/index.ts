/** What the rest of the server uses of backups (ADR 015, ADR 031). */
export { backupRoutes } from './backup.routes.js';
export { listBackups } from './files.js';
export { runDueBackups } from './scheduler.js';
