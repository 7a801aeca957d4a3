/**
 * P7: `mcp-wire proxy` against a direct connection, both over real stdio pipes in the same run. A raw JSON-RPC line
 * client (no SDK, so no client cost hides the difference) talks directly, and through
 * `node packages/cli/dist/bin.js proxy`, to an `@modelcontextprotocol/server` 2.4.0 stdio server (sdk-server.ts; the
 * targets) and to the raw fixture server (packages/cli/test/fixtures/proxy/raw-server.mjs; no server cost at all:
 * the proxy's two extra pipe hops against the bare two, reported).
 * Latency: one request at a time. Throughput: a burst written at once, timed until the last answer (the ratio of
 * times, so "≥ 0.8× throughput" is "≤ 1.25× the time"). `tools/list` of the largest captured server: through the
 * proxy with the projection cached (the same list each time) and first time (the server changes the list on every
 * call), each as a ratio to the server's own answer time.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { Comparison } from "./measure.js";

const BIN = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
const RAW_SERVER = fileURLToPath(new URL("../../cli/test/fixtures/proxy/raw-server.mjs", import.meta.url));
const SDK_SERVER = fileURLToPath(new URL("./sdk-server.js", import.meta.url));
const PIPE_FLOOR = fileURLToPath(new URL("./pipe-floor.js", import.meta.url));
const SERVERS = new URL("../../../fixtures/servers/", import.meta.url);

/** A raw JSON-RPC client over a child's stdio: one line per message, answers matched by id. */
class Link {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, () => void>();
  private nextId = 1;

  constructor(args: readonly string[], env: Record<string, string>) {
    this.child = spawn(process.execPath, [...args], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.resume();
    createInterface({ input: this.child.stdout, crlfDelay: Infinity }).on("line", (line) => {
      const { id } = JSON.parse(line) as { id?: number };
      if (typeof id !== "number") return;
      this.waiting.get(id)?.();
      this.waiting.delete(id);
    });
  }

  /** Sends `count` requests in one write and resolves once every one is answered. */
  burst(count: number, method: string, params: unknown): Promise<void> {
    const answered: Promise<void>[] = [];
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = this.nextId++;
      answered.push(new Promise((resolve) => this.waiting.set(id, resolve)));
      lines.push(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    }
    this.child.stdin.write(`${lines.join("\n")}\n`);
    return Promise.all(answered).then(() => undefined);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once("exit", () => resolve());
      this.child.stdin.end();
    });
  }
}

/** The capture whose `tools` array serializes largest. */
function largestCapture(): { file: string; tools: number; bytes: number } {
  const files = readdirSync(SERVERS).filter((name) => name.endsWith(".tools.json"));
  const sized = files.map((name) => {
    const file = fileURLToPath(new URL(name, SERVERS));
    const tools = (JSON.parse(readFileSync(file, "utf8")) as { tools: unknown[] }).tools;
    return { file, tools: tools.length, bytes: JSON.stringify(tools).length };
  });
  return sized.reduce((a, b) => (b.bytes > a.bytes ? b : a));
}

/** The P7 comparisons with the processes they time; `close()` ends them. */
export interface ProxyBench {
  readonly comparisons: readonly Comparison[];
  close(): Promise<void>;
}

/**
 * Starts the direct and proxied pairs (each after `initialize`) and returns the P7 comparisons.
 */
export async function proxyBench(): Promise<ProxyBench> {
  const largest = largestCapture();
  const pair = (env: Record<string, string>, server = RAW_SERVER) => {
    const direct = new Link([server], env);
    const proxied = new Link([BIN, "proxy", "--host", "mcp-sdk-v1-client", "--", process.execPath, server], env);
    return { direct, proxied };
  };
  const sdk = pair({}, SDK_SERVER);
  // The byte-copying floor stands in for "direct": what the proxy costs beyond the extra hop itself.
  const floor = { proxied: sdk.proxied, direct: new Link([PIPE_FLOOR, process.execPath, SDK_SERVER], {}) };
  const plain = pair({});
  const cached = pair({ RAW_TOOLS_FILE: largest.file });
  const fresh = pair({ RAW_TOOLS_FILE: largest.file, RAW_VARY: "1" });
  const links = [sdk, plain, cached, fresh].flatMap(({ direct, proxied }) => [direct, proxied]).concat(floor.direct);
  const init = { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "bench", version: "1" } };
  await Promise.all(links.map((link) => link.burst(1, "initialize", init)));

  const big = { name: "big", arguments: { bytes: 100 * 1024 } };
  const versus = (id: string, title: string, target: number | undefined, links: { direct: Link; proxied: Link }, run: (link: Link) => Promise<void>, base = "direct"): Comparison => ({
    id,
    title,
    subject: { label: "proxy", run: async () => run(links.proxied) },
    base: { label: base, run: async () => run(links.direct) },
    better: "slower",
    target,
  });
  const name = largest.file.slice(largest.file.lastIndexOf("/") + 1).replace(".tools.json", "");
  const comparisons = [
    versus("P7", "SDK server: ping round trip", 1.2, sdk, (link) => link.burst(1, "ping", {})),
    versus("P7", "SDK server: 200 pings at once (time)", 1.25, sdk, (link) => link.burst(200, "ping", {})),
    versus("P7", "SDK server: tools/call, 100 KB result", 1.2, sdk, (link) => link.burst(1, "tools/call", big)),
    versus("P7", "SDK server: 20 tools/call of 100 KB at once (time)", 1.25, sdk, (link) => link.burst(20, "tools/call", big)),
    versus("P7", "SDK server: ping round trip, vs a byte pipe", undefined, floor, (link) => link.burst(1, "ping", {}), "pipe"),
    versus("P7", "SDK server: 200 pings at once, vs a byte pipe", undefined, floor, (link) => link.burst(200, "ping", {}), "pipe"),
    versus("P7", "SDK server: tools/call 100 KB, vs a byte pipe", undefined, floor, (link) => link.burst(1, "tools/call", big), "pipe"),
    versus("P7", "raw server: ping round trip", undefined, plain, (link) => link.burst(1, "ping", {})),
    versus("P7", "raw server: 200 pings at once (time)", undefined, plain, (link) => link.burst(200, "ping", {})),
    versus("P7", "raw server: tools/call, 100 KB result", undefined, plain, (link) => link.burst(1, "tools/call", big)),
    versus("P7", "raw server: 20 tools/call of 100 KB at once (time)", undefined, plain, (link) => link.burst(20, "tools/call", big)),
    versus("P7", `tools/list ${name} (${largest.tools} tools), cached`, undefined, cached, (link) => link.burst(1, "tools/list", {})),
    versus("P7", `tools/list ${name}, first time`, undefined, fresh, (link) => link.burst(1, "tools/list", {})),
  ];
  return { comparisons, close: async () => void (await Promise.all(links.map((link) => link.close()))) };
}
