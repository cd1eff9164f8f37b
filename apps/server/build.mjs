// Bundles the server into dist/main.js and dist/documents.worker.js: our code and the domain package (TypeScript source) go
// in; every npm dependency stays an import, resolved from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@livro-caixa/'));

await build({
  // The document threads' file is bundled on its own (lib/documents.ts, ADR 033).
  entryPoints: ['src/main.ts', 'src/documents.worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
