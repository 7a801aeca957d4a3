/**
 * The Responses adapter: requests read as Codex CLI 0.169.0 sends them (the body below is cut from the lab's recording:
 * a top-level function, a non-function tool, a built-in namespace and an MCP server's namespace; the calls of the last
 * turn and their `function_call_output` items), answers written byte for byte over a real HTTP server, streaming and
 * not.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openAiResponses } from "../src/protocols/openai-responses.js";
import type { Json, ModelAction } from "../src/types.js";
import { adapterServer, type AdapterServer } from "./adapter-server.js";

/** A Codex CLI 0.169.0 request of the second turn. */
const CODEX_BODY: Json = {
  model: "lab-model",
  stream: true,
  input: [
    { type: "message", id: "msg_1", role: "developer", content: [{ type: "input_text", text: "You are a coding agent running in the Codex CLI" }] },
    { type: "message", id: "msg_2", role: "user", content: [{ type: "input_text", text: "call the tools" }] },
    { type: "function_call", id: "fc_1", name: "control", namespace: "mcp__lab", arguments: "{}", call_id: "call_lab_1" },
    { type: "function_call", id: "fc_2", name: "probe_with_dot", namespace: "mcp__lab", arguments: "{}", call_id: "call_lab_2" },
    {
      type: "function_call_output",
      id: "fco_1",
      call_id: "call_lab_1",
      output: [
        { type: "input_text", text: "Wall time: 0.0079 seconds\nOutput:" },
        { type: "input_text", text: "lab/control ok" },
      ],
    },
    {
      type: "function_call_output",
      id: "fco_2",
      call_id: "call_lab_2",
      output: [
        { type: "input_text", text: "Wall time: 12.5 seconds\nOutput:" },
        { type: "input_image", image_url: "data:image/png;base64," },
        { type: "input_text", text: "it failed" },
      ],
    },
    { type: "function_call_output", call_id: "call_lab_3", output: "unsupported call: mcp__lab__control" },
  ],
  tools: [
    { type: "function", name: "exec_command", description: "Runs a command", strict: false, parameters: { type: "object", properties: { cmd: { type: "string" } }, required: ["cmd"] } },
    { type: "web_search", external_web_access: false },
    {
      type: "namespace",
      name: "multi_agent_v1",
      description: "Tools for spawning and managing sub-agents.",
      tools: [{ type: "function", name: "close_agent", description: "Close an agent", strict: false, parameters: { type: "object", properties: {} } }],
    },
    {
      type: "namespace",
      name: "mcp__lab",
      description: "Tools in the mcp__lab namespace.",
      tools: [
        { type: "function", name: "control", description: "[lab:lab/control] plain", strict: false, parameters: { type: "object", properties: { text: { type: "string" } } } },
        { type: "function", name: "probe_with_dot", description: "[lab:lab/probe] dotted", strict: false, parameters: { type: "object", properties: {} } },
      ],
    },
  ],
  tool_choice: "auto",
  parallel_tool_calls: true,
  reasoning: { summary: "auto" },
  store: false,
  include: ["reasoning.encrypted_content"],
};

