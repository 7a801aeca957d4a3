/**
 * P7: `mcp-wire proxy` against a direct connection and against a byte pipe, all over real stdio pipes in the same
 * run. A raw JSON-RPC line client (no SDK, so no client cost hides the difference) talks directly, through
 * `node packages/cli/bin/mcp-wire.js proxy` (the installed bin, the bundle), and through `pipe-floor.ts` (a Node process that only copies bytes both
 * ways: the floor any stdio proxy written in Node stands on, since each adds a process and two pipe hops to every
 * round trip), to an
 * `@modelcontextprotocol/server` 2.4.0 stdio server (sdk-server.ts; the targets) and to the raw fixture server
 * (packages/cli/test/fixtures/proxy/raw-server.mjs; no server cost at all). The byte pipe the proxy is compared with
 * starts the server in its own process group as the proxy does (`--own-group`).
 * Every row is reported as proxy / direct and proxy / byte pipe; the SDK rows also as byte pipe / direct, with and
 * without the server's own process group (what the extra hop alone costs: a target below it is out of reach of any
 * Node stdio proxy that keeps that guarantee), and, where a C compiler is installed, the native relay
 * (native-floor.ts: the same hop without Node's event loop) against direct.
 * Latency: one request at a time. Throughput: a burst written at once, timed until the last answer (the ratio of
 * times, so "≥ 0.9× throughput" is "≤ 1.11× the time"). The targets are against the native relay, timed in the same
 * comparison (the SDK rows' `vs the native relay`); against direct they are reported. `tools/list` of the largest
 * captured server: through the proxy with the projection cached (the same list each time) and first time (the
 * server changes the list on every call), each as a ratio to the server's own answer time; and a generated list of
 * {@link LARGE_LIST} tools shaped like the captured ones (`generatedToolList`), through the proxy against direct: the
 * same list again (served from the proxy's kept answer) and a list the proxy has not seen (the server changes it on
 * every call, as for a host's first `tools/list` of a session), both with the ≤ 2× target.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generatedToolList, largestToolList } from "./inputs.js";
import { nativeRelay } from "./native-floor.js";
import type { Comparison, Side } from "./measure.js";
import { MCP_WIRE } from "./mcp-wire.js";

const RAW_SERVER = fileURLToPath(new URL("../../cli/test/fixtures/proxy/raw-server.mjs", import.meta.url));
const SDK_SERVER = fileURLToPath(new URL("./sdk-server.js", import.meta.url));
const PIPE_FLOOR = fileURLToPath(new URL("./pipe-floor.js", import.meta.url));
const SERVERS = new URL("../../../fixtures/servers/", import.meta.url);
/** How many tools the generated `tools/list` row lists. */
const LARGE_LIST = 100_000;
/** The targets against the native relay: latency (≤ 1.1× its time) and bursts (≥ 0.9× its throughput). */
const LATENCY_TARGET = 1.1;
const BURST_TARGET = Number((1 / 0.9).toFixed(2));

/** A raw JSON-RPC client over a child's stdio: one line per message, answers matched by id. */
class Link {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, () => void>();
  private nextId = 1;

