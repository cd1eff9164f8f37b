import { z } from 'zod';

// Zod's own messages (wrong type, and the like) in Portuguese; the product's texts (messages.ts) are set per field.
// Imported by the schema modules that build on schemas/fields.ts and schemas/common.ts, not by
// index.ts: a screen that only needs MSG or money helpers does not load zod (ADR 025).
z.config(z.locales.pt());
