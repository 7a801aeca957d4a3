/** Running `mcp-wire wrap` / `mcp-wire unwrap`: the rewrite, the diff on stdout, one line per entry left alone, the exit code. */
import type { CliIO, ExitCode } from "../io.js";
import { errorText, fitText, terminalWidth } from "../layout.js";
import { escapeControls, escapeFileLine, quotedName } from "../terminal-text.js";
import { ConfigError } from "../config/errors.js";
import { masked } from "../config/secrets.js";
import { READERS } from "../config/products.js";
import type { WrapArgs } from "./args.js";
import { unifiedDiff } from "./diff.js";
import { rewriteConfig } from "./wrap.js";
import { proxyLauncher } from "../launcher.js";

/**
 * Runs `wrap` or `unwrap`: prints the diff (nothing when nothing changes; every `env` and header value of the file
 * shown as `***`), then `wrapped N of M servers of <file>
 * (<product>); backup: <file>.mcp-wire-wrap.bak` and one line per server left as it was, with the reason. `wrap`
 * writes `mcp-wire` as the command when that is this CLI on `io.env.PATH`, else node and the bin script's absolute
 * paths (`proxyLauncher` of launcher.ts), saying so on stderr (`mcp-wire: note: mcp-wire is not on the PATH: the
 * wrapped entries run <node> <bin> proxy …`). A file with no server where the product reads them gets a note on stderr
 * naming that key (`note: <file> holds no server under "servers", where vscode reads its servers: …`).
 * @returns `0` once done (also when nothing changed), `2` when the config cannot be read or rewritten
 *   (`mcp-wire: <file> at <pointer>: <why>` on stderr; nothing written); never throws
 */
export async function runWrap(args: WrapArgs, io: CliIO): Promise<ExitCode> {
  try {
    const { launcher, found } = args.rewrite === "wrap" ? proxyLauncher(io.env) : { launcher: undefined, found: undefined };
    const result = await rewriteConfig(args.rewrite, args.config, { host: args.host, servers: args.servers, dryRun: args.dryRun, ...(args.rename ? { rename: true } : {}), ...(launcher === undefined ? {} : { launcher }), cwd: io.cwd, env: io.env });
    if (launcher !== undefined && launcher.args.length > 0 && result.entries.some((e) => e.status === "changed")) {
      const onPath = found === undefined ? "mcp-wire is not on the PATH" : `mcp-wire on the PATH (${found}) is not this one`;
      io.stderr.write(errorText(`note: ${onPath}: the wrapped entries run ${launcher.command} ${launcher.args.join(" ")} proxy …`, io.stderr, io.env));
    }
    if (result.entries.length === 0) {
      io.stderr.write(errorText(`note: ${args.config} holds no server under "${READERS[result.product].serversKey}", where ${result.product} reads its servers: nothing to ${args.rewrite} (is --host the product of this file?)`, io.stderr, io.env));
    }
    // env and header values never reach the output: each is masked in the shown lines
    io.stdout.write(unifiedDiff(args.config, result.before, result.edits, (line) => escapeFileLine(masked(line, result.secrets))));
    const changed = result.entries.filter((e) => e.status === "changed").length;
    const verb = args.rewrite === "wrap" ? "wrapped" : "unwrapped";
    const lines = [
      `${args.dryRun ? `would have ${verb}` : verb} ${changed} of ${result.entries.length} server${result.entries.length === 1 ? "" : "s"} of ${escapeControls(args.config)} (${result.product})${result.backup === undefined ? "" : `; backup: ${escapeControls(result.backup)}`}`,
      ...result.entries.filter((e) => e.status === "skipped").map((e) => `  ${quotedName(e.name)} left as it is: ${escapeControls(e.reason ?? "")}`),
    ];
    io.stdout.write(`${fitText(lines.join("\n"), terminalWidth(io.stdout.columns, io.env))}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : `internal error: ${error instanceof Error ? error.message : String(error)}`;
    io.stderr.write(errorText(message, io.stderr, io.env));
    return 2;
  }
}
