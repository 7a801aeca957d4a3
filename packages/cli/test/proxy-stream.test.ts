/**
 * `mcp-wire proxy` passes a server line on as it arrives when no answer it must read is pending: the raw fixture
 * server's "split" tool writes the first part of its answer and the rest only once the host has seen that part
 * (`test/continue`), so a proxy that held the line until its last byte would leave the host waiting for ever.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ANSWER_REFUSED } from "../src/proxy/core.js";
import { PACKAGE_DIR } from "./helpers.js";
import { proxyCommand, RAW_SERVER } from "./proxy-helpers.js";

/** A host that keeps the proxy's stdout as text (a line that is not JSON included) and its stderr. */
function textHost(options: readonly string[]) {
  const { command, args } = proxyCommand(options, RAW_SERVER);
  const child = spawn(command, args, { cwd: PACKAGE_DIR, stdio: ["pipe", "pipe", "pipe"] });
  const seen = { stdout: "", stderr: "" };
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  child.stdout.on("data", (chunk: Buffer) => ((seen.stdout += String(chunk)), wake()));
  child.stderr.on("data", (chunk: Buffer) => ((seen.stderr += String(chunk)), wake()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    seen,
    exited,
    send: (message: unknown) => void child.stdin.write(`${JSON.stringify(message)}\n`),
    close: () => void child.stdin.end(),
    /** Waits until the stdout (or stderr) text holds `text` (the test's own timeout bounds it). */
    async sees(text: string, where: "stdout" | "stderr" = "stdout"): Promise<void> {
      while (!seen[where].includes(text)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

const INIT = { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw-host", version: "1" } };
const FIRST_PART = '{"result":{"content":[{"type":"text","text":"first part"';

describe("mcp-wire proxy: server lines passed on as they arrive", () => {
  it("an answer the proxy need not read reaches the host before its last byte, then whole, as the bytes sent", async () => {
    const host = textHost(["--host", "cursor"]);
    host.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: INIT });
    await host.sees('"serverInfo"');
    host.send({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "split", arguments: { text: "first part" } } });
    await host.sees(FIRST_PART); // before the server has written the rest
    host.send({ jsonrpc: "2.0", method: "test/continue" });
    await host.sees('"id":5}\n');
    const lines = host.seen.stdout.split("\n");
    expect(lines.slice(1)).toEqual([`${FIRST_PART}},{"type":"text","text":"second"}]},"jsonrpc":"2.0","id":5}`, ""]);
    host.close();
    expect(await host.exited).toBe(0);
    expect(host.seen.stderr).not.toContain("not JSON");
  }, 20_000);

  it("a passed line that ends not JSON: reported as passed on, and its request gets a JSON-RPC error right after it", async () => {
    const host = textHost(["--host", "cursor"]);
    host.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: INIT });
    await host.sees('"serverInfo"');
    host.send({ jsonrpc: "2.0", id: "b", method: "tools/call", params: { name: "split", arguments: { text: "first part", broken: true } } });
    await host.sees(FIRST_PART);
    host.send({ jsonrpc: "2.0", method: "test/continue" });
    await host.sees('"id":"b","error"');
    const lines = host.seen.stdout.split("\n");
    expect(lines.slice(1)).toEqual([
      `${FIRST_PART},"and":"more"}],unquoted: 1},"jsonrpc":"2.0","id":"b"}`,
      JSON.stringify({ jsonrpc: "2.0", id: "b", error: { code: ANSWER_REFUSED, message: "mcp-wire proxy: the server's answer is not JSON: passed on as it arrived, before its last byte" } }),
      "",
    ]);
    // reported on stderr (which may arrive after the error on stdout)
    await host.sees(`mcp-wire proxy: server wrote a line that is not JSON (passed on as it arrived, before its last byte): "{\\"result\\":{\\"content\\":[{\\"type\\":\\"text\\",\\"text\\":\\"first part\\",`, "stderr");
    // the proxy reads on
    host.send({ jsonrpc: "2.0", id: 6, method: "ping" });
    await host.sees('"id":6,');
    host.close();
    expect(await host.exited).toBe(0);
  }, 20_000);
});
