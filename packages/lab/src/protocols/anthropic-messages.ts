/**
 * The Anthropic Messages API as the fake model speaks it (docs.anthropic.com, "Messages" and "Streaming Messages"):
 * `POST /v1/messages` (Claude Code appends `?beta=true`), a JSON answer or, when the request has `stream: true`, the
 * SSE event sequence `message_start`, `content_block_start`/`_delta`/`_stop` per block, `message_delta`, `message_stop`.
 * `POST /v1/messages/count_tokens` is answered with a fixed count.
 */
import type { ServerResponse } from "node:http";
import type { Json, ModelAction, ModelTurn, ProtocolAdapter, SentTool, SentToolResult } from "../types.js";
import { asArray, asObject, sendJson, sendSse } from "./wire.js";

/** Reads the text of a `tool_result` block's `content` (a string, or blocks: text joined, other blocks as `[type]`). */
function resultText(content: Json | undefined): string {
  if (typeof content === "string") return content;
  return asArray(content)
    .map((block) => {
      const object = asObject(block);
      return object["type"] === "text" ? String(object["text"] ?? "") : `[${String(object["type"])}]`;
    })
    .join("\n");
}

/**
 * Claude Code's deferred tools (ToolSearch on): a text block (in `system` or a message) says "The following deferred
 * tools are now available via ToolSearch. ... before calling them:" and names one tool per line after it.
 */
const DEFERRED = /deferred tools are now available via ToolSearch[^\n]*\n((?:[A-Za-z0-9_-]+\n?)+)/;

/** Every text of a request: `system` (a string or blocks) and each message's text blocks. */
function texts(request: { readonly [key: string]: Json }): string[] {
  const blockTexts = (content: Json | undefined): string[] =>
    typeof content === "string" ? [content] : asArray(content).map((block) => asObject(block)["text"]).filter((text): text is string => typeof text === "string");
  return [...blockTexts(request["system"]), ...asArray(request["messages"]).flatMap((message) => blockTexts(asObject(message)["content"]))];
}

/** The deferred tool names the request lists, or undefined when it lists none. */
function deferredNames(request: { readonly [key: string]: Json }): string[] | undefined {
  const found = texts(request)
    .map((text) => DEFERRED.exec(text))
    .find((match) => match !== null);
  return found?.[1]?.split("\n").filter((name) => name !== "");
}

/** The content blocks of an answer. */
function blocks(action: ModelAction): readonly { readonly [key: string]: Json }[] {
  return action.kind === "text"
    ? [{ type: "text", text: action.text }]
    : action.calls.map((call) => ({ type: "tool_use", id: call.id, name: call.name, input: call.arguments }));
}

/** The SSE events of one streamed message (the deltas carry the whole text or input in one piece). */
function events(message: { readonly [key: string]: Json }, content: readonly { readonly [key: string]: Json }[], stopReason: string): [string, Json][] {
  const out: [string, Json][] = [["message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } }]];
  content.forEach((block, index) => {
    const text = block["type"] === "text";
    const start: Json = text ? { type: "text", text: "" } : { ...block, input: {} };
    const delta: Json = text ? { type: "text_delta", text: block["text"] ?? "" } : { type: "input_json_delta", partial_json: JSON.stringify(block["input"]) };
    out.push(["content_block_start", { type: "content_block_start", index, content_block: start }]);
    out.push(["content_block_delta", { type: "content_block_delta", index, delta }]);
    out.push(["content_block_stop", { type: "content_block_stop", index }]);
  });
  out.push(["message_delta", { type: "message_delta", delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } }]);
  out.push(["message_stop", { type: "message_stop" }]);
  return out;
}

let messageCount = 0;

/** The Anthropic Messages adapter (Claude Code). */
export const anthropicMessages: ProtocolAdapter = {
  id: "anthropic-messages",
  matches: (method, path) => method === "POST" && path.endsWith("/v1/messages"),
  read(body): ModelTurn {
    const request = asObject(body);
    // client tools carry input_schema; server tools (web_search...) a `type` and no schema
    const tools = asArray(request["tools"])
      .map(asObject)
      .filter((tool) => typeof tool["name"] === "string" && "input_schema" in tool)
      .map((tool): SentTool => ({ name: String(tool["name"]), description: typeof tool["description"] === "string" ? tool["description"] : "", schema: tool["input_schema"] ?? null }));
    const toolResults = asArray(request["messages"])
      .flatMap((message) => asArray(asObject(message)["content"]))
      .map(asObject)
      .filter((block) => block["type"] === "tool_result")
      .map((block): SentToolResult => ({ callId: String(block["tool_use_id"]), isError: block["is_error"] === true, text: resultText(block["content"]) }));
    const format = asObject(asObject(request["output_config"])["format"] ?? request["output_format"]);
    const deferred = deferredNames(request);
    return { tools, toolResults, wantsJson: format["type"] === "json_schema", ...(deferred === undefined ? {} : { deferred }) };
  },
  write(action, request, res: ServerResponse) {
    const body = asObject(request.body);
    messageCount += 1;
    const content = blocks(action);
    const stopReason = action.kind === "text" ? "end_turn" : "tool_use";
    const message = {
      id: `msg_lab_${messageCount}`,
      type: "message",
      role: "assistant",
      model: typeof body["model"] === "string" ? body["model"] : "claude-lab",
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    };
    if (body["stream"] === true) sendSse(res, events(message, content, stopReason));
    else sendJson(res, 200, { ...message, content, stop_reason: stopReason });
  },
  other(req, path, _body, res) {
    if (req.method === "POST" && path.endsWith("/v1/messages/count_tokens")) {
      sendJson(res, 200, { input_tokens: 1 });
      return true;
    }
    return false;
  },
};
