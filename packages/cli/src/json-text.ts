/**
 * The JSON text of every machine output of the CLI (`--json` reports of doctor and diff, `--save` captures,
 * `--fix-out` schemas): `JSON.stringify(value, null, 2)` without recursion, so a schema nested 100,000 levels deep
 * (which a server may send) is written instead of overflowing the stack, and in linear size: containers nested
 * deeper than {@link PRETTY_DEPTH} levels are written on one line, without indentation (pretty-printing them would
 * repeat up to 2 × depth spaces per line: 18 MB for a 30 KB schema 3,000 levels deep). The text parses back to the
 * same value as `JSON.stringify`'s.
 *
 * Source: RFC 8259 (JSON); ECMA-262 §25.5.2 `JSON.stringify` (which members are left out, `toJSON`, `null` for
 * values JSON cannot write inside an array).
 */

/** Containers at this nesting level or shallower are indented by 2 spaces a level; deeper ones are written compact. */
export const PRETTY_DEPTH = 32;

interface Frame {
  readonly container: object;
  readonly members: readonly (readonly [key: string | undefined, value: unknown])[];
  /** The nesting level of the members (1 for the root's). */
  readonly depth: number;
  readonly pretty: boolean;
  readonly close: "]" | "}";
  next: number;
}

/** `value` after its `toJSON` (ECMA-262: a member's `toJSON(key)` is called with its key; an array index as a string). */
function jsonValue(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  return value;
}

/** Whether JSON leaves a member of this value out of an object (and writes `null` for it in an array). */
const unwritable = (value: unknown) => value === undefined || typeof value === "function" || typeof value === "symbol";

/**
 * The JSON text of `value`, indented by 2 spaces per level down to {@link PRETTY_DEPTH} levels, compact below.
 * @param value - any value `JSON.stringify` accepts
 * @returns the text, without a trailing newline (`"null"` for a value JSON cannot write, such as `undefined`)
 * @throws TypeError for a BigInt or a cyclic structure, as `JSON.stringify` does; never a RangeError (no recursion)
 */
export function jsonText(value: unknown): string {
  const parts: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();
  /** Writes `v` (its `toJSON` already applied), or opens its frame. */
  const emit = (v: unknown, depth: number) => {
    if (v === null || typeof v !== "object") {
      if (typeof v === "bigint") throw new TypeError("Do not know how to serialize a BigInt");
      parts.push(unwritable(v) ? "null" : (JSON.stringify(v) as string));
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
    parts.push(isArray ? "[" : "{");
    open.add(v);
    stack.push({ container: v, members, depth: depth + 1, pretty: depth + 1 <= PRETTY_DEPTH, close: isArray ? "]" : "}", next: 0 });
  };
  emit(jsonValue(value, ""), 0);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.next === frame.members.length) {
      stack.pop();
      open.delete(frame.container);
      parts.push(frame.pretty ? `\n${"  ".repeat(frame.depth - 1)}${frame.close}` : frame.close);
      continue;
    }
    const [key, member] = frame.members[frame.next] as readonly [string | undefined, unknown];
    parts.push(`${frame.next > 0 ? "," : ""}${frame.pretty ? `\n${"  ".repeat(frame.depth)}` : ""}`);
    if (key !== undefined) parts.push(`${JSON.stringify(key)}${frame.pretty ? ": " : ":"}`);
    frame.next++;
    emit(member, frame.depth);
  }
  return parts.join("");
}
