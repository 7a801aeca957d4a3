/**
 * The Gemini adapter on exact bodies: which paths are model turns, what `read` takes from a request as Gemini CLI
 * 0.61.0 sends it (declarations in `parametersJsonSchema` or `parameters`, `functionResponse` output and error parts,
 * `responseMimeType`), the exact bytes `write` and `other` answer (SSE, JSON, a JSON array, token counts), and the
 * settings the driver writes.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { geminiSettings } from "../src/drivers/gemini.js";
import { declarations, gemini, minimalInstance, schemaField } from "../src/protocols/gemini.js";
import type { Json, ModelAction } from "../src/types.js";

const WAIT: Json = { type: "boolean", description: "Set to true to wait for all previously requested tools in this turn to complete before starting." };

/** A model turn as Gemini CLI 0.61.0 sends it after one tool round (trimmed to the parts the adapter reads). */
const TURN: Json = {
  contents: [
    { role: "user", parts: [{ text: "<session_context>…</session_context>" }, { text: "call the lab tools" }] },
    {
      role: "model",
      parts: [
        { functionCall: { id: "c0", args: {}, name: "mcp_probe_control" }, thoughtSignature: "skip_thought_signature_validator" },
        { functionCall: { id: "c1", args: {}, name: "mcp_probe_comb" } },
      ],
    },
    {
      role: "user",
      parts: [
        { functionResponse: { name: "mcp_probe_control", response: { output: "<untrusted_context>\ncalled control\n</untrusted_context>" }, id: "c0" } },
        { functionResponse: { name: "mcp_probe_comb", response: { error: "params must match exactly one schema in oneOf" }, id: "c1" } },
      ],
    },
  ],
  systemInstruction: { parts: [{ text: "You are a non-interactive CLI agent" }] },
  tools: [
    {
      functionDeclarations: [
        { name: "read_file", description: "Reads a file.", parametersJsonSchema: { type: "object", properties: { path: { type: "string" } } } },
        {
          name: "mcp_probe_control",
          description: "[lab:t/control] plain",
          parametersJsonSchema: { type: "object", properties: { a: { type: "string" }, wait_for_previous: WAIT } },
        },
        { name: "legacy", description: "OpenAPI form", parameters: { type: "OBJECT", properties: { q: { type: "STRING" } } } },
        { name: "bare" },
      ],
    },
  ],
  generationConfig: { temperature: 1, topP: 0.95, topK: 64 },
};

/** The next-speaker check of Gemini CLI 0.61.0 (a `generateContent` request that wants JSON). */
const NEXT_SPEAKER_SCHEMA: Json = {
  type: "object",
  properties: { reasoning: { type: "string" }, next_speaker: { type: "string", enum: ["user", "model"] } },
  required: ["reasoning", "next_speaker"],
};
const NEXT_SPEAKER: Json = {
  contents: [{ role: "user", parts: [{ text: "Analyze *only* the content and structure of your immediately preceding response" }] }],
  generationConfig: { responseJsonSchema: NEXT_SPEAKER_SCHEMA, responseMimeType: "application/json" },
};

