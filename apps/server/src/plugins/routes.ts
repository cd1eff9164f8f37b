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
import { dataOf, idempotencyHeaders, idParams } from '../lib/schemas.js';
import { type Auth, actorOf, authOf, todayOf } from './auth.js';

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A feature's routes as a plugin for `api.register`: `register` adds them on the instance typed by
 * their zod schemas, and is handed the OpenAPI tags they are listed under in the API docs.
 */
export function routePlugin(tags: string[], register: (app: ZodApp, tags: string[]) => void | Promise<void>) {
  return async (fastify: FastifyInstance) => register(fastify.withTypeProvider<ZodTypeProvider>(), tags);
}

/** Sends a file to download (a CSV, a PDF, a backup) under the name the browser saves it as. */
export function sendAttachment(reply: FastifyReply, type: string, name: string, body: unknown) {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);
}

/** A PDF (a receipt, a closing) to download. */
export function sendPdf(reply: FastifyReply, name: string, pdf: unknown) {
  return sendAttachment(reply, 'application/pdf', name, pdf);
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
      load: (query: z.output<Query>, auth: Auth, today: () => string) => Promise<z.input<List>>,
    ) {
      const page: z.ZodType = response;
      app.get(path, { schema: { tags, summary, querystring, response: { 200: page } } }, async (request) =>
        load(request.query as z.output<Query>, authOf(request), () => todayOf(request)),
      );
    },
    /** `GET path/:id`: one row of the session's company (`today()`: the session's day, for a figure "as of today"). */
    get(summary: string, load: (tenantId: number, id: number, today: () => string) => Row) {
      app.get(
        `${path}/:id`,
        { schema: { tags, summary, params: idParams, response: { 200: data } } },
        async (request) => ({ data: await load(authOf(request).tenantId, request.params.id, () => todayOf(request)) }),
      );
    },
    /** `GET path/export`: the rows the query filters, as a CSV file streamed line by line. */
    csv<Query extends z.ZodType>(
      summary: string,
      querystring: Query,
      make: (tenantId: number, query: z.output<Query>) => { name: string; stream: unknown },
    ) {
      app.get(`${path}/export`, { schema: { tags, summary, querystring } }, async (request, reply) => {
        const { name, stream } = make(authOf(request).tenantId, request.query as z.output<Query>);
        return sendAttachment(reply, 'text/csv; charset=utf-8', name, stream);
      });
    },
    /** `POST path`: 201 with the row created. */
    create<Body extends z.ZodType>(
      summary: string,
      body: Body,
      create: (actor: Actor, input: z.output<Body>, today: () => string) => Row,
    ) {
      app.post(path, { schema: { tags, summary, body, response: { 201: data } } }, async (request, reply) =>
        reply
          .status(201)
          .send({ data: await create(actorOf(request), request.body as z.output<Body>, () => todayOf(request)) }),
      );
    },
    /**
     * `POST path` with an `Idempotency-Key`: 201 with the body the service answers, the same for
     * every request with the key.
     */
    createOnce<Body extends z.ZodType>(
      summary: string,
      body: Body,
      create: (actor: Actor, input: z.output<Body>, key: string | undefined) => Promise<{ body: unknown }>,
    ) {
      app.post(
        path,
        { schema: { tags, summary, headers: idempotencyHeaders, body, response: { 201: data } } },
        async (request, reply) => {
          const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
          const result = await create(actorOf(request), request.body as z.output<Body>, key);
          return reply.status(201).send(result.body);
        },
      );
    },
    /**
     * `POST path/:id/<action>` (a reversal, a match): the row as the action left it; `status` 201
     * where the action creates something of its own (an entry from a bank line).
     */
    action<Body extends z.ZodType>(
      action: string,
      summary: string,
      body: Body,
      run: (actor: Actor, id: number, input: z.output<Body>) => Row,
      status: 200 | 201 = 200,
    ) {
      app.post(
        `${path}/:id/${action}`,
        { schema: { tags, summary, params: idParams, body, response: { [status]: data } } },
        async (request, reply) =>
          reply
            .status(status)
            .send({ data: await run(actorOf(request), request.params.id, request.body as z.output<Body>) }),
      );
    },
    /** `DELETE path/:id/<action>`: the action undone, the row as it left it. */
    undo(action: string, summary: string, run: (actor: Actor, id: number) => Row) {
      app.delete(
        `${path}/:id/${action}`,
        { schema: { tags, summary, params: idParams, response: { 200: data } } },
        async (request) => ({ data: await run(actorOf(request), request.params.id) }),
      );
    },
    /** `GET path/:id/pdf`: the row's document (a receipt) to download. */
    pdf(summary: string, make: (actor: Actor, id: number) => Promise<{ name: string; pdf: unknown }>) {
      app.get(`${path}/:id/pdf`, { schema: { tags, summary, params: idParams } }, async (request, reply) => {
        const { name, pdf } = await make(actorOf(request), request.params.id);
        return sendPdf(reply, name, pdf);
      });
    },
    /** `PUT path/:id`: the row as changed. */
    update<Body extends z.ZodType>(
      summary: string,
      body: Body,
      update: (actor: Actor, id: number, input: z.output<Body>, today: () => string) => Row,
    ) {
      app.put(
        `${path}/:id`,
        { schema: { tags, summary, params: idParams, body, response: { 200: data } } },
        async (request) => ({
          data: await update(actorOf(request), request.params.id, request.body as z.output<Body>, () =>
            todayOf(request),
          ),
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

/**
 * One document of the session's company (its details, its PIX settings) in the API's shape:
 * `GET path` answers `{ data }` as `response` says, and each `PUT path` the document as it left it.
 */
export function companyDocument<Response extends z.ZodObject<{ data: z.ZodType }>>(
  app: ZodApp,
  tags: string[],
  response: Response,
) {
  // Typed as any schema here, as in `rowRoutes`; the answer is checked where `load` and `update` are passed in.
  const answer: z.ZodType = response;
  type Data = Promise<z.input<Response>['data']>;
  return {
    get(path: string, summary: string, load: (tenantId: number) => Data) {
      app.get(path, { schema: { tags, summary, response: { 200: answer } } }, async (request) => ({
        data: await load(authOf(request).tenantId),
      }));
    },
    put<Body extends z.ZodType>(
      path: string,
      summary: string,
      body: Body,
      update: (actor: Actor, input: z.output<Body>) => Data,
    ) {
      app.put(path, { schema: { tags, summary, body, response: { 200: answer } } }, async (request) => ({
        data: await update(actorOf(request), request.body as z.output<Body>),
      }));
    },
  };
}
