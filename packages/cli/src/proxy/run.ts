/**
 * Running `mcp-wire proxy`: the host talks to the proxy on stdin/stdout (MCP stdio transport) as it would to the
 * server; the proxy starts the server (or reaches it over Streamable HTTP) and passes every message on, in order,
 * through {@link ProxyCore}. Flow control both ways: when one side does not read, the other side's stream is paused.
 */
import { StringDecoder } from "node:string_decoder";
import { show } from "@mcp-wire/core/text";
import { escapeControls } from "../terminal-text.js";
import { cannotStartText, signalGroup, SPAWN_FAILURES } from "../server-process.js";
import type { InputStream, OutputStream } from "../io.js";
import type { ProxyArgs } from "./args.js";
import type { CoreOptions, ProxyCore } from "./core.js";
import type { EndpointEvents, ProxyTarget, ServerEndpoint } from "./endpoint.js";
import { LineReader, NEWLINE_BYTES } from "./lines.js";
import { startStdio } from "./stdio.js";

/** Where the proxy talks to the host and reports. */
export interface ProxyIO {
  readonly stdin: InputStream;
  /** The host's side of the wire; `once("drain")` (as on `process.stdout`) enables flow control toward the host. */
  readonly stdout: OutputStream & { once?(event: "drain", listener: () => void): unknown };
  /** The server's stderr (unchanged) and the proxy's own lines, each `mcp-wire proxy: …`. */
  readonly stderr: OutputStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** Most bytes of what one turn of the event loop has for the host that are copied into one buffer for one write. */
const JOIN_BYTES = 4 * 1024 * 1024;

/**
 * What a request still pending is answered with (after `mcp-wire proxy: `) when the server is gone, by how it is
 * reached: a process exited with `code`; a Streamable HTTP connection was closed (its `code` is always 0).
 */
const GONE_BEFORE_ANSWERING: Readonly<Record<ProxyTarget["kind"], (code: number) => string>> = Object.freeze({
  stdio: (code: number) => `the server exited (code ${code}) before answering`,
  http: () => "the connection to the server was closed before answering",
});

/** Exit codes when the server cannot be started, by the spawn error's code, as a shell gives them: not found, not executable. */
export const SPAWN_EXIT: Readonly<Record<string, number>> = Object.freeze(Object.fromEntries(Object.entries(SPAWN_FAILURES).map(([code, failure]) => [code, failure.exit])));

/** The options of the proxy's core for `args`, its reports going to `report`. */
const coreOptions = (args: ProxyArgs, report: (line: string) => void): CoreOptions => ({
  host: args.host,
  ...(args.version === undefined ? {} : { version: args.version }),
  ...(args.evidence === undefined ? {} : { evidence: args.evidence }),
  quarantine: args.quarantine,
  ...(args.rename ? { rename: true } : {}),
  ...(args.serverName === undefined ? {} : { serverName: args.serverName }),
  report,
});

/**
 * When the server could not be started: reads the host's lines until a chunk of them held a request, or until the
 * host's EOF, and answers every request read with the JSON-RPC error `{ code: SERVER_GONE, message }`, as requests
 * still pending when a server exits are answered (a host sends `initialize` first and waits for its answer). Nothing
 * is read from a terminal (`isTTY`: no host is there).
 */
async function answerUnstarted(args: ProxyArgs, io: ProxyIO, message: string): Promise<void> {
  if (io.stdin.isTTY === true) return;
  let core: ProxyCore;
  try {
    const { ProxyCore } = await import("./core.js");
    core = new ProxyCore(coreOptions(args, () => {})); // only its request tracking is used: nothing to report
  } catch {
    return; // the start's failure is reported already; without a core no request can be read
  }
  await new Promise<void>((resolve) => {
    const reader = new LineReader((line) => void core.fromHost(line), () => {});
    const answer = (atEnd: boolean) => {
      const lines = core.failPending(message);
      if (lines.length === 0 && !atEnd) return;
      io.stdin.off("data", onData);
      io.stdin.off("end", onEnd);
      io.stdin.pause();
      if (lines.length > 0) io.stdout.write(Buffer.from(lines.map((line) => `${line}\n`).join("")));
      resolve();
    };
    const onData = (chunk: Buffer) => {
      reader.push(chunk);
      answer(false);
    };
    const onEnd = () => {
      reader.flush();
      answer(true);
    };
    io.stdin.on("data", onData);
    io.stdin.on("end", onEnd);
    io.stdin.resume();
  });
}

/**
 * Runs the proxy until the server is gone (it exited, or the host closed stdin and the server was ended).
 *
 * When the server exits (with `--url`: when the connection to it is closed), every request of the host it had not
 * answered gets a JSON-RPC error (code -32000), then the proxy returns; each request is answered at most once. When the host closes stdin, the server's stdin is closed, and its process group is ended (SIGTERM, then
 * SIGKILL) if it has not exited within 2 s. SIGINT, SIGTERM and SIGHUP to the proxy are
 * passed on to the server's group at once, then it is ended the same way.
 *
 * With `--url`, nothing is sent before the host's first message; a message the endpoint refuses or cannot be sent
 * (unreachable, not an MCP endpoint) is reported, and each request in it is answered with a JSON-RPC error.
 *
 * When the host closes stdin, its lines still queued are written to the server before the server's stdin is closed.
 * When the server cannot be started, `cannot start <command>: <reason>` is reported and the host's requests read
 * until the first line holding one (or EOF) are answered with that JSON-RPC error (code -32000), as at an exit.
 *
 * @returns the server's exit code (128 + n when a signal n ended it; 0 for an HTTP server once the session is closed),
 *   127 when the command is not found, 126 when it cannot be executed, 1 when it cannot be started otherwise
 */
export async function runProxy(args: ProxyArgs, io: ProxyIO): Promise<number> {
  const report = (line: string) => void io.stderr.write(`mcp-wire proxy: ${escapeControls(line)}\n`);
  // The core (the host forms, the wire checks) is loaded once the server is started, so both start together; what the
  // server and the host say before then waits for it, in order.
  let core: ProxyCore | undefined;
  const waiting: ((core: ProxyCore) => void)[] = [];
  const withCore = (step: (core: ProxyCore) => void) => (core === undefined ? void waiting.push(step) : step(core));
  let endpoint: ServerEndpoint | undefined;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => (finish = resolve));
  let revisionSent = false;
  let hostBlocked = false;

