/**
 * The walk's state: options, the grammar in force, and the four lists every finding lands in.
 * Findings are only ever made through the helpers below, so each has one shape and one fate.
 */
import type { Grammar } from "@mcp-wire/spec";
import { issue, type IssueCode, type SchemaIssue } from "../issues.js";
import { pointer } from "@mcp-wire/core";
import type { JsonRecord, JsonValue } from "../tree.js";

/** What to do with a constraint the wire cannot advertise. */
export type OnUnsupported = "reject" | "drop";

/** `convert`: build the wire form (toRequestedSchema). `validate`: judge a received form as is. */
export type WalkMode = "convert" | "validate";

/**
 * A keyword of a node being walked, with where it came from in the input. The JSON Pointer is
 * built only when asked (only issues and notes need it), which keeps the walk off string building.
 */
export class Entry {
  /**
   * @param value - the keyword's value
   * @param base - JSON Pointer of the node holding the keyword, or of the keyword itself when `key` is absent
   * @param key - the keyword (unescaped)
   */
  constructor(
    readonly value: JsonValue,
    private readonly base: string,
    private readonly key?: string,
  ) {}

  /** JSON Pointer of the keyword in the input. */
  get path(): string {
    return this.key === undefined ? this.base : pointer(this.base, this.key);
  }

  /** Another value from the same place (a rewrite keeps pointing at its source). */
  withValue(value: JsonValue): Entry {
    return new Entry(value, this.base, this.key);
  }
}

/** A node being walked: keyword → entry (insertion order is the input's). */
export type Entries = Map<string, Entry>;

/** The state of one walk: the grammar and options in force, the input root, and the findings. */
export interface WalkContext {
  readonly grammar: Grammar;
  readonly onUnsupported: OnUnsupported;
  readonly mode: WalkMode;
  /** `~standard.vendor` of the source schema; `undefined` for a plain JSON Schema. */
  readonly source: string | undefined;
  /**
   * Each regex the source schema's vendor wrote for one of its own formats → that format, read from the schema's
   * definition by the conversion (exact for the vendor version that built it); empty for a plain JSON Schema.
   */
  readonly formatPatterns: ReadonlyMap<string, string>;
  /** The whole input, for local `$ref` resolution. */
  readonly root: JsonRecord;
  readonly rejected: SchemaIssue[];
  readonly dropped: SchemaIssue[];
  readonly notes: SchemaIssue[];
  /** Every drop and rewrite: what makes an input differ from its wire form (validate mode reports these). */
  readonly changes: SchemaIssue[];
  /**
   * Findings already recorded, by path: a `$defs` target used by many fields is walked once per
   * use, and its findings are reported once.
   */
  readonly recorded: Map<string, Finding[]>;
}

/** One recorded finding (its path is the key it is recorded under). */
export interface Finding {
  readonly kind: string;
  readonly code: IssueCode;
  readonly message: string;
}

/** Whether this finding is new (and marks it as recorded). */
function firstTime(ctx: WalkContext, kind: string, path: string, code: IssueCode, message: string): boolean {
  const atPath = ctx.recorded.get(path);
  if (!atPath) {
    ctx.recorded.set(path, [{ kind, code, message }]);
    return true;
  }
  if (atPath.some((f) => f.kind === kind && f.code === code && f.message === message)) return false;
  atPath.push({ kind, code, message });
  return true;
}

/** Sets `key` to `value`, pointing at the input place `from` it was rewritten from (a rule's rewrite). */
export function rewrite(entries: Entries, key: string, value: JsonValue, from: Entry): void {
  entries.set(key, from.withValue(value));
}

/** Records a rejection. */
export function reject(ctx: WalkContext, path: string, code: IssueCode, message: string): void {
  if (firstTime(ctx, "reject", path, code, message)) ctx.rejected.push(issue(path, code, message));
}

/** Records a note; `change` when the wire form differs from the input because of it. */
export function note(ctx: WalkContext, path: string, code: IssueCode, message: string, change = true): void {
  if (!firstTime(ctx, "note", path, code, message)) return;
  const found = issue(path, code, message);
  ctx.notes.push(found);
  if (change) ctx.changes.push(found);
}

/** A constraint the wire cannot advertise: rejected, or dropped and listed under `onUnsupported: "drop"`. */
export function unsupported(ctx: WalkContext, path: string, code: IssueCode, message: string): void {
  if (ctx.onUnsupported !== "drop") reject(ctx, path, code, message);
  else if (firstTime(ctx, "drop", path, code, message)) {
    const found = issue(path, code, message);
    ctx.dropped.push(found);
    ctx.changes.push(found);
  }
}
