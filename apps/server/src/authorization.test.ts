import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { appFixture, call } from '../test/app.js';
import { groupOf } from '../test/authorization/harness.js';
import { routeGroups } from '../test/authorization/routes.js';

/**
 * Every route of the API has an authorization case (anonymous, another company, owner, admin).
 * The cases live in test/authorization/, one group per theme, each run by the file
 * authorization.<group>.test.ts next to this one. This test fails when a route exists that no group
 * lists, and when a group has no test file (or a file names no group).
 */
const fx = appFixture();

it('lists every route the API has', async () => {
  const routes = Object.values(routeGroups).flat();
  const doc = (await call(fx.t.app, 'GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  // Table paths may carry a query string or a literal month; compare their shapes.
  const shape = (path: string) =>
    path
      .split('?')[0]
      ?.replace(/\/\d{4}-\d{2}(?=\/|$)/, '/:month')
      .replace(/\/backup_[\w-]+\.json$/, '/:name');
  expect([...new Set(served)].sort()).toEqual([...new Set(routes.map((r) => `${r.method} ${shape(r.path)}`))].sort());
  // Each group is run by its own file, and each such file runs a group.
  const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((f) => f.startsWith('authorization.'));
  const grouped = files.map(groupOf).filter((g) => g !== undefined);
  expect(grouped.sort()).toEqual(Object.keys(routeGroups).sort());
});
