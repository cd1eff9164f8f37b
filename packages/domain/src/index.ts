import { z } from 'zod';

// Zod's own messages (wrong type, and the like) in Portuguese; the spec's texts are set per field.
z.config(z.locales.pt());

export * from './cnpj.js';
export * from './company-types.js';
export * from './dates.js';
export * from './extenso.js';
export * from './figures.js';
export * from './messages.js';
export * from './money.js';
export * from './percent.js';
export * from './pix.js';
export * from './schemas/admin.js';
export * from './schemas/auth.js';
export * from './schemas/closing.js';
export * from './schemas/common.js';
export * from './schemas/dashboard.js';
export * from './schemas/expenses.js';
export * from './schemas/fields.js';
export * from './schemas/notes.js';
export * from './schemas/payments.js';
export * from './schemas/payouts.js';
export * from './schemas/people.js';
export * from './schemas/reports.js';
export * from './schemas/settings.js';
