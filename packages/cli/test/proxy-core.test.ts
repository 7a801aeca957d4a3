/**
 * `ProxyCore` alone (no processes): what passes as the very text received, what is rewritten, batches, and the
 * errors owed to the host when the server is gone.
 */
import { describe, expect, it } from "vitest";
import { ANSWER_REFUSED, ProxyCore, SERVER_GONE, TOLD_LIMIT } from "../src/proxy/core.js";

function core(host: "auto" | "as-is" | "cursor" | "claude-desktop" = "auto") {
  const lines: string[] = [];
  return { core: new ProxyCore({ host, quarantine: false, report: (line) => lines.push(line) }), lines };
}
const line = (message: unknown) => Buffer.from(JSON.stringify(message));
const bytes = (text: string) => Buffer.from(text);
/** The one line `fromServer` passed on, read back. */
const json = (out: readonly Buffer[]): unknown => {
  expect(out).toHaveLength(1);
  return JSON.parse(out[0]?.toString() ?? "null");
};
const init = (proxy: ProxyCore, protocolVersion: string, name = "cursor-vscode") => {
  proxy.fromHost(line({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion, clientInfo: { name, version: "1" }, capabilities: {} } }));
  proxy.fromServer(line({ jsonrpc: "2.0", id: 0, result: { protocolVersion, capabilities: {}, serverInfo: { name: "s", version: "1" } } }));
};

