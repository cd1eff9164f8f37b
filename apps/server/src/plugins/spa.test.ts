import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/**
 * Issue 13 (weight), ADR 025: the built web app is served as the build wrote it — the .br or .gz
 * sibling the browser accepts, hashed assets cached for a year, index.html revalidated each time.
 */
const INDEX = '<!doctype html><html lang="pt-BR"><head><title>Livro Caixa</title></head><body></body></html>';
const SCRIPT = `export const telas = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Pagamento ${i}`))};\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.linha-${i}{margin:${i}px}`).join('\n')}\n`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lc-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'theme-init.js'), 'document.documentElement.dataset.tema = "claro";\n');
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  // Only a gzip sibling: a browser asking for br gets gzip rather than the plain file.
  writeFileSync(join(dist, 'assets', 'index-Ef56Gh78.css'), STYLE);
  writeFileSync(join(dist, 'assets', 'index-Ef56Gh78.css.gz'), gzipSync(STYLE));
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built assets, precompressed', () => {
  it('Accept-Encoding with br gets the .br file, cached for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
  });

  it('gzip only gets the .gz file', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('no Accept-Encoding gets the plain file, still varying on the header', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('an asset with only a .gz sibling is sent gzipped to a browser that also takes br', async () => {
    const res = await get('/assets/index-Ef56Gh78.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(STYLE);
  });

  it('an old hash (after a deploy) or a file the build did not write is a 404, not index.html', async () => {
    const stale = await get('/assets/app-00000000.js', 'br');
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ error: 'NOT_FOUND', message: 'Rota não encontrada' });
    expect((await get('/assets/app-Ab12Cd34.js.map', 'gzip')).statusCode).toBe(404);
  });
});

describe('index.html and the SPA fallback', () => {
  it('index.html is never cached, carries the CSP, and answers every client-side route', async () => {
    for (const path of ['/', '/login', '/payments?status=pendente', '/admin/users/3/metrics']) {
      const res = await get(path, 'gzip, br');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-security-policy'], path).toMatch(/script-src 'self'/);
      expect(res.body, path).toBe(INDEX);
    }
  });

  it('files at the root that are not hashed (theme-init.js) are revalidated, not kept a year', async () => {
    const res = await get('/theme-init.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('/api paths stay JSON 404s', async () => {
    const res = await get('/api/nada', 'gzip');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Rota não encontrada' });
  });
});
