/**
 * The one JSON printer of the CLI, for machine outputs (`--json` reports of doctor, check and diff, `--save` captures,
 * `--fix-out` schemas), the messages `proxy` rewrites (compact: one line) and the human report of `check` alike: `JSON.stringify(value, null, 2)` without recursion, so
 * a schema nested 100,000 levels deep (which a server may send) is written instead of overflowing the stack, and in
 * linear size: containers nested deeper than {@link PRETTY_DEPTH} levels are written on one line, without indentation
 * (pretty-printing them would repeat up to 2 × depth spaces per line: 18 MB for a 30 KB schema 3,000 levels deep).
 * With `inlineWidth` (the human report), an indented array or object whose members are all primitives is written on
 * one line when that line fits (`"enum": ["a", "b"]`, `{ "const": "lo", "title": "Low" }`). The text parses back to
 * the same value as `JSON.stringify`'s. U+007F–U+009F (DEL and the C1 controls, which `JSON.stringify` leaves raw: a tool
 * named `"evil\u009b2J"` would put a CSI on the terminal of whoever prints the report) and U+2028/U+2029 (line breaks
 * to many readers) and the bidi formatting characters (U+061C, U+200E/F, U+202A–E, U+2066–9, which reorder what a
 * terminal shows) are written as `\uXXXX` escapes (the same JSON value), but in the `compact` layout: the
 * proxy's JSON-RPC lines, read by a program, stay `JSON.stringify`'s text.
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
  /**
   * The members to write, `toJSON` applied, in one flat array (no array per member: the `--json` report of a 10,000-tool
   * list has millions of members): an array's items in order; an object's key then value, for each member written.
   */
  readonly members: readonly unknown[];
  readonly isArray: boolean;
  /** The nesting level of the members (1 for the root's). */
  readonly depth: number;
  readonly pretty: boolean;
  readonly close: "]" | "}";
  /** The next member's index in `members` (a key's index for an object). */
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
   * message on the stdio transport, which must not contain a newline; DEL, C1, U+2028 and U+2029 stay raw, as
   * `JSON.stringify` writes them); `inlineWidth` and `indent` are then unused.
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

/**
 * `value` after its `toJSON` (ECMA-262: a member's `toJSON(key)` is called with its key; an array index as a string,
 * made only when there is a `toJSON` to call).
 */
function jsonValue(value: unknown, key: string | number): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") return (value as { toJSON: (key: string) => unknown }).toJSON(String(key));
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

/** `[1, 2]` or `{ "a": 1 }` when every member is a primitive, else `undefined` (`members` as {@link Frame} has them). */
function inlineText(isArray: boolean, members: readonly unknown[], keepInfinity: boolean): string | undefined {
  const step = isArray ? 1 : 2;
  for (let i = step - 1; i < members.length; i += step) if (!isPrimitive(members[i])) return undefined;
  const items: string[] = [];
  for (let i = 0; i < members.length; i += step) items.push(isArray ? scalarText(members[i], keepInfinity) : `${JSON.stringify(members[i])}: ${scalarText(members[i + 1], keepInfinity)}`);
  return isArray ? `[${items.join(", ")}]` : `{ ${items.join(", ")} }`;
}

/**
 * A string JSON writes as it is between its quotes: no `"`, `\\`, control character or surrogate (paired or not);
 * a DEL, C1 or U+2028/U+2029 in it is escaped with the rest of its piece, by {@link escapedControls}.
 */
const PLAIN_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
/**
 * The characters `JSON.stringify` writes raw that {@link escapedControls} writes as `\uXXXX`: DEL, C1, U+2028, U+2029,
 * and the bidi formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, Unicode Standard Annex #9),
 * which would reorder what `cat report.json` shows.
 */
const RAW_CONTROL = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const RAW_CONTROLS = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text (whole, or a piece cut between characters) with each {@link RAW_CONTROL} character written as a `\uXXXX`
 * escape (lower-case hex, as `JSON.stringify` writes U+0000–U+001F): such a character can only stand inside a string
 * of JSON text, where the escape is the same value. One regex test when there is none (a report almost never has one).
 */
