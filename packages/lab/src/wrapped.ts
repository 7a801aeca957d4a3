/**
 * Wrapped mode of the lab (`pnpm lab --wrapped`): the MCP config file a driver wrote is rewritten by the real `mcp-wire
 * wrap <config> --host <product>` (the built CLI, docs/setup.md) before the product starts, so every scripted server
 * runs as `mcp-wire proxy --host <product> -- <server command>`, the entry a user's wrapped config has. The product
 * finds `mcp-wire` on its PATH, as after a global install: a scratch directory holding an `mcp-wire` script that runs
 * the built CLI is put first on the PATH the products inherit. Recorded into `fixtures/lab/wrapped/`.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./run.js";
import { CLI_BIN } from "./served.js";
import type { Driver } from "./types.js";

const run = promisify(execFile);

/** The committed wrapped recording of a product@version: `fixtures/lab/wrapped/<product>@<version>.json`. */
export const wrappedRecordingPath = (driver: Pick<Driver, "product" | "version">): string => join(REPO_ROOT, "fixtures/lab/wrapped", `${driver.product}@${driver.version}.json`);

/** The committed renamed recording (servers behind `proxy --rename`): `fixtures/lab/renamed/<product>@<version>.json`. */
export const renamedRecordingPath = (driver: Pick<Driver, "product" | "version">): string => join(REPO_ROOT, "fixtures/lab/renamed", `${driver.product}@${driver.version}.json`);

/** Thrown when a product cannot be run wrapped: `wrap` knows no format of its config, or `wrap` failed. */
export class LabWrapError extends Error {
  override readonly name = "LabWrapError";
}

/**
 * The lines a unified diff adds (`+`, not the `+++` header), with `workDir` written `<run>`, the repository `<repo>`
 * and node's path `<node>` (so a recording is the same on every machine).
 */
export function addedLines(diff: string, workDir: string): string[] {
  const placeholders: readonly (readonly [string, string])[] = [
    [workDir, "<run>"],
    [REPO_ROOT.replace(/\/$/, ""), "<repo>"],
    [process.execPath, "<node>"],
  ];
  return diff
    .split("\n")
    .filter((line) => line.startsWith("+") && !line.startsWith("+++"))
    .map((line) => placeholders.reduce((text, [from, to]) => text.replaceAll(from, to), line));
}

/**
 * The {@link RunOptions.beforeStart} of wrapped mode for `driver`: runs `node <cli> wrap <config> --host <wrapHost>`,
 * writes its output (the diff and summary) to `<workDir>/wrap.out` (kept with `--keep`) and pushes the diff's
 * {@link addedLines} onto `added`, one entry per run.
 * @throws LabWrapError (at once) when the driver has no `wrapHost`; the hook rejects with it when `wrap` exits non-zero
 */
export function wrapBeforeStart(driver: Driver, added: string[][]): (config: string, workDir: string) => Promise<void> {
  const host = driver.wrapHost;
  if (host === undefined) throw new LabWrapError(`mcp-wire wrap knows no config format of ${driver.product} (wrapped mode: claude-code, codex)`);
  return async (config, workDir) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI_BIN, "wrap", config, "--host", host], { cwd: workDir, timeout: 120_000 });
      writeFileSync(join(workDir, "wrap.out"), stdout + stderr);
      added.push(addedLines(stdout, workDir));
    } catch (error) {
      throw new LabWrapError(`mcp-wire wrap ${config} --host ${host}: ${String(error)}`);
    }
  };
}

/**
 * Makes a scratch directory with an executable `mcp-wire` script (`exec <node> <cli> "$@"`, removed when this process
 * exits) and returns `path` with that directory first, for the products' PATH (POSIX shells only: the lab's products
 * run on Linux).
 */
export function pathWithCli(path: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-wire-lab-bin-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const script = join(dir, "mcp-wire");
  writeFileSync(script, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_BIN)} "$@"\n`);
  chmodSync(script, 0o755);
  return path === undefined || path === "" ? dir : `${dir}${delimiter}${path}`;
}
