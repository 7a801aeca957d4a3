/**
 * The official conformance server scenarios the repo runs (`@modelcontextprotocol/conformance` 0.1.16, Node 22 via
 * npx; packages/sdk/scripts/conformance.ts) pass through `mcp-wire proxy` exactly as they do direct. The scenarios
 * speak Streamable HTTP, the proxy speaks stdio toward the host: a test front (the SDK 1.x
 * `StreamableHTTPServerTransport`, one per session) hands each message to a proxy it starts for that session,
 * `mcp-wire proxy --url <example server>`, and sends back what the proxy writes (a server request or notification on
 * the stream of the request in flight). The front refuses a request whose Host is not localhost (403) as the example
 * servers do: the Host header belongs to the HTTP hop the front serves; the proxy's host side is stdio and carries none.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { localhostAllowedHostnames, validateHostHeader } from "@modelcontextprotocol/server";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { expect, it } from "vitest";
import { listenV2 } from "../examples/conformance-server-v2.js";
import { runConformance, SERVER_SCENARIOS } from "../scripts/conformance.js";

/** The `mcp-wire` executable, built by `tsc -b`. */
const BIN = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
/** The 2.4.0 example server over stdio, as `mcp-wire proxy -- <command>` starts it. */
const STDIO_V2 = [process.execPath, "--import", "tsx", fileURLToPath(new URL("../examples/conformance-server-v2.ts", import.meta.url)), "--stdio"];

type Id = string | number;

/**
 * A Streamable HTTP front at `/mcp` whose every session runs through its own `mcp-wire proxy <args>`; with
 * `checkHost` (the default) a request whose Host is not localhost, 127.0.0.1 or [::1] is answered 403.
 */
async function proxyFront(args: readonly string[], { checkHost = true } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const proxies = new Set<ChildProcessWithoutNullStreams>();
  const http = createServer(async (req, res) => {
    if (checkHost && !validateHostHeader(req.headers.host, localhostAllowedHostnames()).ok) return void res.writeHead(403).end();
    const sid = req.headers["mcp-session-id"];
    let transport = typeof sid === "string" ? sessions.get(sid) : undefined;
    if (transport === undefined) {
      const created = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (id) => void sessions.set(id, created) });
      const proxy = spawn(process.execPath, [BIN, "proxy", ...args], { stdio: ["pipe", "pipe", "pipe"] });
      proxies.add(proxy);
      proxy.once("exit", () => proxies.delete(proxy));
      proxy.stderr.resume();
      const inFlight: Id[] = [];
      created.onmessage = (message) => {
        if ("method" in message && "id" in message) inFlight.push(message.id as Id);
        proxy.stdin.write(`${JSON.stringify(message)}\n`);
      };
      created.onclose = () => proxy.stdin.end();
      createInterface({ input: proxy.stdout, crlfDelay: Infinity }).on("line", (line) => {
        const message = JSON.parse(line) as JSONRPCMessage & { id?: Id; method?: string };
        if (message.method === undefined && message.id !== undefined) {
          inFlight.splice(inFlight.indexOf(message.id), 1);
          void created.send(message);
        } else {
          const related = inFlight.at(-1);
          void created.send(message, related === undefined ? undefined : { relatedRequestId: related });
        }
      });
      await created.start();
      transport = created;
    }
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    async close() {
      for (const proxy of proxies) proxy.stdin.end();
      await Promise.all([...proxies].map((proxy) => new Promise((resolve) => proxy.once("exit", resolve))));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

const summary = (runs: Awaited<ReturnType<typeof runConformance>>) => runs.map(({ scenario, passed, total, failedChecks, warnings }) => ({ scenario, passed, total, failedChecks, warnings }));
const DIRECT = [
  { scenario: "tools-call-elicitation", passed: 1, total: 1, failedChecks: [], warnings: [] },
  { scenario: "elicitation-sep1034-defaults", passed: 5, total: 5, failedChecks: [], warnings: [] },
  { scenario: "elicitation-sep1330-enums", passed: 5, total: 5, failedChecks: [], warnings: [] },
  { scenario: "json-schema-2020-12", passed: 4, total: 4, failedChecks: [], warnings: [] },
];

it("--host as-is: the four server scenarios pass through the proxy as they do direct (conformance.test.ts)", async () => {
  expect(summary(await runConformance(undefined, (serverUrl) => proxyFront(["--host", "as-is", "--url", serverUrl])))).toEqual(DIRECT);
}, 180_000);

it("--host auto: the conformance client is not a known product; the common form keeps $schema, $defs and additionalProperties, so the four scenarios pass as they do direct", async () => {
  expect(summary(await runConformance(undefined, (serverUrl) => proxyFront(["--url", serverUrl])))).toEqual(DIRECT);
}, 180_000);

/** Checks counted (passed = total) per scenario where a scenario has more or fewer than one. */
const CHECKS_V2: Readonly<Record<string, number>> = {
  "json-schema-2020-12": 4, "elicitation-sep1034-defaults": 5, "elicitation-sep1330-enums": 5, "server-sse-polling": 0, "server-sse-multiple-streams": 2, "dns-rebinding-protection": 2,
};
/**
 * `server-sse-polling` (SEP-1699 resumability, the `pending` suite) counts no check: it POSTs its tools/call with
 * `MCP-Protocol-Version: 2025-03-26`, and the 2.4.0 transport writes the priming event (and offers `closeSSE`) only to
 * 2025-11-25 or later requests, so the scenario can only record these two recommendations as warnings.
 */
const SSE_POLLING_WARNINGS = ["server-sse-priming-event", "server-sse-retry-field"];
/** Every server scenario of conformance 0.1.16 against the `@modelcontextprotocol/server` 2.4.0 example server: every check passes. */
const DIRECT_V2 = SERVER_SCENARIOS.map((scenario) => ({
  scenario, passed: CHECKS_V2[scenario] ?? 1, total: CHECKS_V2[scenario] ?? 1, failedChecks: [], warnings: scenario === "server-sse-polling" ? SSE_POLLING_WARNINGS : [],
}));

it("the 2.4.0 example server: all 32 server scenarios pass direct, and as they do through `mcp-wire proxy --host as-is --url`", async () => {
  expect(summary(await runConformance(SERVER_SCENARIOS, undefined, listenV2))).toEqual(DIRECT_V2);
  expect(summary(await runConformance(SERVER_SCENARIOS, (serverUrl) => proxyFront(["--host", "as-is", "--url", serverUrl]), listenV2))).toEqual(DIRECT_V2);
}, 600_000);

it("the 2.4.0 example server over stdio: all 32 server scenarios pass through `mcp-wire proxy -- <command>` (--host auto: the common form) as they do direct over HTTP", async () => {
  expect(summary(await runConformance(SERVER_SCENARIOS, () => proxyFront(["--", ...STDIO_V2]), listenV2))).toEqual(DIRECT_V2);
}, 900_000);

it("dns-rebinding-protection: without the front's Host check the rebinding check fails, because the proxy reaches the server with its own localhost Host", async () => {
  expect(summary(await runConformance(["dns-rebinding-protection"], (serverUrl) => proxyFront(["--host", "as-is", "--url", serverUrl], { checkHost: false }), listenV2))).toEqual([
    { scenario: "dns-rebinding-protection", passed: 1, total: 2, failedChecks: ["localhost-host-rebinding-rejected"], warnings: [] },
  ]);
}, 120_000);
