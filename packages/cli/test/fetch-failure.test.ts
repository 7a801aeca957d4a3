/**
 * `--url` failures say why: Node's `fetch` rejects with `fetch failed` and keeps the reason in `cause`; doctor's
 * exit-2 line and proxy's JSON-RPC error and stderr line carry it (`fetch failed: connect ECONNREFUSED
 * 127.0.0.1:<port>`), cut and escaped as every error text. Only 127.0.0.1 servers of this process.
 */
import { createServer as createHttpServer } from "node:http";
import { createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { explainedFetch, fetchCause, MAX_CAUSE_CHARS } from "../src/fetch-failure.js";
import { SERVER_GONE } from "../src/proxy/core.js";
import { doctorRun } from "./doctor-helpers.js";
import { RawHost } from "./proxy-helpers.js";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A TCP server on 127.0.0.1 doing `onSocket` with each connection; its port. */
async function tcp(onSocket: Parameters<typeof createServer>[1]): Promise<number> {
  const server: Server = createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

/** A port of 127.0.0.1 nothing listens on: one this process listened on and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that reads the request, then answers bytes that are not HTTP. */
const garbage = () =>
  tcp((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => socket.end("garbage\u001b[31m\r\n\r\n"));
  });

/** A server that reads the request, then closes the connection without answering. */
const dropping = () =>
  tcp((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => socket.destroy());
  });

/** An HTTP server on 127.0.0.1 that answers every request with `status` and `body` (text/plain); its port. */
async function httpError(status: number, body: string): Promise<number> {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(status, { "content-type": "text/plain" }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

const failed = (cause: unknown) => new TypeError("fetch failed", { cause });
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("fetchCause", () => {
  it("the cause's message, its code after it when the message does not hold it; an AggregateError's errors; the code alone", () => {
    expect(fetchCause(failed(coded("connect ECONNREFUSED 127.0.0.1:9", "ECONNREFUSED")))).toBe("connect ECONNREFUSED 127.0.0.1:9");
    expect(fetchCause(failed(coded("other side closed", "UND_ERR_SOCKET")))).toBe("other side closed (UND_ERR_SOCKET)");
    expect(fetchCause(failed(new Error("bad port")))).toBe("bad port");
    expect(fetchCause(failed(Object.assign(new AggregateError([coded("connect ECONNREFUSED ::1:9", "ECONNREFUSED"), coded("connect ECONNREFUSED 127.0.0.1:9", "ECONNREFUSED")]), { code: "ECONNREFUSED" })))).toBe(
      "connect ECONNREFUSED ::1:9; connect ECONNREFUSED 127.0.0.1:9",
    );
    expect(fetchCause(failed(coded("", "ECONNRESET")))).toBe("ECONNRESET");
  });

  it("cut to MAX_CAUSE_CHARS, then control characters escaped", () => {
    const long = `x\u001b[2J\u202e${"y".repeat(300)}`;
    expect(MAX_CAUSE_CHARS).toBe(200);
    expect(fetchCause(failed(new Error(long)))).toBe(`x\\u001b[2J\\u202e${"y".repeat(191)}...`);
  });

  it("nothing without a cause that is an Error, or a cause that says nothing; never throws", () => {
    expect(fetchCause(new TypeError("fetch failed"))).toBeUndefined();
    expect(fetchCause(failed("a string"))).toBeUndefined();
    expect(fetchCause(failed(new Error("")))).toBeUndefined();
    expect(fetchCause("fetch failed")).toBeUndefined();
    const hostile = new Proxy(new Error("x"), { get: () => { throw new Error("trap"); } });
    expect(fetchCause(failed(hostile))).toBeUndefined();
  });
});

describe("explainedFetch", () => {
  it("a rejection with a cause becomes `<message>: <cause>`, the cause kept; any other passes unchanged", async () => {
    const cause = coded("connect ECONNREFUSED 127.0.0.1:9", "ECONNREFUSED");
    const refused = explainedFetch(() => Promise.reject(failed(cause)));
    const error = await refused("http://127.0.0.1:9/mcp").catch((e: unknown) => e);
    expect([error instanceof TypeError, (error as Error).message, (error as Error).cause]).toEqual([true, "fetch failed: connect ECONNREFUSED 127.0.0.1:9", cause]);
    const abort = new DOMException("This operation was aborted", "AbortError");
    expect(await explainedFetch(() => Promise.reject(abort))("http://127.0.0.1:9/mcp").catch((e: unknown) => e)).toBe(abort);
  });
});

describe("doctor --url", () => {
  it("a port nothing listens on: the refusal after fetch failed", async () => {
    const port = await closedPort();
    expect(await doctorRun(["--url", `http://127.0.0.1:${port}/mcp`])).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: cannot connect to http://127.0.0.1:${port}/mcp: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    });
  });

  it("a server that answers bytes that are not HTTP: the parser's reason and code", async () => {
    const port = await garbage();
    expect(await doctorRun(["--url", `http://127.0.0.1:${port}/mcp`])).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: cannot connect to http://127.0.0.1:${port}/mcp: fetch failed: Response does not match the HTTP/1.1 protocol (Expected HTTP/) (HPE_INVALID_CONSTANT)\n`,
    });
  });

  it("a server that closes the connection after reading the request", async () => {
    const port = await dropping();
    expect(await doctorRun(["--url", `http://127.0.0.1:${port}/mcp`])).toEqual({
      code: 2,
      stdout: "",
      stderr: `mcp-wire: cannot connect to http://127.0.0.1:${port}/mcp: fetch failed: other side closed (UND_ERR_SOCKET)\n`,
    });
  });

  it("an HTTP error answer: its status in front of the SDK's message (which gives the body, here empty), no cause", async () => {
    const port = await httpError(503, "down");
    const run = await doctorRun(["--url", `http://127.0.0.1:${port}/mcp`]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: cannot connect to http://127.0.0.1:${port}/mcp: HTTP 503: Streamable HTTP error: Error POSTing to endpoint: down\n` });
    const empty = await httpError(404, "");
    const bare = await doctorRun(["--url", `http://127.0.0.1:${empty}/mcp`]);
    expect(bare).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: cannot connect to http://127.0.0.1:${empty}/mcp: HTTP 404: Streamable HTTP error: Error POSTing to endpoint:\n` });
  });
});

describe("proxy --url", () => {
  it.each([
    ["a port nothing listens on", closedPort, (port: number) => `connect ECONNREFUSED 127.0.0.1:${port}`],
    ["a server that answers bytes that are not HTTP", garbage, () => "Response does not match the HTTP/1.1 protocol (Expected HTTP/) (HPE_INVALID_CONSTANT)"],
    ["a server that answers HTTP 404", () => httpError(404, "no such endpoint"), null],
  ])("%s: the request's JSON-RPC error and one stderr line say why", async (_, start, why) => {
    const port = await start();
    const url = `http://127.0.0.1:${port}/mcp`;
    const host = new RawHost(["--url", url], []);
    const answer = await host.request("initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } }, "init");
    const reason = why === null ? "HTTP 404: Streamable HTTP error: Error POSTing to endpoint: no such endpoint" : `fetch failed: ${why(port)}`;
    const message = `mcp-wire proxy: could not send to the server: ${reason}`;
    expect(answer).toEqual({ jsonrpc: "2.0", id: "init", error: { code: SERVER_GONE, message } });
    await host.until(() => host.stderr.includes(`${message}\n`) || undefined);
    host.close();
    expect(await host.exited).toBe(0);
    // once: the transport's own report of the same error is not repeated
    expect(host.stderr).toBe(`${message}\n`);
  }, 30_000);
});
