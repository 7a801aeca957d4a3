/**
 * Reads a `tools` array entry by entry when a single read of the whole list stops inside its entries because they nest
 * past the reading limit or hold more values than one read takes (a large list: each entry then has a value budget of
 * its own, within a bound for the whole list): each too-deep entry is read again with the deeper limit
 * {@link MAX_TOOL_JSON_DEPTH}, so a tool nested as deep as real clients still take (or deeper than their parsers and
 * validators survive) is judged like any other, and the tools beside it as usual. An entry nested past even that limit is judged by what nesting that deep does to
 * each host ({@link unreadableIssues}).
 */
import { isArrayGuarded, MAX_ARRAY_LENGTH, MAX_SNAPSHOT_VALUES, snapshot } from "@mcp-wire/core";
import { MAX_JSON_DEPTH, readJson, type JsonValue } from "@mcp-wire/dialect";
import { inScope, type ArchetypeProfile } from "./archetypes.js";
import { hostIssue } from "./issues.js";
import { SCHEMA_ROLES, type HostIssue, type SchemaRole } from "./types.js";
import { MAX_COMPILE_DEPTH } from "./validators.js";

/**
 * The deepest JSON nesting read in one tool on the entry-wise read (the tool itself: depth 0). Twice the nesting at
 * which the 2.x clients' parsers stop taking a schema (`PARSER_MAX_JSON_DEPTH`) and over twice the JSON levels of the
 * deepest subschema nesting Ajv compiles (`MAX_COMPILE_DEPTH`, two JSON levels per `properties` level), so a tool past it
 * is lost by every host that parses or compiles its schema; the snapshot's recursion stays far inside Node's stack.
 */
export const MAX_TOOL_JSON_DEPTH = 2048;

/** One entry of the list: its snapshot, or the issues (paths into the entry: `/inputSchema/...`) that stop its read. */
export type EntryRead = { readonly value: JsonValue; readonly issues: readonly [] } | { readonly value: undefined; readonly issues: readonly { readonly path: string; readonly code: string; readonly message: string }[] };

/**
 * Reads `list` entry by entry and hands each entry read to `each` as it goes (so no snapshot of the whole list is held
 * at once: each entry's can be dropped once `each` returns), for a list that one read of it whole (`readJson`) takes
 * without any issue: an array (not a revoked Proxy) of at most `MAX_ARRAY_LENGTH` entries, without holes, each entry
 * read to the depth that read allows below the list (`MAX_JSON_DEPTH` − 1) within the values left of its budget
 * (`MAX_SNAPSHOT_VALUES`, the list itself counting one). The entries handed on are those that read would give.
 * @param list - `ListToolsResult.tools` as received (any value, possibly hostile); never mutated
 * @param each - receives each entry's {@link EntryRead} (never with issues) and its index, in list order
 * @returns `true` when every entry was read and handed on; `false` at the first thing that read would report (the
 *   entries handed on so far stand for nothing: the caller reads the list whole instead, `readList`). Never throws
 *   but what `each` throws.
 */
export function eachEntry(list: unknown, each: (entry: EntryRead, index: number) => void): boolean {
  const length = listLength(list);
  if (length === undefined) return false;
  const budget = { left: MAX_SNAPSHOT_VALUES - 1 };
  for (let index = 0; index < length; index++) {
    let item: unknown;
    try {
      if (!Object.hasOwn(list as object, index)) return false;
      item = (list as readonly unknown[])[index];
    } catch {
      return false;
    }
    const read = snapshot(item, { maxDepth: MAX_JSON_DEPTH - 1, shared: budget });
    if (read.value === undefined || budget.left < 0) return false;
    each({ value: read.value, issues: [] }, index);
  }
  return true;
}

/**
 * The length of `list` when it is an array (not a revoked Proxy: `isArrayGuarded`) whose `length` reads without
 * throwing as a safe integer of at most `MAX_ARRAY_LENGTH`; else `undefined`. Never throws.
 */
function listLength(list: unknown): number | undefined {
  try {
    if (isArrayGuarded(list) !== true) return undefined;
    const length = (list as readonly unknown[]).length;
    return Number.isSafeInteger(length) && length <= MAX_ARRAY_LENGTH ? length : undefined;
  } catch {
    return undefined;
  }
}

const ENTRY_PATH = /^\/(0|[1-9]\d*)(?:\/|$)/u;

/**
 * Most JSON values the entry-wise read of a list takes in all, counting shared sub-objects at every place they appear:
 * eight whole-list budgets ({@link MAX_SNAPSHOT_VALUES}), room for a 100 MiB list of real tools (about 3.5 million
 * values), while a list of shared references to one huge object still stops after this many values.
 */
export const MAX_TOOL_LIST_VALUES = 8 * MAX_SNAPSHOT_VALUES;

