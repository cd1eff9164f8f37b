/** What other features may use of the bank statement import (the rest is this folder's own). */

export { BANK_TABLES } from './bank.table.js';
export { normalizeText } from './identity.js';
export { deleteStatement, type ImportInput, importStatement, listStatements } from './statements.service.js';