  // What goes to the host is written once per turn of the event loop (one write for a whole chunk of server output),
  // in order: lines (each followed by a newline) and the bytes of lines passed on as they arrive. Past JOIN_BYTES
  // (a 21 MB list) the parts are written one by one instead of being copied into one buffer first.
  let outgoing: Buffer[] = [];
  let outgoingBytes = 0;
  const flushHost = () => {
    if (outgoing.length === 0) return;
    const parts = outgoing.length > 1 && outgoingBytes > JOIN_BYTES ? outgoing : [outgoing.length === 1 ? (outgoing[0] as Buffer) : Buffer.concat(outgoing)];
    outgoing = [];
    outgoingBytes = 0;
    let taken = true;
    for (const part of parts) taken = io.stdout.write(part) !== false && taken;
    if (taken || io.stdout.once === undefined || hostBlocked) return;
    hostBlocked = true;
    endpoint?.pause();
    io.stdout.once("drain", () => {
      hostBlocked = false;
      endpoint?.resume();
    });
  };
  const toHostBytes = (bytes: Buffer) => {
    outgoingBytes += bytes.length;
    if (outgoing.push(bytes) === 1) queueMicrotask(flushHost);
  };
  const toHost = (line: Buffer) => {
    toHostBytes(line);
    outgoing.push(NEWLINE_BYTES);
  };
  const events: EndpointEvents = {
    onLine(line) {
      withCore((core) => {
        const out = core.fromServer(line);
        if (!revisionSent && core.revision !== undefined) {
          revisionSent = true;
          endpoint?.setRevision(core.revision);
        }
        for (const message of out) toHost(message);
      });
    },
    onOverflow(head, limit, passed) {
      withCore((core) => {
        for (const message of core.overflow(head, limit, passed)) toHost(message);
      });
    },
    passThrough: {
      // until the core is loaded nothing passes: each line is then read whole (onLine), in order
      decide: (head) => core !== undefined && core.passable(head),
      pass: toHostBytes,
      passed(line) {
        flushHost(); // the line's last bytes go out before it is read
        withCore((core) => {
          for (const message of core.afterPassed(line)) toHost(message);
        });
      },
    },
    onExit(code) {
      withCore((core) => {
        for (const line of core.failPending(`mcp-wire proxy: ${GONE_BEFORE_ANSWERING[args.target.kind](code)}`)) toHost(Buffer.from(line));
        finish(code);
      });
    },
    report,
  };
  const undeliverable = (line: Buffer, why: string) => {
    report(`could not send to the server: ${why}`);
    if (core === undefined) return; // nothing of the host's is sent before the core is loaded
    for (const error of core.undeliverable(line, `mcp-wire proxy: could not send to the server: ${why}`)) toHost(Buffer.from(error));
  };

