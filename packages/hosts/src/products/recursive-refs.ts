/**
 * Recursive references: a same-document `$ref` (`#` followed by a JSON Pointer, RFC 6901 §6) whose target contains
 * that `$ref`, directly or through further `$ref`s — a recursive type such as a tree node. Hosts that expand
 * references eagerly never finish with one (anthropics/claude-code#77106). Anchors, remote references and dangling
 * targets are not followed here (the dialect layer reports those).
 */
import { fragmentTokens, pointer, resolveTokens } from "@mcp-wire/core";
import type { JsonSchema } from "./snapshot.js";
import type { SchemaNode } from "./types.js";

/** Most `$ref`s followed in one schema: the search is quadratic in their number, so it stays bounded on hostile input. */
export const MAX_FOLLOWED_REFS = 256;

/** Whether JSON Pointer `path` is `root` or lies inside it. */
function within(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/**
 * The JSON Pointers of the `$ref` keywords in `schema` that take part in a reference cycle through their targets'
 * contents, in document order (at most the first {@link MAX_FOLLOWED_REFS} same-document references are followed).
 */
export function recursiveRefs(schema: JsonSchema, nodes: readonly SchemaNode[]): string[] {
  const refs: { readonly at: string; readonly target: string }[] = [];
  for (const { schema: node, path } of nodes) {
    if (refs.length >= MAX_FOLLOWED_REFS) break;
    if (typeof node !== "object" || typeof node.$ref !== "string" || !node.$ref.startsWith("#")) continue;
    const tokens = fragmentTokens(node.$ref.slice(1));
    if (tokens === undefined || !resolveTokens(schema, tokens).found) continue;
    refs.push({ at: path, target: pointer("", ...tokens) });
  }
  // edges[i]: the references found inside reference i's target
  const edges = refs.map(({ target }) => refs.flatMap((other, index) => (within(other.at, target) ? [index] : [])));
  const onCycle = (start: number): boolean => {
    const seen = new Set<number>();
    const stack = [...edges[start]!];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === start) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...edges[next]!);
    }
    return false;
  };
  return refs.flatMap(({ at }, index) => (onCycle(index) ? [pointer(at, "$ref")] : []));
}
