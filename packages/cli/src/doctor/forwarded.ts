/**
 * The tools list as a host forwards it: a JSON number too large for a double (`1e400`) is read by `JSON.parse` as
 * `±Infinity`, which no JSON reader of mcp-wire takes (`invalid-value`, "is not a JSON number": the whole list would be
 * unreadable), and which `JSON.stringify` writes as `null` when a host passes the schema on (to its model API, or
 * re-serialized by a proxy). The SDK 1.x client keeps such a tool (checked with `@modelcontextprotocol/sdk` 1.32.2:
 * `ListToolsResultSchema` passes `maximum: Infinity`, its schemas' members are passthrough), so each host is judged on
 * the list with every non-finite number replaced by `null`, the value the forwarded JSON carries. Pure: no I/O.
 *
 * The walk has the bounds of the read that judges each tool afterwards (`readEntries` of `@mcp-wire/hosts`): a tool
 * holding more values than one read takes, or an array longer than one read takes, is left as it is (its read reports
 * it `too-large`, so doctor marks it not judged, `unreadable-tool`), so no walk holds more than those bounds allow
 * whatever the list (a 53 MB list of one tool with 17.8 million `[]` in an `enum` is one array too long).
 */
import { MAX_ARRAY_LENGTH, MAX_SNAPSHOT_VALUES, makeIssue, pointer, thrownMessage, type SchemaIssue } from "@mcp-wire/core";

/** One replaced number: its JSON Pointer into the list (`/0/inputSchema/properties/n/maximum`) and the value read. */
export interface NonFinite {
  readonly path: string;
  readonly value: number;
}

/** Most non-finite numbers recorded (all are replaced). */
const MAX_RECORDED = 100;

/**
 * The bounds of {@link forwardedForm}'s walk. The defaults are those of the read that judges each tool (`snapshot` of
 * `@mcp-wire/core`, entry by entry as `readEntries` of `@mcp-wire/hosts` reads a large list); tests lower them.
 */
export interface ForwardLimits {
  /** Most values walked in one tool, counting a shared sub-object at every place it appears (the tool itself: one). */
  readonly toolValues: number;
  /** Most values walked in the whole list, as `toolValues` counts them. */
  readonly listValues: number;
  /** Longest array walked. */
  readonly arrayLength: number;
}

/**
 * {@link ForwardLimits} of doctor: `MAX_SNAPSHOT_VALUES` per tool, eight times that for the list (the
 * `MAX_TOOL_LIST_VALUES` of `@mcp-wire/hosts`), arrays of at most `MAX_ARRAY_LENGTH` items.
 */
export const FORWARD_LIMITS: ForwardLimits = { toolValues: MAX_SNAPSHOT_VALUES, listValues: 8 * MAX_SNAPSHOT_VALUES, arrayLength: MAX_ARRAY_LENGTH };

/** Where a tool's walk stopped: the tokens below the tool, why, and whether on the budget (`spent`). */
type Stop = { readonly tokens: (string | number)[]; readonly message: string; readonly spent: boolean };

/** The bounds of one tool's walk: its value budget (`whole`: the full per-tool budget) and the longest array. */
interface Bound {
  readonly budget: number;
  readonly arrayLength: number;
  readonly whole: boolean;
}

/** What one walk of a tool found: the values it took, the paths of its non-finite numbers, or where it stopped. */
interface Walk {
  spent: number;
  readonly found: { readonly path: (string | number)[]; readonly value: number }[];
  stop: Stop | undefined;
}

/**
 * `tools` with every `±Infinity`/`NaN` number replaced by `null` (copied only along the paths to them; `tools` itself
 * when it holds none), where they were, and the tools left unread. Iterative (a 10,000-level schema does not overflow
 * the stack); reads own enumerable members of plain objects and arrays (the values `JSON.parse` makes); never mutates
 * `tools`; never throws.
 * @param tools - the tools as received (possibly hostile: shared sub-objects, cycles, getters)
 * @param limits - the bounds of the walk ({@link FORWARD_LIMITS} unless a test lowers them)
 * @returns `tools` as forwarded; `replaced`: the first {@link MAX_RECORDED} numbers replaced; `pastDouble`: per tool that
 *   held a number past the double range (±Infinity, not NaN), the JSON Pointer into the tool of its first; `unread`: per tool left as
 *   it is, a `too-large` issue at the JSON Pointer into the list where the walk stopped (an array longer than
 *   `limits.arrayLength`: at the array; more values than the tool's budget — `limits.toolValues`, or what is left of
 *   `limits.listValues` — at the first value past it, counted depth-first in member order, as the snapshot counts), or
 *   `invalid-value` at the tool when reading it threw (a Proxy trap, a getter)
 */
