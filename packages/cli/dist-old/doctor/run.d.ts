import { type CliIO, type ExitCode } from "../io.js";
import { type EvidenceLevel } from "@mcp-wire/hosts";
import { type CallRequest, type DoctorArgs } from "./args.js";
import { type DoctorHost } from "./verdicts.js";
import { type Capture } from "./capture.js";
import type { DoctorReport } from "./report.js";
import { type DoctorTarget } from "./session.js";
import { type InputAnswer } from "./input-rounds.js";
import type { Revision } from "@mcp-wire/hosts";
/** Options of {@link doctor}. */
export interface DoctorOptions {
    /** Hosts to check, in report order; default `DEFAULT_HOSTS`. */
    readonly hosts?: readonly DoctorHost[];
    /** The version to judge each product host at (see `DoctorArgs.versions`); default: each product's current release. */
    readonly versions?: Readonly<Partial<Record<DoctorHost, string>>>;
    /** Which product facts count (see `DoctorArgs.evidence`); default `reported`. */
    readonly evidence?: EvidenceLevel;
    /** Tools to call (only these), in order; default none. */
    readonly calls?: readonly CallRequest[];
    /** Milliseconds each request may take; default 30000. */
    readonly timeoutMs?: number;
    /** Progress texts (`starting …`, `listing tools`, `calling …`). */
    readonly onProgress?: (text: string) => void;
    /** The longest stdout line of a stdio server read, in bytes; default `MAX_MESSAGE_BYTES` (100 MiB). */
    readonly maxMessageBytes?: number;
    /** Receives the capture (initialize result and every tools/list page) once the tools are listed. */
    readonly onCapture?: (capture: Capture) => void;
    /**
     * `--answer`s: what the 2026-07-28 lane answers the elicitations of `input_required` round n with (the n-th, the
     * last one for later rounds); default `DEFAULT_ANSWERS` (decline).
     */
    readonly answers?: readonly InputAnswer[];
    /**
     * `--revision`: the revisions to check (see `revisionsToCheck`); default the negotiated one and 2026-07-28. The
     * report carries `revisions` when this is given or two spoken revisions differ.
     */
    readonly revisions?: readonly Revision[];
}
/**
 * Checks a server: initializes (elicitation capability declared), lists every tool following `nextCursor`,
 * checks each schema against the MCP rules and each host, calls the requested tools (declining every
 * elicitation, each checked at every revision), and closes the session — also when something throws.
 * @param target - stdio command, Streamable HTTP URL, or any SDK `Transport` (e.g. a `RecordedTransport`)
 * @returns the {@link DoctorReport}
 * @throws DoctorError `spawn-failed`, `connect-failed`, `timeout`, `list-failed` or `message-too-large` (with the
 *   server's stderr tail);
 *   RangeError when `timeoutMs` is not from 1 to 2^31 − 1 (Node's timer maximum)
 */
export declare function doctor(target: DoctorTarget, options?: DoctorOptions): Promise<DoctorReport>;
/**
 * Runs `mcp-wire doctor` with parsed arguments: prints the report on stdout in the `--format` (human, json —
 * written piece by piece, waiting for `drain` when `io.stdout` has `once` —, markdown, html), writes `--fix-out` files and the `--save` capture, replays a `--replay` capture instead of
 * starting a server, and shows a progress line on stderr when stderr is a terminal (not `TERM=dumb`).
 * @param args - {@link DoctorArgs}, as `parseArgs` returns them for `doctor`
 * @param io - where to write, the environment (passed to a stdio server) and the working directory
 * @returns `0` when nothing fails at `--fail-on` (see {@link fails}; or `--report-only`), `1` when something does, `2` when the server
 *   could not be started, reached or listed, `--fix-out` or `--save` failed, or the `--replay` file is not a
 *   capture (`mcp-wire: <message>` and the server's
 *   stderr tail on stderr, nothing on stdout); never throws: arguments of the wrong type are exit 2 too
 *   (`mcp-wire: runDoctor: args.target must be an object (got null)`, on `io.stderr` when usable, else
 *   `process.stderr`)
 */
export declare function runDoctor(args: DoctorArgs, io: CliIO): Promise<ExitCode>;
//# sourceMappingURL=run.d.ts.map