/**
 * The `proxy` subcommand's arguments (commander): `mcp-wire proxy [--host <id> | <product>@<version> | auto] [--quarantine] --
 * <command> [args…]` or `mcp-wire proxy --url <url> [options]`.
 */
import { Command } from "commander";
import { type EvidenceLevel } from "@mcp-wire/hosts";
import { type HostChoice } from "@mcp-wire/sdk/v1";
import type { ProxyTarget } from "./endpoint.js";
/** The options of one `mcp-wire proxy` run. */
export interface ProxyArgs {
    /** The server: a stdio command line (everything after `--`), or `--url` (Streamable HTTP). */
    readonly target: ProxyTarget;
    /** `--host`: a fixed host form, or `"auto"` (default): recognised from the client's `initialize`, or from a 2026-07-28 request's `_meta` envelope. */
    readonly host: HostChoice | "auto";
    /**
     * `--host <product>@<version>`: the product version the form is for (`productVersion` form, `latest` for the current
     * release, `*` for every recorded version): only the facts recorded for it apply, as in `doctor --host`. Absent: the
     * product's current release (with `auto`: the announced version, else the current release).
     */
    readonly version?: string;
    /** `--quarantine`: withhold tools the host cannot be given. */
    readonly quarantine: boolean;
    /**
     * `--evidence contested`: the form also answers the product's contested facts (as `doctor --evidence contested`
     * judges it); absent: `reported`, contested facts are not answered.
     */
    readonly evidence?: EvidenceLevel;
}
/**
 * Adds the `proxy` subcommand to `root`.
 * @param onProxy - receives the parsed {@link ProxyArgs}
 * @throws CliError code `usage` when neither or both of a command and `--url` are given, or `--url` is not http(s)
 */
export declare function registerProxy(root: Command, onProxy: (args: ProxyArgs) => void): void;
//# sourceMappingURL=args.d.ts.map