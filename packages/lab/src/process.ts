/**
 * Starting a product or an installer as a child process in its own process group, with a time limit: what every
 * driver needs. On exit or timeout the whole group is ended by its id (the product's MCP servers with it).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

/** How a product run ended. */
export interface ProcessOutcome {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  /** The last 64 KiB of stderr. */
  readonly stderr: string;
}

/** Options of {@link runProcess}. */
export interface ProcessOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly timeoutMs: number;
  /** When set, stdout is written to this file (else discarded). */
  readonly stdoutFile?: string;
}

const STDERR_KEPT = 64 * 1024;

function endGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * Runs `argv` (stdin closed) and resolves when it exits, or when `timeoutMs` passed (the group gets SIGTERM, then
 * SIGKILL 2 s later; `timedOut` is then true). Rejects only when the program cannot be started.
 */
export function runProcess(argv: readonly string[], options: ProcessOptions): Promise<ProcessOutcome> {
  const [command, ...args] = argv;
  if (command === undefined) return Promise.reject(new Error("runProcess: empty argv"));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stderr = "";
    let timedOut = false;
    if (options.stdoutFile !== undefined) child.stdout.pipe(createWriteStream(options.stdoutFile));
    else child.stdout.resume();
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      endGroup(child.pid, "SIGTERM");
      setTimeout(() => endGroup(child.pid, "SIGKILL"), 2000).unref();
    }, options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      endGroup(child.pid, "SIGKILL");
      resolve({ exitCode: code, timedOut, stderr });
    });
  });
}

/**
 * Installs `spec` (`<package>@<version>`) from the npm registry into `installDir` (which must exist) with the npm that
 * runs this Node. Throws with npm's stderr when npm fails.
 */
export async function npmInstall(installDir: string, spec: string): Promise<void> {
  const outcome = await runProcess(["npm", "install", "--no-audit", "--no-fund", "--no-package-lock", spec], {
    cwd: installDir,
    env: process.env,
    timeoutMs: 15 * 60_000,
  });
  if (outcome.exitCode !== 0) throw new Error(`npm install ${spec} failed (${outcome.timedOut ? "timed out" : `exit ${outcome.exitCode}`}):\n${outcome.stderr}`);
}
