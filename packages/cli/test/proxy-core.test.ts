/**
 * `ProxyCore` alone (no processes): what passes as the very text received, what is rewritten, batches, and the
 * errors owed to the host when the server is gone.
 */
import { describe, expect, it } from "vitest";
import { ProxyCore, SERVER_GONE } from "../src/proxy/core.js";

function core(host: "auto" | "as-is" | "cursor" = "auto") {
  const lines: string[] = [];
  return { core: new ProxyCore({ host, quarantine: false, report: (line) => lines.push(line) }), lines };
}
const line = (message: unknown) => JSON.stringify(message);
const init = (proxy: ProxyCore, protocolVersion: string, name = "cursor-vscode") => {
  proxy.fromHost(line({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion, clientInfo: { name, version: "1" }, capabilities: {} } }));
  proxy.fromServer(line({ jsonrpc: "2.0", id: 0, result: { protocolVersion, capabilities: {}, serverInfo: { name: "s", version: "1" } } }));
};

describe("ProxyCore", () => {
  it("passes every other message as the very text received, spacing and key order included", () => {
    const { core: proxy } = core();
    const texts = ['{ "jsonrpc" : "2.0", "id": 1, "method": "ping" }', '{"id":1,"result":{},"jsonrpc":"2.0"}', '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":0.5}}'];
    expect(proxy.fromHost(texts[0]!)).toBe(texts[0]);
    expect(proxy.fromServer(texts[1]!)).toBe(texts[1]);
    expect(proxy.fromServer(texts[2]!)).toBe(texts[2]);
  });

  it("recognises the host at initialize and rewrites tools/list inside a server batch, the rest of the batch as sent", () => {
    const { core: proxy, lines } = core();
    init(proxy, "2025-11-25");
    expect(proxy.host).toBe("cursor");
    expect(lines).toEqual(['client "cursor-vscode" at 2025-11-25: serving the cursor form']);
    proxy.fromHost(line([{ jsonrpc: "2.0", id: "l", method: "tools/list" }, { jsonrpc: "2.0", id: 2, method: "ping" }]));
    // a boolean property would cost Cursor the list (the 2025 wire wants an object): its projection writes {}
    const out = proxy.fromServer(line([{ jsonrpc: "2.0", id: 2, result: {} }, { jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: true } } }] } }]));
    expect(JSON.parse(out ?? "null")).toEqual([
      { jsonrpc: "2.0", id: 2, result: {} },
      { jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: {} } } }] } },
    ]);
  });

  it("a response with the same id as a request of another type is not confused: 1 and \"1\" are different ids", () => {
    const { core: proxy } = core("as-is");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: "1", method: "tools/list" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } }));
    const tools = [{ name: "x", inputSchema: { type: "object" }, outputSchema: { type: "string" } }];
    proxy.fromServer(line({ jsonrpc: "2.0", id: "1", result: { tools } }));
    const call = proxy.fromServer(line({ jsonrpc: "2.0", id: 1, result: { content: [], structuredContent: "s" } }));
    expect(JSON.parse(call ?? "null").result.structuredContent).toEqual({ result: "s" });
  });

  it("when the server is gone, each unanswered request gets an error in the order sent; cancelled and answered ones do not", () => {
    const { core: proxy } = core();
    for (const id of ["a", 2, null, 4]) proxy.fromHost(line({ jsonrpc: "2.0", id, method: "ping" }));
    proxy.fromHost(line({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 2 } }));
    proxy.fromServer(line({ jsonrpc: "2.0", id: 4, result: {} }));
    expect(proxy.failPending("gone").map((text) => JSON.parse(text))).toEqual([
      { jsonrpc: "2.0", id: "a", error: { code: SERVER_GONE, message: "gone" } },
      { jsonrpc: "2.0", id: null, error: { code: SERVER_GONE, message: "gone" } },
    ]);
    expect(proxy.failPending("again")).toEqual([]);
  });

  it("a line from the server that is not JSON is reported (control characters quoted) and not passed on", () => {
    const { core: proxy, lines } = core();
    expect(proxy.fromServer("\u001b[31mred")).toBeUndefined();
    expect(lines).toEqual(['server wrote a line that is not JSON (not passed on): "\\u001b[31mred"']);
  });

  it("JSON too deep to write back passes on as received, reported; an id JSON-RPC does not allow is not tracked", () => {
    const { core: proxy, lines } = core("cursor");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 9, method: "tools/list" }));
    const depth = 200_000;
    const deep = `{"jsonrpc":"2.0","id":9,"result":{"tools":[{"name":"deep","inputSchema":{"type":"object","default":${"[".repeat(depth)}${"]".repeat(depth)}}}]}}`;
    expect(proxy.fromServer(deep)).toBe(deep);
    expect(lines.at(-1)).toMatch(/^a message of the server could not be rewritten \(passed on unchanged\): /);
    const odd = `{"jsonrpc":"2.0","id":${"[".repeat(depth)}${"]".repeat(depth)},"method":"ping"}`;
    expect(proxy.fromHost(odd)).toBe(odd);
    expect(proxy.undeliverable(odd, "x")).toEqual([]);
    expect(proxy.failPending("gone")).toEqual([]);
  });
});
