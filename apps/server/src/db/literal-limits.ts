import {
  type KyselyPlugin,
  LimitNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from 'kysely';

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
export const listed = (node: LimitNode) =>
  ValueNode.is(node.limit) &&
  !node.limit.immediate &&
  typeof node.limit.value === 'number' &&
  LITERAL_LIMITS.has(node.limit.value);

class LiteralLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    if (listed(node)) return LimitNode.create(ValueNode.createImmediate((node.limit as ValueNode).value));
    return super.transformLimit(node);
  }
}

/**
 * Whether a LIMIT of a listed size stands anywhere in the tree (a subquery's, or one inside raw
 * SQL). A walk that reads only: Kysely's transformer copies and freezes every node of the query
 * it is given, which cost a write's long statements (the ledger's CTE chain) about a tenth of the
 * server's CPU per request, for queries that have no LIMIT at all. A bound value's own content is
 * never walked into (an import's arrays of thousands of lines).
 */
function hasListedLimit(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasListedLimit);
  if (typeof node !== 'object' || node === null) return false;
  const kind = (node as { kind?: unknown }).kind;
  if (typeof kind !== 'string') return false;
  if (kind === 'ValueNode' || kind === 'PrimitiveValueListNode') return false;
  if (kind === 'LimitNode' && listed(node as LimitNode)) return true;
  for (const value of Object.values(node)) {
    if (typeof value === 'object' && value !== null && hasListedLimit(value)) return true;
  }
  return false;
}

export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LiteralLimits();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return hasListedLimit(args.node) ? this.#transformer.transformNode(args.node) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
