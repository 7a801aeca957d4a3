/**
 * The `proxy` subcommand's arguments (commander): `mcp-wire proxy [--host <id> | --host auto] [--quarantine] --
 * <command> [args…]` or `mcp-wire proxy --url <url> [options]`.
 */
import { Command, InvalidArgumentError } from "commander";
import { HOST_CHOICES, isHostChoice, type HostChoice } from "@mcp-wire/sdk/v1";
import { CliError } from "../errors.js";
import { httpUrl } from "../url-option.js";
import type { ProxyTarget } from "./endpoint.js";

/** The options of one `mcp-wire proxy` run. */
export interface ProxyArgs {
  /** The server: a stdio command line (everything after `--`), or `--url` (Streamable HTTP). */
  readonly target: ProxyTarget;
  /** `--host`: a fixed host form, or `"auto"` (default): recognised from the client's `initialize`. */
  readonly host: HostChoice | "auto";
  /** `--quarantine`: withhold tools the host cannot be given. */
  readonly quarantine: boolean;
}

function hostOption(value: string): HostChoice | "auto" {
  if (value !== "auto" && !isHostChoice(value)) throw new InvalidArgumentError(`unknown host (known: auto, ${HOST_CHOICES.join(", ")})`);
  return value;
}

/**
 * Adds the `proxy` subcommand to `root`.
 * @param onProxy - receives the parsed {@link ProxyArgs}
 * @throws CliError code `usage` when neither or both of a command and `--url` are given, or `--url` is not http(s)
 */
export function registerProxy(root: Command, onProxy: (args: ProxyArgs) => void): void {
  root
    .command("proxy")
    .description(
      "Stand between an MCP host and a server (stdio toward the host): tools/list answered in the form the host keeps, " +
        "structured results of wrapped tools wrapped, each elicitation checked against the client's revision; " +
        "everything else passed on unchanged. Start the server (-- <command> [args...]) or reach it with --url.",
    )
    .usage("[--host <id>|auto] [--quarantine] -- <command> [args...] | --url <url>")
    .argument("[command...]", "the stdio server command line (after --)")
    .option("--url <url>", "reach a Streamable HTTP server instead of starting a command")
    .option("--host <id>", `the host form to serve (auto, ${HOST_CHOICES.join(", ")})`, hostOption, "auto")
    .option("--quarantine", "withhold the tools the host cannot be given (each named on stderr)")
    .action((command: string[], raw: { url?: string; host: HostChoice | "auto"; quarantine?: boolean }) => {
      const [program, ...programArgs] = command;
      if (raw.url !== undefined && program !== undefined) throw new CliError("usage", "give either --url or a command after --, not both");
      if (raw.url === undefined && program === undefined) throw new CliError("usage", "missing server (usage: mcp-wire proxy [options] -- <command> [args...], or --url <url>)");
      let target: ProxyTarget;
      if (raw.url !== undefined) target = { kind: "http", url: httpUrl(raw.url) };
      else target = { kind: "stdio", command: program ?? "", args: programArgs };
      onProxy({ target, host: raw.host, quarantine: raw.quarantine === true });
    });
}