  let pid: number | undefined;
  try {
    if (args.target.kind === "http") endpoint = await (await import("./http.js")).startHttp(args.target.url, events, undeliverable);
    else {
      const decoder = new StringDecoder("utf8"); // a character split across chunks stays whole
      const started = await startStdio({ ...args.target, env: io.env, cwd: io.cwd, stderr: (chunk) => void io.stderr.write(decoder.write(chunk)) }, events);
      ({ endpoint, pid } = started);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "";
    const what = args.target.kind === "http" ? args.target.url : args.target.command;
    const failure = cannotStartText(what, error);
    report(failure);
    await answerUnstarted(args, io, `mcp-wire proxy: ${failure}`);
    return Object.hasOwn(SPAWN_EXIT, code) ? (SPAWN_EXIT[code] as number) : 1;
  }
  const server = endpoint;

  // Lines for the server, like those for the host, go out once per turn of the event loop; at the host's EOF what is
  // still queued goes out before the server's stdin is ended (the flush queued for it then finds nothing to send).
  let toServer: Buffer[] = [];
  const flushServer = () => {
    const lines = toServer;
    if (lines.length === 0) return;
    toServer = [];
    if (server.send(lines)) return;
    io.stdin.pause();
    server.onDrain(() => io.stdin.resume());
  };
  const reader = new LineReader(
    (line) => {
      withCore((core) => {
        if (toServer.push(core.fromHost(line)) === 1) queueMicrotask(flushServer);
      });
    },
    (head, limit) => report(`host wrote a line over ${limit} bytes without a newline (not passed on): ${show(head.toString("utf8", 0, 400), 80)}`),
  );
  const onData = (chunk: Buffer) => reader.push(chunk);
  const onEnd = () => {
    reader.flush();
    withCore(() => {
      flushServer(); // the host's last lines, still queued for this turn, are written before the server's stdin ends
      void server.end();
    });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (pid !== undefined) signalGroup(pid, signal); // passed on at once; end() still escalates to SIGKILL
    void server.end();
  };
  const killNow = () => pid !== undefined && signalGroup(pid, "SIGKILL");
  io.stdin.on("data", onData);
  io.stdin.on("end", onEnd);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  process.once("exit", killNow);
  try {
    let loaded: ProxyCore;
    try {
      const { ProxyCore } = await import("./core.js");
      loaded = new ProxyCore(coreOptions(args, report));
    } catch (error) {
      killNow(); // the server must not outlive a proxy that cannot run
      throw error;
    }
    core = loaded;
    for (const step of waiting.splice(0)) step(loaded);
    return await finished;
  } finally {
    io.stdin.off("data", onData);
    io.stdin.off("end", onEnd);
    io.stdin.pause();
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off("exit", killNow);
  }
}
