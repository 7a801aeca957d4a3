/**
 * Marks a vendor converter's hook leaves on the JSON Schema it returns, to learn where in the output a hook fired
 * (ArkType's `fallback` and Valibot's `overrideAction` are told what, not where). A mark is a symbol-keyed member:
 * it survives the vendor's spreads and `Object.assign`s, and JSON never sees it.
 */
import { pointer } from "../pointer.js";

const MARK: unique symbol = Symbol("mcp-wire mark");

/** A JSON Schema object with a mark: what the hook saw there. */
type Marked = { [MARK]?: string[] };

/**
 * `base` copied with `label` added to its marks. Never mutates `base`.
 * @param base - the JSON Schema a vendor hook would have returned
 * @param label - what the hook saw (a vendor code such as `predicate`)
 */
export function marked(base: unknown, label: string): Record<string | symbol, unknown> {
  const source = typeof base === "object" && base !== null ? (base as Record<string | symbol, unknown> & Marked) : {};
  return { ...source, [MARK]: [...(source[MARK] ?? []), label] };
}

/** One mark found: the JSON Pointer of the marked object and what the hook saw there. */
export interface FoundMark {
  readonly path: string;
  readonly label: string;
}

/**
 * Calls `visit` on every object in `output` (a vendor's fresh JSON Schema) with its JSON Pointer, in document order:
 * each object once (shared or cyclic objects included), iteratively (any depth); stops quietly at a value that
 * cannot be read — the caller's snapshot reports that value with its path.
 */
export function forEachObject(output: unknown, visit: (node: object, path: string) => void): void {
  const seen = new Set<object>();
  const stack: [unknown, string][] = [[output, ""]];
  try {
    while (stack.length > 0) {
      const [node, path] = stack.pop() as [unknown, string];
      if (typeof node !== "object" || node === null || seen.has(node)) continue;
      seen.add(node);
      visit(node, path);
      const keys = Object.keys(node);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        stack.push([(node as Record<string, unknown>)[key], pointer(path, key)]);
      }
    }
  } catch {
    // an unreadable value: the snapshot names it
  }
}

/** Every mark in `output`, in document order, removing them from it (see {@link forEachObject}). */
export function takeMarks(output: unknown): FoundMark[] {
  const found: FoundMark[] = [];
  forEachObject(output, (node, path) => {
    const labels = (node as Marked)[MARK];
    if (!Array.isArray(labels)) return;
    for (const label of labels) found.push({ path, label });
    delete (node as Marked)[MARK];
  });
  return found;
}
