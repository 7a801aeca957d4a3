/**
 * How deep a tool schema nests, measured without recursion (a schema can nest past what any recursive walker's stack
 * holds): in subschemas, as Ajv's code generator recurses, and in JSON levels, as a recursive parser of JSON values
 * recurses. Both work on a plain JSON snapshot (a tree: `snapshot` copies a shared object at every place).
 */
import { childrenOf, isJsonObject, type Dialect, type JsonSchema, type JsonValue } from "@mcp-wire/dialect";

/** The deepest nesting of subschemas in `schema` under `dialect`'s keyword positions (the root alone: 0). */
export function subschemaDepth(schema: JsonSchema, dialect: Dialect): number {
  let deepest = 0;
  const stack: [JsonSchema, number][] = [[schema, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > deepest) deepest = depth;
    if (isJsonObject(node)) for (const child of childrenOf(node, dialect)) stack.push([child.schema, depth + 1]);
  }
  return deepest;
}

/** The deepest JSON nesting in `value` (a scalar: 0; `{}` or `[]`: 1; `{ "a": {} }`: 2). */
export function jsonDepth(value: JsonValue): number {
  let deepest = 0;
  const stack: [JsonValue, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (typeof node !== "object" || node === null) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child as JsonValue, depth + 1]);
  }
  return deepest;
}