describe("read", () => {
  test("top-level functions by their name, namespaced ones as <namespace>.<name>, other tool types left out", () => {
    expect(openAiResponses.read(CODEX_BODY, "/v1/responses").tools).toEqual([
      { name: "exec_command", description: "Runs a command", schema: { type: "object", properties: { cmd: { type: "string" } }, required: ["cmd"] } },
      { name: "multi_agent_v1.close_agent", description: "Close an agent", schema: { type: "object", properties: {} } },
      { name: "mcp__lab.control", description: "[lab:lab/control] plain", schema: { type: "object", properties: { text: { type: "string" } } } },
      { name: "mcp__lab.probe_with_dot", description: "[lab:lab/probe] dotted", schema: { type: "object", properties: {} } },
    ]);
  });

  test("function_call_output items: text parts joined, other parts left out, Codex's wall time fixed, never isError", () => {
    expect(openAiResponses.read(CODEX_BODY, "/v1/responses").toolResults).toEqual([
      { callId: "call_lab_1", isError: false, text: "Wall time: <seconds> seconds\nOutput:\nlab/control ok" },
      { callId: "call_lab_2", isError: false, text: "Wall time: <seconds> seconds\nOutput:\nit failed" },
      { callId: "call_lab_3", isError: false, text: "unsupported call: mcp__lab__control" },
    ]);
  });

  test("text.format json_schema and json_object want JSON, text and no format do not", () => {
    const wants = (format: Json | undefined): boolean =>
      openAiResponses.read(format === undefined ? { input: [] } : { input: [], text: { format } }, "/responses").wantsJson;
    expect([wants({ type: "json_schema", name: "x", schema: {} }), wants({ type: "json_object" }), wants({ type: "text" }), wants(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  test("a tool without parameters reads as schema null; a body that is not an object as an empty turn", () => {
    expect(openAiResponses.read({ tools: [{ type: "function", name: "bare" }] }, "/v1/responses").tools).toEqual([
      { name: "bare", description: "", schema: null },
    ]);
    expect(openAiResponses.read("nope", "/v1/responses")).toEqual({ tools: [], toolResults: [], wantsJson: false });
  });
});

describe("matches", () => {
  test.each([
    ["POST", "/v1/responses", true],
    ["POST", "/responses", true],
    ["GET", "/v1/responses", false],
    ["POST", "/v1/responses/compact", false],
    ["POST", "/v1/chat/completions", false],
    ["POST", "/api/v1/responses", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(openAiResponses.matches(method, path)).toBe(expected);
  });
});

let lab: AdapterServer;
beforeAll(async () => {
  lab = await adapterServer(openAiResponses, "/v1/responses");
});
afterAll(() => lab.close());
const answer = (action: ModelAction, body: Json) => lab.answer(action, body);

const CALLS: ModelAction = {
  kind: "calls",
  calls: [
    { id: "call_a", name: "mcp__lab.probe_with_dot", arguments: { a: "x", n: [1, null] } },
    { id: "call_b", name: "exec_command", arguments: {} },
  ],
};

/** The `created_at` of a written response is the clock's (whole seconds); the tests pin it to this value in the raw text. */
const AT = 0;
const pinned = (text: string): string => text.replace(/"created_at":\d+,/g, `"created_at":${AT},`);

/** A function_call item as written. */
type CallItem = { readonly id: string; readonly [key: string]: Json };

/** The function_call items of {@link CALLS} answering a request with 7 input items, in a `completed` response. */
const FIRST: CallItem = {
  type: "function_call",
  id: "fc_resp_lab_7_0",
  status: "completed",
  call_id: "call_a",
  arguments: '{"a":"x","n":[1,null]}',
  name: "probe_with_dot",
  namespace: "mcp__lab",
};
const SECOND: CallItem = { type: "function_call", id: "fc_resp_lab_7_1", status: "completed", call_id: "call_b", arguments: "{}", name: "exec_command" };
const CALL_ITEMS: readonly CallItem[] = [FIRST, SECOND];

describe("write, not streaming", () => {
  test("calls: one Response with a function_call per call; a namespaced name split into name and namespace", async () => {
    const { type, text } = await answer(CALLS, { ...(CODEX_BODY as object), stream: false });
    expect(type).toBe("application/json");
    expect(JSON.parse(pinned(text))).toEqual({
      id: "resp_lab_7",
      object: "response",
      created_at: AT,
      status: "completed",
      model: "lab-model",
      output: CALL_ITEMS,
      usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
    });
  });

  test("text: one assistant message with one output_text part; an unknown call name is written as it is", async () => {
    const text = (await answer({ kind: "text", text: "done" }, { input: [] })).text;
    expect(JSON.parse(pinned(text))).toEqual({
      id: "resp_lab_0",
      object: "response",
      created_at: AT,
      status: "completed",
      model: null,
      output: [{ type: "message", id: "msg_resp_lab_0", status: "completed", role: "assistant", content: [{ type: "output_text", text: "done", annotations: [] }] }],
      usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
    });
    const unknown = (await answer({ kind: "calls", calls: [{ id: "c", name: "nowhere.tool", arguments: {} }] }, {})).text;
    expect((JSON.parse(unknown) as { output: Json }).output).toEqual([
      { type: "function_call", id: "fc_resp_lab_0_0", status: "completed", call_id: "c", arguments: "{}", name: "nowhere.tool" },
    ]);
  });
});

/** One SSE event as written: its `event:` line and its data with the sequence number last. */
const event = (sequence: number, data: { readonly type: string; readonly [key: string]: Json }): string =>
  `event: ${data.type}\ndata: ${JSON.stringify({ ...data, sequence_number: sequence })}\n\n`;

const inProgress = (id: string, model: Json): Json => ({ id, object: "response", created_at: AT, status: "in_progress", model, output: [], usage: null });

describe("write, streaming", () => {
  test("calls: created, in_progress, per call added (empty arguments), arguments delta and done, item done, completed", async () => {
    const { type, text } = await answer(CALLS, CODEX_BODY);
    expect(type).toBe("text/event-stream");
    const [first, second] = [FIRST, SECOND];
    expect(pinned(text)).toBe(
        event(0, { type: "response.created", response: inProgress("resp_lab_7", "lab-model") }) +
          event(1, { type: "response.in_progress", response: inProgress("resp_lab_7", "lab-model") }) +
          event(2, { type: "response.output_item.added", output_index: 0, item: { ...first, status: "in_progress", arguments: "" } }) +
          event(3, { type: "response.function_call_arguments.delta", output_index: 0, item_id: first.id, delta: '{"a":"x","n":[1,null]}' }) +
          event(4, { type: "response.function_call_arguments.done", output_index: 0, item_id: first.id, arguments: '{"a":"x","n":[1,null]}' }) +
          event(5, { type: "response.output_item.done", output_index: 0, item: first }) +
          event(6, { type: "response.output_item.added", output_index: 1, item: { ...second, status: "in_progress", arguments: "" } }) +
          event(7, { type: "response.function_call_arguments.delta", output_index: 1, item_id: second.id, delta: "{}" }) +
          event(8, { type: "response.function_call_arguments.done", output_index: 1, item_id: second.id, arguments: "{}" }) +
          event(9, { type: "response.output_item.done", output_index: 1, item: second }) +
          event(10, {
            type: "response.completed",
            response: { id: "resp_lab_7", object: "response", created_at: AT, status: "completed", model: "lab-model", output: CALL_ITEMS, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } },
          }),
    );
  });

  test("text: the message added empty, its part added, one text delta, text done, part done, item done, completed", async () => {
    const { text } = await answer({ kind: "text", text: "done" }, { model: "m", stream: true, input: [{ type: "message" }] });
    const part = { type: "output_text", text: "done", annotations: [] };
    const item = { type: "message", id: "msg_resp_lab_1", status: "completed", role: "assistant", content: [part] };
    const at = { output_index: 0, item_id: "msg_resp_lab_1", content_index: 0 };
    expect(pinned(text)).toBe(
      event(0, { type: "response.created", response: inProgress("resp_lab_1", "m") }) +
        event(1, { type: "response.in_progress", response: inProgress("resp_lab_1", "m") }) +
        event(2, { type: "response.output_item.added", output_index: 0, item: { ...item, status: "in_progress", content: [] } }) +
        event(3, { type: "response.content_part.added", ...at, part: { type: "output_text", text: "", annotations: [] } }) +
        event(4, { type: "response.output_text.delta", ...at, delta: "done" }) +
        event(5, { type: "response.output_text.done", ...at, text: "done" }) +
        event(6, { type: "response.content_part.done", ...at, part }) +
        event(7, { type: "response.output_item.done", output_index: 0, item }) +
        event(8, {
          type: "response.completed",
          response: { id: "resp_lab_1", object: "response", created_at: AT, status: "completed", model: "m", output: [item], usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } },
        }),
    );
  });
});
