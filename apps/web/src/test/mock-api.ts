import { vi } from 'vitest';
import { jsonResponse } from './render';

/** A simulated route: the request's URL and init in, a Response (see `jsonResponse`) out. */
export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces `fetch` with one that answers `METHOD /path` (path under /api, without the query) from
 * `routes`; a request to any other route fails the test with 'rota não simulada: …'. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const handler = routes[key];
    if (!handler) throw new Error(`rota não simulada: ${key}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/**
 * A route that answers the server's 500 ('Erro interno do servidor') until `recover()`, then
 * `ok`: a load error, then its 'Tentar novamente'.
 */
export function failingThen(ok: Handler) {
  let fail = true;
  const handler: Handler = (url, init) =>
    fail ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' }) : ok(url, init);
  return { handler, recover: () => (fail = false) };
}

/** The requests made to `METHOD /path` (path under /api, exact), in order, with the JSON body read. */
export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === `/api${path}`,
    )
    .map(([input, init]) => ({
      url: new URL(input, 'http://localhost'),
      init,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
    }));
}
