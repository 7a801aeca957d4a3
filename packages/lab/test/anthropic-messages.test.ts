/** The Anthropic Messages adapter: what it reads from an exact request body, and the exact bytes it answers. */
import type { ServerResponse } from "node:http";
import { describe, expect, test } from "vitest";
import { anthropicMessages } from "../src/protocols/anthropic-messages.js";
import type { Json, ModelAction } from "../src/types.js";

/** A ServerResponse stand-in that keeps the status, headers and body written. */
function capture(): { res: ServerResponse; out: { status?: number; headers?: Record<string, unknown>; body: string } } {
  const out: { status?: number; headers?: Record<string, unknown>; body: string } = { body: "" };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, unknown>) {
      out.status = status;
      out.headers = headers;
      return res;
    },
    write(chunk: string) {
      out.body += chunk;
      return true;
    },
    end(chunk?: string) {
      if (chunk !== undefined) out.body += chunk;
    },
  };
  return { res: res as unknown as ServerResponse, out };
}

const REQUEST: Json = {
  model: "claude-opus-5-5",
  stream: true,
  system: [{ type: "text", text: "You are a lab." }],
  tools: [
    { name: "Read", description: "Reads a file.", input_schema: { type: "object", properties: { path: { type: "string" } } } },
    { type: "web_search_20250305", name: "web_search" },
    { name: "mcp__s__probe", description: "[lab:s/probe]", input_schema: { type: "object", properties: { x: true } } },
  ],
  messages: [
    { role: "user", content: "go" },
    { role: "assistant", content: [{ type: "tool_use", id: "call_lab_1", name: "mcp__s__probe", input: {} }] },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "call_lab_1", content: [{ type: "text", text: "one" }, { type: "image", source: {} }, { type: "text", text: "two" }] },
        { type: "tool_result", tool_use_id: "call_lab_2", is_error: true, content: "boom" },
      ],
    },
    {
      role: "system",
      content: [{ type: "text", text: "The following deferred tools are now available via ToolSearch. Use ToolSearch before calling them:\nCronCreate\nmcp__s__later\n\nOther text." }],
    },
  ],
};

describe("anthropic-messages", () => {
  test("matches POST /v1/messages only (count_tokens goes to other)", () => {
    expect([anthropicMessages.matches("POST", "/v1/messages"), anthropicMessages.matches("GET", "/v1/messages"), anthropicMessages.matches("POST", "/v1/messages/count_tokens")]).toEqual([true, false, false]);
  });

  test("reads client tools with their schemas as sent, every tool_result, the deferred names", () => {
    expect(anthropicMessages.read(REQUEST, "/v1/messages")).toEqual({
      tools: [
        { name: "Read", description: "Reads a file.", schema: { type: "object", properties: { path: { type: "string" } } } },
        { name: "mcp__s__probe", description: "[lab:s/probe]", schema: { type: "object", properties: { x: true } } },
      ],
      toolResults: [
        { callId: "call_lab_1", isError: false, text: "one\n[image]\ntwo" },
        { callId: "call_lab_2", isError: true, text: "boom" },
      ],
      wantsJson: false,
      deferred: ["CronCreate", "mcp__s__later"],
    });
  });

  test("a structured-output request wants JSON; no deferred text means no deferred field", () => {
    const turn = anthropicMessages.read({ messages: [{ role: "user", content: "title?" }], output_config: { format: { type: "json_schema", schema: {} } } }, "/v1/messages");
    expect(turn).toEqual({ tools: [], toolResults: [], wantsJson: true });
  });

  test("writes a non-streamed tool_use message as JSON", () => {
    const { res, out } = capture();
    const action: ModelAction = { kind: "calls", calls: [{ id: "call_lab_7", name: "mcp__s__probe", arguments: { a: 1 } }] };
    anthropicMessages.write(action, { body: { model: "m" }, path: "/v1/messages", query: new URLSearchParams() }, res);
    const body = JSON.parse(out.body) as { id: string };
    expect([out.status, out.headers?.["content-type"]]).toEqual([200, "application/json"]);
    expect(body).toEqual({
      id: body.id,
      type: "message",
      role: "assistant",
      model: "m",
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
      content: [{ type: "tool_use", id: "call_lab_7", name: "mcp__s__probe", input: { a: 1 } }],
      stop_reason: "tool_use",
    });
    expect(body.id).toMatch(/^msg_lab_\d+$/);
  });

  test("streams a text answer as the SSE event sequence", () => {
    const { res, out } = capture();
    anthropicMessages.write({ kind: "text", text: "done" }, { body: { model: "m", stream: true }, path: "/v1/messages", query: new URLSearchParams() }, res);
    const events = out.body
      .trim()
      .split("\n\n")
      .map((event) => {
        const [name, data] = event.split("\n");
        return [name, JSON.parse(String(data).slice("data: ".length)) as Json];
      });
    const id = (events[0]?.[1] as { message: { id: string } }).message.id;
    expect([out.headers?.["content-type"], events]).toEqual([
      "text/event-stream",
      [
        ["event: message_start", { type: "message_start", message: { id, type: "message", role: "assistant", model: "m", stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 }, content: [], stop_reason: null } }],
        ["event: content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }],
        ["event: content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "done" } }],
        ["event: content_block_stop", { type: "content_block_stop", index: 0 }],
        ["event: message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 1 } }],
        ["event: message_stop", { type: "message_stop" }],
      ],
    ]);
  });

  test("streams a tool call's input in one input_json_delta", () => {
    const { res, out } = capture();
    anthropicMessages.write({ kind: "calls", calls: [{ id: "c1", name: "t", arguments: { q: "x" } }] }, { body: { stream: true }, path: "/v1/messages", query: new URLSearchParams() }, res);
    expect(out.body).toContain(`data: ${JSON.stringify({ type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "c1", name: "t", input: {} } })}\n\n`);
    expect(out.body).toContain(`data: ${JSON.stringify({ type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '{"q":"x"}' } })}\n\n`);
    expect(out.body).toContain('"stop_reason":"tool_use"');
  });

  test("answers count_tokens and nothing else", () => {
    const first = capture();
    const counted = anthropicMessages.other?.({ method: "POST" } as never, "/v1/messages/count_tokens", {}, first.res);
    const second = capture();
    const other = anthropicMessages.other?.({ method: "GET" } as never, "/v1/models", undefined, second.res);
    expect([counted, first.out.body, other, second.out.body]).toEqual([true, '{"input_tokens":1}', false, ""]);
  });
});
