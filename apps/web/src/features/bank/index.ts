/**
 * What the rest of the app uses of the bank statement import (ADR 045): the import dialog, the
 * list of imports with Desfazer, and the rules panel (the Conciliação page embeds them).
 */
export { BankRulesPanel } from './components/bank-rules-panel';
export { ImportStatementDialog } from './components/import-statement-dialog';
export { StatementsList } from './components/statements-list';
