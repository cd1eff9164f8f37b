/**
 * Zod's JIT probes `new Function` (even while building schemas), which the CSP (no 'unsafe-eval')
 * reports as a violation. This module is imported first in main.tsx, before any schema exists.
 *
 * It turns the JIT off without importing zod: zod keeps its settings on
 * `globalThis.__zod_globalConfig` and takes an object already there (node_modules/zod/v4/core/core.js),
 * so zod loads only with the screens that use it and the login screen does not carry it
 * (ADR 025). zod-setup.test.tsx fails if a zod upgrade stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
