/**
 * `mcp-wire proxy` under faults, each with a bound on time: the real executable between a raw host and the raw
 * fixture server (test/fixtures/proxy/raw-server.mjs).
 */
import { describe, expect, it } from "vitest";
import { SERVER_GONE } from "../src/proxy/core.js";
import { fileURLToPath } from "node:url";
import { groupAlive, pipedProxy, RawHost, RAW_SERVER, serverPid } from "./proxy-helpers.js";

const call = (name: string, args: unknown = {}) => ({ name, arguments: args });
const INITIALIZE = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } } };
/** A file of this package without the execute bit. */
const NOT_EXECUTABLE = fileURLToPath(new URL("./fixtures/notes.txt", import.meta.url));

describe("mcp-wire proxy: faults", () => {
  it("the server crashes mid-request: the pending request gets a JSON-RPC error, the proxy exits with the server's code", async () => {
    const host = new RawHost([]);
    await host.initialize();
    host.send({ jsonrpc: "2.0", id: "slow", method: "tools/call", params: call("echo", { message: "never answered" }) });
    host.send({ jsonrpc: "2.0", id: 7.5, method: "tools/call", params: call("crash") });
    const crashed = await host.response(7.5, 5000);
    expect(crashed.error).toEqual({ code: SERVER_GONE, message: "mcp-wire proxy: the server exited (code 3) before answering" });
    // The echo was answered before the crash: only the crashing request was pending.
    expect((await host.response("slow")).result).toEqual({ content: [{ type: "text", text: "never answered" }] });
    expect(await host.exited).toBe(3);
    await host.until(() => host.stderr.includes("raw-server: crashing\n") || undefined);
  }, 15_000);

  it("requests still pending when the server dies each get an error, in the order sent; a cancelled one does not", async () => {
    const host = new RawHost([], RAW_SERVER, { RAW_SILENT: "1" });
    const pid = await serverPid(host);
    host.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } } });
    host.send({ jsonrpc: "2.0", id: "two", method: "ping" });
    host.send({ jsonrpc: "2.0", id: 3, method: "ping" });
    host.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(pid, "SIGKILL");
    expect(await host.exited).toBe(137);
    expect(host.received.map((m) => (m as { id: unknown }).id)).toEqual([1, "two"]);
    expect(groupAlive(pid)).toBe(false);
  }, 15_000);

  it("a line on the server's stdout that is not JSON is reported on stderr and not passed on; what follows arrives", async () => {
    const host = new RawHost([]);
    await host.initialize();
    const answer = await host.request("tools/call", call("garbage"));
    expect(answer.result).toEqual({ content: [{ type: "text", text: "after garbage" }] });
    await host.until(() => host.stderr.includes('mcp-wire proxy: server wrote a line that is not JSON (not passed on): "this is not JSON"\n') || undefined);
    expect(host.received).toHaveLength(2); // initialize and this answer
    host.close();
    expect(await host.exited).toBe(0);
  }, 15_000);

  it("a 50 MB message passes whole, both ways", async () => {
    const host = new RawHost([]);
    await host.initialize();
    const bytes = 50 * 1024 * 1024;
    const big = await host.request("tools/call", call("big", { bytes }), "big", 20_000);
    const text = (big.result?.["content"] as { text: string }[])[0]?.text;
    expect(text?.length).toBe(bytes);
    expect(text === "x".repeat(bytes)).toBe(true);
    const echoed = await host.request("tools/call", call("echo", { message: "y".repeat(bytes) }), "echo", 20_000);
    expect(((echoed.result?.["content"] as { text: string }[])[0]?.text ?? "").length).toBe(bytes);
    host.close();
    expect(await host.exited).toBe(0);
  }, 40_000);

  it("10,000 messages in each direction: none lost, order kept", async () => {
    const host = new RawHost([]);
    await host.initialize();
    const count = 10_000;
    // server → host: a burst of notifications, then the answer
    const burst = await host.request("tools/call", call("burst", { count }), "burst", 20_000);
    expect(burst.result).toEqual({ content: [{ type: "text", text: String(count) }] });
    const data = host.received.filter((m) => (m as { method?: string }).method === "notifications/message").map((m) => (m as { params: { data: number } }).params.data);
    expect(data).toEqual(Array.from({ length: count }, (_, i) => i));
    // host → server: a burst of requests written at once, answered in order
    const before = host.received.length;
    host.send(Array.from({ length: count }, (_, i) => JSON.stringify({ jsonrpc: "2.0", id: i, method: "echo/me", params: { i } })).join("\n"));
    await host.until(() => (host.received.length >= before + count ? true : undefined), 20_000, `${count} answers`);
    const answers = host.received.slice(before).map((m) => m as { id: number; result: { params: { i: number } } });
    expect(answers.map((m) => m.id)).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(answers.every((m) => m.result.params.i === m.id)).toBe(true);
    host.close();
    expect(await host.exited).toBe(0);
  }, 60_000);

  it("the host disconnects: the server's stdin is closed, the proxy exits with the server's code, nothing of the group is left", async () => {
    const host = new RawHost([], RAW_SERVER, { RAW_EXIT_CODE: "5" });
    const pid = await serverPid(host);
    await host.initialize();
    host.close();
    expect(await host.exited).toBe(5);
    expect(groupAlive(pid)).toBe(false);
  }, 15_000);

  it("a server that never answers initialize nor ends with its stdin: the host disconnects, the proxy ends it (SIGTERM after 2 s)", async () => {
    const host = new RawHost([], RAW_SERVER, { RAW_SILENT: "1", RAW_STUBBORN: "1" });
    const pid = await serverPid(host);
    host.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "h", version: "1" } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.received).toEqual([]);
    host.close();
    expect(await host.exited).toBe(143); // 128 + SIGTERM: the group was ended, the server did not exit by itself
    expect(groupAlive(pid)).toBe(false);
  }, 15_000);

  it("SIGTERM to the proxy ends the server's group; the proxy exits with the server's code", async () => {
    const host = new RawHost([], RAW_SERVER, { RAW_STUBBORN: "1" });
    const pid = await serverPid(host);
    await host.initialize();
    host.child.kill("SIGTERM");
    expect(await host.exited).toBe(143);
    expect(groupAlive(pid)).toBe(false);
  }, 15_000);

  it("ids of every JSON-RPC type and (at 2025-03-26) batches pass unchanged, both ways", async () => {
    const host = new RawHost([]);
    await host.initialize("2025-03-26");
    for (const id of ["a string", "", 0, -1, 2 ** 53 - 1, 1.5, "1"]) {
      const answer = await host.request("ping", {}, id);
      expect(answer).toEqual({ jsonrpc: "2.0", id, result: { method: "ping", params: {} } });
    }
    host.send([
      { jsonrpc: "2.0", id: "b1", method: "ping" },
      { jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } },
      { jsonrpc: "2.0", id: 2, method: "resources/list" },
    ]);
    const batch = await host.until(() => host.received.find((m) => Array.isArray(m)), 5000, "the batch answer");
    expect(batch).toEqual([
      { jsonrpc: "2.0", id: "b1", result: { echoed: "ping" } },
      { jsonrpc: "2.0", id: 2, result: { echoed: "resources/list" } },
    ]);
    host.close();
    await host.exited;
  }, 15_000);

  it("at 2025-11-25, which has no batches, the server's batch answer arrives as its messages, in order, one line each", async () => {
    const host = new RawHost([]);
    await host.initialize("2025-11-25");
    host.send([
      { jsonrpc: "2.0", id: "b1", method: "ping" },
      { jsonrpc: "2.0", id: 2, method: "resources/list" },
    ]);
    await host.until(() => host.received.find((m) => (m as { id?: unknown }).id === 2), 5000, "the second answer");
    expect(host.received.slice(1)).toEqual([
      { jsonrpc: "2.0", id: "b1", result: { echoed: "ping" } },
      { jsonrpc: "2.0", id: 2, result: { echoed: "resources/list" } },
    ]);
    expect(host.stderr).toContain("mcp-wire proxy: the server writes batches, which 2025-11-25 does not have: each is passed on as its messages, one line each\n");
    host.close();
    await host.exited;
  }, 15_000);

  it("a command that does not exist: the host's initialize gets a JSON-RPC error, one stderr line, exit 127", async () => {
    const host = new RawHost([], ["mcp-wire-no-such-command-xyz"]);
    host.send(INITIALIZE);
    expect(await host.exited).toBe(127);
    expect(host.received).toEqual([{ jsonrpc: "2.0", id: 1, error: { code: SERVER_GONE, message: "mcp-wire proxy: cannot start mcp-wire-no-such-command-xyz: command not found" } }]);
    expect(host.stderr).toBe("mcp-wire proxy: cannot start mcp-wire-no-such-command-xyz: command not found\n");
  }, 15_000);

  it("a path that does not exist, fed a request then EOF: the request gets a JSON-RPC error naming the path, exit 127", async () => {
    const run = await pipedProxy([], ["/nonexistent/mcp-wire-cmd"], `${JSON.stringify(INITIALIZE)}\n`);
    expect(run).toEqual({
      code: 127,
      stdout: '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"mcp-wire proxy: cannot start /nonexistent/mcp-wire-cmd: no such file"}}\n',
      stderr: "mcp-wire proxy: cannot start /nonexistent/mcp-wire-cmd: no such file\n",
    });
  }, 15_000);

  it("a --host version newer than every record: the warning is one of the proxy's own lines, `mcp-wire proxy:` first", async () => {
    const run = await pipedProxy(["--host", "claude-code@999.0.0"], ["node", "-e", "process.exit(0)"], "");
    expect(run).toEqual({ code: 0, stdout: "", stderr: "mcp-wire proxy: warning: claude-code@999.0.0 is judged as 2.1.328, the latest recorded version\n" });
  }, 15_000);

  it("a command of white space only, fed a request then EOF: the error shows it quoted, exit 127", async () => {
    const run = await pipedProxy([], [" "], `${JSON.stringify(INITIALIZE)}\n`);
    expect(run).toEqual({
      code: 127,
      stdout: '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"mcp-wire proxy: cannot start \\" \\": command not found"}}\n',
      stderr: 'mcp-wire proxy: cannot start " ": command not found\n',
    });
  }, 15_000);

  it("a command that does not exist and a host that sends nothing before EOF: nothing on stdout, exit 127", async () => {
    const run = await pipedProxy([], ["mcp-wire-no-such-command-xyz"], "");
    expect(run).toEqual({ code: 127, stdout: "", stderr: "mcp-wire proxy: cannot start mcp-wire-no-such-command-xyz: command not found\n" });
  }, 15_000);

  it("a file that is not executable: a notification gets nothing, the request after it its error, exit 126", async () => {
    const run = await pipedProxy([], [NOT_EXECUTABLE], `${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n${JSON.stringify(INITIALIZE)}\n`);
    expect(run).toEqual({
      code: 126,
      stdout: `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"mcp-wire proxy: cannot start ${NOT_EXECUTABLE}: permission denied"}}\n`,
      stderr: `mcp-wire proxy: cannot start ${NOT_EXECUTABLE}: permission denied\n`,
    });
  }, 15_000);

  it("a request then EOF at once (echo … | mcp-wire proxy): the server gets the request before its stdin ends, and its answer arrives", async () => {
    const run = await pipedProxy(["--host", "as-is"], RAW_SERVER, `${JSON.stringify(INITIALIZE)}\n`);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"raw-server","version":"1.0.0"}}}\n');
  }, 15_000);

  it("three requests then EOF at once: each is answered by the server, in order", async () => {
    const lines = [INITIALIZE, { jsonrpc: "2.0", id: 2, method: "ping" }, { jsonrpc: "2.0", id: 3, method: "tools/call", params: call("echo", { message: "last" }) }];
    const run = await pipedProxy(["--host", "as-is"], RAW_SERVER, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").slice(1)).toEqual([
      '{"jsonrpc":"2.0","id":2,"result":{"method":"ping","params":null}}',
      '{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"last"}]}}',
      "",
    ]);
  }, 15_000);
});