/**
 * The entries of `list` (an array, possibly hostile) read one by one, when `issues` — those of a failed read of the
 * whole list, with paths into it — are all `too-deep` or `too-large` and lie inside entries.
 * - Some `too-large` (the list holds more values than one read's budget, {@link MAX_SNAPSHOT_VALUES}): each entry is
 *   read to {@link MAX_TOOL_JSON_DEPTH} levels with a budget of its own, at most {@link MAX_SNAPSHOT_VALUES} and at
 *   most what is left of {@link MAX_TOOL_LIST_VALUES} for the whole list, so a large list of ordinary tools is judged
 *   tool by tool; only an entry past its budget (or one past the list's, once spent) is `too-large`, at its path.
 * - Only `too-deep`: the list is read once more to {@link MAX_TOOL_JSON_DEPTH} levels per entry; when that read stops
 *   on anything but depth (a cycle, a getter, a value JSON cannot carry, deep inside an entry), each entry is read
 *   again to that depth, which costs at most what that read did; when it stops on its value budget (`too-large`), each
 *   entry is read to the first read's depth instead (at most what the first read cost) and one still too deep is
 *   `too-large`.
 * `undefined` when the list cannot be read that way: not an array, longer than `MAX_ARRAY_LENGTH`, an issue outside
 * every entry or of another code (a cycle, a throwing getter, a non-JSON value: the input is not a JSON tool list at
 * all). Never throws; never mutates `list`.
 */
export function readEntries(list: unknown, issues: readonly { readonly path: string; readonly code: string }[]): EntryRead[] | undefined {
  if (issues.length === 0 || issues.some((found) => !ENTRY_CODES.has(found.code) || !ENTRY_PATH.test(found.path))) return undefined;
  const length = listLength(list);
  if (length === undefined) return undefined;
  try {
    const items = list as readonly unknown[];
    if (issues.some((found) => found.code === "too-large")) return budgeted(items, length);
    const deep = snapshot(list, { maxDepth: MAX_TOOL_JSON_DEPTH + 1 });
    if (Array.isArray(deep.value)) return deep.value.map((value) => ({ value, issues: [] }));
    const bounded = !deep.issues.some((found) => found.code === "too-large");
    const entries: EntryRead[] = [];
    for (let i = 0; i < length; i++) {
      const read = bounded ? snapshot(items[i], { maxDepth: MAX_TOOL_JSON_DEPTH }) : readJson(items[i]);
      const stopped = bounded ? read.issues : read.issues.map((found) => (found.code === "too-deep" ? { path: found.path, code: "too-large", message: "too many values to read this deep" } : found));
      entries.push(entryRead(read.value, stopped));
    }
    return entries;
  } catch {
    return undefined;
  }
}

/**
 * Nesting {@link parsedEntries} reads without a copy: containers at most this many JSON levels deep (the list is level
 * 0). Well within the whole-list snapshot's depth (`readJson` of `@mcp-wire/dialect`: 520 levels), so every list it
 * takes the snapshot would have read whole; a deeper one is left to {@link readEntries} as before.
 */
export const PARSED_MAX_DEPTH = 64;

/**
 * The entries of a tool list that `JSON.parse` made, without the snapshot's copy: the same entries `readJson`'s
 * snapshot of `list` gives (`{ value, issues: [] }` each, the values equal member for member), for a list that
 * snapshot reads whole and leaves unchanged. The values are `list`'s own (shared, not copied). `undefined` — read the
 * list as before (`readJson`, then {@link readEntries}) — when the snapshot would report or change anything: a number
 * that is not finite (`1e400` parses to `Infinity`) or is `-0` (the snapshot writes `0`), a container nested past
 * {@link PARSED_MAX_DEPTH}, more than `MAX_SNAPSHOT_VALUES` values or an array longer than `MAX_ARRAY_LENGTH`, an object
 * whose prototype is not `Object.prototype`, any value `JSON.parse` does not make (a function, `undefined`, a BigInt).
 * A `__proto__` member `JSON.parse` made is an own data member, as the snapshot's own.
 * @param list - a value `JSON.parse` returned, not changed since (its getters, if any, would be read more than once)
 * @returns `entries`: one {@link EntryRead} per entry, in list order, and `ids`: whether any object in them has a
 *   member named `$id` (as `hasId` of validators.ts finds); or `undefined`; never throws
 */
export function parsedEntries(list: unknown): { readonly entries: EntryRead[]; readonly ids: boolean } | undefined {
  if (!Array.isArray(list) || list.length > MAX_ARRAY_LENGTH) return undefined;
  let budget = MAX_SNAPSHOT_VALUES - 1; // the list itself
  let ids = false;
  const plain = (value: unknown, depth: number): boolean => {
    if (--budget < 0) return false;
    switch (typeof value) {
      case "string":
      case "boolean":
        return true;
      case "number":
        return Number.isFinite(value) && !Object.is(value, -0);
      case "object":
        break;
      default:
        return false;
    }
    if (value === null) return true;
    if (depth > PARSED_MAX_DEPTH) return false;
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_LENGTH) return false;
      for (let i = 0; i < value.length; i++) if (!plain(value[i], depth + 1)) return false;
      return true;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    // every own member (`for…in` also meets an enumerable one inherited, only checked: 1.5× faster than `Object.keys`)
    for (const key in value) {
      if (key === "$id") ids = true;
      if (!plain((value as Record<string, unknown>)[key], depth + 1)) return false;
    }
    return true;
  };
  try {
    for (let i = 0; i < list.length; i++) if (!plain(list[i], 1)) return undefined;
  } catch {
    return undefined; // a Proxy or a getter: not what JSON.parse makes
  }
  return { entries: (list as JsonValue[]).map((value): EntryRead => ({ value, issues: [] })), ids };
}

