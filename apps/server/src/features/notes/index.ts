/** What other features may use of notes and reminders (the dashboard shows both). */

export { listNotes } from './notes.service.js';
export { listReminders } from './reminders.service.js';
