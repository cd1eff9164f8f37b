import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code reads as layers and features with one-way imports.
 * - Server (ADR 015): db → lib → accounts, ledger → plugins → features → the app; no import goes up
 *   a layer, and no two modules (a folder of a layer, each feature its own) import each other, even
 *   through others.
 * - Server and web (ADR 015, ADR 029): a feature uses another only through its `index.ts`, and no
 *   two features import each other, even through others.
 * Biome's noRestrictedImports (biome.json, apps/web/biome.json) says the index rule as the code is
 * typed; this test checks the resolved graph, whatever the spelling or depth of the path.
 */
const server = dirname(fileURLToPath(import.meta.url));
const web = resolve(server, '../../web/src');

const LAYERS: Record<string, number> = { db: 0, lib: 1, accounts: 2, ledger: 2, plugins: 3, features: 4 };
const TOP = 5; // app.ts, main.ts, env.ts, seed/: they wire everything together

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** 'features/payments', 'ledger', 'app.ts', …: the unit whose imports are checked. */
function moduleOf(root: string, file: string): string {
  const parts = relative(root, file).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] as string);
}

function layerOf(module: string): number {
  return LAYERS[module.split('/')[0] as string] ?? TOP;
}

/** Relative specifiers of static imports and re-exports, side-effect and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

interface Import {
  from: string;
  to: string;
  /** The importing file, relative to the root. */
  file: string;
  /** The imported path, relative to the root, without its extension. */
  target: string;
}

function graph(root: string) {
  const edges = new Map<string, Set<string>>();
  const imports: Import[] = [];
  for (const file of files(root)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), spec as string);
      if (!target.startsWith(root)) continue;
      const from = moduleOf(root, file);
      const to = moduleOf(root, target);
      if (from === to) continue;
      imports.push({ from, to, file: relative(root, file), target: relative(root, target).replace(/\.[jt]sx?$/, '') });
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return { edges, imports };
}

/** Every cycle found by a depth-first walk, as 'a → b → a'. */
function cycles(edges: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      found.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of edges.keys()) visit(node, []);
  return found;
}

const isFeature = (module: string) => module.startsWith('features/');

/** Imports from one feature into another that do not go through the other's `index.ts`. */
function pastTheIndex(root: string): string[] {
  return graph(root)
    .imports.filter((i) => isFeature(i.from) && isFeature(i.to) && i.target !== `${i.to}/index`)
    .map((i) => `${i.file} → ${i.target}`);
}

/** The graph between features only. */
function featureEdges(root: string) {
  const edges = new Map<string, Set<string>>();
  for (const [from, tos] of graph(root).edges) {
    if (isFeature(from)) edges.set(from, new Set([...tos].filter(isFeature)));
  }
  return edges;
}

describe('server layers', () => {
  it('no module imports one of a higher layer', () => {
    const up = graph(server)
      .imports.filter((i) => layerOf(i.to) > layerOf(i.from))
      .map((i) => `${i.file} → ${i.to}`);
    expect(up).toEqual([]);
  });

  it('no two modules depend on each other', () => {
    expect(cycles(graph(server).edges)).toEqual([]);
  });

  it('a feature uses another only through its index.ts', () => {
    expect(pastTheIndex(server)).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const { edges, imports } = graph(server);
    expect(edges.get('features/dashboard')).toContain('features/payments');
    expect(edges.get('features/payments')).toContain('ledger');
    expect(edges.get('ledger')).toContain('db');
    expect(imports).toContainEqual(
      expect.objectContaining({ to: 'features/payments', target: 'features/payments/index' }),
    );
  });
});

describe('web features', () => {
  it('a feature uses another only through its index.ts', () => {
    expect(pastTheIndex(web)).toEqual([]);
  });

  it('no two features depend on each other', () => {
    expect(cycles(featureEdges(web))).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const { edges } = graph(web);
    expect(edges.get('app')).toContain('features/payments');
    expect(edges.get('features/payments')).toContain('components');
    expect([...featureEdges(web).values()].some((tos) => tos.size > 0)).toBe(true);
  });
});
