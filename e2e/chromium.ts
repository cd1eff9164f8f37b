/**
 * The Chromium that the browser tests (playwright.config.ts) and `npm run bench:weight` drive:
 * 1. `CHROMIUM_PATH`, when set: whoever prefers their own browser;
 * 2. else Debian's `/usr/bin/chromium` (`apt-get install -y chromium`), when installed;
 * 3. else the headless Chromium of the npm package @sparticuz/chromium (a devDependency, so a
 *    machine with only Node has it after `npm ci`). Its binary ships brotli-packed; it is unpacked
 *    once per version into `<tmp>/livro-caixa-chromium-<version>/` and reused by later runs.
 * Playwright's own browser download cannot run on these machines (no network but the registries).
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Chromium {
  executablePath: string;
  /** Extra environment for the browser process (the npm Chromium's fonts), to merge into process.env. */
  env: Record<string, string>;
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export async function findChromium(): Promise<Chromium> {
  const own = process.env.CHROMIUM_PATH;
  if (own) return { executablePath: own, env: {} };
  if (existsSync(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, env: {} };
  return npmChromium();
}

async function npmChromium(): Promise<Chromium> {
  // build/index.js → the package's package.json (not among its exports).
  const main = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const { version } = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(tmpdir(), `livro-caixa-chromium-${version}`);
  const fontsConf = join(dir, 'fonts.conf');
  if (!existsSync(fontsConf)) await unpack(dir);
  return { executablePath: join(dir, 'chromium'), env: { FONTCONFIG_FILE: fontsConf } };
}

/**
 * The package unpacks into os.tmpdir() (the binary, the libraries beside it, its fonts), so it is
 * pointed at a fresh folder through TMPDIR, which is then renamed into place whole: a run that was
 * stopped halfway leaves no half-written browser, and of two runs unpacking at once one wins.
 */
async function unpack(dir: string) {
  const staging = mkdtempSync(`${dir}-partial-`);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: sparticuz } = await import('@sparticuz/chromium');
    await sparticuz.executablePath();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
  // The system's fonts when it has any (Debian's DejaVu here, as with Debian's Chromium); the
  // package's Open Sans otherwise, so that a machine without fonts still lays text out.
  writeFileSync(
    join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(dir, 'fonts')}</dir>
  <cachedir>${join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`,
  );
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, 'fonts.conf'))) throw error;
  }
}
