/**
 * Captures: what a server said, saved by `doctor --save <file>` and checked again, offline, by
 * `doctor --replay <file>`. A capture is a JSON object
 * `{ captureVersion: 1, protocolVersion, serverInfo, tools, initialize, pages }`: `initialize` is the raw
 * initialize result, `pages` every raw tools/list result in the order received, and `protocolVersion`,
 * `serverInfo` and `tools` (every page's tools) make it a tools capture like those of `fixtures/servers`
 * (`{ protocolVersion, serverInfo, tools }`), which replay too.
 */
import { jsonText } from "../json-text.js";
import { invalidUtf8At } from "../utf8.js";
import { readErrorText } from "../read-error.js";
import { DOCTOR_REPORT_USE, isDoctorReport, isElicitationCapture } from "../check/load-json.js";
import { open, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { CAPTURE_VERSION, captureProblem } from "./capture-shape.js";
import { DoctorError } from "./errors.js";
import { MAX_MESSAGE_BYTES } from "../server-process.js";
import { RecordedTransport, recordingFrom } from "./recorded.js";
import type { Revision } from "@mcp-wire/hosts";
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";

export { CAPTURE_VERSION };

/** What `--save` writes. */
export interface Capture {
  readonly captureVersion: typeof CAPTURE_VERSION;
  /** The negotiated protocol revision (the initialize result's `protocolVersion`). */
  readonly protocolVersion: string;
  /** The initialize result's `serverInfo`, as received (`{}` when absent). */
  readonly serverInfo: unknown;
  /** Every tool of every page, in order, as received. */
  readonly tools: readonly unknown[];
  /** The raw initialize result. */
  readonly initialize: Readonly<Record<string, unknown>>;
  /** Every raw tools/list result, in the order received (`nextCursor` included). */
  readonly pages: readonly Readonly<Record<string, unknown>>[];
  /**
   * Per other revision doctor checked that the server speaks (its lanes, docs/doctor.md "Per revision"): the raw
   * tools/list results there, which the hosts that negotiate it are judged on; a replay judges them the same. Absent
   * when there was none (and in captures made before it existed: a replay then judges every host at `protocolVersion`).
   */
  readonly lanes?: Readonly<Partial<Record<Revision, readonly Readonly<Record<string, unknown>>[]>>>;
}

/**
 * Builds the capture of a session.
 * @param initialize - the raw initialize result
 * @param pages - every raw tools/list result, in order
 * @param lanes - per revision checked on a lane of its own and spoken: its raw tools/list results (the negotiated
 *   revision's are `pages`, so an entry for it is left out)
 */
export function captureOf(initialize: Readonly<Record<string, unknown>>, pages: readonly Readonly<Record<string, unknown>>[], lanes: Capture["lanes"] = {}): Capture {
  const protocolVersion = typeof initialize["protocolVersion"] === "string" ? initialize["protocolVersion"] : "unknown";
  const tools = pages.flatMap((page) => (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : []));
  const other = Object.fromEntries(Object.entries(lanes ?? {}).filter(([revision]) => revision !== protocolVersion));
  return { captureVersion: CAPTURE_VERSION, protocolVersion, serverInfo: initialize["serverInfo"] ?? {}, tools, initialize, pages, ...(Object.keys(other).length === 0 ? {} : { lanes: other }) };
}

/** The `lanes` of a capture that passed `captureProblem` (`{}` when it has none). */
export function captureLanes(json: unknown): NonNullable<Capture["lanes"]> {
  const lanes = typeof json === "object" && json !== null ? (json as Partial<Capture>).lanes : undefined;
  return lanes ?? {};
}

/**
 * Writes a capture as pretty JSON (2-space indent); a number past the double range (`1e400`, ±Infinity once parsed)
 * as `1e999`/`-1e999`, so the replay reads the same value, not `null`.
 * @param file - the path, relative to `cwd` or absolute
 * @throws DoctorError `save-failed` when the file cannot be written
 */
export async function saveCapture(capture: Capture, file: string, cwd: string): Promise<void> {
  try {
    await writeFile(resolve(cwd, file), `${jsonText(capture, { keepInfinity: true })}\n`);
  } catch (error) {
    throw new DoctorError("save-failed", `cannot write --save ${file}: ${readErrorText(error)}`);
  }
}

/** Why {@link readJsonInput} could not give a JSON value: the file cannot be read, is too large, or is not JSON. */
export type InputProblem = "unreadable" | "too-large" | "not-json";

/**
 * The bytes of an input file (a `check` JSON file, a `--replay` capture, a `diff` side), read at most
 * {@link MAX_MESSAGE_BYTES} + 1 far (100 MiB, the longest server message doctor reads): a file or device that never
 * ends (`/dev/zero`) is refused after 100 MiB, not read into memory.
 * @param path - the absolute path
 * @returns the bytes, or `undefined` when the file is larger than {@link MAX_MESSAGE_BYTES}
 * @throws the file system's error (`NodeJS.ErrnoException`, e.g. code `ENOENT`, `EISDIR`)
 */
export async function readBounded(path: string): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  const handle = await open(path, "r");
  try {
    for (;;) {
      const chunk = Buffer.alloc(Math.min(16 * 1024 * 1024, MAX_MESSAGE_BYTES + 1 - size));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      size += bytesRead;
      if (size > MAX_MESSAGE_BYTES) return undefined;
    }
  } finally {
    await handle.close();
  }
  return Buffer.concat(chunks, size);
}

