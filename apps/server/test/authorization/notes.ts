import type { RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { seedNote, seedReminder } from './seeds.js';

/** Notes and reminders. */
export const notesRoutes: RouteCase[] = [
  userRoute('GET /api/notes', 200),
  userRoute('POST /api/notes', 201, { body: () => ({ content: 'Oi' }) }),
  userRoute('PUT /api/notes/:id', 200, { seed: seedNote, body: () => ({ is_pinned: true }) }),
  userRoute('DELETE /api/notes/:id', 204, { seed: seedNote }),
  userRoute('GET /api/reminders', 200),
  userRoute('POST /api/reminders', 201, { body: () => ({ title: 'Oi' }) }),
  userRoute('PUT /api/reminders/:id', 200, { seed: seedReminder, body: () => ({ status: 'completed' }) }),
  userRoute('DELETE /api/reminders/:id', 204, { seed: seedReminder }),
];
