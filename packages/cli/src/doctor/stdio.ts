/**
 * The stdio transport of doctor: the server is spawned in its own process group (`detached: true` on POSIX),
 * so that ending it ends everything it started too — a wrapper (`sh -c …`, `npx`, a node script spawning the
 * real server) and the real server alike. The SDK's `StdioClientTransport` cannot spawn detached.
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { DoctorError } from "./errors.js";
import { JsonRpcLineReader } from "./line-reader.js";
import { MAX_MESSAGE_BYTES, POSIX } from "../server-process.js";

/** How to start the server. */
export interface GroupStdioParams {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Record<string, string>;
  readonly cwd?: string;
  /** Receives each chunk the server writes on stderr. */
  readonly onStderr?: (chunk: string) => void;
  /** Receives each stdout line that is not a JSON-RPC message (clipped; see `JsonRpcLineReader`). */
  readonly onSkipped?: (line: string) => void;
  /** The longest stdout line read, in bytes; default `MAX_MESSAGE_BYTES` (100 MiB). */
  readonly maxMessageBytes?: number;
}

/**
 * A stdio `Transport` over a server started in its own process group. stdout is read by a `JsonRpcLineReader`:
 * lines that are not JSON-RPC go to `onSkipped`; a line over the bound sets {@link GroupStdioTransport.failure},
 * stops reading and closes the transport at once (pending requests fail with `ConnectionClosed`). `close()` only
 * ends stdin and waits up to 2 s; end the group with {@link endGroup}.
 */
export class GroupStdioTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: (<T extends JSONRPCMessage>(message: T) => void) | undefined;
  private child: ChildProcess | undefined;
  private readonly reader: JsonRpcLineReader;
  private closeNotified = false;
  /** The pid of the process started (the group leader), once started. */
  pid: number | null = null;
  /** Why reading stopped early (`message-too-large`), once it has. */
  failure: DoctorError | undefined;

  constructor(private readonly params: GroupStdioParams) {
    this.reader = new JsonRpcLineReader(params.maxMessageBytes ?? MAX_MESSAGE_BYTES);
  }

  private notifyClose(): void {
    if (this.closeNotified) return;
    this.closeNotified = true;
    this.onclose?.();
  }

  private read(chunk: Buffer): void {
    if (this.failure) return;
    let events;
    try {
      events = this.reader.push(chunk);
    } catch (error) {
      this.failure = error as DoctorError;
      this.child?.stdout?.destroy();
      this.notifyClose();
      return;
    }
    for (const event of events) {
      if (event.kind === "message") this.onmessage?.(event.message);
      else this.params.onSkipped?.(event.line);
    }
  }

  start(): Promise<void> {
    if (this.child) throw new Error("GroupStdioTransport already started");
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, [...this.params.args], {
        env: this.params.env,
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        detached: POSIX,
        windowsHide: true,
        ...(this.params.cwd ? { cwd: this.params.cwd } : {}),
      });
      this.child = child;
      child.on("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.on("spawn", () => {
        this.pid = child.pid ?? null;
        resolve();
      });
      child.on("close", () => {
        this.child = undefined;
        this.notifyClose();
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.on("data", (chunk: Buffer) => this.read(chunk));
      child.stdout?.on("error", (error) => this.onerror?.(error));
      child.stderr?.setEncoding("utf8"); // a character split across two chunks is decoded whole
      child.stderr?.on("data", (chunk: string) => this.params.onStderr?.(chunk));
    });
  }

  async close(): Promise<void> {
    const child = this.child;
    this.reader.clear();
    if (!child) return;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
    try { child.stdin?.end(); } catch { /* ignore */ }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin) return reject(new Error("Not connected"));
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once("drain", resolve);
    });
  }
}
