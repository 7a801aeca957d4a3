/**
 * The `doctor` subcommand's arguments (commander): `mcp-wire doctor [options] -- <command> [args…]` or
 * `mcp-wire doctor --url <url> [options]`.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { pointer } from "@mcp-wire/core/pointer";
import type { Blast, EvidenceLevel } from "@mcp-wire/hosts";
import type { JsonValue } from "./dialect.js";
import { BLASTS, composedHostOption, DEFAULT_HOSTS, DOCTOR_HOSTS as HOSTS, EVIDENCE_LEVELS, hostVersionOption, isProduct, oneOf, pathOption, ROUTED_HOST_HELP, REVISIONS, type DoctorHost as HostId } from "../option-values.js";
import { isComposedHost } from "@mcp-wire/hosts/model-apis";
import { LATEST } from "@mcp-wire/hosts/version-text";
import { CliError } from "../errors.js";
import { httpUrl, stdioCommand } from "../url-option.js";
import { MAX_TIMEOUT_MS, secondsOption } from "../seconds-option.js";
import { REPORT_FORMATS } from "../format-option.js";
import { MAX_INPUT_ROUNDS, type InputAnswer } from "./input-rounds.js";
import type { Revision } from "@mcp-wire/spec";

export { MAX_TIMEOUT_MS };

/**
 * The report formats of `--format`: `human` (the default, for a terminal), `json` (`--json`), `markdown` (a CI job
 * summary), `html` (one self-contained page: `report-html.ts`).
 */
export const DOCTOR_FORMATS = [...REPORT_FORMATS, "html"] as const;

/** One of {@link DOCTOR_FORMATS}. */
export type DoctorFormat = (typeof DOCTOR_FORMATS)[number];

/** The default of `--fail-on`: a host that drops a tool (or more: the list, every request) fails the run. */
export const DEFAULT_FAIL_ON: Blast = "tool";

/** The default of `--timeout`, in seconds: servers started with `npx` can take a while to install. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** One `--call <tool> [--args <json>]`. */
export interface CallRequest {
  readonly tool: string;
  /** `--args`, a JSON object; `{}` when not given. */
  readonly args: Readonly<Record<string, JsonValue>>;
}

/** The options of one `mcp-wire doctor` run, as parsed from the command line. */
export interface DoctorArgs {
  /**
   * The server: a stdio command line (everything after `--`), `--url` (Streamable HTTP), `--replay <file>` (a capture;
   * nothing is started), or `--config <file>` / `--config auto` (every enabled server of a product's config file; then
   * `hosts` is the one product given with `--host`, or `[]` to tell it from the file name).
   */
  readonly target:
    | { readonly kind: "stdio"; readonly command: string; readonly args: readonly string[] }
    | { readonly kind: "http"; readonly url: string }
    | { readonly kind: "replay"; readonly file: string }
    | { readonly kind: "config"; readonly file: string };
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
   * absent when not given (the negotiated revision, 2026-07-28 and the first revision each selected host negotiates are checked).
   */
  readonly revisions?: readonly Revision[];
}

interface RawDoctorOptions {
  url?: string;
  replay?: string;
  config?: string;
  save?: string;
  host: HostId[];
  format?: DoctorFormat;
  json?: boolean;
  reportOnly?: boolean;
  failOn: Blast;
  evidence: EvidenceLevel;
  fixOut?: string;
  timeout: number;
  revision: Revision[];
}

/**
 * The message for one product given both without and with a version (`--host claude-code --host claude-code@1.0.30`):
 * a report judges each host at one version, so neither is dropped silently (`@latest` is what no version means).
 */
function bothVersions(host: HostId, version: string): string {
  return `${host} given both without a version (its current release) and as ${host}@${version}: give one --host ${host}[@<version>]`;
}

/**
 * One `--host <host>`, `--host <product>+<model-api>` or either with `@<version>` of `doctor` and `diff`: the host added
 * to `previous` (once), its version recorded in `versions` (`@latest`: the product's current release; `@*`: every
 * recorded version).
 * @throws InvalidArgumentError when the host is unknown (for `<product>+<model-api>`: naming the unknown part and
 *   the valid ones), a version is given to an archetype host, the version is not one of `VERSION_FORMS` or has a `+`
 *   after it (`hostVersionOption`), or the same host is given two different versions, or both with and without one
 */
export function hostOption(text: string, previous: HostId[], versions: Partial<Record<HostId, string>>): HostId[] {
  const at = text.indexOf("@");
  const value = at === -1 ? text : text.slice(0, at);
  const host = (value.includes("+") ? composedHostOption(value) : value) as HostId;
  if (!oneOf(HOSTS, host) && !isComposedHost(host)) throw new InvalidArgumentError(`unknown host (known: ${HOSTS.join(", ")})`);
  if (at !== -1) {
    if (!isProduct(host) && !isComposedHost(host)) throw new InvalidArgumentError(`${host} is an archetype host: only product hosts take @<version>`);
    const version = hostVersionOption(host, text.slice(at + 1), "1.0.30");
    const known = versions[host];
    if (known !== undefined && known !== version) throw new InvalidArgumentError(`${host} given two versions (${known} and ${version})`);
    if (known === undefined && previous.includes(host) && version !== LATEST) throw new InvalidArgumentError(bothVersions(host, version));
    versions[host] = version;
  } else {
    const known = versions[host];
    if (known !== undefined && known !== LATEST) throw new InvalidArgumentError(bothVersions(host, known));
  }
  return previous.includes(host) ? previous : [...previous, host];
}