function escapedControls(text: string): string {
  if (!RAW_CONTROL.test(text)) return text;
  return text.replace(RAW_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
/** Most distinct keys whose quoted text {@link jsonPieces} keeps for reuse in one text (a report repeats a few dozen). */
const QUOTED_KEYS = 1024;

/**
 * The JSON text of `value`, indented by 2 spaces per level down to {@link PRETTY_DEPTH} levels, compact below.
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}; none gives `JSON.stringify(value, null, 2)`'s text down to PRETTY_DEPTH
 *   (DEL, C1, U+2028 and U+2029 escaped), `{ compact: true }` gives `JSON.stringify(value)`'s
 * @returns the text, without a trailing newline (`"null"` for a value JSON cannot write, such as `undefined`)
 * @throws TypeError for a BigInt or a cyclic structure, as `JSON.stringify` does; never a RangeError (no recursion)
 */
export function jsonText(value: unknown, options: JsonTextOptions = {}): string {
  return nativeText(value, options) ?? [...jsonPieces(value, options)].join("");
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
 * `drain` when `write` returns `false` and the stream has `once`: the whole text of a large value is never one string
 * (the `--json` report of a tool list is about 13 times the list as text). A value of at most {@link NATIVE_VALUES}
 * (32,768) values that `JSON.stringify` writes alike ({@link nativeText}) is written as one string, made by it. A
 * stream that closes meanwhile (`mcp-wire doctor --json | head`) ends the writing: the rest is not made.
 * @param stream - a {@link JsonSink}
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}
 * @throws what {@link jsonText} throws (a BigInt, a cycle), after the pieces before it were written
 */
export async function writeJsonText(stream: JsonSink, value: unknown, options: JsonTextOptions = {}): Promise<void> {
  const whole = nativeText(value, options);
  if (whole !== undefined) {
    stream.write(`${whole}\n`);
    return;
  }
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

/**
 * Most values (containers and primitives) a value may hold for {@link nativeText} to write it as one string: a report
 * of about a megabyte and a half of text at most (doctor's report of a 29-tool list with large output schemas holds
 * 28,000); a larger one is written piece by piece.
 */
const NATIVE_VALUES = 32_768;

/**
 * The text {@link jsonText} makes of `value` with `options`, made by `JSON.stringify` (native, several times faster
 * than {@link jsonPieces}) when that gives the same text: the default or compact layout (no `inlineWidth`, no
 * `indent`); every container nested no deeper than {@link PRETTY_DEPTH} levels (so none is written compact below it);
 * every value `null`, a boolean, a string, a finite number (with `keepInfinity`; any number without it), `undefined`
 * (a member left out), a plain array or a plain object without a `toJSON` member; at most {@link NATIVE_VALUES} values
 * (so the one string stays small). `undefined` otherwise: the caller writes the text piece by piece. Reads each value
 * once, without recursion; never throws.
 */
function nativeText(value: unknown, options: JsonTextOptions): string | undefined {
  const { inlineWidth, indent = "", compact = false, keepInfinity = false } = options;
  if (inlineWidth !== undefined || indent !== "") return undefined;
  try {
    // each value still to look at, and the nesting level it is written at (the root's is 0)
    const values: unknown[] = [value];
    const depths: number[] = [0];
    for (let count = 1; values.length > 0; count++) {
      if (count > NATIVE_VALUES) return undefined;
      const next = values.pop();
      const depth = depths.pop() as number;
      if (typeof next === "number") {
        if (keepInfinity && (next === Infinity || next === -Infinity)) return undefined;
        continue;
      }
      if (next === null || next === undefined || typeof next === "boolean" || typeof next === "string") continue;
      // a container at PRETTY_DEPTH or deeper is written compact by jsonPieces; a function, a symbol, a BigInt: its way
      if (typeof next !== "object" || depth >= PRETTY_DEPTH) return undefined;
      const proto = Object.getPrototypeOf(next) as unknown;
      if (Array.isArray(next)) {
        if (proto !== Array.prototype) return undefined;
        for (let i = 0; i < next.length; i++) {
          values.push(next[i]);
          depths.push(depth + 1);
        }
      } else {
        if ((proto !== Object.prototype && proto !== null) || "toJSON" in next) return undefined;
        const record = next as Record<string, unknown>;
        const keys = Object.keys(record);
        for (let i = 0; i < keys.length; i++) {
          values.push(record[keys[i] as string]);
          depths.push(depth + 1);
        }
      }
    }
    return compact ? JSON.stringify(value) : escapedControls(JSON.stringify(value, null, 2));
  } catch {
    // a getter or a Proxy that throws: jsonPieces writes what comes before it, then throws
    return undefined;
  }
}

/**
 * The text of {@link jsonText} in pieces of about {@link PIECE_PARTS} parts, in order. Allocates little per member (the
 * text of a 10,000-tool report is 84 MB, mostly indentation and repeated keys): each line's indentation is made once per
 * depth, each key's quoted text once (for the first {@link QUOTED_KEYS} keys), a string without anything to escape is
 * written between quotes as it is, and a container's members are one flat array; what little outlives a young-generation
 * collection is what V8 promotes to the old generation, which only a full collection frees (docs/performance.md, P10).
 */
function* jsonPieces(value: unknown, options: JsonTextOptions): Generator<string> {
  const { inlineWidth, indent = "", compact = false, keepInfinity = false } = options;
  // the text so far: short parts, yielded as one piece every PIECE_PARTS (a 7 MB list is a few hundred pieces, not millions of parts)
  let parts: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  const newlines: string[] = [];
  const separators: string[] = [];
  /** The line break and indentation before a member at `depth` (`,` first when `comma`), made once per depth. */
  const newline = (depth: number, comma = false): string => {
    const made = comma ? separators : newlines;
    return (made[depth] ??= `${comma ? "," : ""}\n${indent}${"  ".repeat(depth)}`);
  };
  const quotedKeys = new Map<string, string>();
  /** `JSON.stringify(key)`, kept for reuse while fewer than {@link QUOTED_KEYS} are kept. */
  const quoted = (key: string): string => {
    let text = quotedKeys.get(key);
    if (text === undefined) {
      text = JSON.stringify(key);
      if (quotedKeys.size < QUOTED_KEYS) quotedKeys.set(key, text);
    }
    return text;
  };
  /** Writes `v` (its `toJSON` already applied) at nesting `depth`, after `column` characters of its line, or opens its frame. */
  const emit = (v: unknown, depth: number, column: number) => {
    if (typeof v === "string" && PLAIN_STRING.test(v)) {
      parts.push('"', v, '"');
      return;
    }
    if (v === null || typeof v !== "object") {
      parts.push(scalarText(v, keepInfinity));
      return;
    }
    if (open.has(v)) throw new TypeError("Converting circular structure to JSON");
    const isArray = Array.isArray(v);
    const members: unknown[] = [];
    if (isArray) for (let i = 0; i < v.length; i++) members.push(jsonValue(v[i], i));
    else for (const k of Object.keys(v)) {
      const member = jsonValue((v as Record<string, unknown>)[k], k);
      if (!unwritable(member)) members.push(k, member);
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
    stack.push({ container: v, members, isArray, depth: depth + 1, pretty, close: isArray ? "]" : "}", next: 0 });
  };
  emit(jsonValue(value, ""), 0, indent.length);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.next === frame.members.length) {
      stack.pop();
      open.delete(frame.container);
      if (frame.pretty) parts.push(newline(frame.depth - 1));
      parts.push(frame.close);
      continue;
    }
    const at = frame.next;
    if (frame.pretty) parts.push(newline(frame.depth, at > 0));
    else if (at > 0) parts.push(",");
    let column = indent.length + 2 * frame.depth;
    if (!frame.isArray) {
      const key = quoted(frame.members[at] as string);
      parts.push(key, frame.pretty ? ": " : ":");
      column += key.length + (frame.pretty ? 2 : 1);
    }
    if (parts.length >= PIECE_PARTS) {
      yield compact ? parts.join("") : escapedControls(parts.join(""));
      parts = [];
    }
    frame.next = frame.isArray ? at + 1 : at + 2;
    emit(frame.isArray ? frame.members[at] : frame.members[at + 1], frame.depth, column);
  }
  yield compact ? parts.join("") : escapedControls(parts.join(""));
}
