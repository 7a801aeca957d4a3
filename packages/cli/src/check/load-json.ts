/**
 * Loading a `.json` input: a requestedSchema, `elicitation/create` params, a JSON-RPC
 * `elicitation/create` request, or a capture of one.
 *
 * Source: MCP specification, `elicitation/create` (`ElicitRequest`, `ElicitRequestFormParams`),
 * JSON-RPC 2.0 request objects.
 */
import { shownPath } from "@mcp-wire/core";
import { CliError, type TextPosition } from "../errors.js";
import { escapeControls } from "../terminal-text.js";
import type { InputForm, Subject } from "./subject.js";

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function has(record: JsonRecord, key: string): boolean {
  return Object.hasOwn(record, key);
}

function subject(file: string, pointer: string, form: InputForm, schema: unknown): Subject {
  return { file, subject: pointer, form, vendor: null, schema };
}

function fromParams(file: string, params: unknown, pointer: string, form: InputForm): Subject {
  if (!isRecord(params) || !has(params, "requestedSchema")) {
    const mode = isRecord(params) && typeof params["mode"] === "string" ? ` (mode ${JSON.stringify(params["mode"])})` : "";
    throw new CliError("not-an-elicitation", `${file}: ${shownPath(pointer)} has no requestedSchema${mode}`, { pointer });
  }
  return subject(file, `${pointer}/requestedSchema`, form, params["requestedSchema"]);
}

/** The words for a doctor `--json` report given where a capture or an elicitation is read: the command that reads it. */
export const DOCTOR_REPORT_USE = "compare two with mcp-wire diff <earlier report>";

/** A kind of JSON file `check` is given by mistake: the top-level members that tell it, what it is, what reads it. */
interface OtherFile {
  readonly keys: readonly string[];
  readonly what: string;
  readonly use: string;
}

/** A doctor `--json` report: its `reportVersion` and `hostVersions` members. */
const DOCTOR_REPORT: OtherFile = { keys: ["reportVersion", "hostVersions"], what: "a doctor report (doctor --json)", use: DOCTOR_REPORT_USE };

/** Whether `json` holds every member of `kind.keys`. */
const isKind = (json: JsonRecord, kind: OtherFile): boolean => kind.keys.every((key) => has(json, key));

/**
 * JSON files `check` is given by mistake, told apart by top-level members no requestedSchema has (all of `keys`;
 * checked only when the object has neither `type` nor `properties`), in order (a doctor report holds `tools` too):
 * what the file is, and what reads it, followed by the file.
 */
const OTHER_FILES: readonly OtherFile[] = Object.freeze([
  DOCTOR_REPORT,
  { keys: ["captureVersion"], what: "a doctor capture (doctor --save)", use: "check it with mcp-wire doctor --replay" },
  { keys: ["tools", "protocolVersion"], what: "a tools/list capture", use: "check it with mcp-wire doctor --replay" },
  { keys: ["tools"], what: "a tools/list result", use: 'add the server\'s "protocolVersion" and "serverInfo" (from its initialize result) beside "tools" and check it with mcp-wire doctor --replay' },
]);

/** Whether `json` is a doctor `--json` report ({@link DOCTOR_REPORT}). */
export const isDoctorReport = (json: unknown): boolean => isRecord(json) && isKind(json, DOCTOR_REPORT);

/**
 * Whether `json` is a capture of elicitations, which `check` reads and `doctor --replay` does not: one
 * `{ params: { requestedSchema } }` or several `{ rawElicitationMessages: [...] }` (fixtures/servers' `*.elicitation.json`).
 */
export function isElicitationCapture(json: unknown): boolean {
  if (!isRecord(json)) return false;
  const params = json["params"];
  return Array.isArray(json["rawElicitationMessages"]) || (isRecord(params) && has(params, "requestedSchema"));
}

/**
 * The requestedSchemas of a capture of several elicitations (`{ rawElicitationMessages: [<JSON-RPC
 * elicitation/create request>, …], … }`, as fixtures/servers holds them): one subject per form-mode message, in
 * order. A URL-mode message (`params.mode: "url"`, MCP 2025-11-25) has no form to check and is passed over; a capture
 * of URL-mode messages only is refused like one URL-mode message.
 * @throws CliError `not-an-elicitation` when a message is not an `elicitation/create` request, a form-mode one has no
 *   requestedSchema, or none is form-mode
 */
function fromMessages(file: string, messages: readonly unknown[]): Subject[] {
  const subjects: Subject[] = [];
  messages.forEach((message, index) => {
    const at = `/rawElicitationMessages/${index}`;
    if (!isRecord(message) || message["method"] !== "elicitation/create") {
      throw new CliError("not-an-elicitation", `${file}: ${shownPath(at)} is not an elicitation/create request`, { pointer: at });
    }
    const params = message["params"];
    if (isRecord(params) && params["mode"] === "url") return;
    subjects.push(fromParams(file, params, `${at}/params`, "json-rpc"));
  });
  if (subjects.length === 0) {
    throw new CliError("not-an-elicitation", `${file}: /rawElicitationMessages has no form-mode elicitation/create request (none with a requestedSchema)`, { pointer: "/rawElicitationMessages" });
  }
  return subjects;
}