  /** Starts `command args` (`node args` by default). */
  constructor(args: readonly string[], env: Record<string, string>, command = process.execPath) {
    this.child = spawn(command, [...args], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
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

/** The P7 comparisons with the processes they time; `close()` ends them. */
export interface ProxyBench {
  readonly comparisons: readonly Comparison[];
  close(): Promise<void>;
}

/** One server reached directly, through the proxy and through the byte pipe (the server in its own group). */
interface Routes {
  readonly direct: Link;
  readonly proxied: Link;
  readonly pipe: Link;
}

/**
 * Starts each server directly, behind the proxy and behind the byte pipe (each link after `initialize`) and returns
 * the P7 comparisons.
 */
export async function proxyBench(): Promise<ProxyBench> {
  const capture = largestToolList();
  const largest = { file: fileURLToPath(new URL(capture.file, SERVERS)), tools: capture.list.tools.length };
  const routes = (env: Record<string, string>, server = RAW_SERVER): Routes => ({
    direct: new Link([server], env),
    proxied: new Link([MCP_WIRE, "proxy", "--host", "mcp-sdk-v1-client", "--", process.execPath, server], env),
    pipe: new Link([PIPE_FLOOR, "--own-group", process.execPath, server], env),
  });
  const sdk = routes({}, SDK_SERVER);
  const sameGroupPipe = new Link([PIPE_FLOOR, process.execPath, SDK_SERVER], {});
  const relay = nativeRelay();
  const native = "path" in relay ? new Link(["--own-group", process.execPath, SDK_SERVER], {}, relay.path) : undefined;
  if ("missing" in relay) console.log(`P7  ${relay.missing}: the native floor rows are left out`);
  const plain = routes({});
  const cached = routes({ RAW_TOOLS_FILE: largest.file });
  const fresh = routes({ RAW_TOOLS_FILE: largest.file, RAW_VARY: "1" });
  const largeDir = mkdtempSync(join(tmpdir(), "mcp-wire-bench-"));
  const largeFile = join(largeDir, "tools.json");
  writeFileSync(largeFile, JSON.stringify(generatedToolList(LARGE_LIST)));
  const large = routes({ RAW_TOOLS_FILE: largeFile });
  const largeFresh = routes({ RAW_TOOLS_FILE: largeFile, RAW_VARY: "1" });
  const links = [sdk, plain, cached, fresh, large, largeFresh].flatMap(({ direct, proxied, pipe }) => [direct, proxied, pipe]).concat(sameGroupPipe, native ?? []);
  const init = { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "bench", version: "1" } };
  await Promise.all(links.map((link) => link.burst(1, "initialize", init)));

  const side = (label: string, link: Link, run: (link: Link) => Promise<void>) => ({ label, run: async () => run(link) });
  const report = (title: string, subject: Side, base: Side): Comparison => ({ id: "P7", title, subject, base, better: "slower", target: undefined });
  /**
   * The row against direct and against the byte pipe; with `floor` (the SDK rows), also the proxy against the native
   * relay (with `target`), and the byte pipe against direct, the server in its own group and not.
   */
  const rows = (title: string, target: number | undefined, on: Routes, run: (link: Link) => Promise<void>, floor = false): Comparison[] => [
    report(title, side("proxy", on.proxied, run), side("direct", on.direct, run)),
    report(`${title}, vs a byte pipe`, side("proxy", on.proxied, run), side("pipe", on.pipe, run)),
    ...(floor
      ? [
          ...(native === undefined ? [] : [{ ...report(`${title}, vs the native relay`, side("proxy", on.proxied, run), side("native", native, run)), target }]),
          report(`${title}: byte pipe vs direct`, side("pipe", on.pipe, run), side("direct", on.direct, run)),
          report(`${title}: byte pipe, same group, vs direct`, side("pipe", sameGroupPipe, run), side("direct", on.direct, run)),
          ...(native === undefined ? [] : [report(`${title}: native relay vs direct`, side("native", native, run), side("direct", on.direct, run))]),
        ]
      : []),
  ];
  const big = { name: "big", arguments: { bytes: 100 * 1024 } };
  const list = (link: Link) => link.burst(1, "tools/list", {});
  const name = largest.file.slice(largest.file.lastIndexOf("/") + 1).replace(".tools.json", "");
  const comparisons = [
    ...rows("SDK server: ping round trip", LATENCY_TARGET, sdk, (link) => link.burst(1, "ping", {}), true),
    ...rows("SDK server: 200 pings at once (time)", BURST_TARGET, sdk, (link) => link.burst(200, "ping", {}), true),
    ...rows("SDK server: tools/call, 100 KB result", LATENCY_TARGET, sdk, (link) => link.burst(1, "tools/call", big), true),
    ...rows("SDK server: 20 tools/call of 100 KB at once (time)", BURST_TARGET, sdk, (link) => link.burst(20, "tools/call", big), true),
    ...rows("raw server: ping round trip", undefined, plain, (link) => link.burst(1, "ping", {})),
    ...rows("raw server: 200 pings at once (time)", undefined, plain, (link) => link.burst(200, "ping", {})),
    ...rows("raw server: tools/call, 100 KB result", undefined, plain, (link) => link.burst(1, "tools/call", big)),
    ...rows("raw server: 20 tools/call of 100 KB at once (time)", undefined, plain, (link) => link.burst(20, "tools/call", big)),
    ...rows(`tools/list ${name} (${largest.tools} tools), cached`, undefined, cached, (link) => link.burst(1, "tools/list", {})),
    ...rows(`tools/list ${name}, first time`, undefined, fresh, (link) => link.burst(1, "tools/list", {})),
    // seconds per sample: one sample per side and round
    // the same list again (a host's relist: the proxy serves its kept answer), and a list never seen before (a host's
    // first tools/list of a session: read, judged, projected and written)
    { ...report(`tools/list of ${LARGE_LIST.toLocaleString("en")} generated tools, again`, side("proxy", large.proxied, list), side("direct", large.direct, list)), target: 2, samples: 1 },
    { ...report(`tools/list of ${LARGE_LIST.toLocaleString("en")} generated tools, first time`, side("proxy", largeFresh.proxied, list), side("direct", largeFresh.direct, list)), target: 2, samples: 1 },
  ];
  return {
    comparisons,
    close: async () => {
      await Promise.all(links.map((link) => link.close()));
      rmSync(largeDir, { recursive: true, force: true }); // the generated list (21 MB)
    },
  };
}
