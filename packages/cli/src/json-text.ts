/**
 * The one JSON printer of the CLI, for machine outputs (`--json` reports of doctor, check and diff, `--save` captures,
 * `--fix-out` schemas), the messages `proxy` rewrites (compact: one line) and the human report of `check` alike: `JSON.stringify(value, null, 2)` without recursion, so
 * a schema nested 100,000 levels deep (which a server may send) is written instead of overflowing the stack, and in
 * linear size: containers nested deeper than {@link PRETTY_DEPTH} levels are written on one line, without indentation
 * (pretty-printing them would repeat up to 2 × depth spaces per line: 18 MB for a 30 KB schema 3,000 levels deep).
 * With `inlineWidth` (the human report), an indented array or object whose members are all primitives is written on
 * one line when that line fits (`"enum": ["a", "b"]`, `{ "const": "lo", "title": "Low" }`). The text parses back to
 * the same value as `JSON.stringify`'s.
 *
 * Source: RFC 8259 (JSON); ECMA-262 §25.5.2 `JSON.stringify` (which members are left out, `toJSON`, `null` for
 * values JSON cannot write inside an array).
 */

/** Containers at this nesting level or shallower are indented by 2 spaces a level; deeper ones are written compact. */
export const PRETTY_DEPTH = 32;

/** How many short parts of the text are kept before they are joined into one piece. */
const PIECE_PARTS = 4096;

interface Frame {
  readonly container: object;
  readonly members: readonly (readonly [key: string | undefined, value: unknown])[];
  /** The nesting level of the members (1 for the root's). */
  readonly depth: number;
  readonly pretty: boolean;
  readonly close: "]" | "}";
  next: number;
}

/** How {@link jsonText} lays out its text; the default is `JSON.stringify(value, null, 2)`'s layout. */
export interface JsonTextOptions {
  /**
   * When set, an indented container whose members are all primitives is written on one line (`[1, 2]`,
   * `{ "a": 1 }`) when that line, indentation and key included, is at most this many characters wide.
   */
  readonly inlineWidth?: number;
  /** Written before every line but the first (the first line's own indentation, which the caller writes); default `""`. */
  readonly indent?: string;
  /**
   * `true`: no container is indented, the whole text is one line (`JSON.stringify(value)`'s text: a JSON-RPC
   * message on the stdio transport, which must not contain a newline); `inlineWidth` and `indent` are then unused.
   */
  readonly compact?: boolean;
  /**
   * `true`: a number past the double range (±Infinity: what `JSON.parse` makes of a literal such as `1e400`) is
   * written `1e999` / `-1e999`, a JSON number every parser reads back as that same out-of-range value, instead of
   * `JSON.stringify`'s `null` (which would turn a server's `maximum: 1e400` into `maximum: null` on the way through).
   * NaN, which JSON text cannot produce, is still `null`.
   */
  readonly keepInfinity?: boolean;
}

/** `value` after its `toJSON` (ECMA-262: a member's `toJSON(key)` is called with its key; an array index as a string). */
function jsonValue(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  return value;
}

/** Whether JSON leaves a member of this value out of an object (and writes `null` for it in an array). */
const unwritable = (value: unknown) => value === undefined || typeof value === "function" || typeof value === "symbol";

/**
 * The text of a primitive (`null` for one JSON cannot write; ±Infinity as `±1e999` with `keepInfinity`); TypeError for
 * a BigInt, as `JSON.stringify` throws.
 */
function scalarText(value: unknown, keepInfinity = false): string {
  if (typeof value === "bigint") throw new TypeError("Do not know how to serialize a BigInt");
  if (keepInfinity && (value === Infinity || value === -Infinity)) return value > 0 ? "1e999" : "-1e999";
  return unwritable(value) ? "null" : (JSON.stringify(value) as string);
}

const isPrimitive = (value: unknown) => value === null || typeof value !== "object";

/** `[1, 2]` or `{ "a": 1 }` when every member is a primitive, else `undefined`. */
function inlineText(isArray: boolean, members: readonly (readonly [string | undefined, unknown])[], keepInfinity: boolean): string | undefined {
  if (!members.every(([, member]) => isPrimitive(member))) return undefined;
  const items = members.map(([key, member]) => (key === undefined ? "" : `${JSON.stringify(key)}: `) + scalarText(member, keepInfinity));
  return isArray ? `[${items.join(", ")}]` : `{ ${items.join(", ")} }`;
}

/**
 * The JSON text of `value`, indented by 2 spaces per level down to {@link PRETTY_DEPTH} levels, compact below.
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}; none gives `JSON.stringify(value, null, 2)`'s text down to PRETTY_DEPTH,
 *   `{ compact: true }` gives `JSON.stringify(value)`'s
 * @returns the text, without a trailing newline (`"null"` for a value JSON cannot write, such as `undefined`)
 * @throws TypeError for a BigInt or a cyclic structure, as `JSON.stringify` does; never a RangeError (no recursion)
 */
