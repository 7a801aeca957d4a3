/**
 * Helpers of the proxy tests: `mcp-wire proxy` started as the installed executable (bin/mcp-wire.js, the bundle), a raw
 * host that writes and reads newline-delimited JSON-RPC on the proxy's stdio, and the fixture servers.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LineReader } from "../src/proxy/lines.js";
import { PACKAGE_DIR } from "./helpers.js";

export { groupAlive } from "../src/server-process.js";

/** The installed executable: bin/mcp-wire.js, which runs the bundle (packages/cli/scripts/bundle.mjs). */
export const BIN = fileURLToPath(new URL("../bin/mcp-wire.js", import.meta.url));
/** The raw fixture server over stdio. */
export const RAW_SERVER = ["node", fileURLToPath(new URL("./fixtures/proxy/raw-server.mjs", import.meta.url))] as const;
/** The hostile fixture server over stdio (its attack chosen by `HOSTILE`; see the file). */
export const HOSTILE_SERVER = ["node", fileURLToPath(new URL("./fixtures/proxy/hostile-server.mjs", import.meta.url))] as const;
/** The reference server @modelcontextprotocol/server-everything over stdio. */
export const EVERYTHING = ["node", fileURLToPath(new URL("../node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url)), "stdio"] as const;

/** The proxy command line for `StdioClientTransport`: `node bin/mcp-wire.js proxy <options> -- <server>`. */
export function proxyCommand(options: readonly string[], server: readonly string[]): { command: string; args: string[] } {
  return { command: process.execPath, args: [BIN, "proxy", ...options, "--", ...server] };
}

type Message = Record<string, unknown> & { id?: unknown; method?: string; result?: Record<string, unknown>; error?: Record<string, unknown> };

/** A host speaking raw JSON-RPC lines to a proxy it started. */
export class RawHost {
  readonly child: ChildProcessWithoutNullStreams;
  /** Every message received, in order (a batch is one entry: an array). */
  readonly received: unknown[] = [];
  stderr = "";
  /** Resolves with the proxy's exit code once it has exited. */
  readonly exited: Promise<number | null>;
  private readonly waiters: (() => void)[] = [];
  private nextId = 1;

  constructor(options: readonly string[], server: readonly string[] = RAW_SERVER, env: Record<string, string> = {}) {
    const { command, args } = proxyCommand(options, server);
    this.child = spawn(command, args, { cwd: PACKAGE_DIR, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    const reader = new LineReader((line) => {
      this.received.push(JSON.parse(line.toString("utf8")));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stdout.on("data", (chunk: Buffer) => reader.push(chunk));
    this.child.stderr.on("data", (chunk: Buffer) => {
      this.stderr += String(chunk);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.exited = new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
    this.child.stdin.on("error", () => {});
  }

  /** Writes one line (a message, a batch, or raw text). */
  send(message: unknown): void {
    this.child.stdin.write(`${typeof message === "string" ? message : JSON.stringify(message)}\n`);
  }

  /** Waits until `ready()` holds (checked on every message and stderr chunk), at most `ms`. */
  async until<T>(ready: () => T | undefined, ms = 10_000, what = "a message"): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; stderr: ${this.stderr.slice(-500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The response with `id`, once it arrives. */
  response(id: unknown, ms?: number): Promise<Message> {
    return this.until(() => this.received.find((m): m is Message => isMessage(m) && m.method === undefined && Object.is(m.id, id) ) , ms, `the response to ${JSON.stringify(id)}`);
  }

  /** Sends a request and waits for its response. */
  async request(method: string, params: unknown = {}, id: unknown = this.nextId++, ms?: number): Promise<Message> {
    this.send({ jsonrpc: "2.0", id, method, params });
    return this.response(id, ms);
  }

  /** `initialize` at `protocolVersion` as `clientInfo`, then `notifications/initialized`. */
  async initialize(protocolVersion = "2025-11-25", clientInfo: unknown = { name: "raw-host", version: "1.0.0" }): Promise<Message> {
    const answer = await this.request("initialize", { protocolVersion, capabilities: { elicitation: { form: {} } }, clientInfo });
    this.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    return answer;
  }

  /** Closes the proxy's stdin (the host disconnects). */
  close(): void {
    this.child.stdin.end();
  }
}

function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The pid the raw server announced on stderr (`raw-server: ready <pid>`), once it has. */
export function serverPid(host: RawHost): Promise<number> {
  return host.until(() => {
    const match = /raw-server: ready (\d+)/.exec(host.stderr);
    return match ? Number(match[1]) : undefined;
  }, 10_000, "the server's pid");
}

/** The peak resident set of a live process, in MiB: `VmHWM` of /proc/<pid>/status (Linux). */
export function peakRssMiB(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (match === null) throw new Error(`no VmHWM for ${pid}`);
  return Math.round(Number(match[1]) / 1024);
}

/** What a proxy run fed all of its stdin at once wrote, and its exit code. */
export interface PipedRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the proxy with `input` as the whole of its stdin (written, then EOF at once, as `echo … | mcp-wire proxy`
 * does) and resolves once it has exited.
 */
export function pipedProxy(options: readonly string[], server: readonly string[], input: string): Promise<PipedRun> {
  const { command, args } = proxyCommand(options, server);
  const child = spawn(command, args, { cwd: PACKAGE_DIR, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  child.stdin.on("error", () => {});
  child.stdin.end(input);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
