import { type ApiErrorBody, MSG } from '@livro-caixa/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

type Issue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** zod issues → `{ field: message }`, first message per field; unknown fields are named too. */
function fieldsOf(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) fields[key] ??= MSG.unknownField;
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? MSG.invalidRequest;
  }
  return fields;
}

function send(reply: import('fastify').FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).send(body);
}

/** One handler turns every failure into the error model of ADR 003 and the README; nothing internal leaks. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return send(reply, error.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation as unknown as Issue[]);
      const first = Object.values(fields)[0] ?? MSG.invalidRequest;
      return send(reply, 400, { error: 'VALIDATION', message: first, fields });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { error: 'PAYLOAD_TOO_LARGE', message: MSG.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { error: 'VALIDATION', message: MSG.invalidJson });
    }
    if (error instanceof SyntaxError) {
      return send(reply, 400, { error: 'VALIDATION', message: MSG.invalidJson });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { error: 'VALIDATION', message: MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: 'INTERNAL', message: MSG.internal });
  });
});
