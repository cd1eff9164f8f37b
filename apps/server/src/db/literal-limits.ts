import { LimitNode, PostgresDialect, PostgresQueryCompiler, ValueNode } from 'kysely';

/**
 * PostgreSQL writes a LIMIT that is one of these page sizes into the statement's text, not as a
 * parameter (ADR 042).
 *
 * A named statement is planned for its values ("custom" plans) until PostgreSQL finds a plan for any
 * values ("generic") no costlier. With the LIMIT a parameter, the generic plan must assume a tenth
 * of the rows, so it never looks cheap enough and every page was planned again: about 0.3 ms of
 * the database's CPU on each list request, three times what running it costs. With the page size
 * in the text, the generic plan reads the index for those rows only and is kept.
 *
 * Only the page sizes the screens and jobs ask for: each size is another statement text (prepared
 * once per connection), so a client asking for every size from 1 to 1000 gets parameters, not a
 * thousand statements.
 */
export const LITERAL_LIMITS: ReadonlySet<number> = new Set([1, 2, 3, 5, 10, 20, 25, 50, 100, 200, 500, 1000]);

/** Whether a LIMIT is a bound value of one of those sizes (SQLite's compiler writes it in the text too, ADR 058). */
const listed = (node: LimitNode) =>
  ValueNode.is(node.limit) &&
  !node.limit.immediate &&
  typeof node.limit.value === 'number' &&
  LITERAL_LIMITS.has(node.limit.value);

/**
 * The LIMIT as a query compiler writes it: of a listed size, the size itself in the statement's
 * text; any other, as it is. Both dialects' compilers call it (`LiteralLimitsPostgresCompiler`
 * here, sqlite-driver.ts for SQLite): a compiler meets every LIMIT as it writes it, a subquery's or
 * one inside raw SQL, where a plugin had to walk each query's whole tree to find one.
 */
export const literalLimit = (node: LimitNode): LimitNode =>
  listed(node) ? LimitNode.create(ValueNode.createImmediate((node.limit as ValueNode).value)) : node;

/** Kysely's PostgreSQL compiler writing listed page sizes into the text (ADR 042). */
export class LiteralLimitsPostgresCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    super.visitLimit(literalLimit(node));
  }
}

/** Kysely's PostgreSQL dialect with `LiteralLimitsPostgresCompiler`. */
export class LiteralLimitsPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new LiteralLimitsPostgresCompiler();
  }
}
