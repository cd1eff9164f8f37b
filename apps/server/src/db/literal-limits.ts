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

class LiteralLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = node.limit;
    if (ValueNode.is(limit) && !limit.immediate && typeof limit.value === 'number' && LITERAL_LIMITS.has(limit.value)) {
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
    return super.transformLimit(node);
  }
}

export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LiteralLimits();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
