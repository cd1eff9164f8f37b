import { type Compilable, type CompiledQuery, createQueryId, type RawBuilder } from 'kysely';
import type { Executor } from '../db/database.js';

const SLOT = Symbol('prepared value');
type Slot = { readonly [SLOT]: string };
const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

/**
 * A query Kysely builds and compiles once per dialect and shape; each call only binds its values.
 * A query builder, or raw SQL (`sql`…, the ledger's one-statement payment, ADR 059).
 * Building and compiling costs about as much as running a small query on SQLite, and these run
 * on every request (the session) or every list page.
 *
 * `build` receives stand-ins for the values: it may test whether a value is present (the shape:
 * which values are neither undefined nor null) and pass values to Kysely as values, but never
 * compute with them. Null is never bound: an absent value is a different shape.
 *
 * `inText` values are given to `build` as they are and make another shape each: for a value the
 * database layer may write into the statement's text, such as a page size (db/literal-limits.ts).
 */
export function prepared<V extends object, R>(
  build: (db: Executor, values: V) => Compilable<R> | RawBuilder<R>,
  { inText = [] }: { inText?: ReadonlyArray<keyof V & string> } = {},
) {
  const compiled = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return async (db: Executor, values: V): Promise<R[]> => {
    const bound = values as Record<string, unknown>;
    const present = Object.keys(bound).filter(
      (k) => bound[k] !== undefined && bound[k] !== null && !inText.includes(k as keyof V & string),
    );
    const shape = [...present, ...inText.map((k) => `${k}=${String(bound[k])}`)].join(',');
    const adapter = db.getExecutor().adapter;
    let byShape = compiled.get(adapter);
    if (!byShape) {
      byShape = new Map();
      compiled.set(adapter, byShape);
    }
    let query = byShape.get(shape);
    if (!query) {
      const slots = Object.fromEntries([
        ...present.map((k) => [k, { [SLOT]: k }]),
        ...inText.map((k) => [k, bound[k]]),
      ]) as V;
      const built = build(db, slots);
      query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
      byShape.set(shape, query);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? bound[p[SLOT]] : p));
    const result = await db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
