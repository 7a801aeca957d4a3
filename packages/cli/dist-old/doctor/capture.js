/**
 * Captures: what a server said, saved by `doctor --save <file>` and checked again, offline, by
 * `doctor --replay <file>`. A capture is a JSON object
 * `{ captureVersion: 1, protocolVersion, serverInfo, tools, initialize, pages }`: `initialize` is the raw
 * initialize result, `pages` every raw tools/list result in the order received, and `protocolVersion`,
 * `serverInfo` and `tools` (every page's tools) make it a tools capture like those of `fixtures/servers`
 * (`{ protocolVersion, serverInfo, tools }`), which replay too.
 */
import { jsonText } from "../json-text.js";
import { open, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { CAPTURE_VERSION, captureProblem } from "./capture-shape.js";
import { DoctorError } from "./errors.js";
import { MAX_MESSAGE_BYTES } from "./line-reader.js";
import { RecordedTransport, recordingFrom } from "./recorded.js";
export { CAPTURE_VERSION };
/**
 * Builds the capture of a session.
 * @param initialize - the raw initialize result
 * @param pages - every raw tools/list result, in order
 */
export function captureOf(initialize, pages) {
    const protocolVersion = typeof initialize["protocolVersion"] === "string" ? initialize["protocolVersion"] : "unknown";
    const tools = pages.flatMap((page) => (Array.isArray(page["tools"]) ? page["tools"] : []));
    return { captureVersion: CAPTURE_VERSION, protocolVersion, serverInfo: initialize["serverInfo"] ?? {}, tools, initialize, pages };
}
/**
 * Writes a capture as pretty JSON (2-space indent).
 * @param file - the path, relative to `cwd` or absolute
 * @throws DoctorError `save-failed` when the file cannot be written
 */
export async function saveCapture(capture, file, cwd) {
    try {
        await writeFile(resolve(cwd, file), `${jsonText(capture)}\n`);
    }
    catch (error) {
        throw new DoctorError("save-failed", `cannot write --save ${file}: ${error.code ?? String(error)}`);
    }
}
/**
 * The bytes of an input file (a `check` JSON file, a `--replay` capture, a `diff` side), read at most
 * {@link MAX_MESSAGE_BYTES} + 1 far (100 MiB, the longest server message doctor reads): a file or device that never
 * ends (`/dev/zero`) is refused after 100 MiB, not read into memory.
 * @param path - the absolute path
 * @returns the bytes, or `undefined` when the file is larger than {@link MAX_MESSAGE_BYTES}
 * @throws the file system's error (`NodeJS.ErrnoException`, e.g. code `ENOENT`, `EISDIR`)
 */
export async function readBounded(path) {
    const chunks = [];
    let size = 0;
    const handle = await open(path, "r");
    try {
        for (;;) {
            const chunk = Buffer.alloc(Math.min(16 * 1024 * 1024, MAX_MESSAGE_BYTES + 1 - size));
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            size += bytesRead;
            if (size > MAX_MESSAGE_BYTES)
                return undefined;
        }
    }
    finally {
        await handle.close();
    }
    return Buffer.concat(chunks, size);
}
/** The message of an input over {@link MAX_MESSAGE_BYTES}: `<label> is larger than 100 MiB (the most mcp-wire reads)`. */
export const tooLarge = (label) => `${label} is larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB (the most mcp-wire reads)`;
/**
 * Reads a JSON input file (a `--replay` capture, a `diff` side) with {@link readBounded}, a leading byte order mark
 * ignored.
 * @param file - the path, relative to `cwd` or absolute
 * @param label - how messages name the input (`--replay capture.json`, `<before> old.json`)
 * @param fail - makes the error thrown for each {@link InputProblem} from its one-line message
 * @returns the parsed JSON value
 * @throws what `fail` returns
 */
export async function readJsonInput(file, cwd, label, fail) {
    let bytes;
    try {
        bytes = await readBounded(resolve(cwd, file));
    }
    catch (error) {
        throw fail("unreadable", `cannot read ${label}: ${error.code ?? String(error)}`);
    }
    if (bytes === undefined)
        throw fail("too-large", tooLarge(label));
    try {
        return JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
    }
    catch {
        throw fail("not-json", `${label} is not JSON`);
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
 *   other than 1 is refused at `/captureVersion`)
 */
export function captureTransport(json, label) {
    const problem = captureProblem(json);
    if (problem !== undefined)
        throw new DoctorError("replay-failed", `${label} is not a capture: ${problem}`);
    try {
        const recording = recordingFrom(json);
        const capture = json;
        const pages = Array.isArray(capture.pages) ? capture.pages : undefined;
        const initialize = typeof capture.initialize === "object" && capture.initialize !== null ? capture.initialize : undefined;
        return new RecordedTransport({ ...recording, ...(pages ? { pages } : {}), ...(initialize ? { initialize } : {}) });
    }
    catch (error) {
        throw new DoctorError("replay-failed", `${label} is not a capture: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * Reads a capture with {@link readJsonInput} and plays it ({@link captureTransport}).
 * @param file - the path, relative to `cwd` or absolute
 * @returns the transport, for `doctor({ kind: "transport", transport, label })`
 * @throws DoctorError `replay-failed` when the file cannot be read, is larger than 100 MiB, is not JSON, or is not a capture
 */
export async function replayCapture(file, cwd) {
    const label = `--replay ${file}`;
    return captureTransport(await readJsonInput(file, cwd, label, (_, message) => new DoctorError("replay-failed", message)), label);
}
//# sourceMappingURL=capture.js.map