import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every path that is not a file and not under /api (client-side routes).
 */
export const spaPlugin = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  const hasSpa = existsSync(join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
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
