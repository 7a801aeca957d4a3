import { CAPTURE_VERSION } from "./capture-shape.js";
import { RecordedTransport } from "./recorded.js";
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
}
/**
 * Builds the capture of a session.
 * @param initialize - the raw initialize result
 * @param pages - every raw tools/list result, in order
 */
export declare function captureOf(initialize: Readonly<Record<string, unknown>>, pages: readonly Readonly<Record<string, unknown>>[]): Capture;
/**
 * Writes a capture as pretty JSON (2-space indent).
 * @param file - the path, relative to `cwd` or absolute
 * @throws DoctorError `save-failed` when the file cannot be written
 */
export declare function saveCapture(capture: Capture, file: string, cwd: string): Promise<void>;
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
export declare function readBounded(path: string): Promise<Buffer | undefined>;
/** The message of an input over {@link MAX_MESSAGE_BYTES}: `<label> is larger than 100 MiB (the most mcp-wire reads)`. */
export declare const tooLarge: (label: string) => string;
/**
 * Reads a JSON input file (a `--replay` capture, a `diff` side) with {@link readBounded}, a leading byte order mark
 * ignored.
 * @param file - the path, relative to `cwd` or absolute
 * @param label - how messages name the input (`--replay capture.json`, `<before> old.json`)
 * @param fail - makes the error thrown for each {@link InputProblem} from its one-line message
 * @returns the parsed JSON value
 * @throws what `fail` returns
 */
export declare function readJsonInput(file: string, cwd: string, label: string, fail: (problem: InputProblem, message: string) => Error): Promise<unknown>;
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
export declare function captureTransport(json: unknown, label: string): RecordedTransport;
/**
 * Reads a capture with {@link readJsonInput} and plays it ({@link captureTransport}).
 * @param file - the path, relative to `cwd` or absolute
 * @returns the transport, for `doctor({ kind: "transport", transport, label })`
 * @throws DoctorError `replay-failed` when the file cannot be read, is larger than 100 MiB, is not JSON, or is not a capture
 */
export declare function replayCapture(file: string, cwd: string): Promise<RecordedTransport>;
//# sourceMappingURL=capture.d.ts.map