export function jsonText(value: unknown, options: JsonTextOptions = {}): string {
  return [...jsonPieces(value, options)].join("");
}

/**
 * The text of a `--json` report (doctor's, diff's): {@link jsonText} with `keepInfinity` (a number past the double
 * range, ±Infinity once parsed, written `1e999`/`-1e999`, never `null`) and a newline.
 * @param report - the report (any value `JSON.stringify` accepts)
 * @returns the text, newline-terminated
 * @throws TypeError for a BigInt or a cyclic structure, as {@link jsonText} does
 */
export function jsonReportText(report: unknown): string {
  return `${jsonText(report, { keepInfinity: true })}\n`;
}

/** A stream {@link writeJsonText} writes to: `process.stdout` fits; `once` is optional. */
export interface JsonSink {
  write(text: string): unknown;
  /** `drain`: the stream takes more; `close`: it takes nothing more (the reader of a pipe went away). */
  once?(event: "drain" | "close", listener: () => void): unknown;
}

/**
 * Writes the {@link jsonText} of `value` and a newline to `stream` piece by piece (a few hundred KB each), waiting for
 * `drain` when `write` returns `false` and the stream has `once`: the whole text is never one string (the `--json`
 * report of a tool list is about 13 times the list as text). A stream that closes meanwhile (`mcp-wire doctor --json
 * | head`) ends the writing: the rest is not made.
 * @param stream - a {@link JsonSink}
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}
 * @throws what {@link jsonText} throws (a BigInt, a cycle), after the pieces before it were written
 */
export async function writeJsonText(stream: JsonSink, value: unknown, options: JsonTextOptions = {}): Promise<void> {
  let closed = false;
  let wake: (() => void) | undefined;
  stream.once?.("close", () => {
    closed = true;
    wake?.();
  });
  for (const piece of jsonPieces(value, options)) {
    if (closed) return;
    if (stream.write(piece) === false && typeof stream.once === "function") {
      await new Promise<void>((resolve) => {
        wake = resolve;
        stream.once?.("drain", resolve);
      });
    }
  }
  if (!closed) stream.write("\n");
}

/** The text of {@link jsonText} in pieces of about {@link PIECE_PARTS} parts, in order. */
function* jsonPieces(value: unknown, options: JsonTextOptions): Generator<string> {
  const { inlineWidth, indent = "", compact = false, keepInfinity = false } = options;
  // the text so far: short parts, yielded as one piece every PIECE_PARTS (a 7 MB list is a few hundred pieces, not millions of parts)
  let parts: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  const newline = (depth: number) => `\n${indent}${"  ".repeat(depth)}`;
  /** Writes `v` (its `toJSON` already applied) at nesting `depth`, after `column` characters of its line, or opens its frame. */
  const emit = (v: unknown, depth: number, column: number) => {
    if (v === null || typeof v !== "object") {
      parts.push(scalarText(v, keepInfinity));
      return;
    }
    if (open.has(v)) throw new TypeError("Converting circular structure to JSON");
    const isArray = Array.isArray(v);
    const members: (readonly [string | undefined, unknown])[] = [];
    if (isArray) for (let i = 0; i < v.length; i++) members.push([undefined, jsonValue(v[i], String(i))]);
    else for (const k of Object.keys(v)) {
      const member = jsonValue((v as Record<string, unknown>)[k], k);
      if (!unwritable(member)) members.push([k, member]);
    }
    if (members.length === 0) {
      parts.push(isArray ? "[]" : "{}");
      return;
    }
    const pretty = !compact && depth + 1 <= PRETTY_DEPTH;
    const short = pretty && inlineWidth !== undefined ? inlineText(isArray, members, keepInfinity) : undefined;
    if (short !== undefined && column + short.length <= (inlineWidth as number)) {
      parts.push(short);
      return;
    }
    parts.push(isArray ? "[" : "{");
    open.add(v);
    stack.push({ container: v, members, depth: depth + 1, pretty, close: isArray ? "]" : "}", next: 0 });
  };
  emit(jsonValue(value, ""), 0, indent.length);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.next === frame.members.length) {
      stack.pop();
      open.delete(frame.container);
      parts.push(frame.pretty ? `${newline(frame.depth - 1)}${frame.close}` : frame.close);
      continue;
    }
    const [key, member] = frame.members[frame.next] as readonly [string | undefined, unknown];
    parts.push(`${frame.next > 0 ? "," : ""}${frame.pretty ? newline(frame.depth) : ""}`);
    const prefix = key === undefined ? "" : `${JSON.stringify(key)}${frame.pretty ? ": " : ":"}`;
    parts.push(prefix);
    if (parts.length >= PIECE_PARTS) {
      yield parts.join("");
      parts = [];
    }
    frame.next++;
    emit(member, frame.depth, indent.length + 2 * frame.depth + prefix.length);
  }
  yield parts.join("");
}
