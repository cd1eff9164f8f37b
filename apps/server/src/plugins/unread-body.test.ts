import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerCompany, type TestApp } from '../../test/app.js';
import { unreadBodyPlugin } from './unread-body.js';

// Issue 19, item 9 (ADR 030): a body refused before it was read to its end never leaves the
// keep-alive connection hanging. Over a real socket, one connection at a time: after each refusal
// the next request on the same agent must answer within WAIT.

const WAIT = 3_000;
const KB = 1024;
const MB = 1024 * KB;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  socket: Socket;
}

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string | number>;
  /** Sent at once; with `rest`, the rest follows only once the answer has arrived. */
  body?: Buffer;
  rest?: Buffer;
  /** The body is never finished (the client stops sending). */
  hold?: boolean;
}

const ignore = () => {};

/** A keep-alive client of one connection at a time; each request fails if no answer came within WAIT. */
function client(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = ({ method, path, headers = {}, body, rest, hold }: Sent): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error(`${method} ${path}: no answer within ${WAIT} ms`));
      }, WAIT);
      const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers });
      let socket: Socket | undefined;
      request.on('socket', (s) => {
        socket = s;
        // A server that cut the rest of a body resets a client still sending it. Before the
        // answer, that reaches the request's error below; after it, it is expected (and Node's
        // client, done with the response, no longer listens on the socket).
        s.off('error', ignore).on('error', ignore);
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.on('response', (response) => {
        if (rest) request.end(rest);
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(pieces).toString('utf8'),
            socket: socket as Socket,
          });
        });
      });
      if (body && (rest || hold)) request.write(body);
      else request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Resolves when the socket is closed; fails after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server kept the connection for ${ms} ms`)), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const headersFor = (body: Buffer, declared: boolean, more: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...more,
  ...(declared ? { 'content-length': body.length } : { 'transfer-encoding': 'chunked' }),
});

/** A restore body refused within its first bytes: a string of `size` bytes where the payments go. */
function wrongRestore(size: number): Buffer {
  const head = '{"confirm":true,"backup":{"format":"livro-caixa-backup","version":1,"payments":"';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size, 'x'), Buffer.from('"}}')]);
}

describe('the app, on its database', () => {
  let t: TestApp;
  let bearer: Record<string, string>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await registerCompany(t.app, 'Padaria');
    bearer = { authorization: `Bearer ${owner.token}` };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each([
    ['with its length declared', true],
    ['sent in chunks', false],
  ])('after a body %s is refused, the same connection answers the next request', (_name, declared) => {
    let c: ReturnType<typeof client>;
    beforeAll(() => {
      c = client(port);
    });
    afterAll(() => c.close());
    const health = () => c.send({ method: 'GET', path: '/api/health' });
    const restore = (body: Buffer, rest?: Buffer) =>
      c.send({
        method: 'POST',
        path: '/api/settings/backup/restore',
        headers: headersFor(rest ? Buffer.concat([body, rest]) : body, declared, bearer),
        body,
        ...(rest ? { rest } : {}),
      });
    const post = (path: string, body: Buffer) =>
      c.send({ method: 'POST', path, headers: headersFor(body, declared), body });
    /** The next request is answered, on `socket`: the connection stayed open. */
    async function expectSameConnection(socket: Socket) {
      const next = await health();
      expect(next.status).toBe(200);
      expect(next.socket).toBe(socket);
    }

    it('a restore refused at its first bytes (2 MB sent at once)', async () => {
      const first = await health();
      const refused = await restore(wrongRestore(2 * MB));
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).message).toMatch(/^Arquivo de backup inválido/);
      await expectSameConnection(first.socket);
    });

    it('a restore refused while the client still sends the rest (3 MB)', async () => {
      const first = await health();
      const body = wrongRestore(3 * MB);
      const refused = await restore(body.subarray(0, 256 * KB), body.subarray(256 * KB));
      expect(refused.status).toBe(400);
      await expectSameConnection(first.socket);
    });

    it('a restore whose JSON breaks at its first bytes', async () => {
      const refused = await restore(
        Buffer.concat([Buffer.from('{"confirm":true,"backup":]'), Buffer.alloc(2 * MB, ' ')]),
      );
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).message).toBe('JSON inválido no corpo da requisição');
      await expectSameConnection(refused.socket);
    });

    it('a body over the limit (413), which Fastify answers before reading it', async () => {
      const body = Buffer.from(`{"email":"${'a'.repeat(2 * MB)}","password":"x"}`);
      const refused = await post('/api/auth/login', body);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text).error).toBe('PAYLOAD_TOO_LARGE');
      expect(refused.headers.connection).not.toBe('close');
      await expectSameConnection(refused.socket);
    });

    it('a body refused before any of it was read (401)', async () => {
      const body = Buffer.from(JSON.stringify({ descricao: 'x'.repeat(512 * KB) }));
      const refused = await post('/api/payments', body);
      expect(refused.status).toBe(401);
      await expectSameConnection(refused.socket);
    });

    it('malformed JSON (read whole: Fastify closes the connection, and the next request gets a new one)', async () => {
      const body = Buffer.from('{"email":"dono@example.com",');
      const refused = await post('/api/auth/login', body);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).message).toBe('JSON inválido no corpo da requisição');
      expect((await health()).status).toBe(200);
    });
  });
});

describe('the rest of a refused body is read only so far', () => {
  const maxBytes = 512 * KB;
  const maxMs = 400;
  let app: FastifyInstance;
  let c: ReturnType<typeof client>;
  const received = { piped: 0, listening: 0, pipedEnded: false };

  /** Reads the first `size` bytes of the body and leaves the rest, as a streaming route that refuses. */
  const firstBytes = (raw: IncomingMessage, size: number) =>
    new Promise<void>((resolve) => {
      let read = 0;
      const onReadable = () => {
        for (let chunk: Buffer | null = raw.read(); chunk !== null; chunk = raw.read()) {
          read += chunk.length;
          if (read >= size) {
            raw.off('readable', onReadable);
            return resolve();
          }
        }
      };
      raw.on('readable', onReadable);
    });

  beforeAll(async () => {
    app = Fastify();
    await app.register(unreadBodyPlugin, { maxBytes, maxMs });
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));
    app.post('/refuse', async (request, reply) => {
      await firstBytes(request.raw, 64 * KB);
      return reply.status(400).send({ refused: true });
    });
    // Routes that hand the body to a reader and refuse at 64 KiB. `unpiped` detaches it, as an
    // upload parser does (@fastify/multipart unpipes busboy when a part breaks a limit); `piped`
    // and `listening` leave it attached, and it must get nothing once the reply is decided.
    const refuseAt = (read: number, resolve: () => void) => {
      if (read >= 64 * KB) resolve();
    };
    app.post('/unpiped', async (request, reply) => {
      await new Promise<void>((resolve) => {
        let read = 0;
        const parser = new Writable({
          write(chunk: Buffer, _encoding, next) {
            read += chunk.length;
            refuseAt(read, () => {
              request.raw.unpipe(parser);
              resolve();
            });
            next();
          },
        });
        request.raw.pipe(parser);
      });
      return reply.status(413).send({ refused: true });
    });
    app.post('/piped', async (request, reply) => {
      await new Promise<void>((resolve) => {
        const parser = new Writable({
          write(chunk: Buffer, _encoding, next) {
            received.piped += chunk.length;
            refuseAt(received.piped, resolve);
            next();
          },
        });
        // Left piped, it would also be ended by the body's end, as if the upload were whole.
        parser.on('finish', () => {
          received.pipedEnded = true;
        });
        request.raw.pipe(parser);
      });
      return reply.status(413).send({ refused: true });
    });
    app.post('/listening', async (request, reply) => {
      await new Promise<void>((resolve) => {
        request.raw.on('data', (chunk: Buffer) => {
          received.listening += chunk.length;
          refuseAt(received.listening, resolve);
        });
      });
      return reply.status(413).send({ refused: true });
    });
    // As Fastify answers every request while the server shuts down.
    app.post('/closing', async (_request, reply) => {
      reply.raw.setHeader('connection', 'close');
      return reply.status(503).send({ refused: true });
    });
    app.get('/ok', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    c = client((app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    c.close();
    await app.close();
  });

  const post = (path: string, body: Buffer, more: Partial<Sent> = {}) =>
    c.send({ method: 'POST', path, headers: { 'content-type': 'application/octet-stream' }, body, ...more });

  it('keeps the connection when the rest is within the bound', async () => {
    const refused = await post('/refuse', Buffer.alloc(64 * KB + maxBytes - 16 * KB));
    expect(refused.status).toBe(400);
    const next = await c.send({ method: 'GET', path: '/ok' });
    expect(next.socket).toBe(refused.socket);
  });

  it('keeps it after an upload whose parser was unpiped', async () => {
    const body = Buffer.alloc(maxBytes);
    const refused = await post('/unpiped', body.subarray(0, 128 * KB), { rest: body.subarray(128 * KB) });
    expect(refused.status).toBe(413);
    const next = await c.send({ method: 'GET', path: '/ok' });
    expect(next.socket).toBe(refused.socket);
  });

  it.each(['piped', 'listening'] as const)(
    'keeps it, and gives a reader left %s nothing sent after the answer',
    async (how) => {
      const body = Buffer.alloc(maxBytes);
      const refused = await post(`/${how}`, body.subarray(0, 128 * KB), { rest: body.subarray(128 * KB) });
      expect(refused.status).toBe(413);
      const next = await c.send({ method: 'GET', path: '/ok' });
      expect(next.socket).toBe(refused.socket);
      expect(received[how]).toBeLessThanOrEqual(128 * KB);
      expect(received.pipedEnded).toBe(false);
    },
  );

  it('closes it when the answer says so on the raw response', async () => {
    const refused = await post('/closing', Buffer.alloc(128 * KB));
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    await closedWithin(refused.socket, WAIT);
  });

  it('closes it, after the answer, when the rest is longer than the bound', async () => {
    const refused = await post('/refuse', Buffer.alloc(8 * MB));
    expect(refused.status).toBe(400);
    await closedWithin(refused.socket, WAIT);
    const next = await c.send({ method: 'GET', path: '/ok' });
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(refused.socket);
  });

  it('closes it, after the answer, when the rest does not come in time', async () => {
    const refused = await post('/refuse', Buffer.alloc(128 * KB), {
      headers: { 'content-type': 'application/octet-stream', 'content-length': MB },
      hold: true,
    });
    expect(refused.status).toBe(400);
    const since = Date.now();
    await closedWithin(refused.socket, WAIT);
    expect(Date.now() - since).toBeGreaterThanOrEqual(maxMs / 2);
    const next = await c.send({ method: 'GET', path: '/ok' });
    expect(next.status).toBe(200);
  });
});
