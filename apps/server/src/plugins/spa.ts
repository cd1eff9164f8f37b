import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every path that is not a file and not under /api (client-side routes).
 * The build writes a .br and a .gz next to each asset (apps/web/vite.config.ts); the one the
 * browser accepts is sent as is, with no compression work per request (ADR 025).
 */
export const spaPlugin = fp<{ root: string }>(async (app: FastifyInstance, options) => {
  const root = resolve(options.root);
  const hasSpa = existsSync(join(root, 'index.html'));
  // Vite names every file under assets/ by its content hash: a new build never reuses a name.
  const hashedAssets = join(root, 'assets') + sep;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the interface');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !hasSpa ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: MSG.routeNotFound });
    }
    // A file-like path that does not exist (e.g. an old hashed asset) is a real 404.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: MSG.routeNotFound });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
