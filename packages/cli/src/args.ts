/**
 * Argument parsing of `mcp-wire` (commander): `mcp-wire check <file...> [options]` and
 * `mcp-wire doctor [options] -- <command> [args...]` (registered by `doctor/args.ts`) and
 * `mcp-wire proxy [options] -- <command> [args...]` (registered by `proxy/args.ts`) and
 * `mcp-wire diff <before> <after> [options]` (registered by `diff/args.ts`) and
 * `mcp-wire wrap|unwrap <config> [options]` (registered by `wrap/args.ts`).
 */
import { Command, CommanderError, Option } from "commander";
import { clip } from "@mcp-wire/core/text";
import type { Revision } from "@mcp-wire/spec";
import type { OnUnsupported } from "@mcp-wire/elicitation";
import { CliError, describe, isStringArray } from "./errors.js";
import { registerDoctor, type DoctorArgs } from "./doctor/args.js";
import { registerProxy, type ProxyArgs } from "./proxy/args.js";
import { registerDiff, type DiffArgs } from "./diff/args.js";
import { registerWrap, type WrapArgs } from "./wrap/args.js";
import { addFormatOptions, chosenFormat, type ReportFormat } from "./format-option.js";
import { DEFAULT_LOAD_TIMEOUT_MS, DEFAULT_REVISION, oneOf, pathArguments, REVISIONS } from "./option-values.js";
import { cliVersion } from "./version.js";
import { helpTopics } from "./help.js";
import { fitText } from "./layout.js";
import { quotedName } from "./terminal-text.js";
import { secondsOption } from "./seconds-option.js";

/** The options of one `mcp-wire check` run, as parsed from the command line. */
export interface CheckArgs {
  /** The files to check, as given (relative to the working directory or absolute); at least one. */
  readonly files: readonly string[];
  /** `--export NAME`: check only this export of each module file (JSON files are unaffected). */
  readonly exportName: string | undefined;
  /** `--revision R` (repeatable, duplicates removed, in the order given); default `["2025-11-25"]`. */
  readonly revisions: readonly Revision[];
  /** `"drop"` with `--drop-unsupported`, else `"reject"`. */
  readonly onUnsupported: OnUnsupported;
  /** `--format` (`--json` is `--format json`); default `human`. */
  readonly format: ReportFormat;
  /** `--report-only`: exit 0 whatever the verdicts (usage and load errors still exit 2). */
  readonly reportOnly: boolean;
  /** `--load-timeout <seconds>` in milliseconds: how long each module may take to load; default 30 000. */
  readonly loadTimeoutMs: number;
}

/** What {@link parseArgs} found: a check or a doctor run, or help already printed (exit 0). */
export type ParsedArgs =
  | { readonly kind: "check"; readonly args: CheckArgs }
  | { readonly kind: "doctor"; readonly args: DoctorArgs }
  | { readonly kind: "proxy"; readonly args: ProxyArgs }
  | { readonly kind: "diff"; readonly args: DiffArgs }
  | { readonly kind: "wrap"; readonly args: WrapArgs }
  | { readonly kind: "help" };

