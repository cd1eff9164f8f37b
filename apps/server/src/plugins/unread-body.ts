import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A reply sent before its request's body was read to the end never leaves the connection hanging
 * (ADR 030). A body a route read partly and then left (a restore refused at its first wrong row,
 * an upload parser that stopped) holds its unread bytes, and Node reads no more of that socket: the
 * next request on the keep-alive connection was never read. A body no one touched (a 401 or 415
 * before parsing, a 413 by its declared length) Node reads and discards itself, without a bound.
 *
 * Once the reply is decided, the rest of the body is read and thrown away here, up to `maxBytes`
 * and `maxMs`; the connection then serves its next request. A body longer or slower than that is
 * cut by closing the socket, by then well after the client had its answer. Closing at once instead
 * risks a reset reaching a client that is still sending before it has read the answer.
 */
export interface UnreadBodyOptions {
  /** Bytes read and discarded after the reply before the connection is closed. */
  maxBytes?: number;
  /** Time given to the rest of the body before the connection is closed. */
  maxMs?: number;
}

export const DRAIN_BYTES = 16 * 1024 * 1024;
export const DRAIN_MS = 30_000;

/** Whether bytes of the body are still unread: on the wire, or received and left in the stream. */
function unread(raw: IncomingMessage): boolean {
  if (raw.readableEnded || raw.destroyed) return false;
  return !(raw.complete && raw.readableLength === 0);
}

function drain(raw: IncomingMessage, maxBytes: number, maxMs: number): void {
  let left = maxBytes;
  const done = () => {
    clearTimeout(timer);
    raw.off('readable', read);
    raw.off('end', done);
    raw.off('close', done);
    raw.off('error', done);
  };
  const cut = () => {
    done();
    raw.destroy();
  };
  const timer = setTimeout(cut, maxMs);
  timer.unref();
  function read() {
    for (let chunk: Buffer | null = raw.read(); chunk !== null; chunk = raw.read()) {
      left -= chunk.length;
      if (left < 0) return cut();
    }
  }
  // The reply is decided: nothing the route attached reads the body any more (as Node's own
  // discarding of an untouched body, which it does without a bound, drops 'data' listeners).
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('readable', read);
  raw.once('end', done);
  raw.once('close', done);
  raw.once('error', done);
  read();
}

export const unreadBodyPlugin = fp<UnreadBodyOptions>(
  async (app: FastifyInstance, { maxBytes = DRAIN_BYTES, maxMs = DRAIN_MS }) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      if (!unread(raw)) return done(null, payload);
      // Fastify answers a body its parser refused (a 413) with `Connection: close` on the reply,
      // since it leaves the rest unread: read here, the rest no longer costs the connection (the
      // answer then names no `Connection`, and HTTP/1.1 keeps it). A close set on the raw response
      // (Fastify's own while the server shuts down) stays.
      if (reply.raw.getHeader('connection') === undefined && reply.getHeader('connection') === 'close')
        reply.removeHeader('connection');
      drain(raw, maxBytes, maxMs);
      done(null, payload);
    });
  },
  { name: 'unread-body' },
);
