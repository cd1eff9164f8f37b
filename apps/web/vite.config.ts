import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        // React + router change rarely: their own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
