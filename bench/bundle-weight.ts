/**
 * `npm run bench:weight` — the weight of each screen (issue 13): builds the app, serves the BUILT
 * server (`node apps/server/dist/main.js`, a throwaway SQLite with the demo company) and opens
 * every route in Chromium, one cold browser context per visit. For each route it records
 * the JS and CSS the browser fetched (bytes on the wire as the server sent them, their gzip -9 and
 * brotli sizes, the number of files) and the first paint, then writes bench/WEIGHT.md and
 * bench/weight.json. Not a test (e2e/weight.spec.ts holds the budget); it exits 0 either way.
 *
 *   npm run bench:weight
 *   npm run bench:weight -- --dist=/tmp/old/dist --server=/tmp/old/main.js --out=/tmp/old
 *                                      another build (e.g. the one before a change)
 *   npm run bench:weight -- --compare=bench/weight-before.json
 *                                      adds the "before" figures of an earlier run to the table
 *   npm run bench:weight -- --runs=5   visits per route and network profile (median first paint)
 *   npm run bench:weight -- --routes=/login,/dashboard --profiles=local
 *                                      only these routes / network profiles (local, slow4g)
 *   npm run bench:weight -- --commit=a9ad0f1
 *                                      the commit the measured build came from (default: HEAD)
 *
 * The browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the npm one (e2e/chromium.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { freePort } from '../apps/server/test/embedded-postgres.js';
import { findChromium } from '../e2e/chromium.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

const dist = resolve(option('dist') ?? join(root, 'apps/web/dist'));
const serverMain = resolve(option('server') ?? join(root, 'apps/server/dist/main.js'));
const outDir = resolve(option('out') ?? here);
const compareFile = option('compare');
const runs = Number(option('runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`invalid --runs: ${option('runs')}`);

const ADMIN = { email: 'admin@peso.local', password: 'admin-peso-forte' };

/** Who opens the route: nobody (guest pages), the demo company's owner, or the platform admin. */
type Who = 'guest' | 'owner' | 'admin';
interface Route {
  path: string;
  who: Who;
}
const ALL_ROUTES: Route[] = [
  { path: '/login', who: 'guest' },
  { path: '/register', who: 'guest' },
  { path: '/forgot-password', who: 'guest' },
  { path: '/dashboard', who: 'owner' },
  { path: '/payments', who: 'owner' },
  { path: '/expenses', who: 'owner' },
  { path: '/attendants', who: 'owner' },
  { path: '/tripeiros', who: 'owner' },
  { path: '/payouts', who: 'owner' },
  { path: '/reports', who: 'owner' },
  { path: '/conciliacao', who: 'owner' },
  { path: '/fechamento', who: 'owner' },
  { path: '/settings', who: 'owner' },
  { path: '/admin/dashboard', who: 'admin' },
  { path: '/admin/users', who: 'admin' },
  { path: '/admin/users/:id/metrics', who: 'admin' },
];
const ROUTES = ALL_ROUTES.filter((r) => !option('routes') || option('routes')!.split(',').includes(r.path));

/**
 * Network profiles: the machine's loopback as is, and Lighthouse's "Slow 4G" (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up), where the bytes show in the first paint.
 */
const PROFILES = [
  { name: 'local', conditions: null },
  {
    name: 'slow 4G',
    conditions: { offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8 },
  },
] as const;
const profiles = PROFILES.filter(
  (p) => !option('profiles') || option('profiles')!.split(',').includes(p.name.replace(' ', '').toLowerCase()),
);
if (!profiles.length) throw new Error(`no such --profiles: ${option('profiles')} (local, slow4g)`);

interface Asset {
  url: string;
  kind: 'js' | 'css';
  encoding: string;
  /** Body bytes as sent (compressed when the server compressed them). */
  wire: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  path: string;
  files: number;
  wire: number;
  raw: number;
  gzip: number;
  brotli: number;
  encodings: string[];
  /**
   * Median first paint, first contentful paint and "code in" (the last JS or CSS file received,
   * from the start of the navigation) per network profile, ms.
   */
  paint: Record<string, { fp: number; fcp: number; code?: number }>;
  assets: Asset[];
}

