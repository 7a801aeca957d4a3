/**
 * The `proxy` subcommand's arguments (commander): `mcp-wire proxy [--host <id> | <product>@<version> | auto] [--quarantine] --
 * <command> [args…]` or `mcp-wire proxy --url <url> [options]`.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import type { EvidenceLevel } from "@mcp-wire/hosts";
import type { HostChoice } from "@mcp-wire/sdk/v1";
import { composedHostOption, EVIDENCE_LEVELS, hostVersionOption, isProduct, oneOf, PROXY_HOSTS } from "../option-values.js";
import { isComposedHost, MODEL_API_NAMES } from "@mcp-wire/hosts/model-apis";
import { LATEST } from "@mcp-wire/hosts/version-text";
import { CliError } from "../errors.js";
import { httpUrl, stdioCommand } from "../url-option.js";
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
  /** `--rename`: list tool names the host keeps (rename.ts), calls sent on under the original names. */
  readonly rename: boolean;
  /**
   * `--server-name <name>` (with `--rename` only): the name the host knows the server by (its config key, e.g. the
   * `mcpServers` key of Claude Code's `.mcp.json`); renamed tool names fit the host's qualified-name limit for it
   * (Claude Code: `mcp__<server>__<tool>` within 64 characters). Absent: a one-character server name is assumed.
   */
  readonly serverName?: string;
  /**
   * `--evidence contested`: the form also answers the product's contested facts (as `doctor --evidence contested`
   * judges it); absent: `reported`, contested facts are not answered.
   */
  readonly evidence?: EvidenceLevel;
}

/** A parsed `--host`: `<id>`, `auto`, or `<product>@<version>`. */
interface HostArgument {
  readonly host: HostChoice | "auto";
  readonly version?: string;
}

/**
 * `--host <id>`, `auto`, `<product>+<model-api>`, or either product form with `@<version>` (as `doctor --host` takes).
 * @throws InvalidArgumentError for an unknown host (for `<product>+<model-api>`, naming the unknown part and the valid
 *   ones), a version on a host that is not a product, or a text that is not a version (`hostVersionOption`: a `+` after
 *   the version too), or a second `--host` naming another form than `previous` (the proxy serves one: `--host cursor
 *   --host zed` would otherwise serve zed silently)
 */
function hostOption(text: string, previous: HostArgument): HostArgument {
  const given = hostArgument(text);
  // `@latest` is what no version means (as doctor reads it): `--host cursor --host cursor@latest` is one form
  const version = (argument: HostArgument) => (argument.version === LATEST ? undefined : argument.version);
  if (previous !== DEFAULT_HOST && (previous.host !== given.host || version(previous) !== version(given))) {
    throw new InvalidArgumentError(`the proxy serves one host form: --host given twice (${shownHost(previous)} and ${shownHost(given)})`);
  }
  return given;
}

/** `--host` when not given: `auto` (compared by identity, so a given `--host auto` is told from it). */
const DEFAULT_HOST: HostArgument = Object.freeze({ host: "auto" });

/** A parsed `--host` as the user writes it: `cursor`, `claude-code@1.0.30`. */
const shownHost = (argument: HostArgument): string => (argument.version === undefined ? argument.host : `${argument.host}@${argument.version}`);

/** One `--host` text parsed ({@link hostOption} without the check against an earlier one). */
function hostArgument(text: string): HostArgument {
  const at = text.indexOf("@");
  const value = at === -1 ? text : text.slice(0, at);
  if (value.includes("+")) composedHostOption(value);
  if (value !== "auto" && !oneOf(PROXY_HOSTS, value) && !isComposedHost(value)) throw new InvalidArgumentError(`unknown host (known: auto, ${PROXY_HOSTS.join(", ")})`);
  if (at === -1) return { host: value };
  if (value === "auto" || !(isProduct(value) || isComposedHost(value))) throw new InvalidArgumentError(`${value} is not a product host: only product hosts take @<version>`);
  return { host: value, version: hostVersionOption(value, text.slice(at + 1), "latest") };
}


/**
 * Adds the `proxy` subcommand to `root`.
 * @param onProxy - receives the parsed {@link ProxyArgs}
 * @throws CliError code `usage` when neither or both of a command and `--url` are given, the command after `--` is
 *   empty (`stdioCommand`), or `--url` is not http(s)
 */
export function registerProxy(root: Command, onProxy: (args: ProxyArgs) => void): void {
  root
    .command("proxy")
    .description(
      "Stand between an MCP host and a server (stdio toward the host): tools/list answered in the form the host keeps, " +
        "structured results of wrapped tools wrapped, each elicitation checked against the client's revision; " +
        "everything else passed on unchanged. Start the server (-- <command> [args...]) or reach it with --url.",
    )
    .usage("[--host <id>|<product>+<model-api>|auto] [--quarantine] [--rename [--server-name <name>]] -- <command> [args...] | --url <url>")
    .argument("[command...]", "the stdio server command line (after --)")
    .option("--url <url>", "reach a Streamable HTTP server instead of starting a command")
    .addOption(new Option("--host <id>", `the host form to serve (auto, ${PROXY_HOSTS.join(", ")}, or <product>+<model-api> with a model API of ${MODEL_API_NAMES.join(", ")}; a product may take @<version>)`).argParser(hostOption).default(DEFAULT_HOST, "auto"))
    .option("--quarantine", "withhold the tools the host cannot be given (each named on stderr)")
    .option("--rename", "list tool names the host keeps where it would drop or rewrite one (each named on stderr); calls are sent on under the original names")
    .option("--server-name <name>", "with --rename: the name the host knows the server by (its config key), so renamed names fit the host's qualified-name limit (Claude Code: mcp__<server>__<tool> within 64 characters); default: a one-character name assumed")
    .addOption(new Option("--evidence <level>", "which product facts the form answers: reported (default) or contested (contested facts too)").choices(EVIDENCE_LEVELS))
    .action((command: string[], raw: { url?: string; host: HostArgument; quarantine?: boolean; rename?: boolean; serverName?: string; evidence?: EvidenceLevel }) => {
      const [program, ...programArgs] = command;
      if (raw.url !== undefined && program !== undefined) throw new CliError("usage", "give either --url or a command after --, not both");
      if (raw.url === undefined && program === undefined) throw new CliError("usage", "missing server (usage: mcp-wire proxy [options] -- <command> [args...], or --url <url>)");
      if (raw.serverName !== undefined && raw.rename !== true) throw new CliError("usage", "--server-name is used by --rename only: give --rename too");
      if (raw.serverName === "") throw new CliError("usage", "--server-name must not be empty");
      let target: ProxyTarget;
      if (raw.url !== undefined) target = { kind: "http", url: httpUrl(raw.url) };
      else target = { kind: "stdio", ...stdioCommand([program ?? "", ...programArgs]) };
      onProxy({ target, host: raw.host.host, ...(raw.host.version === undefined ? {} : { version: raw.host.version }), quarantine: raw.quarantine === true, rename: raw.rename === true, ...(raw.serverName === undefined ? {} : { serverName: raw.serverName }), ...(raw.evidence === undefined ? {} : { evidence: raw.evidence }) });
    });
}
