/**
 * Checks of the `options` argument of the public functions: an object (or nothing), a known MCP
 * revision, a known `onUnsupported`. A bad option is a TypeError whose message shows the value
 * without ever throwing while showing it.
 */
import { ownOptions } from "@mcp-wire/core";
import { DEFAULT_REVISION, isRevision, REVISIONS, type Revision } from "@mcp-wire/spec";
import { show } from "@mcp-wire/core";
import type { OnUnsupported } from "./walk/context.js";

/**
 * The options object's own enumerable properties, copied onto an object without a prototype (so an inherited
 * `Object.prototype.onUnsupported` is never read as an option); an empty one when `options` is `undefined`.
 * @throws TypeError when `options` is not an object (null, a string, an array, …)
 */
export function checkedOptions<T extends object>(options: unknown): Partial<T> {
  if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
    throw new TypeError(`options must be an object such as { revision: "2025-11-25" }, got ${options === null ? "null" : Array.isArray(options) ? "an array" : typeof options}`);
  }
  return ownOptions(options as T | undefined);
}

/**
 * `options.revision`, or the default revision when it is `undefined`.
 * @throws TypeError when it is not a known MCP revision
 */
export function checkedRevision(revision: unknown): Revision {
  if (revision === undefined) return DEFAULT_REVISION;
  if (!isRevision(revision)) throw new TypeError(`options.revision: unknown MCP revision ${show(revision, 60)}; known: ${REVISIONS.join(", ")}`);
  return revision;
}

/**
 * `options.onUnsupported`, or `"reject"` when it is `undefined`.
 * @throws TypeError when it is neither `"reject"` nor `"drop"`
 */
export function checkedOnUnsupported(value: unknown): OnUnsupported {
  if (value === undefined) return "reject";
  if (value !== "reject" && value !== "drop") throw new TypeError(`options.onUnsupported must be "reject" or "drop", got ${show(value, 60)}`);
  return value;
}