describe("ProxyCore", () => {
  it("passes every other message as the very text received, spacing and key order included", () => {
    const { core: proxy } = core();
    const texts = ['{ "jsonrpc" : "2.0", "id": 1, "method": "ping" }', '{"id":1,"result":{},"jsonrpc":"2.0"}', '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":0.5}}'].map(bytes);
    expect(proxy.fromHost(texts[0]!)).toBe(texts[0]);
    expect(proxy.fromServer(texts[1]!)[0]).toBe(texts[1]);
    expect(proxy.fromServer(texts[2]!)[0]).toBe(texts[2]);
  });

  it("recognises the host at initialize and rewrites tools/list inside a server batch (2025-03-26), the rest of the batch as sent", () => {
    const { core: proxy, lines } = core();
    init(proxy, "2025-03-26");
    expect(proxy.host).toBe("cursor");
    expect(lines).toEqual(['client "cursor-vscode" at 2025-03-26: serving the cursor@1.0.0 form']);
    proxy.fromHost(line([{ jsonrpc: "2.0", id: "l", method: "tools/list" }, { jsonrpc: "2.0", id: 2, method: "ping" }]));
    // a boolean property would cost Cursor the list (the 2025 wire wants an object): its projection writes {}
    const out = proxy.fromServer(line([{ jsonrpc: "2.0", id: 2, result: {} }, { jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: true } } }] } }]));
    expect(json(out)).toEqual([
      { jsonrpc: "2.0", id: 2, result: {} },
      { jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: {} } } }] } },
    ]);
  });

  it("a rewritten answer keeps a number past the double range as one (1e999, not null), as an exponent or as 309 digits; other text as JSON.stringify writes it", () => {
    const { core: proxy } = core("cursor");
    init(proxy, "2025-11-25");
    const answer = (description: string, meta: string) => {
      proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
      const tool = `{"name":"t","description":"${description}","inputSchema":{"type":"object","properties":{"x":true}}}`;
      return proxy.fromServer(bytes(`{"jsonrpc":"2.0","id":"l","result":{"tools":[${tool}],"_meta":${meta}}}`)).map(String);
    };
    const projected = (description: string) => `{"name":"t","description":"${description}","inputSchema":{"type":"object","properties":{"x":{}}}}`;
    expect(answer("d", '{"n":1e400,"m":-1E+400,"k":1.5e3}')).toEqual([`{"jsonrpc":"2.0","id":"l","result":{"tools":[${projected("d")}],"_meta":{"n":1e999,"m":-1e999,"k":1500}}}`]);
    expect(answer("d", `{"n":1${"0".repeat(309)}}`)).toEqual([`{"jsonrpc":"2.0","id":"l","result":{"tools":[${projected("d")}],"_meta":{"n":1e999}}}`]);
    // no such number: JSON.stringify's text (escapes as it writes them); "e100" in a string reads the same either way
    for (const description of ["1e99", "e100"]) {
      expect(answer(description, '{"n":1e99,"z":-0,"s":"\\u00e9\\u2028\\/"}')).toEqual([`{"jsonrpc":"2.0","id":"l","result":{"tools":[${projected(description)}],"_meta":{"n":1e+99,"z":0,"s":"é\u2028/"}}}`]);
    }
  });

  it("a number past the double range: a host's form drops the keyword holding it (the host would pass null on), as-is keeps it (1e999, not null); answered fresh and from the kept list; -0 is 0", () => {
    const served = {
      cursor: '[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","minimum":0},"b":{}}}}]',
      "claude-desktop": '[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","minimum":0},"b":{}}}}]',
      "as-is": '[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e999,"minimum":0},"b":true}}}]',
    } as const;
    for (const [host, tools] of Object.entries(served) as [keyof typeof served, string][]) {
      const { core: proxy } = core(host);
      init(proxy, "2025-11-25");
      const out = ["l1", "l2"].map((id) => {
        proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/list" }));
        return proxy.fromServer(bytes(`{"jsonrpc":"2.0","id":"${id}","result":{"tools":[{"name":"big","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400,"minimum":-0},"b":true}}}]}}`)).map(String);
      });
      expect(out, host).toEqual([[`{"jsonrpc":"2.0","id":"l1","result":{"tools":${tools}}}`], [`{"jsonrpc":"2.0","id":"l2","result":{"tools":${tools}}}`]]);
    }
  });

  it("1e400 beside a tool nested 2,100 levels (past JSON.stringify's stack): projected, the keyword holding the 1e400 dropped (sp withheld, deep kept byte for byte and said), fresh and from the kept list", () => {
    let deep = '{"type":"string"}';
    for (let i = 0; i < 2100; i++) deep = `{"type":"object","properties":{"p":${deep}}}`;
    const schema = '"$schema":"http://json-schema.org/draft-07/schema#"';
    const sp = `{"name":"sp","inputSchema":{${schema},"type":"object","properties":{"a b":{"type":"string"}}},"outputSchema":{${schema},"type":"object","properties":{"r":{"type":"string"}}}}`;
    const inf = (maximum: string) => `{"name":"inf","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${maximum}}}}}`;
    const deepTool = `{"name":"deep","inputSchema":${deep}}`;
    const lines: string[] = [];
    const proxy = new ProxyCore({ host: "claude-desktop", quarantine: true, report: (text) => lines.push(text) });
    init(proxy, "2025-11-25", "claude-ai");
    const out = ["l1", "l2"].map((id) => {
      proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/list" }));
      return proxy.fromServer(bytes(`{"jsonrpc":"2.0","id":"${id}","result":{"tools":[${sp},${inf("1e400")},${deepTool}]}}`)).map(String);
    });
    expect(out).toEqual(["l1", "l2"].map((id) => [`{"jsonrpc":"2.0","id":"${id}","result":{"tools":[{"name":"inf","inputSchema":{"type":"object","properties":{"n":{"type":"number"}}}},${deepTool}]}}`]));
    const at = `inputSchema${"/properties/p".repeat(2100)}`;
    // the reason clipped at 200 characters, as every reason said
    expect(lines).toEqual([
      'client "claude-ai" at 2025-11-25: serving the claude-desktop@2.2553.1 form',
      'withheld: tool "sp" for claude-desktop: property-name at inputSchema/properties/a b (requests): anthropic-api refuses property key "a b": top-level keys must match ^[a-zA-Z0-9_.-]{1,64}$',
      `passed on, dropped by the host: tool "deep" for claude-desktop: unreadable-tool at tool/${at.slice(0, 173)}...`,
    ]);
  });

  it("a list projectTools cannot read as a JSON tools array (1,000,001 entries) is passed on as received and said on stderr, once", () => {
    const lines: string[] = [];
    const proxy = new ProxyCore({ host: "claude-desktop", quarantine: true, report: (text) => lines.push(text) });
    init(proxy, "2025-11-25", "claude-ai");
    const answer = `{"jsonrpc":"2.0","id":"l","result":{"tools":[${"0,".repeat(1_000_000)}0]}}`;
    for (const _ of [1, 2]) {
      proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
      expect(proxy.fromServer(bytes(answer)).map(String)).toEqual([answer]);
    }
    expect(lines).toEqual([
      'client "claude-ai" at 2025-11-25: serving the claude-desktop@2.2553.1 form',
      "tools/list not projected, passed on as received (nothing rewritten or withheld) for claude-desktop: not a JSON tools array: root: an array of 1000001 items is longer than 1000000",
    ]);
  });

  it("the same tools again (other id, other members, spacing around them) get the bytes a fresh projection writes; the wrapped tools stay wrapped", () => {
    const tools = '[{"name":"w","inputSchema":{"type":"object"},"outputSchema":{"type":"array","items":{"type":"number"}}},{"name":"b","inputSchema":{"type":"object","properties":{"x":true}}}]';
    const answers = [`{"jsonrpc":"2.0","id":"l1","result":{"tools":${tools}}}`, `{ "result" : { "_meta": {"n": 1e400}, "tools" :${tools} , "nextCursor": null}, "id": 7, "jsonrpc": "2.0" }`];
    const served = (texts: readonly string[]) => {
      const { core: proxy, lines } = core("cursor");
      init(proxy, "2025-11-25");
      const out = texts.map((text) => {
        proxy.fromHost(line({ jsonrpc: "2.0", id: (JSON.parse(text) as { id: unknown }).id, method: "tools/list" }));
        return proxy.fromServer(bytes(text)).map(String);
      });
      proxy.fromHost(line({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "w" } }));
      return { out, call: proxy.fromServer(line({ jsonrpc: "2.0", id: 9, result: { content: [], structuredContent: [1] } })).map(String), lines };
    };
    const both = served(answers);
    expect(both.out[1]).toEqual(served([answers[1] as string]).out[0]);
    expect(both.out[1]).toEqual([`{"result":{"_meta":{"n":1e999},"tools":${JSON.stringify(JSON.parse(both.out[0]?.[0] ?? "").result.tools)},"nextCursor":null},"id":7,"jsonrpc":"2.0"}`]);
    expect(both.call).toEqual(['{"jsonrpc":"2.0","id":9,"result":{"content":[],"structuredContent":{"result":[1]}}}']);
    expect(both.lines).toEqual(served([answers[0] as string]).lines);
  });

  it("a tool the host still drops on its own (a name Cursor refuses: no loosening renames) is passed on and said", () => {
    const { core: proxy, lines } = core("cursor");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
    // Cursor at latest drops a dotted name (its tool-name rule); hyphens are kept
    const tools = [{ name: "get.data", inputSchema: { type: "object" } }, { name: "ok", inputSchema: { type: "object" } }];
    expect((json(proxy.fromServer(line({ jsonrpc: "2.0", id: "l", result: { tools } }))) as { result: { tools: unknown[] } }).result.tools).toEqual(tools);
    expect(lines.slice(1)).toEqual(['passed on, dropped by the host: tool "get.data" for cursor: tool-name at tool/name (tool): Cursor drops a tool whose name has a dot ("Tool name must only contain alphanumeric characters and underscores"); hyphens and spaces are kept']);
  });

  it("for an unknown client (the common form) the tools a host of it drops one by one are one line per list: the count and the first tool with its finding", () => {
    const { core: proxy, lines } = core("auto");
    init(proxy, "2025-11-25", "some-unknown-client");
    // the common form keeps a 2020-12 label, which new Ajv() (draft-07-ajv-default) cannot compile: it drops the tool
    const labelled = (name: string) => ({ name, inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" } });
    const list = [labelled("a"), { name: "ok", inputSchema: { type: "object" } }, labelled("b"), labelled("c")];
    for (const [id, tools] of [["l1", list], ["l2", list], ["l3", [labelled("d")]]] as const) {
      proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/list" }));
      proxy.fromServer(line({ jsonrpc: "2.0", id, result: { tools } }));
    }
    const why = 'compile-failed at inputSchema (tool for draft-07-ajv-default): ajv-default: no schema with key or ref "https://json-schema.org/draft/2020-12/schema"';
    expect(lines).toEqual([
      'client "some-unknown-client" at 2025-11-25: serving the common form',
      // the same list again says nothing new; a list with one such tool names it as before
      `passed on, dropped by the host: 3 tools of this list for common, the first tool "a": ${why}`,
      `passed on, dropped by the host: tool "d" for common: ${why}`,
    ]);
  });

  it("--host <product>@<version> serves the form for that version: Claude Desktop before 1.28929.0 keeps a draft-07 label", () => {
    const served = (version: string) => {
      const proxy = new ProxyCore({ host: "claude-desktop", version, quarantine: false, report: () => {} });
      init(proxy, "2025-11-25");
      proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
      const outputSchema = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number" } } };
      const out = json(proxy.fromServer(line({ jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema }] } })));
      return (out as { result: { tools: { outputSchema: Record<string, unknown> }[] } }).result.tools[0]?.outputSchema["$schema"];
    };
    // its 2.0-beta validator (2020-12 only) refuses the label from 1.28929.0 on; the form drops it there
    expect([served("1.0.0"), served("latest")]).toEqual(["http://json-schema.org/draft-07/schema#", undefined]);
  });

  it("a response with the same id as a request of another type is not confused: 1 and \"1\" are different ids", () => {
    const { core: proxy } = core("as-is");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: "1", method: "tools/list" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } }));
    const tools = [{ name: "x", inputSchema: { type: "object" }, outputSchema: { type: "string" } }];
    proxy.fromServer(line({ jsonrpc: "2.0", id: "1", result: { tools } }));
    const call = proxy.fromServer(line({ jsonrpc: "2.0", id: 1, result: { content: [], structuredContent: "s" } }));
    expect((json(call) as { result: { structuredContent: unknown } }).result.structuredContent).toEqual({ result: "s" });
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

  it("a request answered already (the server gone first, or its answer read) gets no second error when its line turns out undeliverable", () => {
    const { core: proxy } = core();
    const sent = [1, 2, 3].map((id) => line({ jsonrpc: "2.0", id, method: "ping" }));
    for (const text of sent) proxy.fromHost(text);
    proxy.fromServer(line({ jsonrpc: "2.0", id: 3, result: {} }));
    expect(proxy.failPending("gone").map((text) => JSON.parse(text))).toEqual([
      { jsonrpc: "2.0", id: 1, error: { code: SERVER_GONE, message: "gone" } },
      { jsonrpc: "2.0", id: 2, error: { code: SERVER_GONE, message: "gone" } },
    ]);
    for (const text of sent) expect(proxy.undeliverable(text, "aborted")).toEqual([]);
    // undeliverable first: its error, then none from failPending
    const batch = line([{ jsonrpc: "2.0", id: 4, method: "ping" }, { jsonrpc: "2.0", method: "notifications/initialized" }]);
    proxy.fromHost(batch);
    expect(proxy.undeliverable(batch, "refused").map((text) => JSON.parse(text))).toEqual([{ jsonrpc: "2.0", id: 4, error: { code: SERVER_GONE, message: "refused" } }]);
    expect(proxy.undeliverable(batch, "refused")).toEqual([]);
    expect(proxy.failPending("gone")).toEqual([]);
  });

  it("passes an answer it need not read as the very bytes received, invalid UTF-8 included; reads only what it rewrites", () => {
    const { core: proxy } = core("cursor");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "plain" } }));
    const text = Buffer.concat([bytes('{"result":{"content":[{"type":"text","text":"'), Buffer.from([0xff, 0xfe]), bytes(`${"x".repeat(100_000)}"}]},"jsonrpc":"2.0","id":1}`)]);
    expect(proxy.fromServer(text)).toEqual([text]);
    expect(proxy.fromServer(text)[0]).toBe(text);
    // Answered: the same id again is not the tools/call's answer any more, and nothing is owed when the server goes.
    expect(proxy.failPending("gone")).toEqual([]);
    proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
    // the list is read and rewritten: Cursor's projection writes a boolean property as {} (the 2025 wire wants an object)
    const listed = proxy.fromServer(line({ jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: true } } }] } }));
    expect(json(listed)).toEqual({ jsonrpc: "2.0", id: "l", result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: {} } } }] } });
  });

  it("what is not a JSON-RPC message is not passed on: non-messages always, batches only while the revision has them", () => {
    const { core: proxy, lines } = core("as-is");
    const batch = line([{ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "a" } }, { jsonrpc: "2.0", id: 5, method: "ping" }]);
    const invalid = ["[1,2,3]", "[]", '[{"jsonrpc":"2.0","method":"ping","id":1},2]', "42", '{"jsonrpc":"2.0","id":1}', '{"id":1,"result":{}}', '{"jsonrpc":"1.0","method":"ping"}'].map(bytes);
    // Before the revision is known, and at 2025-03-26: JSON-RPC 2.0 batches pass, arrays of anything else do not.
    expect([batch, ...invalid].map((text) => proxy.fromServer(text))).toEqual([[batch], ...invalid.map(() => [])]);
    expect(lines).toEqual([
      "server wrote an array that is not a batch of JSON-RPC messages (not passed on): \"[1,2,3]\"",
      "server wrote an array that is not a batch of JSON-RPC messages (not passed on): \"[]\"",
      'server wrote an array that is not a batch of JSON-RPC messages (not passed on): "[{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"ping\\",\\"id\\":1},2]"',
      "server wrote a value that is not a JSON-RPC message (not passed on): \"42\"",
      'server wrote a value that is not a JSON-RPC message (not passed on): "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1}"',
      'server wrote a value that is not a JSON-RPC message (not passed on): "{\\"id\\":1,\\"result\\":{}}"',
      'server wrote a value that is not a JSON-RPC message (not passed on): "{\\"jsonrpc\\":\\"1.0\\",\\"method\\":\\"ping\\"}"',
    ]);
    init(proxy, "2025-03-26");
    expect(proxy.fromServer(batch)[0]).toBe(batch);
    // From 2025-06-18 on there are no batches: a batch of messages arrives as its messages, one line each (said once);
    // an array of anything else is still refused.
    for (const revision of ["2025-06-18", "2025-11-25", "2026-07-28"]) {
      const { core: later, lines: told } = core("as-is");
      init(later, revision);
      const out = [batch, batch, bytes("[1,2,3]")].map((text) => later.fromServer(text).map((message) => message.toString()));
      const messages = ['{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"a"}}', '{"jsonrpc":"2.0","id":5,"method":"ping"}'];
      expect(out).toEqual([messages, messages, []]);
      expect(told.slice(1)).toEqual([
        `the server writes batches, which ${revision} does not have: each is passed on as its messages, one line each`,
        'server wrote an array that is not a batch of JSON-RPC messages (not passed on): "[1,2,3]"',
      ]);
    }
  });

  it("a line from the server that is not JSON is reported (control characters quoted) and not passed on", () => {
    const { core: proxy, lines } = core();
    expect(proxy.fromServer(bytes("\u001b[31mred"))).toEqual([]);
    expect(lines).toEqual(['server wrote a line that is not JSON (not passed on): "\\u001b[31mred"']);
  });

  it("JSON nested 200,000 levels is written back (no recursion), not passed on as received; an id JSON-RPC does not allow is not tracked", () => {
    const { core: proxy, lines } = core("cursor");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 9, method: "tools/list" }));
    const depth = 200_000;
    const deep = bytes(`{"jsonrpc":"2.0","id":9,"result":{"tools":[{"name":"deep","inputSchema":{"type":"object","default":${"[".repeat(depth)}${"]".repeat(depth)}}}]}}`);
    const out = proxy.fromServer(deep);
    // the projection read it (the tool passes, said to be dropped by Cursor) and the message was written again
    expect(out).toHaveLength(1);
    expect(out[0]).not.toBe(deep);
    expect(out[0]?.equals(deep)).toBe(true);
    expect(lines.at(-1)).toMatch(/^passed on, dropped by the host: tool "deep" for cursor: unreadable-tool at tool\/inputSchema\/default\/0\/0\//);
    expect(lines.some((text) => text.includes("could not be rewritten"))).toBe(false);
    const odd = bytes(`{"jsonrpc":"2.0","id":${"[".repeat(depth)}${"]".repeat(depth)},"method":"ping"}`);
    expect(proxy.fromHost(odd)).toBe(odd);
    expect(proxy.undeliverable(odd, "x")).toEqual([]);
    expect(proxy.failPending("gone")).toEqual([]);
  });

  it("a tools/list answer that cannot be rewritten is never passed on as received: its request gets an error", () => {
    const lines: string[] = [];
    const report = (text: string) => {
      if (text.startsWith("withheld: ")) throw new RangeError("Maximum call stack size exceeded");
      lines.push(text);
    };
    const proxy = new ProxyCore({ host: "cursor", quarantine: true, report });
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
    const tools = [{ name: "broken", inputSchema: { type: "object" }, outputSchema: { type: "object", $defs: { a: { $anchor: "x" }, b: { $anchor: "x" } } } }];
    expect(proxy.fromServer(line({ jsonrpc: "2.0", id: "l", result: { tools } })).map((out) => JSON.parse(out.toString()))).toEqual([
      { jsonrpc: "2.0", id: "l", error: { code: ANSWER_REFUSED, message: "mcp-wire proxy: the server's answer could not be rewritten for the host: Maximum call stack size exceeded" } },
    ]);
    expect(lines.at(-1)).toBe("a message of the server could not be rewritten (not passed on; its request gets an error): Maximum call stack size exceeded");
    expect(proxy.failPending("gone")).toEqual([]);
  });

  it("a host that reuses an id while it is pending: answers are paired with its requests in order, one queue per id", () => {
    const { core: proxy } = core("cursor");
    init(proxy, "2025-11-25");
    const tools = [{ name: "t", inputSchema: { type: "object", properties: { x: true } } }];
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "ping" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 2, method: "ping" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    const listed = { jsonrpc: "2.0", id: 1, result: { tools: [{ name: "t", inputSchema: { type: "object", properties: { x: {} } } }] } };
    expect(json(proxy.fromServer(line({ jsonrpc: "2.0", id: 1, result: { tools } })))).toEqual(listed);
    const pong = bytes('{"jsonrpc":"2.0","id":1,"result":{}}');
    expect(proxy.fromServer(pong)[0]).toBe(pong);
    // still owed, in the order sent: ping 2 and the second tools/list 1
    expect(proxy.failPending("gone").map((text) => JSON.parse(text).id)).toEqual([2, 1]);
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    expect(json(proxy.fromServer(line({ jsonrpc: "2.0", id: 1, result: { tools } })))).toEqual(listed);
  });

  it("a line whose envelope reads but whose body is not JSON is not passed on; the request it answers gets an error", () => {
    const { core: proxy, lines } = core("as-is");
    init(proxy, "2025-11-25");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 777, method: "tools/call", params: { name: "x" } }));
    const bad = bytes('{"jsonrpc":"2.0","id":777,"result":{unquoted: 1}}');
    expect(proxy.fromServer(bad).map((out) => JSON.parse(out.toString()))).toEqual([
      { jsonrpc: "2.0", id: 777, error: { code: ANSWER_REFUSED, message: "mcp-wire proxy: the server's answer is not JSON: not passed on" } },
    ]);
    expect(lines.at(-1)).toBe('server wrote a line that is not JSON (not passed on): "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":777,\\"result\\":{unquoted: 1}}"');
    // a notification with a body that is not JSON: refused, nothing owed
    expect(proxy.fromServer(bytes('{"jsonrpc":"2.0","method":"notifications/message","params":{level: 1}}'))).toEqual([]);
    expect(proxy.failPending("gone")).toEqual([]);
  });

  it("passable: a response while nothing it must read is pending, a method other than elicitation/create; else held", () => {
    const { core: proxy } = core("cursor");
    init(proxy, "2025-11-25");
    const heads = ['{"result":{"content":[{"type":"text","text":"xx', '{"jsonrpc":"2.0","id":1,"error":{"co', '{"method":"notifications/progress","params":{', '{"method":"elicitation/create","params":{', '{"method":"notif', '{"jsonrpc":"2.0","id":1', '{"params":{}', "[{", "xx", '{"result":{},"method":"x"'];
    const verdicts = () => heads.map((head) => proxy.passable(bytes(head)));
    expect(verdicts()).toEqual([true, true, true, false, undefined, undefined, false, false, false, false]);
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "ping" }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: "l", method: "tools/list" }));
    // a tools/list is pending: a response whose id comes after its result may answer it; one whose id comes first
    // and answers the ping may pass
    expect(verdicts()).toEqual([false, true, true, false, undefined, undefined, false, false, false, false]);
    expect(proxy.passable(bytes('{"jsonrpc":"2.0","id":"l","result":{"tools":['))).toBe(false);
    proxy.fromServer(line({ jsonrpc: "2.0", id: "l", result: { tools: [{ name: "w", inputSchema: { type: "object" }, outputSchema: { type: "string" } }] } }));
    expect(proxy.passable(bytes(heads[0]!))).toBe(true);
    // a call of a tool the projection wrapped is rewritten: held
    proxy.fromHost(line({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "w" } }));
    expect([heads[0], '{"id":1,"result":{"x'].map((head) => proxy.passable(bytes(head!)))).toEqual([false, true]);
  });

  it("an answer it need not read is passed exactly when its UTF-8 text is JSON: bytes from 0x80 in and out of strings, controls", () => {
    const { core: proxy } = core("as-is");
    const bodies = [
      Buffer.from('"é€😀"'),
      Buffer.from([0x22, 0xff, 0xc3, 0x22]), // invalid UTF-8 inside a string: JSON (read as U+FFFD)
      Buffer.from([0x22, 0xe0, 0x80, 0xa2, 0x22]), // an overlong encoding of `"` inside a string
      Buffer.from([0x22, 0xc0, 0x22, 0x22]), // a lead byte before the closing quote, then one quote too many
      Buffer.from([0x22, 0x01, 0x22]), // a control character inside a string
      Buffer.from([0xc3, 0xa9]), // é outside a string
      Buffer.from([0x5b, 0x31, 0x2c, 0x80, 0x5d]), // a continuation byte between array members
    ];
    const verdicts = bodies.map((body, index) => {
      proxy.fromHost(line({ jsonrpc: "2.0", id: index, method: "ping" }));
      const answer = Buffer.concat([Buffer.from(`{"jsonrpc":"2.0","id":${index},"result":{"v":`), body, Buffer.from("}}")]);
      const out = proxy.fromServer(answer);
      return out[0] === answer;
    });
    const utf8 = bodies.map((body) => {
      try {
        JSON.parse(body.toString("utf8"));
        return true;
      } catch {
        return false;
      }
    });
    expect(verdicts).toEqual(utf8);
    expect(verdicts).toEqual([true, true, true, false, false, false, false]);
  });

  it("afterPassed: a passed line is settled, owed nothing; one not JSON gets its request an error; a missed rewrite is told", () => {
    const { core: proxy, lines } = core("as-is");
    init(proxy, "2025-06-18");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } }));
    proxy.fromHost(line({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "x" } }));
    expect(proxy.afterPassed(line({ result: { content: [] }, jsonrpc: "2.0", id: 1 }))).toEqual([]);
    expect(proxy.afterPassed(bytes('{"result":{"content":[],unquoted: 1},"jsonrpc":"2.0","id":2}')).map((out) => JSON.parse(out.toString()))).toEqual([
      { jsonrpc: "2.0", id: 2, error: { code: ANSWER_REFUSED, message: "mcp-wire proxy: the server's answer is not JSON: passed on as it arrived, before its last byte" } },
    ]);
    expect(lines.at(-1)).toBe('server wrote a line that is not JSON (passed on as it arrived, before its last byte): "{\\"result\\":{\\"content\\":[],unquoted: 1},\\"jsonrpc\\":\\"2.0\\",\\"id\\":2}"');
    expect(proxy.failPending("gone")).toEqual([]);
    // an elicitation/create whose method came after its params: checked beside, not rewritten (titled options at 2025-06-18)
    const requestedSchema = { type: "object", properties: { c: { type: "string", oneOf: [{ const: "r", title: "Red" }] } } };
    expect(proxy.afterPassed(line({ params: { mode: "form", message: "?", requestedSchema }, method: "elicitation/create", jsonrpc: "2.0", id: "s1" }))).toEqual([]);
    expect(lines.slice(-2)).toEqual([
      "elicitation/create requestedSchema rewritten for 2025-06-18 without loss: /properties/c/oneOf titled-to-legacy",
      'a message of the server was passed on as it arrived, before its last byte, not rewritten: "{\\"params\\":{\\"mode\\":\\"form\\",\\"message\\":\\"?\\",\\"requestedSchema\\":{\\"type...',
    ]);
  });

  it("a passed line over the limit: its request gets an error saying so", () => {
    const { core: proxy, lines } = core("as-is");
    proxy.fromHost(line({ jsonrpc: "2.0", id: "a", method: "ping" }));
    const limit = 100 * 1024 * 1024;
    expect(proxy.overflow(bytes('{"result":{"x":"xxxx'), limit, true).map((out) => JSON.parse(out.toString()))).toEqual([
      { jsonrpc: "2.0", id: "a", error: { code: ANSWER_REFUSED, message: `mcp-wire proxy: the server wrote a line over ${limit} bytes (the proxy's limit for one message): passed on up to the limit, then ended with a newline` } },
    ]);
    expect(lines.at(-1)).toBe(`server wrote a line over ${limit} bytes without a newline (passed on up to the limit, then ended with a newline; read on from its next line): "{\\"result\\":{\\"x\\":\\"xxxx"`);
  });

  it("a line over the limit: the request named at its start gets an error, else the oldest pending one", () => {
    const { core: proxy, lines } = core("as-is");
    for (const id of ["a", "b", "c"]) proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "x" } }));
    const limit = 100 * 1024 * 1024;
    const message = `mcp-wire proxy: the server wrote a line over ${limit} bytes (the proxy's limit for one message): not passed on`;
    expect(proxy.overflow(bytes('{"jsonrpc":"2.0","id":"b","result":{"content":[{"type":"text","text":"xxxx'), limit).map((out) => JSON.parse(out.toString()))).toEqual([
      { jsonrpc: "2.0", id: "b", error: { code: ANSWER_REFUSED, message } },
    ]);
    expect(lines.at(-1)).toBe(`server wrote a line over ${limit} bytes without a newline (not passed on; read on from its next line): "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":\\"b\\",\\"result\\":{\\"content\\":[{\\"type\\":\\"text\\...`);
    // the SDK writes `result` before `id`: the oldest request still pending is answered
    expect(proxy.overflow(bytes('{"result":{"content":[{"type":"text","text":"xxxx'), limit).map((out) => JSON.parse(out.toString()).id)).toEqual(["a"]);
    // not an answer: a notification or request of the server; nothing owed is answered
    expect(proxy.overflow(bytes('{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"xxxx'), limit)).toEqual([]);
    // not JSON (and maybe never ending): it names no id, so the oldest pending request is answered now
    expect(proxy.overflow(bytes("xxxx"), limit).map((out) => JSON.parse(out.toString()).id)).toEqual(["c"]);
    expect(proxy.failPending("gone")).toEqual([]);
  });

  it("each dropped tool is named once per host for the life of the proxy; past the limit a list's others are counted in one line", () => {
    const { core: proxy, lines } = core("cursor");
    init(proxy, "2025-11-25");
    const tools = Array.from({ length: TOLD_LIMIT + 5 }, (_, i) => ({ name: `t.${i}`, inputSchema: { type: "object" } }));
    for (const id of ["a", "b", "c"]) {
      proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/list" }));
      proxy.fromServer(line({ jsonrpc: "2.0", id, result: { tools } }));
    }
    const more = `and 5 more tools of this list withheld, still lost or dropped by cursor, not named (the proxy names ${TOLD_LIMIT} tools, each once)`;
    expect(lines.slice(1).filter((text) => text.startsWith("passed on, dropped by the host: "))).toHaveLength(TOLD_LIMIT);
    expect(lines.slice(1 + TOLD_LIMIT)).toEqual([more, more, more]);
  });
});

