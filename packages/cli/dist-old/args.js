/**
 * Argument parsing of `mcp-wire` (commander): `mcp-wire check <file...> [options]` and
 * `mcp-wire doctor [options] -- <command> [args...]` (registered by `doctor/args.ts`) and
 * `mcp-wire proxy [options] -- <command> [args...]` (registered by `proxy/args.ts`) and
 * `mcp-wire diff <before> <after> [options]` (registered by `diff/args.ts`).
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { clip } from "@mcp-wire/core";
import { DEFAULT_REVISION, isRevision, REVISIONS } from "@mcp-wire/spec";
import { CliError, describe, isStringArray } from "./errors.js";
import { registerDoctor } from "./doctor/args.js";
import { registerProxy } from "./proxy/args.js";
import { registerDiff } from "./diff/args.js";
import { addFormatOptions, chosenFormat } from "./format-option.js";
import { DEFAULT_LOAD_TIMEOUT_MS } from "./check/load-module.js";
import { cliVersion } from "./version.js";
function secondsOption(value) {
    const seconds = Number(value);
    if (value.trim() === "" || !Number.isFinite(seconds) || seconds <= 0)
        throw new InvalidArgumentError("must be a positive number of seconds");
    return seconds;
}
function collect(value, previous) {
    return [...previous, value];
}
function checkedRevisions(values) {
    if (values.length === 0)
        return [DEFAULT_REVISION];
    const revisions = [];
    for (const value of values) {
        if (!isRevision(value)) {
            throw new CliError("usage", `unknown revision ${JSON.stringify(value)} (known: ${REVISIONS.join(", ")})`);
        }
        if (!revisions.includes(value))
            revisions.push(value);
    }
    return revisions;
}
function program(writeOut, onCheck, onDoctor, onProxy, onDiff) {
    // Subcommands inherit exitOverride and the output configuration (commander copies them).
    const root = new Command("mcp-wire")
        .description("Schemas that survive the Model Context Protocol wire.")
        .version(cliVersion(), "-V, --version", "print the version of mcp-wire")
        .exitOverride()
        .configureOutput({ writeOut, writeErr: () => { }, outputError: () => { } });
    const check = root
        .command("check")
        .description("Check elicitation requestedSchemas: .json files (a requestedSchema, elicitation/create params, a JSON-RPC " +
        "message or a capture) and .ts/.js modules (each exported Standard Schema).")
        .argument("<file...>", "files to check")
        .option("--export <name>", "check only this export of each module file")
        .addOption(new Option("--revision <revision>", `MCP revision, repeatable (${REVISIONS.join(", ")})`).argParser(collect).default([], DEFAULT_REVISION))
        .option("--drop-unsupported", "drop constraints the wire cannot carry instead of rejecting (listed as dropped)");
    addFormatOptions(check, "the same as --format json (see the README)")
        .option("--report-only", "exit 0 once the report is printed, even when schemas are rejected")
        .option("--load-timeout <seconds>", "seconds each module may take to load (its top-level await included)", secondsOption, DEFAULT_LOAD_TIMEOUT_MS / 1000)
        .action((files, raw) => onCheck(files, raw));
    registerDoctor(root, onDoctor);
    registerProxy(root, onProxy);
    registerDiff(root, onDiff);
    return root;
}
/** The names of the commands, in the order registered: `["check", "doctor", "proxy", "diff"]`. */
export function commandNames() {
    return program(() => { }, () => { }, () => { }, () => { }, () => { }).commands.map((command) => command.name());
}
/** The most characters of a rejected option value a usage error repeats (`--args` may be megabytes of JSON). */
const MAX_SHOWN_ARGUMENT = 80;
/** Commander's `option '…' argument '<value>' is invalid. <why>` with `<value>` cut to {@link MAX_SHOWN_ARGUMENT} characters. */
function clippedArgument(message) {
    const found = /^(.*? argument ')([\s\S]*)(' is invalid\.[^']*)$/.exec(message);
    return found === null ? message : `${found[1] ?? ""}${clip(found[2] ?? "", MAX_SHOWN_ARGUMENT)}${found[3] ?? ""}`;
}
/**
 * Parses the arguments of `mcp-wire` (without the node and script paths), e.g.
 * `["check", "form.json", "--revision", "2025-06-18"]`. Help (`--help`) and the version (`--version`, `-V`:
 * the package.json `version` and a newline) are written to `writeOut`.
 *
 * @param argv - the user arguments
 * @param writeOut - where help text goes (stdout)
 * @returns {@link ParsedArgs}: `{ kind: "check", args }`, `{ kind: "doctor", args }`, `{ kind: "proxy", args }`,
 *   `{ kind: "diff", args }` or `{ kind: "help" }` (help or the version printed)
 * @throws CliError code `usage` (one-line message) for an unknown command or option, a missing
 *   file argument or option value, an unknown `--revision`, a `--load-timeout` that is not a positive
 *   number, `--json` together with `--format`, or `argv` not an array of strings
 */
export function parseArgs(argv, writeOut) {
    if (!isStringArray(argv))
        throw new CliError("usage", `parseArgs: argv must be an array of strings (got ${describe(argv)})`);
    if (typeof writeOut !== "function")
        throw new CliError("usage", `parseArgs: writeOut must be a function (got ${describe(writeOut)})`);
    if (argv.length === 0)
        throw new CliError("usage", "missing command (usage: mcp-wire check <file...> [options]; see mcp-wire check --help)");
    let parsed;
    const cli = program(writeOut, (files, raw) => {
        parsed = { kind: "check", args: {
                files,
                exportName: raw.export,
                revisions: checkedRevisions(raw.revision),
                onUnsupported: raw.dropUnsupported ? "drop" : "reject",
                format: chosenFormat(raw),
                reportOnly: raw.reportOnly === true,
                loadTimeoutMs: Math.round(raw.loadTimeout * 1000),
            } };
    }, (args) => {
        parsed = { kind: "doctor", args };
    }, (args) => {
        parsed = { kind: "proxy", args };
    }, (args) => {
        parsed = { kind: "diff", args };
    });
    try {
        cli.parse([...argv], { from: "user" });
    }
    catch (error) {
        if (error instanceof CommanderError) {
            if (error.exitCode === 0)
                return { kind: "help" };
            throw new CliError("usage", clippedArgument(error.message.replace(/^error: /, "")));
        }
        throw error;
    }
    if (!parsed)
        throw new CliError("usage", "nothing to do (usage: mcp-wire check <file...> [options])");
    return parsed;
}
//# sourceMappingURL=args.js.map