/**
 * Finds the requestedSchemas in parsed JSON. Recognized, in this order: a JSON-RPC message (has
 * `jsonrpc`; its `method` must be `"elicitation/create"`), a capture of several messages (has
 * `rawElicitationMessages`: one subject each), a capture (has `params`), elicitation params (has
 * `requestedSchema`), a file of another kind ({@link OTHER_FILES}: refused, naming the command that reads it), else the
 * object itself is the requestedSchema. The schema itself is not judged here (the walk does that); it may be any JSON
 * value.
 *
 * @param file - the file as given, for messages
 * @param json - the parsed file
 * @returns the {@link Subject}s, each with `vendor: null`: one, or one per captured message
 * @throws CliError code `not-an-elicitation` (its `pointer` the value at fault: `""`, `/method`, `/params`, …) when the JSON is not an object, is a JSON-RPC message
 *   of another method, its params carry no `requestedSchema` (e.g. URL-mode elicitation), or it is a doctor or
 *   tools/list capture (`<file>: a tools/list capture, not an elicitation: check it with mcp-wire doctor --replay <file>`), or
 *   a doctor report (`<file>: a doctor report (doctor --json), not an elicitation: compare two with mcp-wire diff
 *   <earlier report> <file>`)
 */
export function jsonSubjects(file: string, json: unknown): Subject[] {
  if (!isRecord(json)) {
    throw new CliError("not-an-elicitation", `${file}: expected a JSON object (a requestedSchema, elicitation/create params or message), got ${Array.isArray(json) ? "an array" : json === null ? "null" : typeof json}`, { pointer: "" });
  }
  if (has(json, "jsonrpc")) {
    if (json["method"] !== "elicitation/create") {
      throw new CliError("not-an-elicitation", `${file}: JSON-RPC message has method ${JSON.stringify(json["method"] ?? null)}, not "elicitation/create"`, { pointer: "/method" });
    }
    return [fromParams(file, json["params"], "/params", "json-rpc")];
  }
  if (Array.isArray(json["rawElicitationMessages"])) return fromMessages(file, json["rawElicitationMessages"]);
  if (has(json, "params")) return [fromParams(file, json["params"], "/params", "capture")];
  if (has(json, "requestedSchema")) return [subject(file, "/requestedSchema", "elicitation-params", json["requestedSchema"])];
  const other = has(json, "type") || has(json, "properties") ? undefined : OTHER_FILES.find((kind) => isKind(json, kind));
  if (other !== undefined) throw new CliError("not-an-elicitation", `${file}: ${other.what}, not an elicitation: ${other.use} ${file}`, { pointer: "" });
  return [subject(file, "", "requestedSchema", json)];
}

/**
 * Parses the text of a `.json` file and finds its requestedSchemas (see {@link jsonSubjects}). A leading
 * UTF-8 byte order mark (U+FEFF, as some Windows editors write) is ignored.
 * @param file - the file as given, for messages
 * @param text - the file's text (decoded as UTF-8)
 * @returns the {@link Subject}s (see {@link jsonSubjects})
 * @throws CliError code `invalid-json` (with the parser's reason on one line, its control characters escaped by
 *   `escapeControls`: the excerpt of `not json {\n…` quoted as `"not json {\u000a…"`; and its `position` when the
 *   parser gives one) or `not-an-elicitation`
 *
 * Source: RFC 8259 section 8.1 (parsers may ignore a byte order mark).
 */
export function loadJson(file: string, text: string): Subject[] {
  let json: unknown;
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 words a syntax error "… in JSON at position <index>" (a UTF-16 index) when it says where ("Unexpected end of JSON
    // input" and "Unexpected token …, \"…\" is not valid JSON" do not)
    const index = /\bat position (\d+)/.exec(message)?.[1];
    // the excerpt V8 quotes keeps the file's newlines: escaped, it stays on the one line an error gets, quote closed
    throw new CliError("invalid-json", `${file} is not valid JSON: ${escapeControls(message)}`, index === undefined ? {} : { position: textPosition(body, Number(index)) });
  }
  return jsonSubjects(file, json);
}

/**
 * The line and column of a UTF-16 index of `text`: lines end at `\n` (so `\r\n` too), the column counts code points.
 * @param text - the text
 * @param index - 0 to `text.length` (larger is taken as the end)
 * @returns 1-based `{ line, column }`; throws nothing
 */
export function textPosition(text: string, index: number): TextPosition {
  const before = text.slice(0, index);
  const start = before.lastIndexOf("\n") + 1;
  let line = 1;
  for (let at = before.indexOf("\n"); at !== -1; at = before.indexOf("\n", at + 1)) line++;
  return { line, column: [...before.slice(start)].length + 1 };
}
