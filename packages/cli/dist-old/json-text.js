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
/** `value` after its `toJSON` (ECMA-262: a member's `toJSON(key)` is called with its key; an array index as a string). */
function jsonValue(value, key) {
    if (typeof value === "object" && value !== null && typeof value.toJSON === "function")
        return value.toJSON(key);
    return value;
}
/** Whether JSON leaves a member of this value out of an object (and writes `null` for it in an array). */
const unwritable = (value) => value === undefined || typeof value === "function" || typeof value === "symbol";
/**
 * The text of a primitive (`null` for one JSON cannot write; ±Infinity as `±1e999` with `keepInfinity`); TypeError for
 * a BigInt, as `JSON.stringify` throws.
 */
function scalarText(value, keepInfinity = false) {
    if (typeof value === "bigint")
        throw new TypeError("Do not know how to serialize a BigInt");
    if (keepInfinity && (value === Infinity || value === -Infinity))
        return value > 0 ? "1e999" : "-1e999";
    return unwritable(value) ? "null" : JSON.stringify(value);
}
const isPrimitive = (value) => value === null || typeof value !== "object";
/** `[1, 2]` or `{ "a": 1 }` when every member is a primitive, else `undefined`. */
function inlineText(isArray, members, keepInfinity) {
    if (!members.every(([, member]) => isPrimitive(member)))
        return undefined;
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
export function jsonText(value, options = {}) {
    const { inlineWidth, indent = "", compact = false, keepInfinity = false } = options;
    // the text so far: short parts, joined into one piece every PIECE_PARTS (a 7 MB list is a few hundred pieces, not millions of parts)
    const pieces = [];
    let parts = [];
    const stack = [];
    const open = new Set();
    const newline = (depth) => `\n${indent}${"  ".repeat(depth)}`;
    /** Writes `v` (its `toJSON` already applied) at nesting `depth`, after `column` characters of its line, or opens its frame. */
    const emit = (v, depth, column) => {
        if (v === null || typeof v !== "object") {
            parts.push(scalarText(v, keepInfinity));
            return;
        }
        if (open.has(v))
            throw new TypeError("Converting circular structure to JSON");
        const isArray = Array.isArray(v);
        const members = [];
        if (isArray)
            for (let i = 0; i < v.length; i++)
                members.push([undefined, jsonValue(v[i], String(i))]);
        else
            for (const k of Object.keys(v)) {
                const member = jsonValue(v[k], k);
                if (!unwritable(member))
                    members.push([k, member]);
            }
        if (members.length === 0) {
            parts.push(isArray ? "[]" : "{}");
            return;
        }
        const pretty = !compact && depth + 1 <= PRETTY_DEPTH;
        const short = pretty && inlineWidth !== undefined ? inlineText(isArray, members, keepInfinity) : undefined;
        if (short !== undefined && column + short.length <= inlineWidth) {
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
        const [key, member] = frame.members[frame.next];
        parts.push(`${frame.next > 0 ? "," : ""}${frame.pretty ? newline(frame.depth) : ""}`);
        const prefix = key === undefined ? "" : `${JSON.stringify(key)}${frame.pretty ? ": " : ":"}`;
        parts.push(prefix);
        if (parts.length >= PIECE_PARTS) {
            pieces.push(parts.join(""));
            parts = [];
        }
        frame.next++;
        emit(member, frame.depth, indent.length + 2 * frame.depth + prefix.length);
    }
    pieces.push(parts.join(""));
    return pieces.join("");
}
