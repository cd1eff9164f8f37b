import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server reads as layers with one-way imports (ADR 015): db → lib → accounts, ledger →
 * plugins → features → the app. Biome's noRestrictedImports (biome.json) keeps a feature out of
 * another's internals; this test checks the whole graph: no import goes up a layer, and no two
 * modules (a folder of a layer, each feature its own) import each other, even through others.
 */
const src = dirname(fileURLToPath(import.meta.url));

const LAYERS: Record<string, number> = { db: 0, lib: 1, accounts: 2, ledger: 2, plugins: 3, features: 4 };
const TOP = 5; // app.ts, main.ts, env.ts, seed/: they wire everything together

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** 'features/payments', 'ledger', 'app.ts', …: the unit whose imports are checked. */
function moduleOf(file: string): string {
  const parts = relative(src, file).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] as string);
}

function layerOf(module: string): number {
  return LAYERS[module.split('/')[0] as string] ?? TOP;
}

function graph() {
  const edges = new Map<string, Set<string>>();
  const imports: Array<{ from: string; to: string; file: string }> = [];
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), spec as string);
      if (!target.startsWith(src)) continue;
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (from === to) continue;
      imports.push({ from, to, file: relative(src, file) });
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return { edges, imports };
}

describe('server layers', () => {
  it('no module imports one of a higher layer', () => {
    const up = graph()
      .imports.filter((i) => layerOf(i.to) > layerOf(i.from))
      .map((i) => `${i.file} → ${i.to}`);
    expect(up).toEqual([]);
  });

  it('no two modules depend on each other', () => {
    const { edges } = graph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
        return;
      }
      state.set(node, 'open');
      for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
      state.set(node, 'done');
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const { edges } = graph();
    expect(edges.get('features/dashboard')).toContain('features/payments');
    expect(edges.get('features/payments')).toContain('ledger');
    expect(edges.get('ledger')).toContain('db');
  });
});
