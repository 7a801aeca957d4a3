/**
 * The result side of `output-wrap`: a tool whose output schema was wrapped for a 2025-era session must send its
 * `structuredContent` wrapped the same way, and a proxy or client that receives the wrapped form may take it apart
 * again (SEP-2106; npm:@modelcontextprotocol/server@2.4.0 wraps results as `{ result: value }`).
 */
import { LoosenError } from "./types.js";
import { WRAP_KEY } from "./rewrites/output-wrap.js";
import { makeIssue } from "@mcp-wire/core";

/**
 * Wraps a structured result for a wrapped output schema.
 * @param value - the tool's natural structured result (any JSON value; not copied, not mutated)
 * @returns `{ result: value }`
 */
export function wrapStructuredContent(value: unknown): { result: unknown } {
  return { [WRAP_KEY]: value } as { result: unknown };
}

/**
 * The natural value inside a wrapped structured result (the inverse of {@link wrapStructuredContent}).
 * @param content - what a 2025-era client received: a plain object whose only own key is `result`
 * @returns its `result`
 * @throws LoosenError code `not-wrapped` (path `""`) when `content` is not such an object, or reading it throws
 */
export function unwrapStructuredContent(content: unknown): unknown {
  let keys: string[] | undefined;
  try {
    const plain = typeof content === "object" && content !== null && !Array.isArray(content) && [Object.prototype, null].includes(Object.getPrototypeOf(content));
    keys = plain ? Object.keys(content) : undefined;
    if (keys !== undefined && keys.length === 1 && keys[0] === WRAP_KEY) return (content as Record<string, unknown>)[WRAP_KEY];
  } catch {
    keys = undefined;
  }
  throw new LoosenError("structuredContent", [makeIssue("", "not-wrapped", `not a wrapped result: expected an object whose only key is "${WRAP_KEY}"`)]);
}