/**
 * The deepest `--args` doctor sends: objects and arrays nested at most this many levels (the SDK clients serialize
 * and validate a request recursively; far deeper arguments would overflow the stack instead of being sent).
 */
export const MAX_ARGS_DEPTH = 100;

/**
 * What keeps `value` (parsed `--args` JSON) from being sent as given, found in one walk without recursion: `"deep"`
 * when objects or arrays nest more than `max` levels; else the JSON Pointer of the first number past the double range
 * (`1e400` parses as ±Infinity, which a call would send as `null`); else `undefined`.
 */
function argsProblem(value: unknown, max: number): "deep" | { readonly infinite: string } | undefined {
  const stack: [unknown, number, string][] = [[value, 1, ""]];
  let infinite: string | undefined;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [at, depth, path] = next;
    if (typeof at === "number" && !Number.isFinite(at)) infinite ??= path;
    if (typeof at !== "object" || at === null) continue;
    if (depth > max) return "deep";
    // pushed in reverse, so the first member in document order is met first
    for (const [key, member] of Object.entries(at).reverse()) stack.push([member, depth + 1, pointer(path, key)]);
  }
  return infinite === undefined ? undefined : { infinite };
}

/**
 * One `--answer`: `decline`, `cancel`, or a JSON object (the content of an `accept`).
 * @throws InvalidArgumentError when it is none of them
 */