// ── server ────────────────────────────────────────────────────────────────────────────────────

async function startServer(): Promise<{
  url: string;
  stop: () => Promise<void>;
  demo: { email: string; password: string };
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-weight-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '10000',
  };
  const seeded = spawnSync(process.execPath, [serverMain, 'seed-demo'], { env, encoding: 'utf8' });
  const credentials = /Entre com (\S+) \/ (\S+)/.exec(seeded.stdout);
  if (seeded.status !== 0 || !credentials) throw new Error(`seed-demo failed: ${seeded.stdout}${seeded.stderr}`);
  const child: ChildProcess = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    demo: { email: credentials[1]!, password: credentials[2]! },
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url: string, who: { email: string; password: string }) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login ${who.email}: ${res.status}`);
  return (await res.json()) as { token: string; user: { id: number } };
}

// ── one visit ─────────────────────────────────────────────────────────────────────────────────

async function visit(
  browser: Browser,
  url: string,
  session: { token: string; user: unknown } | null,
  conditions: (typeof PROFILES)[number]['conditions'],
) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('livro-caixa.token', token);
        localStorage.setItem('livro-caixa.user', user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
  }
  const page = await context.newPage();
  if (conditions) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', conditions);
  }
  const assets: Asset[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType() === 'stylesheet' ? 'css' : request.resourceType() === 'script' ? 'js' : null;
    if (!kind) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [sizes, body, headers] = await Promise.all([request.sizes(), response.body(), response.allHeaders()]);
        assets.push({
          url: new URL(request.url()).pathname,
          kind,
          encoding: headers['content-encoding'] ?? 'identity',
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
  const [fp, fcp] = await page.evaluate<[number | null, number | null]>(
    `['first-paint', 'first-contentful-paint'].map(
      (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? null,
    )`,
  );
  const code = await page.evaluate<number>(
    `Math.max(0, ...performance.getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || /\\.(js|css)$/.test(e.name))
      .map((e) => e.responseEnd))`,
  );
  const paint = { fp: fp ?? Number.NaN, fcp: fcp ?? Number.NaN, code };
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { assets, paint, finalPath };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const sum = (assets: Asset[], key: 'wire' | 'raw' | 'gzip' | 'brotli') => assets.reduce((s, a) => s + a[key], 0);

// ── report ────────────────────────────────────────────────────────────────────────────────────

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '—' : String(Math.round(value));

function table(results: RouteWeight[], before: RouteWeight[] | null): string {
  const find = (path: string) => before?.find((r) => r.path === path);
  const head = before
    ? '| route | JS+CSS gzip, kB (before → now) | on the wire, kB (before → now) | files | first paint, ms, local (before → now) | first paint, ms, slow 4G (before → now) | code in, ms, slow 4G (before → now) |\n|---|---|---|---|---|---|---|'
    : '| route | JS+CSS gzip, kB | brotli, kB | on the wire, kB | served as | files | first paint, ms, local | first paint, ms, slow 4G | code in, ms, slow 4G |\n|---|---|---|---|---|---|---|---|---|';
  const rows = results.map((r) => {
    const b = find(r.path);
    if (before) {
      return `| ${r.path} | ${b ? kb(b.gzip) : '—'} → **${kb(r.gzip)}** | ${b ? kb(b.wire) : '—'} → ${kb(r.wire)} | ${b ? b.files : '—'} → ${r.files} | ${ms(b?.paint.local?.fp)} → ${ms(r.paint.local?.fp)} | ${ms(b?.paint['slow 4G']?.fp)} → ${ms(r.paint['slow 4G']?.fp)} | ${ms(b?.paint['slow 4G']?.code)} → ${ms(r.paint['slow 4G']?.code)} |`;
    }
    return `| ${r.path} | **${kb(r.gzip)}** | ${kb(r.brotli)} | ${kb(r.wire)} | ${r.encodings.join(', ')} | ${r.files} | ${ms(r.paint.local?.fp)} | ${ms(r.paint['slow 4G']?.fp)} | ${ms(r.paint['slow 4G']?.code)} |`;
  });
  return [head, ...rows].join('\n');
}

function files(r: RouteWeight): string {
  return r.assets
    .map((a) => `| ${a.url.replace('/assets/', '')} | ${kb(a.raw)} | ${kb(a.gzip)} | ${kb(a.wire)} (${a.encoding}) |`)
    .join('\n');
}

async function main() {
  const commit =
    option('commit') ??
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const server = await startServer();
  const found = await findChromium();
  const browser = await chromium.launch({
    executablePath: found.executablePath,
    env: { ...process.env, ...found.env },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const chromiumVersion = browser.version();
  const results: RouteWeight[] = [];
  try {
    const owner = await signIn(server.url, server.demo);
    const admin = await signIn(server.url, ADMIN);
    for (const route of ROUTES) {
      const path = route.path.replace(':id', String(owner.user.id));
      const session = route.who === 'guest' ? null : route.who === 'owner' ? owner : admin;
      const paint: RouteWeight['paint'] = {};
      let first: Awaited<ReturnType<typeof visit>> | undefined;
      for (const profile of profiles) {
        const fps: number[] = [];
        const fcps: number[] = [];
        const codes: number[] = [];
        for (let i = 0; i < runs; i++) {
          const v = await visit(browser, `${server.url}${path}`, session, profile.conditions);
          if (v.finalPath !== path) throw new Error(`${path} ended on ${v.finalPath}`);
          first ??= v;
          fps.push(v.paint.fp);
          fcps.push(v.paint.fcp);
          codes.push(v.paint.code);
        }
        paint[profile.name] = { fp: median(fps), fcp: median(fcps), code: median(codes) };
      }
      const assets = first!.assets.sort((a, b) => b.gzip - a.gzip);
      const r: RouteWeight = {
        path: route.path,
        files: assets.length,
        wire: sum(assets, 'wire'),
        raw: sum(assets, 'raw'),
        gzip: sum(assets, 'gzip'),
        brotli: sum(assets, 'brotli'),
        encodings: [...new Set(assets.map((a) => a.encoding))],
        paint,
        assets,
      };
      results.push(r);
      console.log(
        `${route.path.padEnd(26)} gzip ${kb(r.gzip).padStart(6)} kB  wire ${kb(r.wire).padStart(6)} kB  ${r.files} files  first paint ${ms(paint.local?.fp)} ms / ${ms(paint['slow 4G']?.fp)} ms (slow 4G), code in ${ms(paint['slow 4G']?.code)} ms (slow 4G)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const before = compareFile
    ? (JSON.parse(readFileSync(compareFile, 'utf8')) as { routes: RouteWeight[] }).routes
    : null;
  const at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'weight.json'), `${JSON.stringify({ commit, at, routes: results }, null, 2)}\n`);
  const login = results.find((r) => r.path === '/login')!;
  const md = `# Weight of each screen

\`npm run bench:weight\` on ${commit} (${at}; ${cpus().length} cores shared; Chromium ${chromiumVersion};
${runs} cold visits per route and network profile, first paint = median). What the browser fetched
for each route: JS and CSS only (index.html, the favicon and the API's JSON are not counted).
"gzip" is each file compressed with gzip -9, the goal of issue 13 (/login ≤ 120 kB; now
${kb(login.gzip)} kB); "on the wire" is what the server actually sent (brotli or gzip as the browser
asked: Chromium asks for brotli over HTTPS and on localhost, as here; a browser that takes only gzip
gets the .gz files, the "gzip" column).
"slow 4G" is Lighthouse's profile (150 ms round trip, 1.6 Mbit/s down) emulated by Chromium;
"code in" is when the route's last JS or CSS file arrived, from the start of the navigation.

${table(results, before)}

## Files per route

${results
  .map(
    (r) => `### ${r.path}

| file | raw, kB | gzip, kB | sent, kB |
|---|---|---|---|
${files(r)}`,
  )
  .join('\n\n')}
`;
  writeFileSync(join(outDir, 'WEIGHT.md'), md);
  console.log(`\nwrote ${join(outDir, 'WEIGHT.md')}`);
}

await main();