/** The first-read codes {@link readEntries} reads past entry by entry. */
const ENTRY_CODES: ReadonlySet<string> = new Set(["too-deep", "too-large"]);

/** Each of `items` read with a budget of its own, all of them within {@link MAX_TOOL_LIST_VALUES}. */
function budgeted(items: readonly unknown[], length: number): EntryRead[] {
  const shared = { left: MAX_TOOL_LIST_VALUES };
  const entries: EntryRead[] = [];
  for (let i = 0; i < length; i++) {
    const read = snapshot(items[i], { maxDepth: MAX_TOOL_JSON_DEPTH, shared });
    entries.push(entryRead(read.value, read.issues));
  }
  return entries;
}

/** An entry's read: its value, or the issues that stopped it. */
function entryRead(value: JsonValue | undefined, issues: EntryRead["issues"]): EntryRead {
  return value === undefined ? { value: undefined, issues } : { value, issues: [] };
}

const ROLES = SCHEMA_ROLES;

/** The codes {@link unreadableIssues} gives: what nesting past the depth mcp-wire reads costs each host. */
export const UNREADABLE_CODES: ReadonlySet<string> = new Set(["parse-overflow", "compile-failed", "unreadable-tool"]);

/**
 * The host issues of an entry that could not be read (paths into the entry: `/inputSchema/...`), for `profile` when
 * given (an archetype), else for a host whose rules judged nothing of it (a product's own rules). An entry nested past
 * {@link MAX_TOOL_JSON_DEPTH} inside one of its schemas is, for an archetype, what that depth does to it: a host whose
 * `tools/list` parser recurses per JSON level (`parserMaxJsonDepth`) loses the list (`parse-overflow`); a validator
 * that compiles that schema fails to compile it (`compile-failed`, its blast: Ajv overflows past `MAX_COMPILE_DEPTH`
 * nested subschemas, taken as subschema nesting); a host that neither parses nor compiles it deeply keeps the tool
 * (`unreadable-tool`, blast `none`). Anything else (a model API that receives the schema, a deep value outside the
 * schemas, a cycle, a non-JSON value) is `unreadable-tool` at blast `tool`: nothing in it was judged, so it counts as
 * lost.
 */
export function unreadableIssues(issues: EntryRead["issues"], profile?: ArchetypeProfile): HostIssue[] {
  return issues.flatMap((found): HostIssue[] => {
    const role = ROLES.find((name) => found.path === `/${name}` || found.path.startsWith(`/${name}/`));
    if (found.code !== "too-deep" || role === undefined || profile === undefined) return [lost(found)];
    if (!inScope(profile.receives, role)) return [hostIssue(found.path, "unreadable-tool", "host", "none", `nested deeper than mcp-wire reads, in a schema ${profile.id} never receives`)];
    const out: HostIssue[] = [];
    const wire = profile.wire;
    if (wire?.parserMaxJsonDepth !== undefined) {
      out.push(hostIssue(found.path, "parse-overflow", "wire", wire.blast, `the ${role} nests past ${MAX_TOOL_JSON_DEPTH} JSON levels, past the ${wire.parserMaxJsonDepth} that the tools/list parser of ${profile.id} takes: it overflows its stack`, profile.sources[0]));
    }
    const validator = profile.validator;
    if (validator !== undefined && inScope(profile.compiles, role)) {
      out.push(hostIssue(found.path, "compile-failed", "host", validator.blast, `${validator.kind}: Maximum call stack size exceeded (RangeError): the ${role} nests past ${MAX_TOOL_JSON_DEPTH} JSON levels, past the ${MAX_COMPILE_DEPTH} subschemas Ajv compiles`, profile.sources[0]));
    }
    if (out.length > 0) return out;
    return profile.rules === undefined
      ? [hostIssue(found.path, "unreadable-tool", "host", "none", `nested deeper than mcp-wire reads; ${profile.id} neither parses nor compiles this ${role} recursively, so it keeps the tool`)]
      : [lost(found)];
  });
}

/** `unreadable-tool` at blast `tool`: nothing of the entry was judged. */
function lost(found: EntryRead["issues"][number]): HostIssue {
  return hostIssue(found.path, "unreadable-tool", "host", "tool", found.code === "too-deep"
    ? `nested deeper than mcp-wire reads (${MAX_TOOL_JSON_DEPTH} JSON levels): not judged, so it counts as lost`
    : `the tool could not be read as JSON (${found.code}): not judged, so it counts as lost`);
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
