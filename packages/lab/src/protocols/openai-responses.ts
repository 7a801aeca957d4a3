/**
 * The fake model's OpenAI Responses API (`POST /v1/responses`, `POST /responses`), as Codex CLI speaks it.
 *
 * Tools arrive as `{type: "function", name, description, parameters}`, or grouped as
 * `{type: "namespace", name, description, tools: [function…]}` (Codex puts each MCP server's tools in a namespace
 * `mcp__<server>`; lab recording codex@0.169.0). A namespaced tool is reported as `<namespace>.<name>`; a call of it
 * is written back with `name` and `namespace` apart, as the API's `function_call` item carries them (a call that
 * names `mcp__<server>__<tool>` instead is refused by Codex: "unsupported call").
 * Tool results are the `function_call_output` input items; their `output` is a string or a list of `input_text`
 * parts. The Responses API has no error flag on a tool result, so `isError` is always false here: a product that
 * wants the model to know a call failed has to say it in the text (Codex 0.169.0 does not: a result with `isError`
 * reaches the model framed exactly like a success). Parts of the text that change on every run are fixed by
 * {@link VOLATILE_FRAMES}.
 * Answers stream as the API's typed SSE events (`response.created`, `response.output_item.added`, the text or
 * argument deltas, `response.output_item.done`, `response.completed`), or as one Response object when `stream` is not
 * true. Source: the OpenAI API reference, "Responses" and "Streaming events".
 */
import type { ServerResponse } from "node:http";
import type { Json, ModelAction, ModelTurn, ProtocolAdapter, SentTool, SentToolResult } from "../types.js";
import { asArray, asObject, sendJson, sendSse } from "./wire.js";

/** A JSON object as read from a request body. */
type JsonObject = { readonly [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asString = (value: Json | undefined): string => (typeof value === "string" ? value : "");

/** The separator between a namespace and a tool name in {@link SentTool.name}. */
const NAMESPACE_SEPARATOR = ".";

/** One tool the request offers: the name the model calls, and the namespace the call must carry back (if any). */
interface OfferedTool {
  readonly sent: SentTool;
  readonly call: { readonly name: string; readonly namespace?: string };
}

/** The `function` tools of a request, namespaced ones included (other tool types carry no parameters schema). */
function offeredTools(body: JsonObject): OfferedTool[] {
  const offered: OfferedTool[] = [];
  const addFunction = (tool: JsonObject, namespace?: string): void => {
    if (tool.type !== "function") return;
    const name = asString(tool.name);
    offered.push({
      sent: {
        name: namespace === undefined ? name : `${namespace}${NAMESPACE_SEPARATOR}${name}`,
        description: asString(tool.description),
        schema: tool.parameters ?? null,
      },
      call: namespace === undefined ? { name } : { name, namespace },
    });
  };
  for (const tool of asArray(body.tools)) {
    if (!isObject(tool)) continue;
    if (tool.type !== "namespace") {
      addFunction(tool);
      continue;
    }
    for (const inner of asArray(tool.tools)) if (isObject(inner)) addFunction(inner, asString(tool.name));
  }
  return offered;
}

/**
 * A part of a tool result's text that a product makes different on every run, and the fixed text the adapter reads
 * in its place (so that a recording can be compared with a re-run). `source` is the lab recording it was seen in.
 */
export interface VolatileFrame {
  readonly product: string;
  readonly pattern: RegExp;
  readonly replacement: string;
  readonly source: string;
}

/** The volatile frames of the products the lab drives over the Responses API. */
export const VOLATILE_FRAMES: readonly VolatileFrame[] = [
  // Codex prefixes every MCP result it hands the model with the call's duration, then "Output:".
  { product: "codex", pattern: /^Wall time: \d+(?:\.\d+)? seconds\n/, replacement: "Wall time: <seconds> seconds\n", source: "codex@0.169.0" },
];

const steady = (text: string): string => VOLATILE_FRAMES.reduce((out, frame) => out.replace(frame.pattern, frame.replacement), text);

/**
 * The text of a `function_call_output`'s `output`: the string, or its text parts joined by newlines, with every
 * {@link VOLATILE_FRAMES} frame replaced.
 */
function outputText(output: Json | undefined): string {
  if (typeof output === "string") return steady(output);
  return steady(asArray(output)
    .filter(isObject)
    .filter((part) => part.type === "input_text" || part.type === "output_text")
    .map((part) => asString(part.text))
    .join("\n"));
}

/** Reads a Responses request body: its function tools and the `function_call_output` items of its `input`. */
function read(body: Json): ModelTurn {
  const request = asObject(body);
  const toolResults: SentToolResult[] = asArray(request.input)
    .filter(isObject)
    .filter((item) => item.type === "function_call_output")
    .map((item) => ({ callId: asString(item.call_id), isError: false, text: outputText(item.output) }));
  const format = isObject(request.text) && isObject(request.text.format) ? request.text.format.type : undefined;
  return {
    tools: offeredTools(request).map((tool) => tool.sent),
    toolResults,
    wantsJson: format === "json_schema" || format === "json_object",
  };
}

/** The output items answering `action`: one assistant message, or one `function_call` per call. */
function outputItems(action: ModelAction, body: JsonObject, responseId: string): JsonObject[] {
  if (action.kind === "text") {
    return [
      {
        type: "message",
        id: `msg_${responseId}`,
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text: action.text, annotations: [] }],
      },
    ];
  }
  const byName = new Map(offeredTools(body).map((tool) => [tool.sent.name, tool.call]));
  return action.calls.map((call, index) => ({
    type: "function_call",
    id: `fc_${responseId}_${index}`,
    status: "completed",
    call_id: call.id,
    arguments: JSON.stringify(call.arguments),
    ...(byName.get(call.name) ?? { name: call.name }),
  }));
}

