import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/** The modules of the login screen that other screens use too: its form controls, shell and icons. */
const LOGIN_KIT =
  /[\\/]src[\\/](components[\\/]ui[\\/](alert|field|input|label|logo|password-input|theme-toggle)\.tsx|lib[\\/]theme\.ts|features[\\/]auth[\\/]components[\\/]auth-shell\.tsx)$|[\\/]lucide-react[\\/].*[\\/]icons[\\/](book-open|circle-check|eye|eye-off|info|moon|sun)\.mjs$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      // Radix's scroll lock injects <style> tags, which the server's CSP (style-src 'self') refuses.
      // This drop-in applies the same rules through constructable stylesheets instead.
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('./src/lib/csp-style-singleton.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change rarely: each in its own chunk stays cached across deploys, and a
            // screen loads only those it imports (zod, the query cache and the form library are
            // not on /login).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // What /login shares with other screens, in one file rather than nine (ADR 025).
            { name: 'login-kit', test: LOGIN_KIT, priority: 2 },
            // The app's other icons, some hundred bytes each, in one file: one file per icon put
            // each one's name in the entry's list of preloads that /login downloads (ADR 025).
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