/** The message of an input over {@link MAX_MESSAGE_BYTES}: `<label> is larger than 100 MiB (the most mcp-wire reads)`. */
export const tooLarge = (label: string) => `${label} is larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB (the most mcp-wire reads)`;

/**
 * Reads a JSON input file (a `--replay` capture, a `diff` side) with {@link readBounded}, a leading byte order mark
 * ignored. JSON text is UTF-8 (RFC 8259, section 8.1): a file with an ill-formed UTF-8 sequence is not JSON, and is
 * refused (never read with U+FFFD in the sequence's place, which would judge text the server did not send).
 * @param file - the path, relative to `cwd` or absolute
 * @param label - how messages name the input (`--replay capture.json`, `<before> old.json`)
 * @param fail - makes the error thrown for each {@link InputProblem} from its one-line message: `not-json` for a file
 *   that does not parse (`<label> is not JSON: <the parser's message>`, as V8's `JSON.parse` words it: the token and
 *   the text around it) or is not UTF-8 (`<label> is not JSON: invalid UTF-8 at byte <offset>`,
 *   the offset into the file, from 0, of the ill-formed sequence's first byte)
 * @returns the parsed JSON value
 * @throws what `fail` returns
 */
export async function readJsonInput(file: string, cwd: string, label: string, fail: (problem: InputProblem, message: string) => Error): Promise<unknown> {
  let bytes: Buffer | undefined;
  try {
    bytes = await readBounded(resolve(cwd, file));
  } catch (error) {
    throw fail("unreadable", `cannot read ${label}: ${readErrorText(error)}`);
  }
  if (bytes === undefined) throw fail("too-large", tooLarge(label));
  const invalid = invalidUtf8At(bytes);
  if (invalid !== undefined) throw fail("not-json", `${label} is not JSON: invalid UTF-8 at byte ${invalid}`);
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  bytes = undefined; // not held while the text is parsed: a capture of 100 MB would be held twice over
  try {
    return JSON.parse(text);
  } catch (error) {
    throw fail("not-json", `${label} is not JSON: ${(error as Error).message}`);
  }
}

/**
 * Plays a parsed capture (or a `fixtures/servers` tools capture): a {@link RecordedTransport} that answers
 * initialize with the captured result and each tools/list request with the next captured page (or, for a
 * tools capture without pages, all its tools in one page).
 * @param json - the parsed file
 * @param label - how the message names the input (`--replay capture.json`, `<after> new.json`)
 * @returns the transport, for `doctor({ kind: "transport", transport, label })`
 * @throws DoctorError `replay-failed` when `json` is not a capture (`<label> is not a capture: <reason>`, the reason
 *   naming the JSON Pointer of the first field of the wrong kind, see {@link captureProblem}; a `captureVersion`
 *   other than 1 is refused at `/captureVersion`, a page without a `tools` array at `/pages/<i>/tools`, a protocol
 *   version the SDK client refuses at `/protocolVersion` or `/initialize/protocolVersion`; a capture of elicitations:
 *   `it holds elicitation requests, not tools (mcp-wire check reads it)`; a doctor report: `it is a doctor report (doctor
 *   --json; --save <file> writes a capture): compare two with mcp-wire diff <earlier report>`)
 */
export function captureTransport(json: unknown, label: string): RecordedTransport {
  const problem = captureProblem(json, SUPPORTED_PROTOCOL_VERSIONS);
  if (problem !== undefined && isElicitationCapture(json)) {
    throw new DoctorError("replay-failed", `${label} is not a capture: it holds elicitation requests, not tools (mcp-wire check reads it)`);
  }
  if (problem !== undefined && isDoctorReport(json)) {
    throw new DoctorError("replay-failed", `${label} is not a capture: it is a doctor report (doctor --json; --save <file> writes a capture): ${DOCTOR_REPORT_USE}`);
  }
  if (problem !== undefined) throw new DoctorError("replay-failed", `${label} is not a capture: ${problem}`);
  try {
    const recording = recordingFrom(json);
    const capture = json as Partial<Capture>;
    const pages = Array.isArray(capture.pages) ? capture.pages : undefined;
    const initialize = typeof capture.initialize === "object" && capture.initialize !== null ? capture.initialize : undefined;
    return new RecordedTransport({ ...recording, ...(pages ? { pages } : {}), ...(initialize ? { initialize } : {}) });
  } catch (error) {
    throw new DoctorError("replay-failed", `${label} is not a capture: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Reads a capture with {@link readJsonInput} and plays it ({@link captureTransport}).
 * @param file - the path, relative to `cwd` or absolute
 * @returns the transport, for `doctor({ kind: "transport", transport, label })`
 * @throws DoctorError `replay-failed` when the file cannot be read, is larger than 100 MiB, is not JSON, or is not a capture
 */
export async function replayCapture(file: string, cwd: string): Promise<RecordedTransport> {
  const label = `--replay ${file}`;
  return captureTransport(await readJsonInput(file, cwd, label, (_, message) => new DoctorError("replay-failed", message)), label);
}
