/**
 * The `proxy` subcommand's arguments (commander): `mcp-wire proxy [--host <id> | <product>@<version> | auto] [--quarantine] --
 * <command> [args…]` or `mcp-wire proxy --url <url> [options]`.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { EVIDENCE_LEVELS, isProductHost, productVersion } from "@mcp-wire/hosts";
import { HOST_CHOICES, isHostChoice } from "@mcp-wire/sdk/v1";
import { CliError } from "../errors.js";
import { httpUrl } from "../url-option.js";
/** `--host <id>`, `auto`, or `<product>@<version>` (a product host with a version, as `doctor --host` takes). */
function hostOption(text) {
    const at = text.indexOf("@");
    const value = at === -1 ? text : text.slice(0, at);
    if (value !== "auto" && !isHostChoice(value))
        throw new InvalidArgumentError(`unknown host (known: auto, ${HOST_CHOICES.join(", ")})`);
    if (at === -1)
        return { host: value };
    if (value === "auto" || !isProductHost(value))
        throw new InvalidArgumentError(`${value} is not a product host: only product hosts take @<version>`);
    const version = productVersion(text.slice(at + 1));
    if (version === undefined)
        throw new InvalidArgumentError(`${JSON.stringify(text.slice(at + 1))} is not a version number, "latest" or "*" (e.g. ${value}@latest)`);
    return { host: value, version };
}
/**
 * Adds the `proxy` subcommand to `root`.
 * @param onProxy - receives the parsed {@link ProxyArgs}
 * @throws CliError code `usage` when neither or both of a command and `--url` are given, or `--url` is not http(s)
 */
export function registerProxy(root, onProxy) {
    root
        .command("proxy")
        .description("Stand between an MCP host and a server (stdio toward the host): tools/list answered in the form the host keeps, " +
        "structured results of wrapped tools wrapped, each elicitation checked against the client's revision; " +
        "everything else passed on unchanged. Start the server (-- <command> [args...]) or reach it with --url.")
        .usage("[--host <id>|auto] [--quarantine] -- <command> [args...] | --url <url>")
        .argument("[command...]", "the stdio server command line (after --)")
        .option("--url <url>", "reach a Streamable HTTP server instead of starting a command")
        .addOption(new Option("--host <id>", `the host form to serve (auto, ${HOST_CHOICES.join(", ")}; a product may take @<version>)`).argParser(hostOption).default({ host: "auto" }, "auto"))
        .option("--quarantine", "withhold the tools the host cannot be given (each named on stderr)")
        .addOption(new Option("--evidence <level>", "which product facts the form answers: reported (default) or contested (contested facts too)").choices(EVIDENCE_LEVELS))
        .action((command, raw) => {
        const [program, ...programArgs] = command;
        if (raw.url !== undefined && program !== undefined)
            throw new CliError("usage", "give either --url or a command after --, not both");
        if (raw.url === undefined && program === undefined)
            throw new CliError("usage", "missing server (usage: mcp-wire proxy [options] -- <command> [args...], or --url <url>)");
        let target;
        if (raw.url !== undefined)
            target = { kind: "http", url: httpUrl(raw.url) };
        else
            target = { kind: "stdio", command: program ?? "", args: programArgs };
        onProxy({ target, host: raw.host.host, ...(raw.host.version === undefined ? {} : { version: raw.host.version }), quarantine: raw.quarantine === true, ...(raw.evidence === undefined ? {} : { evidence: raw.evidence }) });
    });
}
//# sourceMappingURL=args.js.map