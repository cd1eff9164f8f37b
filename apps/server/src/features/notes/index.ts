/** What other features may use of notes and reminders (the dashboard shows both). */

export { listNotes } from './notes.service.js';
/** Their tables as a backup carries them (ADR 031). */
export { NOTE_TABLES } from './notes.table.js';
export { listReminders } from './reminders.service.js';
