import type { Subject } from "./subject.js";
/**
 * Finds the requestedSchema in parsed JSON. Recognized, in this order: a JSON-RPC message (has
 * `jsonrpc`; its `method` must be `"elicitation/create"`), a capture (has `params`), elicitation
 * params (has `requestedSchema`), else the object itself is the requestedSchema. The schema itself
 * is not judged here (the walk does that); it may be any JSON value.
 *
 * @param file - the file as given, for messages
 * @param json - the parsed file
 * @returns one {@link Subject} with `vendor: null`
 * @throws CliError code `not-an-elicitation` when the JSON is not an object, is a JSON-RPC message
 *   of another method, or its params carry no `requestedSchema` (e.g. URL-mode elicitation)
 */
export declare function jsonSubject(file: string, json: unknown): Subject;
/**
 * Parses the text of a `.json` file and finds its requestedSchema (see {@link jsonSubject}). A leading
 * UTF-8 byte order mark (U+FEFF, as some Windows editors write) is ignored.
 * @param file - the file as given, for messages
 * @param text - the file's text (decoded as UTF-8)
 * @returns one {@link Subject} with `vendor: null`
 * @throws CliError code `invalid-json` (with the parser's one-line reason) or `not-an-elicitation`
 *
 * Source: RFC 8259 section 8.1 (parsers may ignore a byte order mark).
 */
export declare function loadJson(file: string, text: string): Subject;
//# sourceMappingURL=load-json.d.ts.map