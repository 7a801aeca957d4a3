/**
 * Captures: what a server said, saved by `doctor --save <file>` and checked again, offline, by
 * `doctor --replay <file>`. A capture is a JSON object
 * `{ captureVersion: 1, protocolVersion, serverInfo, tools, initialize, pages }`: `initialize` is the raw
 * initialize result, `pages` every raw tools/list result in the order received, and `protocolVersion`,
 * `serverInfo` and `tools` (every page's tools) make it a tools capture like those of `fixtures/servers`
 * (`{ protocolVersion, serverInfo, tools }`), which replay too.
 */
import { jsonText } from "../json-text.js";
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { DoctorError } from "./errors.js";
import { RecordedTransport, recordingFrom } from "./recorded.js";

/** The `captureVersion` written by this version of the CLI. */
export const CAPTURE_VERSION = 1;

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
}

/**
 * Builds the capture of a session.
 * @param initialize - the raw initialize result
 * @param pages - every raw tools/list result, in order
 */
export function captureOf(initialize: Readonly<Record<string, unknown>>, pages: readonly Readonly<Record<string, unknown>>[]): Capture {
  const protocolVersion = typeof initialize["protocolVersion"] === "string" ? initialize["protocolVersion"] : "unknown";
  const tools = pages.flatMap((page) => (Array.isArray(page["tools"]) ? (page["tools"] as unknown[]) : []));
  return { captureVersion: CAPTURE_VERSION, protocolVersion, serverInfo: initialize["serverInfo"] ?? {}, tools, initialize, pages };
}

/**
 * Writes a capture as pretty JSON (2-space indent).
 * @param file - the path, relative to `cwd` or absolute
 * @throws DoctorError `save-failed` when the file cannot be written
 */
export async function saveCapture(capture: Capture, file: string, cwd: string): Promise<void> {
  try {
    await writeFile(resolve(cwd, file), `${jsonText(capture)}\n`);
  } catch (error) {
    throw new DoctorError("save-failed", `cannot write --save ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * Reads a capture (or a `fixtures/servers` tools capture) and plays it: a {@link RecordedTransport} that answers
 * initialize with the captured result and each tools/list request with the next captured page (or, for a
 * tools capture without pages, all its tools in one page).
 * @param file - the path, relative to `cwd` or absolute
 * @returns the transport, for `doctor({ kind: "transport", transport, label })`
 * @throws DoctorError `replay-failed` when the file cannot be read, is not JSON, or is not a capture
 */
export async function replayCapture(file: string, cwd: string): Promise<RecordedTransport> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, file), "utf8");
  } catch (error) {
    throw new DoctorError("replay-failed", `cannot read --replay ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new DoctorError("replay-failed", `--replay ${file} is not JSON`);
  }
  try {
    const recording = recordingFrom(json);
    const capture = json as Partial<Capture>;
    const pages = Array.isArray(capture.pages) ? capture.pages : undefined;
    const initialize = typeof capture.initialize === "object" && capture.initialize !== null ? capture.initialize : undefined;
    return new RecordedTransport({ ...recording, ...(pages ? { pages } : {}), ...(initialize ? { initialize } : {}) });
  } catch (error) {
    throw new DoctorError("replay-failed", `--replay ${file} is not a capture: ${error instanceof Error ? error.message : String(error)}`);
  }
}