interface RawCheckOptions {
  export?: string;
  revision: string[];
  dropUnsupported?: boolean;
  json?: boolean;
  format?: ReportFormat;
  reportOnly?: boolean;
  loadTimeout: number;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function checkedRevisions(values: readonly string[]): Revision[] {
  if (values.length === 0) return [DEFAULT_REVISION];
  const revisions: Revision[] = [];
  for (const value of values) {
    if (!oneOf(REVISIONS, value)) {
      throw new CliError("usage", `unknown revision ${JSON.stringify(value)} (known: ${REVISIONS.join(", ")})`);
    }
    if (!revisions.includes(value)) revisions.push(value);
  }
  return revisions;
}

/** The width the guides' list under `mcp-wire --help` is fitted to: commander's own for help not on a terminal. */
const HELP_WIDTH = 80;

/** The guides' list under `mcp-wire --help`: `Guides: mcp-wire help <topic>` and the topics, fitted to {@link HELP_WIDTH}. */
function guidesText(): string {
  return fitText(`Guides: mcp-wire help <topic>, <topic> one of ${helpTopics().join(", ")}`, HELP_WIDTH);
}

/** `check --help` on `--json`: what the report holds, and where its shape is documented. */
const CHECK_JSON_HELP =
  "the same as --format json: one JSON document with the counts, a result per file × schema × revision and an " +
  'error per file not checked (shape: README.md of @mcp-wire/cli, "--json report")';

/** `check --help`, after the options: the exit codes (the README's table in one line each). */
const CHECK_EXIT_HELP = `
Exit codes:
  0  every schema accepted at every revision (or --report-only)
  1  some schema rejected
  2  usage error, or a file could not be checked (said in the report and on
     stderr; the other files are still checked)`;

function program(
  writeOut: (text: string) => void,
  onCheck: (files: string[], raw: RawCheckOptions) => void,
  onDoctor: (args: DoctorArgs) => void,
  onProxy: (args: ProxyArgs) => void,
  onDiff: (args: DiffArgs) => void,
  onWrap: (args: WrapArgs) => void,
): Command {
  // Subcommands inherit exitOverride and the output configuration (commander copies them).
  const root = new Command("mcp-wire")
    .description("Schemas that survive the Model Context Protocol wire.")
    .version(cliVersion(), "-V, --version", "print the version of mcp-wire")
    .exitOverride()
    .configureOutput({ writeOut, writeErr: () => {}, outputError: () => {} })
    .helpCommand("help [topic]", "A guide shipped with the package (the topics below), or a command's options.")
    // read when the help is printed: a parse that prints no help lists no folder
    .addHelpText("after", () => `\n${guidesText()}`);
  const check = root
    .command("check")
    .description(
      "Check elicitation requestedSchemas: .json files (a requestedSchema, elicitation/create params, a JSON-RPC " +
        "message or a capture) and .ts/.js modules (each exported Standard Schema).",
    )
    .argument("<file...>", "files to check", pathArguments)
    .option("--export <name>", "check only this export of each module file")
    .addOption(new Option("--revision <revision>", `MCP revision, repeatable (${REVISIONS.join(", ")})`).argParser(collect).default([], DEFAULT_REVISION))
    .option("--drop-unsupported", "drop constraints the wire cannot carry instead of rejecting (listed as dropped)");
  addFormatOptions(check, CHECK_JSON_HELP)
    .option("--report-only", "exit 0 once the report is printed, even when schemas are rejected")
    .option("--load-timeout <seconds>", "seconds each module may take to load (its top-level await included)", secondsOption, DEFAULT_LOAD_TIMEOUT_MS / 1000)
    .addHelpText("after", CHECK_EXIT_HELP)
    .action((files: string[], raw: RawCheckOptions) => onCheck(files, raw));
  registerDoctor(root, onDoctor);
  registerProxy(root, onProxy);
  registerDiff(root, onDiff);
  registerWrap(root, onWrap);
  return root;
}

/** The names of the commands, in the order registered: `["check", "doctor", "proxy", "diff", "wrap", "unwrap"]`. */
export function commandNames(): string[] {
  return program(() => {}, () => {}, () => {}, () => {}, () => {}, () => {}).commands.map((command) => command.name());
}

/** The most characters of a rejected option value a usage error repeats (`--args` may be megabytes of JSON). */
const MAX_SHOWN_ARGUMENT = 80;

/** Commander's `option '…' argument '<value>' is invalid. <why>` with `<value>` cut to {@link MAX_SHOWN_ARGUMENT} characters. */
function clippedArgument(message: string): string {
  const found = /^(.*? argument ')([\s\S]*)(' is invalid\.[^']*)$/.exec(message);
  return found === null ? message : `${found[1] ?? ""}${clip(found[2] ?? "", MAX_SHOWN_ARGUMENT)}${found[3] ?? ""}`;
}

/**
 * The first word after `--help` (or `-h`) in a command's arguments, before any `--`, that is neither an option of
 * `command` nor an option's value: `"extra"` in `doctor --help extra`, as `help doctor extra` has one word too many;
 * `undefined` when there is none or no help is asked for (`doctor -- node server.js --help` asks the server's).
 * @param command - the command (commander), whose options say which take a value
 * @param words - the arguments after the command's name
 */
function wordAfterHelp(command: Command, words: readonly string[]): string | undefined {
  const at = words.findIndex((word) => word === "--help" || word === "-h");
  const end = words.indexOf("--");
  if (at === -1 || (end !== -1 && end < at)) return undefined;
  for (let i = at + 1; i < words.length && words[i] !== "--"; i++) {
    const word = words[i] as string;
    if (!word.startsWith("-") || word === "-") return word;
    const flag = word.split("=")[0];
    const option = command.options.find((o) => o.long === flag || o.short === flag);
    const next = words[i + 1];
    // `--host cursor`: the value is the option's; `--host=cursor` holds its own
    if (option !== undefined && !word.includes("=") && (option.required || (option.optional && next !== undefined && !next.startsWith("-")))) i++;
  }
  return undefined;
}

/**
 * Parses the arguments of `mcp-wire` (without the node and script paths), e.g.
 * `["check", "form.json", "--revision", "2025-06-18"]`. Help (`--help`) and the version (`--version`, `-V`:
 * the package.json `version` and a newline) are written to `writeOut`.
 *
 * @param argv - the user arguments
 * @param writeOut - where help text goes (stdout)
 * @returns {@link ParsedArgs}: `{ kind: "check", args }`, `{ kind: "doctor", args }`, `{ kind: "proxy", args }`,
 *   `{ kind: "diff", args }`, `{ kind: "wrap", args }` (wrap and unwrap) or `{ kind: "help" }` (help or the version printed)
 * @throws CliError code `usage` (one-line message) for an unknown command or option, a missing
 *   file argument or option value, an unknown `--revision`, a `--load-timeout` that is not a positive
 *   number, `--json` together with `--format`, a word after a command's `--help` (`too many arguments for 'doctor
 *   --help': "extra" (usage: mcp-wire doctor --help)`), or `argv` not an array of strings
 */
export function parseArgs(argv: readonly string[], writeOut: (text: string) => void): ParsedArgs {
  if (!isStringArray(argv)) throw new CliError("usage", `parseArgs: argv must be an array of strings (got ${describe(argv)})`);
  if (typeof writeOut !== "function") throw new CliError("usage", `parseArgs: writeOut must be a function (got ${describe(writeOut)})`);
  if (argv.length === 0) throw new CliError("usage", `missing command (commands: ${commandNames().join(", ")}; see mcp-wire --help)`);
  let parsed: ParsedArgs | undefined;
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
  }, (args) => {
    parsed = { kind: "wrap", args };
  });
  const [name, ...words] = argv;
  const command = cli.commands.find((c) => c.name() === name);
  const extra = command === undefined ? undefined : wordAfterHelp(command, words);
  if (extra !== undefined) throw new CliError("usage", `too many arguments for '${name ?? ""} --help': ${quotedName(extra)} (usage: mcp-wire ${name ?? ""} --help)`);
  try {
    cli.parse([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return { kind: "help" };
      throw new CliError("usage", clippedArgument(error.message.replace(/^error: /, "")));
    }
    throw error;
  }
  if (!parsed) throw new CliError("usage", "nothing to do (usage: mcp-wire check <file...> [options])");
  return parsed;
}
