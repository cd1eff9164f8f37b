import type { RouteCase } from './harness.js';
import { seedNote, seedReminder } from './seeds.js';

/** Notes and reminders. */
export const notesRoutes: RouteCase[] = [
  { method: 'GET', path: '/api/notes', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/notes', access: 'user', ok: 201, body: () => ({ content: 'Oi' }) },
  { method: 'PUT', path: '/api/notes/:id', access: 'user', ok: 200, seed: seedNote, body: () => ({ is_pinned: true }) },
  { method: 'DELETE', path: '/api/notes/:id', access: 'user', ok: 204, seed: seedNote },
  { method: 'GET', path: '/api/reminders', access: 'user', ok: 200 },
  { method: 'POST', path: '/api/reminders', access: 'user', ok: 201, body: () => ({ title: 'Oi' }) },
  {
    method: 'PUT',
    path: '/api/reminders/:id',
    access: 'user',
    ok: 200,
    seed: seedReminder,
    body: () => ({ status: 'completed' }),
  },
  { method: 'DELETE', path: '/api/reminders/:id', access: 'user', ok: 204, seed: seedReminder },
];
