import { isUtf8 } from 'node:buffer';
import { FIELD_MSG, hasForbiddenCharacters, MSG } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/errors.js';

/**
 * Where a body, query or path holds a text no route takes (ADR 013): a control character other
 * than tab and line breaks (PostgreSQL refuses NUL, SQLite stores it), or half of a UTF-16 pair.
 * Keys are checked as well as values. Returns the field's path (`items.2.nome`) or null.
 */
export function forbiddenTextAt(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) return path || '_';
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

/**
 * The checks every route inherits before its own schema runs:
 * - JSON bodies must be valid UTF-8 (Node would store U+FFFD in place of a broken byte);
 * - no text anywhere in the body, query or path with a control character or a lone surrogate,
 *   answered with the field's name, on both databases alike;
 * - a PUT with `{}` changes nothing, and says so.
 * A route that reads its body as a stream (the backup restore, ADR 016) replaces the JSON parser in
 * its own scope; its body is never parsed here, and it checks text itself as it reads.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(validationError(MSG.invalidEncoding), undefined);
    return parseJson(request, bytes.toString('utf8'), done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = forbiddenTextAt(part);
      if (field !== null) throw validationError(MSG.invalidCharacters, { [field]: MSG.invalidCharacters });
    }
    const body = request.body;
    if (
      request.method === 'PUT' &&
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      Object.keys(body).length === 0
    ) {
      throw validationError(FIELD_MSG.nothingToUpdate);
    }
  });
});
