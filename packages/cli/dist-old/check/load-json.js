/**
 * Loading a `.json` input: a requestedSchema, `elicitation/create` params, a JSON-RPC
 * `elicitation/create` request, or a capture of one.
 *
 * Source: MCP specification, `elicitation/create` (`ElicitRequest`, `ElicitRequestFormParams`),
 * JSON-RPC 2.0 request objects.
 */
import { shownPath } from "@mcp-wire/core";
import { CliError } from "../errors.js";
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function has(record, key) {
    return Object.hasOwn(record, key);
}
function subject(file, pointer, form, schema) {
    return { file, subject: pointer, form, vendor: null, schema };
}
function fromParams(file, params, pointer, form) {
    if (!isRecord(params) || !has(params, "requestedSchema")) {
        const mode = isRecord(params) && typeof params["mode"] === "string" ? ` (mode ${JSON.stringify(params["mode"])})` : "";
        throw new CliError("not-an-elicitation", `${file}: ${shownPath(pointer)} has no requestedSchema${mode}`);
    }
    return subject(file, `${pointer}/requestedSchema`, form, params["requestedSchema"]);
}
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
export function jsonSubject(file, json) {
    if (!isRecord(json)) {
        throw new CliError("not-an-elicitation", `${file}: expected a JSON object (a requestedSchema, elicitation/create params or message), got ${Array.isArray(json) ? "an array" : json === null ? "null" : typeof json}`);
    }
    if (has(json, "jsonrpc")) {
        if (json["method"] !== "elicitation/create") {
            throw new CliError("not-an-elicitation", `${file}: JSON-RPC message has method ${JSON.stringify(json["method"] ?? null)}, not "elicitation/create"`);
        }
        return fromParams(file, json["params"], "/params", "json-rpc");
    }
    if (has(json, "params"))
        return fromParams(file, json["params"], "/params", "capture");
    if (has(json, "requestedSchema"))
        return subject(file, "/requestedSchema", "elicitation-params", json["requestedSchema"]);
    return subject(file, "", "requestedSchema", json);
}
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
export function loadJson(file, text) {
    let json;
    try {
        json = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
    }
    catch (error) {
        throw new CliError("invalid-json", `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return jsonSubject(file, json);
}
//# sourceMappingURL=load-json.js.map