export function answerOption(text: string): InputAnswer {
  if (text === "decline" || text === "cancel") return { action: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidArgumentError("must be decline, cancel or a JSON object (the form content)");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new InvalidArgumentError("must be decline, cancel or a JSON object (the form content)");
  return { action: "accept", content: value as Record<string, JsonValue> };
}

/**
 * Adds the `doctor` subcommand to `root`.
 * @param root - the `mcp-wire` program
 * @param onDoctor - receives the parsed {@link DoctorArgs}
 * @throws CliError code `usage` (from `onDoctor`'s caller's parse) when not exactly one of a command, `--url`
 *   and `--replay` is given, the command after `--` is empty (`stdioCommand`), `--url` is not an http(s) URL, `--args` has no `--call` before it, or is not a JSON
 *   object, `--json` and `--format` are both given, or `--format` is unknown
 */
export function registerDoctor(root: Command, onDoctor: (args: DoctorArgs) => void): void {
  const calls: { tool: string; args: Record<string, JsonValue> | undefined }[] = [];
  const versions: Partial<Record<HostId, string>> = {};
  const answers: InputAnswer[] = [];
  root
    .command("doctor")
    .description(
      "Check a live MCP server: list its tools and check every inputSchema/outputSchema against each host profile " +
        "and the MCP rules; --call named tools and check each result (as the SDK clients do) and each elicitation " +
        "they send. Start the server over stdio (-- <command> [args...]), reach it with --url, or check a capture " +
        "offline with --replay.",
    )
    .usage("[options] (-- <command> [args...] | --url <url> | --replay <file> | --config <file>|auto)")
    .argument("[command...]", "the stdio server command line (after --)")
    .option("--url <url>", "connect over Streamable HTTP instead of starting a command")
    .option("--replay <file>", "check a capture written by --save (or a fixtures/servers capture) without starting anything", pathOption)
    .option("--config <file>", "check every enabled server of an MCP host's config file (claude_desktop_config.json, .mcp.json, .cursor/mcp.json, .vscode/mcp.json, mcp_config.json, Zed settings.json, Codex config.toml), or auto: the --host product's usual files", pathOption)
    .option("--save <file>", "write the capture (initialize result and every tools/list page) to this file", pathOption)
    .addOption(
      new Option("--host <host>", `host profile, repeatable; a product is judged at its current release, as <product>@<version> (claude-code@1.0.30) at that version, as <product>@* at every recorded version (${HOSTS.join(", ")}), ${ROUTED_HOST_HELP}`)
        .argParser((text: string, previous: HostId[]) => hostOption(text, previous, versions))
        .default([], "every product host"),
    )
    .option("--call <tool>", "call this tool (repeatable; only named tools are called; elicitations are declined, input_required rounds answered as --answer says)", (tool: string) => {
      calls.push({ tool, args: undefined });
      return tool;
    })
    .option("--args <json>", "arguments of the preceding --call, a JSON object (default: {})", (json: string) => {
      const last = calls.at(-1);
      if (!last) throw new InvalidArgumentError("--args needs a --call before it");
      if (last.args !== undefined) throw new InvalidArgumentError(`--call ${last.tool} already has --args`);
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        throw new InvalidArgumentError("not valid JSON");
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) throw new InvalidArgumentError("must be a JSON object");
      const problem = argsProblem(value, MAX_ARGS_DEPTH);
      if (problem === "deep") throw new InvalidArgumentError(`nests deeper than ${MAX_ARGS_DEPTH} levels (the most doctor sends)`);
      if (problem !== undefined) throw new InvalidArgumentError(`${problem.infinite}: a number past the double range (read as ±Infinity, which the call would send as null); give one of at most 1.7976931348623157e308 in size`);
      last.args = value as Record<string, JsonValue>;
      return json;
    })
    .addOption(new Option("--format <format>", "report format: human, json, markdown (a CI job summary) or html (one self-contained page)").choices(DOCTOR_FORMATS))
    .option("--json", "the same as --format json (see mcp-wire help doctor)")
    .option("--fix-out <dir>", "write the projected schemas per tool and host into this directory", pathOption)
    .option("--report-only", "exit 0 once the report is printed, even when something fails")
    .addOption(
      new Option("--fail-on <blast>", "exit 1 when a selected host loses this or worse: none (never), misread, result, tool, list, requests")
        .choices(BLASTS)
        .default(DEFAULT_FAIL_ON),
    )
    .addOption(
      new Option("--evidence <level>", "which product facts count: reported (confirmed and reported; contested facts are shown at risk only) or contested (they count too)")
        .choices(EVIDENCE_LEVELS)
        .default("reported"),
    )
    .option("--timeout <seconds>", "seconds each request may take (initialize, each tools/list page, each call)", secondsOption, DEFAULT_TIMEOUT_SECONDS)
    // --answer (2026-07-28 input_required rounds): its own block
    .option(
      "--answer <answer>",
      `answer of input_required round n (the n-th --answer; the last one for later rounds, at most ${MAX_INPUT_ROUNDS} rounds): decline (default), cancel, or the form content as a JSON object (accept)`,
      (text: string) => {
        answers.push(answerOption(text));
        return text;
      },
    )
    // --revision: its own block (MCP revisions 2025-06-18, 2025-11-25, 2026-07-28).
    .addOption(
      new Option("--revision <r>", `the other revisions to check the tool list at, repeatable (${REVISIONS.join(", ")}); the session's own revision is always judged`)
        .argParser((text: string, previous: Revision[]) => {
          if (!oneOf(REVISIONS, text)) throw new InvalidArgumentError(`unknown revision (known: ${REVISIONS.join(", ")})`);
          return previous.includes(text) ? previous : [...previous, text];
        })
        .default([], "the negotiated revision, 2026-07-28 and the first revision each selected host negotiates"),
    )
    .action((command: string[], raw: RawDoctorOptions) => {
      const [program, ...programArgs] = command;
      const given = [program !== undefined, raw.url !== undefined, raw.replay !== undefined, raw.config !== undefined].filter(Boolean).length;
      if (given > 1) throw new CliError("usage", "give one of a command after --, --url, --replay or --config, not more");
      if (given === 0) throw new CliError("usage", "missing server (usage: mcp-wire doctor [options] -- <command> [args...], or --url <url>, or --replay <file>, or --config <file>|auto)");
      if (raw.config !== undefined && raw.format === "html") throw new CliError("usage", "--format html shows one server: --config takes human, json or markdown");
      if (raw.config !== undefined && raw.host.length > 1) throw new CliError("usage", "--config takes at most one --host: the config's product (e.g. --host cursor@1.4.0)");
      if (raw.config !== undefined && (raw.save !== undefined || raw.fixOut !== undefined || calls.length > 0 || raw.revision.length > 0)) {
        throw new CliError("usage", "--config checks every server of the file: --save, --fix-out, --call and --revision take one server (give it after --, or --url)");
      }
      if (raw.json === true && raw.format !== undefined) throw new CliError("usage", "give either --json or --format, not both");
      let target: DoctorArgs["target"];
      if (raw.config !== undefined) {
        target = { kind: "config", file: raw.config };
      } else if (raw.replay !== undefined) {
        target = { kind: "replay", file: raw.replay };
      } else if (raw.url !== undefined) {
        target = { kind: "http", url: httpUrl(raw.url) };
      } else {
        target = { kind: "stdio", ...stdioCommand([program ?? "", ...programArgs]) };
      }
      onDoctor({
        target,
        hosts: raw.host.length > 0 || raw.config !== undefined ? raw.host : [...DEFAULT_HOSTS],
        ...(Object.keys(versions).length === 0 ? {} : { versions: { ...versions } }),
        calls: calls.map((c) => ({ tool: c.tool, args: c.args ?? {} })),
        format: raw.json === true ? "json" : (raw.format ?? "human"),
        save: raw.save,
        reportOnly: raw.reportOnly === true,
        failOn: raw.failOn,
        evidence: raw.evidence,
        fixOut: raw.fixOut,
        timeoutMs: Math.round(raw.timeout * 1000),
        ...(answers.length === 0 ? {} : { answers: [...answers] }),
        ...(raw.revision.length === 0 ? {} : { revisions: [...raw.revision] }),
      });
    });
}