describe("ProxyCore: 2026-07-28 requests (no initialize, a _meta envelope on each)", () => {
  const meta = (name: string, revision = "2026-07-28") => ({
    "io.modelcontextprotocol/protocolVersion": revision,
    "io.modelcontextprotocol/clientInfo": { name, version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  });
  const tools = [{ name: "refs", inputSchema: { type: "object", $defs: { p: { type: "string" } }, properties: { q: { $ref: "#/$defs/p" } } } }];
  const listed = (proxy: ProxyCore, id: number, name: string): unknown => {
    proxy.fromHost(line({ jsonrpc: "2.0", id, method: "tools/list", params: { _meta: meta(name) } }));
    return (json(proxy.fromServer(line({ jsonrpc: "2.0", id, result: { resultType: "complete", tools } }))) as { result: unknown }).result;
  };

  it("recognises the host from each request's envelope, projects each list for it, and says the form when it changes", () => {
    const { core: proxy, lines } = core();
    expect(proxy.fromHost(line({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta("claude-ai") } }))).toEqual(line({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta("claude-ai") } }));
    expect(proxy.host).toBe("claude-desktop");
    // Claude Desktop: the $ref inlined; the result's other members (resultType) kept
    expect(listed(proxy, 2, "claude-ai")).toEqual({ resultType: "complete", tools: [{ name: "refs", inputSchema: { type: "object", properties: { q: { type: "string" } } } }] });
    expect(listed(proxy, 3, "cursor-vscode")).toEqual({ resultType: "complete", tools });
    expect(proxy.host).toBe("cursor");
    expect(proxy.revision).toBeUndefined(); // no initialize was answered
    expect(lines).toEqual([
      'client "claude-ai" at 2026-07-28 (its request\'s _meta envelope): serving the claude-desktop@1.0.0 form',
      'client "cursor-vscode" at 2026-07-28 (its request\'s _meta envelope): serving the cursor@1.0.0 form',
    ]);
  });

  it("a fixed host is projected at the revision the envelope names, and an unknown client gets the common form", () => {
    const { core: proxy, lines } = core("cursor");
    expect(listed(proxy, 1, "someone-else")).toEqual({ resultType: "complete", tools });
    expect(lines).toEqual(['client "someone-else" at 2026-07-28 (its request\'s _meta envelope): serving the cursor@latest form']);
    const auto = core();
    listed(auto.core, 1, "someone-else");
    expect(auto.lines).toEqual(['client "someone-else" at 2026-07-28 (its request\'s _meta envelope): serving the common form']);
  });

  it("an envelope without a protocol version is not one: the session's initialize tells", () => {
    const { core: proxy, lines } = core();
    init(proxy, "2025-11-25", "claude-ai");
    proxy.fromHost(line({ jsonrpc: "2.0", id: 5, method: "tools/list", params: { _meta: { "io.modelcontextprotocol/clientInfo": { name: "cursor-vscode", version: "1" } } } }));
    const out = json(proxy.fromServer(line({ jsonrpc: "2.0", id: 5, result: { tools } }))) as { result: unknown };
    expect(out.result).toEqual({ tools: [{ name: "refs", inputSchema: { type: "object", properties: { q: { type: "string" } } } }] });
    expect(lines).toEqual(['client "claude-ai" at 2025-11-25: serving the claude-desktop@1.0.0 form']);
  });
});
