import type { RouteCase } from './harness.js';

type Endpoint = `${RouteCase['method']} /api/${string}`;
type RouteExtra = Omit<RouteCase, 'method' | 'path' | 'access' | 'ok'>;

/**
 * The table's cases by who may call the route: the endpoint ('GET /api/x'), the status a permitted
 * caller gets, and the rest of the case. Apart from harness.ts, which imports the tables.
 */
function routeOf(access: RouteCase['access']) {
  return (endpoint: Endpoint, ok: number, extra: RouteExtra = {}): RouteCase => {
    const [method, path] = endpoint.split(' ') as [RouteCase['method'], string];
    return { method, path, access, ok, ...extra };
  };
}
export const publicRoute = routeOf('public');
export const userRoute = routeOf('user');
export const adminRoute = routeOf('admin');
