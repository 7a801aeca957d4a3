/**
 * What every driver does the same way: install a pinned npm package into a directory (from the registry only), and
 * run a product's command once, headless, with no standard input, stopping it at a timeout.
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A product's exit: its code (null when a signal ended it), whether the timeout stopped it, and its stderr. */
export interface HeadlessExit {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly stderr: string;
}

/** Why an install failed: the package spec and npm's exit code and output. */
export class InstallError extends Error {
  constructor(
    readonly spec: string,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(`npm install ${spec} failed (exit ${String(exitCode)}): ${output.slice(-2000)}`);
    this.name = "InstallError";
  }
}

/**
 * Installs `<name>@<version>` into `installDir` (created if missing; `node_modules/` under it) with the ordinary
 * `npm install`, no audit, no funding notice. Resolves when npm exited 0; rejects with {@link InstallError} otherwise.
 */
export async function npmInstall(installDir: string, name: string, version: string): Promise<void> {
  await mkdir(installDir, { recursive: true });
  await writeFile(join(installDir, "package.json"), `${JSON.stringify({ private: true })}\n`);
  const spec = `${name}@${version}`;
  const exit = await runHeadless("npm", ["install", "--no-audit", "--no-fund", "--save-exact", spec], {
    cwd: installDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? installDir },
    timeoutMs: 600_000,
  });
  if (exit.exitCode !== 0) throw new InstallError(spec, exit.exitCode, exit.stderr);
}

/**
 * Runs `command args` in `cwd` with exactly `env` (nothing inherited), stdin closed, stdout discarded, stderr kept.
 * The process runs in a group of its own; at `timeoutMs` the whole group gets SIGKILL and the result says `timedOut`.
 * Resolves when the process exited; rejects only when it could not be started (e.g. ENOENT).
 */
export function runHeadless(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env: { readonly [name: string]: string }; readonly timeoutMs: number },
): Promise<HeadlessExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "ignore", "pipe"], detached: true });
    let stderr = "";
    let timedOut = false;
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, timedOut, stderr });
    });
  });
}
