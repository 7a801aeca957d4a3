/**
 * The Chat Completions adapter: requests read as the products send them (the bodies below are cut from the lab's
 * recordings of Qwen Code 0.15.10 and Copilot CLI 1.0.102), answers written byte for byte over a real HTTP server,
 * streaming and not, and the model list.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHAT_MODEL, openAiChat } from "../src/protocols/openai-chat.js";
import type { Json, ModelAction } from "../src/types.js";
import { adapterServer, type AdapterServer } from "./adapter-server.js";

/**
 * A Qwen Code 0.15.10 request of the second turn: a clean result, a framed `isError` result, a refusal of its own
 * argument validation (not framed), and a result the SDK client refused (framed by `McpError`).
 */
const QWEN_BODY: Json = {
  model: "lab-model",
  messages: [
    { role: "system", content: "You are Qwen Code" },
    { role: "user", content: [{ type: "text", text: "call the tools" }] },
    {
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "call_0", type: "function", function: { name: "mcp__lab__control", arguments: "{}" } },
        { id: "call_1", type: "function", function: { name: "mcp__lab__bad-tool", arguments: '{"a":"x"}' } },
      ],
    },
    { role: "tool", tool_call_id: "call_0", content: [{ type: "text", text: "ok" }] },
    {
      role: "tool",
      tool_call_id: "call_1",
      content: [{ type: "text", text: "MCP tool 'bad-tool' reported tool error for function call: {\"name\":\"bad-tool\"} with response: []" }],
    },
    { role: "tool", tool_call_id: "call_2", content: [{ type: "text", text: "params must have required property 'a'" }] },
    { role: "tool", tool_call_id: "call_3", content: [{ type: "text", text: "MCP error -32602: Structured content does not match the tool's output schema: data/count must be integer" }] },
  ],
  tools: [
    { type: "function", function: { name: "mcp__lab__control", description: "[lab:t/control] plain", parameters: { type: "object", properties: { a: { type: "string" } } } } },
    { type: "function", function: { name: "agent", description: "Launch an agent" } },
  ],
  stream: true,
  stream_options: { include_usage: true },
  max_tokens: 8000,
};

/** A Copilot CLI 1.0.102 request: string contents, `$schema` kept, keywords moved into descriptions. */
const COPILOT_BODY: Json = {
  model: "lab-model",
  temperature: 0,
  messages: [
    { role: "user", content: "call the tools" },
    { role: "tool", tool_call_id: "call_0", content: "MCP server 'lab': boom" },
    { role: "tool", tool_call_id: "call_1", content: "ok" },
  ],
  tools: [
    {
      type: "function",
      function: {
        name: "lab-bad-tool",
        description: "[lab:t/err] errs",
        parameters: { $schema: "https://json-schema.org/draft/2020-12/schema", properties: { b: { type: "string", description: '{pattern: "^x"}' } }, type: "object" },
      },
    },
  ],
  stream: false,
};

describe("read", () => {
  test("Qwen Code's tools, parameters as sent, a tool without parameters read as null", () => {
    expect(openAiChat.read(QWEN_BODY, "/v1/chat/completions").tools).toEqual([
      { name: "mcp__lab__control", description: "[lab:t/control] plain", schema: { type: "object", properties: { a: { type: "string" } } } },
      { name: "agent", description: "Launch an agent", schema: null },
    ]);
  });

  test("Qwen Code's tool results: its isError frame and the SDK's McpError frame read as isError, a bare refusal not", () => {
    expect(openAiChat.read(QWEN_BODY, "/v1/chat/completions").toolResults).toEqual([
      { callId: "call_0", isError: false, text: "ok" },
      { callId: "call_1", isError: true, text: "MCP tool 'bad-tool' reported tool error for function call: {\"name\":\"bad-tool\"} with response: []" },
      { callId: "call_2", isError: false, text: "params must have required property 'a'" },
      { callId: "call_3", isError: true, text: "MCP error -32602: Structured content does not match the tool's output schema: data/count must be integer" },
    ]);
  });

  test("Copilot CLI's string contents and its error frame", () => {
    const turn = openAiChat.read(COPILOT_BODY, "/chat/completions");
    expect(turn.toolResults).toEqual([
      { callId: "call_0", isError: true, text: "MCP server 'lab': boom" },
      { callId: "call_1", isError: false, text: "ok" },
    ]);
    expect(turn.tools.map((tool) => tool.schema)).toEqual([
      { $schema: "https://json-schema.org/draft/2020-12/schema", properties: { b: { type: "string", description: '{pattern: "^x"}' } }, type: "object" },
    ]);
    expect(turn.wantsJson).toBe(false);
  });

  test("non-text parts are kept as their JSON; response_format json_object and json_schema want JSON, text does not", () => {
    const body = (format: Json): Json => ({
      messages: [{ role: "tool", tool_call_id: "c", content: [{ type: "text", text: "a" }, { type: "image_url", image_url: { url: "data:," } }] }],
      response_format: format,
    });
    expect(openAiChat.read(body({ type: "json_object" }), "/v1/chat/completions")).toEqual({
      tools: [],
      toolResults: [{ callId: "c", isError: false, text: 'a\n{"type":"image_url","image_url":{"url":"data:,"}}' }],
      wantsJson: true,
    });
    expect(openAiChat.read(body({ type: "json_schema", json_schema: { name: "x" } }), "/v1/chat/completions").wantsJson).toBe(true);
    expect(openAiChat.read(body({ type: "text" }), "/v1/chat/completions").wantsJson).toBe(false);
  });

  test("a body that is not an object reads as an empty turn", () => {
    expect(openAiChat.read([1, 2], "/v1/chat/completions")).toEqual({ tools: [], toolResults: [], wantsJson: false });
  });
});

