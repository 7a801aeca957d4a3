/**
 * The `doctor` subcommand's arguments (commander): `mcp-wire doctor [options] -- <command> [args…]` or
 * `mcp-wire doctor --url <url> [options]`.
 */
import { Command } from "commander";
import { type Blast, type EvidenceLevel } from "@mcp-wire/hosts";
import type { JsonValue } from "./dialect.js";
import { type DoctorHost as HostId } from "./verdicts.js";
import { type InputAnswer } from "./input-rounds.js";
import { type Revision } from "@mcp-wire/spec";
/**
 * The report formats of `--format`: `human` (the default, for a terminal), `json` (`--json`), `markdown` (a CI job
 * summary), `html` (one self-contained page: `report-html.ts`).
 */
export declare const DOCTOR_FORMATS: readonly ["human", "json", "markdown", "html"];
/** One of {@link DOCTOR_FORMATS}. */
export type DoctorFormat = (typeof DOCTOR_FORMATS)[number];
/** The default of `--fail-on`: a host that drops a tool (or more: the list, every request) fails the run. */
export declare const DEFAULT_FAIL_ON: Blast;
/** The default of `--timeout`, in seconds: servers started with `npx` can take a while to install. */
export declare const DEFAULT_TIMEOUT_SECONDS = 30;
/** One `--call <tool> [--args <json>]`. */
export interface CallRequest {
    readonly tool: string;
    /** `--args`, a JSON object; `{}` when not given. */
    readonly args: Readonly<Record<string, JsonValue>>;
}
/** The options of one `mcp-wire doctor` run, as parsed from the command line. */
export interface DoctorArgs {
    /** The server: a stdio command line (everything after `--`), `--url` (Streamable HTTP), or `--replay <file>` (a capture; nothing is started). */
    readonly target: {
        readonly kind: "stdio";
        readonly command: string;
        readonly args: readonly string[];
    } | {
        readonly kind: "http";
        readonly url: string;
    } | {
        readonly kind: "replay";
        readonly file: string;
    };
    /** `--host` values (repeatable, duplicates removed, in the order given); default `DEFAULT_HOSTS` (the product hosts). */
    readonly hosts: readonly HostId[];
    /**
     * The product version to judge each product host at, from `--host <product>@<version>` (normalized: `1.0` →
     * `1.0.0`; `latest`: the product's current release; `*`: every recorded version): rules and embedded validators
     * whose recorded versions exclude it are left out. A host without an entry (and every host when absent): its
     * current release.
     */
    readonly versions?: Readonly<Partial<Record<HostId, string>>>;
    /**
     * `--evidence <level>`: which product facts count (`reported`: confirmed and reported ones, contested facts are shown
     * at risk only; `contested`: contested facts count too). Absent (programmatic callers): `reported`.
     */
    readonly evidence?: EvidenceLevel;
    /** `--call`s in the order given; only these tools are called. */
    readonly calls: readonly CallRequest[];
    /** `--format` (`--json` is `--format json`); default `human`. */
    readonly format: DoctorFormat;
    /** `--save <file>`: where to write the capture (initialize result and every tools/list page); `undefined` when not given. */
    readonly save: string | undefined;
    /** `--report-only`: exit 0 once the report is printed (exit 2 stays 2). */
    readonly reportOnly: boolean;
    /**
     * `--fail-on <blast>`: exit 1 when a selected host loses something at or above this blast radius (`none`: host
     * verdicts never fail the run); default {@link DEFAULT_FAIL_ON}. Absent (programmatic callers): the default.
     */
    readonly failOn?: Blast;
    /** `--fix-out <dir>`: where to write the fixed schemas; `undefined` when not given. */
    readonly fixOut: string | undefined;
    /** `--timeout <seconds>` in milliseconds; default {@link DEFAULT_TIMEOUT_SECONDS} s. */
    readonly timeoutMs: number;
    /**
     * `--answer`s (repeatable), in the order given: what `input_required` round n of a 2026-07-28 call is answered with
     * (the n-th; the last one for every later round); `undefined` when none is given (decline).
     */
    readonly answers?: readonly InputAnswer[];
    /**
     * `--revision <revision>` values (repeatable, duplicates removed): check only these MCP revisions (revisions.ts);
     * absent when not given (the negotiated revision and 2026-07-28 are checked).
     */
    readonly revisions?: readonly Revision[];
}
/**
 * One `--host <host>` or `--host <product>@<version>` of `doctor` and `diff`: the host added to `previous` (once), its
 * version recorded in `versions` (`@latest`: the product's current release; `@*`: every recorded version).
 * @throws InvalidArgumentError when the host is unknown, a version is given to an archetype host, the version is
 *   not a version number, or the same product is given two different versions
 */
export declare function hostOption(text: string, previous: HostId[], versions: Partial<Record<HostId, string>>): HostId[];
/**
 * The deepest `--args` doctor sends: objects and arrays nested at most this many levels (the SDK clients serialize
 * and validate a request recursively; far deeper arguments would overflow the stack instead of being sent).
 */
export declare const MAX_ARGS_DEPTH = 100;
/** The longest `--timeout` in milliseconds: Node's timer maximum (2^31 − 1 ms, about 24.8 days); longer fires at once. */
export declare const MAX_TIMEOUT_MS: number;
/**
 * One `--answer`: `decline`, `cancel`, or a JSON object (the content of an `accept`).
 * @throws InvalidArgumentError when it is none of them
 */
export declare function answerOption(text: string): InputAnswer;
/**
 * Adds the `doctor` subcommand to `root`.
 * @param root - the `mcp-wire` program
 * @param onDoctor - receives the parsed {@link DoctorArgs}
 * @throws CliError code `usage` (from `onDoctor`'s caller's parse) when not exactly one of a command, `--url`
 *   and `--replay` is given, `--url` is not an http(s) URL, `--args` has no `--call` before it, or is not a JSON
 *   object, `--json` and `--format` are both given, or `--format` is unknown
 */
export declare function registerDoctor(root: Command, onDoctor: (args: DoctorArgs) => void): void;
//# sourceMappingURL=args.d.ts.map