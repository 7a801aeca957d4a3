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
export declare const PRETTY_DEPTH = 32;
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
/**
 * The JSON text of `value`, indented by 2 spaces per level down to {@link PRETTY_DEPTH} levels, compact below.
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}; none gives `JSON.stringify(value, null, 2)`'s text down to PRETTY_DEPTH,
 *   `{ compact: true }` gives `JSON.stringify(value)`'s
 * @returns the text, without a trailing newline (`"null"` for a value JSON cannot write, such as `undefined`)
 * @throws TypeError for a BigInt or a cyclic structure, as `JSON.stringify` does; never a RangeError (no recursion)
 */
export declare function jsonText(value: unknown, options?: JsonTextOptions): string;
/** A stream {@link writeJsonText} writes to: `process.stdout` fits; `once` is optional. */
export interface JsonSink {
    write(text: string): unknown;
    /** `drain`: the stream takes more; `close`: it takes nothing more (the reader of a pipe went away). */
    once?(event: "drain" | "close", listener: () => void): unknown;
}
/**
 * Writes the {@link jsonText} of `value` and a newline to `stream` piece by piece (a few hundred KB each), waiting for
 * `drain` when `write` returns `false` and the stream has `once`: the whole text is never one string (the `--json`
 * report of a 100,000-tool list is about a gigabyte of text). A stream that closes meanwhile (`mcp-wire doctor --json
 * | head`) ends the writing: the rest is not made.
 * @param stream - a {@link JsonSink}
 * @param value - any value `JSON.stringify` accepts
 * @param options - {@link JsonTextOptions}
 * @throws what {@link jsonText} throws (a BigInt, a cycle), after the pieces before it were written
 */
export declare function writeJsonText(stream: JsonSink, value: unknown, options?: JsonTextOptions): Promise<void>;
//# sourceMappingURL=json-text.d.ts.map