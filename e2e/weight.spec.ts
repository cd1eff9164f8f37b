import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Issue 13 (weight), ADR 025: what the browser loads for /login — every JS and CSS file it
 * fetched — weighs at most 120 kB as the server sends it gzipped, arrives compressed and cached
 * for a year, and carries no zod, form library, query cache or Radix.
 */
const LOGIN_BUDGET = 120_000;

/** The bytes the server sends for `path` to a browser that accepts only gzip (not decoded). */
function gzipBytes(baseURL: string, path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('/login loads at most 120 kB of JS and CSS (gzip), all of it compressed and cached', async ({ page, baseURL }) => {
  const loaded: Array<{ path: string; encoding: string | undefined; cache: string | undefined; body: Buffer }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        loaded.push({
          path: new URL(response.url()).pathname,
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
          body: await response.body(),
        });
      })(),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await Promise.all(pending);

  const assets = loaded.filter((file) => file.path.startsWith('/assets/'));
  expect(assets.some((file) => file.path.endsWith('.css'))).toBe(true);
  expect(assets.length).toBeGreaterThan(2);
  for (const file of assets) {
    // Chromium asks for brotli on localhost; the .br file (or .gz) is what it got. The build
    // compresses files of 1 KiB or more (apps/web/precompress.ts).
    if (file.body.length >= 1024) expect(file.encoding, file.path).toMatch(/^(br|gzip)$/);
    expect(file.cache, file.path).toBe('public, max-age=31536000, immutable');
  }

  let total = 0;
  const sizes: string[] = [];
  for (const file of loaded) {
    const sent = await gzipBytes(baseURL!, file.path);
    // Files under 1 KiB (theme-init.js) have no .gz: they count as sent, uncompressed.
    const bytes = sent.body.length;
    if (sent.encoding === 'gzip') expect(gunzipSync(sent.body).equals(file.body), file.path).toBe(true);
    else expect(bytes, file.path).toBeLessThan(1024);
    total += bytes;
    sizes.push(`${file.path} ${bytes}`);
  }
  test.info().annotations.push({ type: 'weight', description: `${total} bytes gzip: ${sizes.join(', ')}` });
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(LOGIN_BUDGET);

  // Only what the screen uses: no zod, react-hook-form, TanStack Query or Radix code.
  const code = loaded.map((file) => file.body.toString('utf8')).join('\n');
  for (const marker of ['ZodObject', 'shouldUnregister', 'QueryClient', 'DismissableLayer']) {
    expect(code.includes(marker), marker).toBe(false);
  }
});
