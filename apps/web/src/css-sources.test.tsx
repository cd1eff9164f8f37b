import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * index.css is the only stylesheet of /login and Tailwind writes into it only the classes of the
 * files it lists (ADR 025). A file the login screen (or the shell every screen starts with) pulls
 * in must be listed, or its classes would be missing there: unstyled until app.css loads.
 */
// Vitest runs from the repository (npm test) or from apps/web; jsdom hides the file's own URL.
const here = [join(process.cwd(), 'apps/web/src'), join(process.cwd(), 'src')].find((dir) =>
  existsSync(join(dir, 'css-sources.test.tsx')),
)!;

/** The files reachable by static imports (not `import()`: those load later, with app.css). */
function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const base = join(dirname(file), match[1]!);
      const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p));
      if (found) visit(found);
    }
  };
  for (const file of start) visit(join(here, file));
  return seen;
}

describe('index.css', () => {
  it('lists every file with classes that /login and the shell load', () => {
    const css = readFileSync(join(here, 'index.css'), 'utf8');
    const sources = [...css.matchAll(/@source\s+"\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(css).toMatch(/@import "tailwindcss" source\(none\)/);
    const files = reachable(['main.tsx', 'features/auth/login-page.tsx', 'components/ui/toast-view.tsx']);
    expect(files.size).toBeGreaterThan(10);
    const styled = [...files].filter((file) => /className=/.test(readFileSync(file, 'utf8')));
    const missing = styled
      .map((file) => relative(here, file))
      .filter((file) => !sources.some((source) => file === source || file.startsWith(`${source}/`)));
    expect(missing).toEqual([]);
  });
});
