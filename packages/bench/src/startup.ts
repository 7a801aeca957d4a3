/**
 * S1: start-up, each side a new Node process per sample, both sides in the same run (docs/performance.md, "S1: start-up").
 * - `mcp-wire --version` and `mcp-wire --help` (the installed bin, `packages/cli/bin/mcp-wire.js`) to their exit,
 *   against `node -e 0` to its exit: the floor of any Node command.
 * - `mcp-wire doctor -- <server>` and `mcp-wire proxy -- <server>` to the moment the server is spawned, against a bare
 *   SDK 1.x client to the same moment (bare-start.js: load `Client` and `StdioClientTransport`, make a client, start
 *   the transport; no `initialize`). The server is `sh -c 'kill -USR2 <bench pid>'`: the bench takes the signal as
 *   the spawn (the time of one `sh` start is in both sides), then SIGKILLs the side's process and waits for its exit
 *   (also in both sides). What each side does after the spawn (doctor loads its host tables while the server starts)
 *   is not counted: that runs beside the server's own start-up.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Comparison } from "./measure.js";
import { MCP_WIRE } from "./mcp-wire.js";

const BARE_START = fileURLToPath(new URL("./bare-start.js", import.meta.url));

/** Samples per side and round: each sample starts a process. */
const SAMPLES = 8;

/** Runs `node <args>` to its exit; rejects on a non-zero code, with its stderr. */
function toExit(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited ${code}: ${stderr.slice(0, 500)}`))));
  });
}

/** The server command of the spawn rows: it tells this process it runs (SIGUSR2), then exits. */
const SIGNALLING_SERVER = ["sh", "-c", `kill -USR2 ${process.pid}`];

let spawned: (() => void) | undefined;
process.on("SIGUSR2", () => spawned?.());

/**
 * Runs `node <args… SIGNALLING_SERVER>` until the server it starts signals, then SIGKILLs it and waits for its exit;
 * rejects when it exits before the server signals.
 */
function toSpawn(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, ...SIGNALLING_SERVER], { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    let signalled = false;
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    spawned = () => {
      signalled = true;
      spawned = undefined;
      child.kill("SIGKILL");
    };
    child.once("error", reject);
    child.once("exit", () => (signalled ? resolve() : reject(new Error(`node ${args.join(" ")} exited before the server started: ${stderr.slice(0, 500)}`))));
  });
}

/** The S1 comparisons. */
export function startupComparisons(): Comparison[] {
  const node = { label: "node -e 0", run: () => toExit(["-e", "0"]) };
  const bare = { label: "sdk-1.x client", run: () => toSpawn([BARE_START]) };
  return [
    { id: "S1", title: "mcp-wire --version vs node -e 0, to exit", subject: { label: "mcp-wire --version", run: () => toExit([MCP_WIRE, "--version"]) }, base: node, better: "slower", target: 2, samples: SAMPLES },
    { id: "S1", title: "mcp-wire --help vs node -e 0, to exit", subject: { label: "mcp-wire --help", run: () => toExit([MCP_WIRE, "--help"]) }, base: node, better: "slower", target: undefined, samples: SAMPLES },
    { id: "S1", title: "bare sdk-1.x client start (to spawn) vs node -e 0 (to exit)", subject: bare, base: node, better: "slower", target: undefined, samples: SAMPLES },
    { id: "S1", title: "doctor start-up vs bare sdk-1.x client, to the spawn", subject: { label: "mcp-wire doctor", run: () => toSpawn([MCP_WIRE, "doctor", "--"]) }, base: bare, better: "slower", target: 1.2, samples: SAMPLES },
    { id: "S1", title: "proxy start-up vs bare sdk-1.x client, to the spawn", subject: { label: "mcp-wire proxy", run: () => toSpawn([MCP_WIRE, "proxy", "--"]) }, base: bare, better: "slower", target: 1.2, samples: SAMPLES },
  ];
}
