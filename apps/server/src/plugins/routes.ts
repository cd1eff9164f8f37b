import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../lib/actor.js';
import { dataOf, idParams } from '../lib/schemas.js';
import { type Auth, actorOf, authOf } from './auth.js';

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Sends a file to download (a CSV, a PDF, a backup) under the name the browser saves it as. */
export function sendAttachment(reply: FastifyReply, type: string, name: string, body: unknown) {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);
}

/**
 * The routes of one kind of row, in the API's one shape: `GET path/:id`, `PUT path/:id` and
 * `POST path` answer `{ data: item }` (the POST with 201), `DELETE path/:id` answers 204. Each call
 * registers one route at once, so the routes keep the order they are written in (the order of the
 * API docs).
 */
export function rowRoutes<Item extends z.ZodType>(app: ZodApp, path: string, tags: string[], item: Item) {
  // The response is checked where each route's service is passed in (`Row`); typed as any schema
  // here, where TypeScript cannot resolve Fastify's reply type for a generic `Item`.
  const data: z.ZodType = dataOf(item);
  type Row = Promise<z.input<Item>>;
  return {
    /** `GET path`: a page of the session company's rows, as the query filters them. */
    list<Query extends z.ZodType, List extends z.ZodType>(
      summary: string,
      querystring: Query,
      response: List,
      load: (query: z.output<Query>, auth: Auth) => Promise<z.input<List>>,
    ) {
      const page: z.ZodType = response;
      app.get(path, { schema: { tags, summary, querystring, response: { 200: page } } }, async (request) =>
        load(request.query as z.output<Query>, authOf(request)),
      );
    },
    /** `GET path/:id`: one row of the session's company. */
    get(summary: string, load: (tenantId: number, id: number) => Row) {
      app.get(
        `${path}/:id`,
        { schema: { tags, summary, params: idParams, response: { 200: data } } },
        async (request) => ({ data: await load(authOf(request).tenantId, request.params.id) }),
      );
    },
    /** `POST path`: 201 with the row created. */
    create<Body extends z.ZodType>(summary: string, body: Body, create: (actor: Actor, input: z.output<Body>) => Row) {
      app.post(path, { schema: { tags, summary, body, response: { 201: data } } }, async (request, reply) =>
        reply.status(201).send({ data: await create(actorOf(request), request.body as z.output<Body>) }),
      );
    },
    /** `PUT path/:id`: the row as changed. */
    update<Body extends z.ZodType>(
      summary: string,
      body: Body,
      update: (actor: Actor, id: number, input: z.output<Body>) => Row,
    ) {
      app.put(
        `${path}/:id`,
        { schema: { tags, summary, params: idParams, body, response: { 200: data } } },
        async (request) => ({
          data: await update(actorOf(request), request.params.id, request.body as z.output<Body>),
        }),
      );
    },
    /** `DELETE path/:id`: 204, no body. */
    remove(summary: string, remove: (actor: Actor, id: number) => Promise<unknown>) {
      app.delete(`${path}/:id`, { schema: { tags, summary, params: idParams } }, async (request, reply) => {
        await remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      });
    },
  };
}
