import { z } from 'zod';

// Zod's JIT probes `new Function` (even while building schemas), which the CSP (no 'unsafe-eval')
// reports as a violation. This module is imported first in main.tsx, before any schema exists.
z.config({ jitless: true });