export function forwardedForm(tools: readonly unknown[], limits: ForwardLimits = FORWARD_LIMITS): { readonly tools: readonly unknown[]; readonly replaced: readonly NonFinite[]; readonly pastDouble: ReadonlyMap<number, string>; readonly unread: readonly SchemaIssue<"too-large" | "invalid-value">[] } {
  const replaced: NonFinite[] = [];
  const pastDouble = new Map<number, string>();
  const unread: SchemaIssue<"too-large" | "invalid-value">[] = [];
  let left = limits.listValues;
  let root: unknown[] | undefined;
  for (let index = 0; index < tools.length; index++) {
    const tool = tools[index];
    const budget = Math.max(0, Math.min(limits.toolValues, left));
    const bound = { budget, arrayLength: limits.arrayLength, whole: budget === limits.toolValues };
    let walk: Walk;
    try {
      // nothing is kept per member unless the tool holds a non-finite number or its walk stops (then it is walked
      // again, recording each member's path)
      walk = walkTool(tool, bound, false);
      if (walk.stop !== undefined || walk.found.length > 0) walk = walkTool(tool, bound, true);
    } catch (cause) {
      left -= budget;
      unread.push(makeIssue(pointer("", index), "invalid-value", `reading it threw: ${thrownMessage(cause)}`));
      continue;
    }
    // as the snapshot's shared budget: a read stopped on the budget spends all it could take
    left -= walk.stop?.spent === true ? budget : walk.spent;
    if (walk.stop !== undefined) {
      unread.push(makeIssue(pointer("", index, ...walk.stop.tokens), "too-large", walk.stop.message));
      continue;
    }
    if (walk.found.length === 0) continue;
    root ??= [...tools];
    root[index] = nulled(tool as object, walk.found.map((found) => found.path));
    const past = walk.found.find((found) => Math.abs(found.value) === Infinity);
    if (past !== undefined) pastDouble.set(index, pointer("", ...past.path));
    for (const found of walk.found) if (replaced.length < MAX_RECORDED) replaced.push({ path: pointer("", index, ...found.path), value: found.value });
  }
  return { tools: root ?? tools, replaced, pastDouble, unread };
}

/**
 * Walks `tool` depth-first in member order, taking at most `bound.budget` values (each counted where it appears) and no
 * array longer than `bound.arrayLength`; with `record`, the paths of the non-finite numbers found and of the stop, else
 * only whether there are any (empty paths). Throws what reading `tool` throws.
 */
function walkTool(tool: unknown, bound: Bound, record: boolean): Walk {
  const walk: Walk = { spent: 0, found: [], stop: undefined };
  // each visited value is a link to its parent's (a path is built only for a number found or the stop: linear in the
  // tool's size whatever its depth)
  const parents: number[] = [];
  const keys: (string | number)[] = [];
  const pathOf = (link: number): (string | number)[] => {
    const path: (string | number)[] = [];
    if (!record) return path;
    for (let at = link; at >= 0; at = parents[at] as number) path.push(keys[at] as string | number);
    return path.reverse();
  };
  const values: unknown[] = [tool];
  const links: number[] = [-1];
  while (values.length > 0) {
    const value = values.pop();
    const link = links.pop() as number;
    if (walk.spent === bound.budget) {
      const message = bound.whole ? `more than ${bound.budget} values, counting shared objects at every place they appear` : `more values than the ${bound.budget} left of the list's budget, counting shared objects at every place they appear`;
      walk.stop = { tokens: pathOf(link), message, spent: true };
      return walk;
    }
    walk.spent++;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) walk.found.push({ path: pathOf(link), value });
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value) && value.length > bound.arrayLength) {
      walk.stop = { tokens: pathOf(link), message: `an array of ${value.length} items is longer than ${bound.arrayLength}`, spent: false };
      return walk;
    }
    const members: readonly (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    for (let i = members.length - 1; i >= 0; i--) {
      const key = members[i] as string | number;
      values.push((value as Record<string | number, unknown>)[key]);
      if (record) {
        parents.push(link);
        keys.push(key);
        links.push(keys.length - 1);
      } else links.push(-1);
    }
  }
  return walk;
}

/** A copy of `tool` along each of `paths` with the value there `null` (a shared sub-object copied once). */
function nulled(tool: object, paths: readonly (string | number)[][]): unknown {
  const copies = new Map<object, Record<string | number, unknown>>();
  const copy = (value: object): Record<string | number, unknown> => {
    let out = copies.get(value);
    if (out === undefined) {
      out = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
      copies.set(value, out);
      copies.set(out, out);
    }
    return out;
  };
  const root = copy(tool);
  for (const path of paths) {
    let at = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) at[key] = null;
      else at = at[key] = copy(at[key] as object);
    }
  }
  return root;
}
