/**
 * How a config entry `mcp-wire wrap` writes starts this CLI: `mcp-wire` when that name on the PATH is this CLI's bin
 * script (a global install, `npm link`), else the absolute paths of node and of the bin script (a clone run as
 * `node <clone>/packages/cli/bin/mcp-wire.js`, or another mcp-wire first on the PATH) — so a wrapped entry starts the
 * CLI that wrapped it, wherever the product starts servers from.
 */
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ON_PATH, type Launcher } from "./wrap/form.js";

/** The package's committed bin script (`bin/mcp-wire.js`, beside `src/`, `dist/` and `bundle/`). */
const BIN = fileURLToPath(new URL("../bin/mcp-wire.js", import.meta.url));

/** `path` with its symbolic links resolved, or `undefined` when it does not exist or cannot be read. */
function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The first `mcp-wire` on `path` (a PATH value: directories joined by the platform's delimiter) that is an executable
 * file, as a shell finds it; on Windows `mcp-wire.cmd`, `mcp-wire.exe`, then `mcp-wire`; `undefined` when there is
 * none.
 */
function onPath(path: string | undefined, platform: NodeJS.Platform): string | undefined {
  const names = platform === "win32" ? ["mcp-wire.cmd", "mcp-wire.exe", "mcp-wire"] : ["mcp-wire"];
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "") continue;
    for (const name of names) {
      const file = join(dir, name);
      try {
        if (!statSync(file).isFile()) continue;
        accessSync(file, constants.X_OK);
        return file;
      } catch {
        // not there, or not executable: the next one
      }
    }
  }
  return undefined;
}

/**
 * How `wrap` writes the command of a wrapped entry: {@link ON_PATH} (`mcp-wire`) when the first `mcp-wire` on
 * `env.PATH` resolves (symbolic links followed) to this CLI's bin script; else `{ command: process.execPath, args:
 * [<the bin script's real path>] }`, with `found` the `mcp-wire` the PATH holds instead (`undefined`: none).
 * A Windows `.cmd` shim never resolves to the script: there the node form is written.
 * @param env - the environment (`PATH`, `Path` on Windows)
 * @param platform - default `process.platform`
 * @returns the launcher, and what the PATH holds when it is not this CLI; never throws
 */
export function proxyLauncher(env: Readonly<Record<string, string | undefined>>, platform: NodeJS.Platform = process.platform): { readonly launcher: Launcher; readonly found?: string } {
  const bin = real(BIN) ?? BIN;
  const found = onPath(env["PATH"] ?? env["Path"], platform);
  if (found !== undefined && real(found) === bin) return { launcher: ON_PATH };
  return { launcher: { command: process.execPath, args: [bin] }, ...(found === undefined ? {} : { found }) };
}