describe("matches", () => {
  test.each([
    ["POST", "/v1beta/models/gemini-2.5-flash:streamGenerateContent", true],
    ["POST", "/v1beta/models/gemini-2.5-flash-lite:generateContent", true],
    ["POST", "/v1/models/gemini-2.5-pro:generateContent", true],
    ["POST", "/v1beta/models/gemini-2.5-flash:countTokens", false],
    ["GET", "/v1beta/models/gemini-2.5-flash:generateContent", false],
    ["POST", "/v1beta/models/a/b:generateContent", false],
    ["POST", "/v1/messages", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(gemini.matches(method, path)).toBe(expected);
  });
});

describe("read", () => {
  test("tools in order, the schema from whichever field is filled, exactly as sent", () => {
    expect(gemini.read(TURN, "/v1beta/models/gemini-2.5-flash:streamGenerateContent").tools).toEqual([
      { name: "read_file", description: "Reads a file.", schema: { type: "object", properties: { path: { type: "string" } } } },
      { name: "mcp_probe_control", description: "[lab:t/control] plain", schema: { type: "object", properties: { a: { type: "string" }, wait_for_previous: WAIT } } },
      { name: "legacy", description: "OpenAPI form", schema: { type: "OBJECT", properties: { q: { type: "STRING" } } } },
      { name: "bare", description: "", schema: null },
    ]);
  });

  test("functionResponse parts: output is the text, an error key makes it an error", () => {
    expect(gemini.read(TURN, "/v1beta/models/gemini-2.5-flash:streamGenerateContent").toolResults).toEqual([
      { callId: "c0", isError: false, text: "<untrusted_context>\ncalled control\n</untrusted_context>" },
      { callId: "c1", isError: true, text: "params must match exactly one schema in oneOf" },
    ]);
  });

  test("an error object's message, and a response of neither shape as JSON", () => {
    const body: Json = {
      contents: [
        {
          role: "user",
          parts: [
            { functionResponse: { name: "t", response: { error: { message: "MCP tool failed", isError: true } } } },
            { functionResponse: { id: "x", name: "t", response: { content: [{ type: "text", text: "raw" }] } } },
          ],
        },
      ],
    };
    expect(gemini.read(body, "/v1beta/models/m:generateContent").toolResults).toEqual([
      { callId: "t", isError: true, text: "MCP tool failed" },
      { callId: "x", isError: false, text: '{"content":[{"type":"text","text":"raw"}]}' },
    ]);
  });

  test("wantsJson follows generationConfig.responseMimeType", () => {
    expect(gemini.read(TURN, "/v1beta/models/m:streamGenerateContent").wantsJson).toBe(false);
    expect(gemini.read(NEXT_SPEAKER, "/v1beta/models/m:generateContent")).toEqual({ tools: [], toolResults: [], wantsJson: true });
  });

  test("a body that is not an object reads as an empty turn", () => {
    expect(gemini.read([1, 2], "/v1beta/models/m:generateContent")).toEqual({ tools: [], toolResults: [], wantsJson: false });
  });

  test("schemaField names the filled field", () => {
    expect(declarations(TURN).map(schemaField)).toEqual(["parametersJsonSchema", "parametersJsonSchema", "parameters", null]);
  });
});

describe("minimalInstance", () => {
  test.each<[Json, Json]>([
    [NEXT_SPEAKER_SCHEMA, { reasoning: "lab", next_speaker: "user" }],
    [{ type: "OBJECT", properties: { n: { type: "INTEGER" }, b: { type: "BOOLEAN" }, l: { type: "ARRAY" } }, required: ["n", "b", "l"] }, { n: 0, b: false, l: [] }],
    [{ type: ["null", "string"] }, null],
    [{ enum: [3, 4] }, 3],
    [true, {}],
  ])("%j → %j", (schema, expected) => {
    expect(minimalInstance(schema)).toEqual(expected);
  });
});

let server: Server;
let base: string;
let pending: { action: ModelAction; body: Json } = { action: { kind: "text", text: "" }, body: {} };

/** POSTs `body` to `path` on the adapter-backed server; resolves with the status, content type and raw text. */
function post(path: string, body: Json): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), text }));
    });
    req.once("error", reject);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (gemini.matches(req.method ?? "", url.pathname)) {
      gemini.write(pending.action, { body: pending.body, path: url.pathname, query: url.searchParams }, res);
    } else if (!gemini.other?.(req, url.pathname, undefined, res)) {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("write", () => {
  const calls: ModelAction = { kind: "calls", calls: [{ id: "c0", name: "mcp_probe_control", arguments: { a: "x" } }] };
  const answer =
    '{"candidates":[{"content":{"role":"model","parts":[{"functionCall":{"id":"c0","name":"mcp_probe_control","args":{"a":"x"}}}]},"finishReason":"STOP","index":0}],' +
    '"usageMetadata":{"promptTokenCount":1,"candidatesTokenCount":1,"totalTokenCount":2},"modelVersion":"lab"}';

  test("streamGenerateContent?alt=sse: one server-sent event", async () => {
    pending = { action: calls, body: TURN };
    expect(await post("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse", TURN)).toEqual({
      status: 200,
      type: "text/event-stream",
      text: `data: ${answer}\n\n`,
    });
  });

  test("streamGenerateContent without alt=sse: a JSON array of one response", async () => {
    pending = { action: calls, body: TURN };
    expect(await post("/v1beta/models/gemini-2.5-flash:streamGenerateContent", TURN)).toEqual({ status: 200, type: "application/json", text: `[${answer}]` });
  });

  test("generateContent wanting JSON: a text action that is not JSON becomes a fitting instance", async () => {
    pending = { action: { kind: "text", text: "done" }, body: NEXT_SPEAKER };
    const { text } = await post("/v1beta/models/gemini-2.5-flash:generateContent", NEXT_SPEAKER);
    expect(JSON.parse(text)).toEqual({
      candidates: [{ content: { role: "model", parts: [{ text: '{"reasoning":"lab","next_speaker":"user"}' }] }, finishReason: "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
      modelVersion: "lab",
    });
  });

  test("generateContent wanting JSON: a JSON object text keeps its keys, the missing required ones are filled", async () => {
    pending = { action: { kind: "text", text: '{"next_speaker":"model"}' }, body: NEXT_SPEAKER };
    const json = JSON.parse((await post("/v1beta/models/m:generateContent", NEXT_SPEAKER)).text) as { candidates: [{ content: { parts: Json } }] };
    expect(json.candidates[0].content.parts).toEqual([{ text: '{"reasoning":"lab","next_speaker":"model"}' }]);
    pending = { action: { kind: "text", text: "[1]" }, body: NEXT_SPEAKER };
    const array = JSON.parse((await post("/v1beta/models/m:generateContent", NEXT_SPEAKER)).text) as { candidates: [{ content: { parts: Json } }] };
    expect(array.candidates[0].content.parts).toEqual([{ text: "[1]" }]);
  });

  test("a request that does not want JSON gets the text as it is", async () => {
    pending = { action: { kind: "text", text: "done" }, body: TURN };
    const plain = JSON.parse((await post("/v1beta/models/m:generateContent", TURN)).text) as { candidates: [{ content: { parts: Json } }] };
    expect(plain.candidates[0].content.parts).toEqual([{ text: "done" }]);
  });

  test("countTokens is answered by other; anything else is left to 404", async () => {
    expect(await post("/v1beta/models/gemini-2.5-flash:countTokens", { contents: [] })).toEqual({ status: 200, type: "application/json", text: '{"totalTokens":1}' });
    expect((await post("/v1beta/models/gemini-2.5-flash:embedContent", {})).status).toBe(404);
  });
});

describe("geminiSettings", () => {
  test("API-key auth, no folder trust, no telemetry or updates, each server trusted over stdio", () => {
    const list = { id: "a", about: "", tools: [] };
    expect(geminiSettings([{ name: "a", list, command: ["/usr/bin/node", "/lab/server.js", "a.json"] }])).toEqual({
      security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
      general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, checkpointing: { enabled: false } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      mcpServers: { a: { command: "/usr/bin/node", args: ["/lab/server.js", "a.json"], trust: true } },
    });
  });

  test("a server start time becomes each server's timeout", () => {
    const list = { id: "a", about: "", tools: [] };
    const servers = [{ name: "a", list, command: ["node", "a.js"] }, { name: "b", list, command: ["node", "b.js"] }];
    expect(geminiSettings(servers, 120_000)["mcpServers"]).toEqual({
      a: { command: "node", args: ["a.js"], trust: true, timeout: 120_000 },
      b: { command: "node", args: ["b.js"], trust: true, timeout: 120_000 },
    });
  });
});
