/**
 * `convertDialect`: draft-07 ⇄ 2020-12.
 */
import { ownOptions } from "@mcp-wire/core";
import { DIALECT_URI, dialectOf, type ConvertibleDialect } from "../dialects.js";
import { issue, type SchemaIssue } from "../issues.js";
import { copyJson, fromEntries, isJsonObject, own, type JsonSchema } from "../json.js";
import { readSchema } from "../snapshot.js";
import { walkSchema } from "../traverse.js";
import { newContext, type ConvertContext, type NodeAt } from "./context.js";
import { down } from "./down.js";
import { up } from "./up.js";

/** Options of `convertDialect`. */
export interface ConvertOptions {
  /** The target dialect. */
  readonly to: ConvertibleDialect;
  /** The source dialect; default: read from the root `$schema`, and 2020-12 when there is none (MCP rule). */
  readonly from?: ConvertibleDialect;
}

/**
 * The outcome of a conversion: on success `schema` is a new object (labelled with the target `$schema`) and
 * `issues` is empty; on refusal `schema` is `undefined` and `issues` names every path that cannot be expressed.
 */
export type ConvertResult =
  | { readonly schema: JsonSchema; readonly issues: readonly [] }
  | { readonly schema: undefined; readonly issues: readonly SchemaIssue[] };

type Step = (node: JsonSchema, at: NodeAt, ctx: ConvertContext) => JsonSchema;

/** The conversion step for each (from, to) pair; identity pairs only relabel. */
const STEPS: Readonly<Record<ConvertibleDialect, Readonly<Record<ConvertibleDialect, Step | "relabel">>>> = {
  "draft-07": { "draft-07": "relabel", "2020-12": up },
  "2020-12": { "draft-07": down, "2020-12": "relabel" },
};

/**
 * Converts a tool schema between draft-07 and 2020-12, keeping its meaning exactly.
 *
 * - draft-07 → 2020-12: tuples to `prefixItems`/`items`, `definitions` → `$defs` (every `$ref` pointer
 *   rewritten, including pointers into definitions and tuples), `dependencies` split, `$id: "#a"` → `$anchor`,
 *   ignored `$ref` siblings dropped.
 * - 2020-12 → draft-07: the reverse; `$ref` beside assertions moves into `allOf`; `unevaluated*`,
 *   `$dynamic*`, `minContains`/`maxContains` are refused (issue per path) unless an exact form exists.
 * - A root `$schema` that is not `from` (or names no known dialect: a custom meta-schema may change the
 *   vocabularies) is refused with `unsupported-dialect` at `/$schema`.
 *
 * Reads `schema` once through a guarded snapshot (snapshot.ts): a value JSON cannot carry, a throwing getter or
 * Proxy, a cycle or a root that is not a schema is refused with its path (`invalid-value`, `cyclic-schema`,
 * `not-a-schema`, `too-deep`). Never mutates `schema`; never throws. The output root carries the target `$schema`.
 */
export function convertDialect(schema: JsonSchema, given: ConvertOptions): ConvertResult {
  const options = ownOptions(given) as ConvertOptions; // own properties only: an inherited `from` changes nothing
  const read = readSchema(schema);
  if (read.value === undefined) return refused(read.issues);
  if (!Object.hasOwn(STEPS, options.to) || (options.from !== undefined && !Object.hasOwn(STEPS, options.from))) {
    return refused([issue("", "unsupported-dialect", `cannot convert from ${String(options.from ?? "the declared dialect")} to ${String(options.to)}`)]);
  }
  return convertRead(read.value, options);
}

/**
 * `convertDialect` on a value already read through `readSchema` (a plain JSON snapshot): the same result, without a
 * second snapshot and without the check of `options` (callers pass a literal). Never throws; never mutates `schema`.
 */
export function convertRead(schema: JsonSchema, options: ConvertOptions): ConvertResult {
  const declared = dialectOf(schema);
  const from = ownOptions(options).from ?? declared;
  const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
  if (from === undefined || from === "2019-09" || (label !== undefined && declared !== from)) {
    return refused([issue("/$schema", "unsupported-dialect", `cannot convert ${JSON.stringify(label)} as ${from ?? "a known dialect"}`)]);
  }
  const step = STEPS[from][options.to];
  const ctx = newContext();
  const at: NodeAt = { pointer: "", depth: 0, resourceRoot: schema, isRoot: true };
  const converted = step === "relabel" ? relabel(schema, options.to, ctx) : step(schema, at, ctx);
  if (ctx.issues.length > 0) return refused(ctx.issues);
  return { schema: converted, issues: [] };
}

function refused(issues: readonly SchemaIssue[]): ConvertResult {
  return { schema: undefined, issues };
}

function relabel(schema: JsonSchema, to: ConvertibleDialect, ctx: ConvertContext): JsonSchema {
  if (!isJsonObject(schema)) return schema;
  ctx.issues.push(...walkSchema(schema, to, () => undefined));
  if (ctx.issues.length > 0) return schema;
  return fromEntries([["$schema", DIALECT_URI[to]], ...Object.entries(schema).filter(([key]) => key !== "$schema").map(([key, value]) => [key, copyJson(value)] as const)]);
}
