import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (how zod writes a nullable integer) becomes
 * `{ type: [T, 'null'], … }`, which fast-json-stringify writes directly instead of testing each
 * branch against a validator.
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplifyNullables(v)])) as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [value, none] = anyOf as JsonSchema[];
    if (none?.type === 'null' && typeof value?.type === 'string' && Object.keys(none).length === 1) {
      const { anyOf: _, ...rest } = schema;
      return { ...rest, ...value, type: [value.type, 'null'] };
    }
  }
  return schema;
}

/**
 * fast-json-stringify compiled per schema object, once per process (null: the schema keeps the zod
 * serializer). The routes' schemas are module constants; an app built again in the same process
 * (the API suite builds one per test) finds them compiled.
 */
const compiled = new WeakMap<ZodType, ((data: unknown) => string) | null>();

function fastStringify(schema: ZodType): ((data: unknown) => string) | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  let stringify: ((data: unknown) => string) | null = null;
  try {
    const json = simplifyNullables(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    );
    if (!/"(anyOf|oneOf|allOf)"/.test(JSON.stringify(json))) {
      stringify = fastJson(json as Parameters<typeof fastJson>[0]);
    }
  } catch {
    // JSON Schema cannot express it: the zod serializer.
  }
  compiled.set(schema, stringify);
  return stringify;
}

/**
 * Response serializer (ADR 009): fast-json-stringify compiled from the route's zod schema, so
 * only declared properties ever leave the server and no generic JSON.stringify pass is made.
 * With `validate` (tests, development) each response also goes through the zod serializer: it
 * must pass the schema, and both must write the same JSON, so a handler that drifts from its
 * contract, or a difference between the two serializers, fails loudly. Production skips that.
 * A schema JSON Schema cannot express, or one with alternatives (which fast-json-stringify
 * resolves by validating each branch), keeps the zod serializer.
 */
export function responseSerializer(validate: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const stringify = fastStringify(route.schema);
    if (!stringify) return zodSerializerCompiler(route);
    if (!validate) return stringify;
    const checked = zodSerializerCompiler(route) as (data: unknown) => string;
    return (data: unknown) => {
      const expected = checked(data);
      const written = stringify(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
