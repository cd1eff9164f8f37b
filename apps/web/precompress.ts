import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a network packet's worth. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every file the build
 * emits, once, at build time; the server sends the one the browser accepts as is (ADR 025,
 * apps/server/src/plugins/spa.ts). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'livro-caixa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}