describe("matches", () => {
  test.each([
    ["POST", "/v1/chat/completions", true],
    ["POST", "/chat/completions", true],
    ["GET", "/v1/chat/completions", false],
    ["POST", "/v1/responses", false],
    ["POST", "/v1/chat/completionsx", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(openAiChat.matches(method, path)).toBe(expected);
  });
});

let lab: AdapterServer;
let base: string;
beforeAll(async () => {
  lab = await adapterServer(openAiChat, "/v1/chat/completions");
  base = lab.base;
});
afterAll(() => lab.close());
const answer = (action: ModelAction, body: Json) => lab.answer(action, body);

const CALLS: ModelAction = {
  kind: "calls",
  calls: [
    { id: "call_a", name: "mcp__lab__control", arguments: {} },
    { id: "call_b", name: "lab-bad-tool", arguments: { a: "x", n: [1, null] } },
  ],
};

describe("write, not streaming", () => {
  test("calls: one chat.completion with tool_calls, arguments as JSON strings, finish_reason tool_calls", async () => {
    const { type, text } = await answer(CALLS, { model: "m-1", stream: false });
    expect(type).toBe("application/json");
    expect(JSON.parse(text)).toEqual({
      id: "chatcmpl-lab",
      object: "chat.completion",
      created: 0,
      model: "m-1",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: null,
            tool_calls: [
              { id: "call_a", type: "function", function: { name: "mcp__lab__control", arguments: "{}" } },
              { id: "call_b", type: "function", function: { name: "lab-bad-tool", arguments: '{"a":"x","n":[1,null]}' } },
            ],
          },
          logprobs: null,
          finish_reason: "tool_calls",
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });

  test("text, with no model in the request: the lab's model, finish_reason stop", async () => {
    const { text } = await answer({ kind: "text", text: "done" }, {});
    expect(JSON.parse(text)).toEqual({
      id: "chatcmpl-lab",
      object: "chat.completion",
      created: 0,
      model: CHAT_MODEL,
      choices: [{ index: 0, message: { role: "assistant", content: "done" }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
});

const chunk = (model: string, delta: Json, finish: string | null): string =>
  `data: ${JSON.stringify({ id: "chatcmpl-lab", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;

describe("write, streaming", () => {
  test("calls with include_usage: role, per call its id and name then its arguments, finish, usage, [DONE]", async () => {
    const { type, text } = await answer(CALLS, { model: "m-1", stream: true, stream_options: { include_usage: true } });
    expect(type).toBe("text/event-stream");
    expect(text).toBe(
      chunk("m-1", { role: "assistant", content: null }, null) +
        chunk("m-1", { tool_calls: [{ index: 0, id: "call_a", type: "function", function: { name: "mcp__lab__control", arguments: "" } }] }, null) +
        chunk("m-1", { tool_calls: [{ index: 0, function: { arguments: "{}" } }] }, null) +
        chunk("m-1", { tool_calls: [{ index: 1, id: "call_b", type: "function", function: { name: "lab-bad-tool", arguments: "" } }] }, null) +
        chunk("m-1", { tool_calls: [{ index: 1, function: { arguments: '{"a":"x","n":[1,null]}' } }] }, null) +
        chunk("m-1", {}, "tool_calls") +
        `data: ${JSON.stringify({ id: "chatcmpl-lab", object: "chat.completion.chunk", created: 0, model: "m-1", choices: [], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } })}\n\n` +
        "data: [DONE]\n\n",
    );
  });

  test("text without include_usage: role and content, finish stop, no usage chunk, [DONE]", async () => {
    const { text } = await answer({ kind: "text", text: "done" }, { model: "m-2", stream: true });
    expect(text).toBe(chunk("m-2", { role: "assistant", content: "done" }, null) + chunk("m-2", {}, "stop") + "data: [DONE]\n\n");
  });
});

describe("other", () => {
  const MODEL = { id: CHAT_MODEL, object: "model", created: 0, owned_by: "mcp-wire-lab" };

  test.each([
    ["/v1/models", { object: "list", data: [MODEL] }],
    ["/models", { object: "list", data: [MODEL] }],
    [`/v1/models/${CHAT_MODEL}`, MODEL],
  ])("GET %s", async (path, expected) => {
    const response = await fetch(`${base}${path}`);
    expect([response.status, await response.json()]).toEqual([200, expected]);
  });

  test("GET of another path or another model is left to the server (404 here)", async () => {
    expect((await fetch(`${base}/v1/models/other`)).status).toBe(404);
    expect((await fetch(`${base}/v1/embeddings`)).status).toBe(404);
  });
});
