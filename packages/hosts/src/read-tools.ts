/**
 * Reads a `tools` array entry by entry when a single read of the whole list stops inside its entries because they nest
 * past the reading limit: one tool nested too deep for mcp-wire (valid JSON a server can send) costs that tool, not
 * the list, and the tools beside it are judged as usual.
 */
import { isArrayGuarded, MAX_ARRAY_LENGTH } from "@mcp-wire/core";
import { readJson, type JsonValue } from "@mcp-wire/dialect";
import { hostIssue } from "./issues.js";
import type { HostIssue } from "./types.js";

/** One entry of the list: its snapshot, or the issues (paths into the entry: `/inputSchema/...`) that stop its read. */
export type EntryRead = { readonly value: JsonValue; readonly issues: readonly [] } | { readonly value: undefined; readonly issues: readonly { readonly path: string; readonly code: string; readonly message: string }[] };

const ENTRY_PATH = /^\/(0|[1-9]\d*)(?:\/|$)/u;

/**
 * The entries of `list` (an array, possibly hostile) read one by one, when `issues` — those of a failed read of the
 * whole list, with paths into it — are all `too-deep` and lie inside entries (a re-read then costs at most what the
 * first read did). `undefined` when the list cannot be read that way: not an array, longer than `MAX_ARRAY_LENGTH`,
 * an issue outside every entry or of another code (a cycle, a throwing getter, a non-JSON value: the input is not a
 * JSON tool list at all). Never throws; never mutates `list`.
 */
export function readEntries(list: unknown, issues: readonly { readonly path: string; readonly code: string }[]): EntryRead[] | undefined {
  if (issues.length === 0 || issues.some((found) => found.code !== "too-deep" || !ENTRY_PATH.test(found.path))) return undefined;
  if (isArrayGuarded(list) !== true) return undefined;
  try {
    const items = list as readonly unknown[];
    const length = items.length;
    if (!Number.isSafeInteger(length) || length > MAX_ARRAY_LENGTH) return undefined;
    const entries: EntryRead[] = [];
    for (let i = 0; i < length; i++) {
      const read = readJson(items[i]);
      entries.push(read.value === undefined ? { value: undefined, issues: read.issues } : { value: read.value, issues: [] });
    }
    return entries;
  } catch {
    return undefined;
  }
}

/** Why an entry could not be read, per snapshot code, as a sentence of a host issue on the tool (its path says where). */
const UNREADABLE: Readonly<Record<string, string>> = {
  "too-deep": "nested deeper than mcp-wire reads: no host judged it, so it counts as lost (Ajv 8 overflows its stack near 400 nested subschemas; in an outputSchema an SDK 1.x client then loses the list)",
};

/**
 * The host issues of an entry that could not be read: `unreadable-tool` at blast `tool` (nothing in it was judged, so
 * every host counts it as lost), at the path where reading stopped (into the tool).
 */
export function unreadableIssues(issues: EntryRead["issues"]): HostIssue[] {
  return issues.map((found) => hostIssue(found.path, "unreadable-tool", "host", "tool", Object.hasOwn(UNREADABLE, found.code) ? UNREADABLE[found.code] : `the tool could not be read as JSON (${found.code}), so no host was judged for it and it counts as lost`));
}

/** The `name` of an unreadable entry when it is an own string data property, else `undefined`; never throws. */
export function entryName(list: unknown, index: number): string | undefined {
  try {
    const entry: unknown = (list as readonly unknown[])[index];
    if (typeof entry !== "object" || entry === null) return undefined;
    const descriptor = Object.getOwnPropertyDescriptor(entry, "name");
    return descriptor !== undefined && "value" in descriptor && typeof descriptor.value === "string" ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}