/** A Response object with `output` and `status`. */
function response(id: string, model: Json, status: string, output: readonly JsonObject[]): JsonObject {
  return {
    id,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status,
    model,
    output,
    usage: status === "completed" ? { input_tokens: 1, output_tokens: 1, total_tokens: 2 } : null,
  };
}

/** The SSE events that stream one output item at `index`: added (empty), its deltas, its parts done, done. */
function itemEvents(item: JsonObject, index: number): JsonObject[] {
  if (item.type === "function_call") {
    const args = asString(item.arguments);
    return [
      { type: "response.output_item.added", output_index: index, item: { ...item, status: "in_progress", arguments: "" } },
      { type: "response.function_call_arguments.delta", output_index: index, item_id: item.id ?? null, delta: args },
      { type: "response.function_call_arguments.done", output_index: index, item_id: item.id ?? null, arguments: args },
      { type: "response.output_item.done", output_index: index, item },
    ];
  }
  const part = asArray(item.content)[0] ?? null;
  const text = isObject(part) ? asString(part.text) : "";
  const at = { output_index: index, item_id: item.id ?? null, content_index: 0 };
  return [
    { type: "response.output_item.added", output_index: index, item: { ...item, status: "in_progress", content: [] } },
    { type: "response.content_part.added", ...at, part: { type: "output_text", text: "", annotations: [] } },
    { type: "response.output_text.delta", ...at, delta: text },
    { type: "response.output_text.done", ...at, text },
    { type: "response.content_part.done", ...at, part },
    { type: "response.output_item.done", output_index: index, item },
  ];
}

/**
 * Writes `action` as a Responses answer: typed SSE events when the request has `stream: true`, else one JSON object.
 * The response id is `resp_lab_<number of input items>`, so it differs between the turns of a conversation.
 */
function write(action: ModelAction, request: { readonly body: Json }, res: ServerResponse): void {
  const body = asObject(request.body);
  const id = `resp_lab_${asArray(body.input).length}`;
  const output = outputItems(action, body, id);
  const model = body.model ?? null;
  if (body.stream !== true) {
    sendJson(res, 200, response(id, model, "completed", output));
    return;
  }
  const events: JsonObject[] = [
    { type: "response.created", response: response(id, model, "in_progress", []) },
    { type: "response.in_progress", response: response(id, model, "in_progress", []) },
    ...output.flatMap(itemEvents),
    { type: "response.completed", response: response(id, model, "completed", output) },
  ];
  sendSse(res, events.map((event, sequence) => [asString(event.type), { ...event, sequence_number: sequence }] as const));
}

/** The OpenAI Responses adapter: `POST …/responses` (not its sub-paths such as `/responses/compact`). */
export const openAiResponses: ProtocolAdapter = {
  id: "openai-responses",
  matches: (method, path) => method === "POST" && /^(?:\/v1)?\/responses$/.test(path),
  read,
  write,
};
