/**
 * OpenAI Chat Completions, as the products that speak it call it (Qwen Code, GitHub Copilot CLI, Continue, Kilo):
 * `POST …/chat/completions` (with or without a `/v1` base path) carries a model turn; `GET …/models` and
 * `GET …/models/<id>` list the one model the lab serves, for products that ask before the first turn.
 *
 * Shapes (platform.openai.com/docs/api-reference/chat): a request's `tools[]` are
 * `{ type: "function", function: { name, description, parameters } }`; a tool result is a `role: "tool"` message
 * with `tool_call_id` and `content` as a string or an array of `{ type: "text", text }` parts; `response_format`
 * `json_object` / `json_schema` asks for a JSON answer. An answer is a `chat.completion` object, or with
 * `stream: true` server-sent events of `chat.completion.chunk` objects (`delta.content`, `delta.tool_calls[]` with
 * `index`, the call's `id` and `function.name` in its first chunk and `function.arguments` after, then a chunk with
 * `finish_reason`, a usage chunk when `stream_options.include_usage` is set) ended by `data: [DONE]`.
 *
 * The protocol has no error flag on a tool result: a product can only say so in the text. Which texts say so is the
 * data table {@link ERROR_FRAMES}, one row per frame seen in the lab's recordings.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Json, ModelAction, ModelTurn, ProtocolAdapter, SentTool, SentToolResult } from "../types.js";
import { asArray, asObject, sendJson, sendSse } from "./wire.js";

type JsonObject = { readonly [key: string]: Json };

/** The model id the lab's `GET /models` lists; drivers of Chat Completions products configure it as their model. */
export const CHAT_MODEL = "lab-model";

/**
 * A frame a product (or the MCP client library it is built on) puts around a tool result it hands the model as an
 * error: a text that `pattern` matches is read as `isError: true`. `framer` is who writes the frame, `source` where
 * it was seen (a lab recording, product@version).
 */
export interface ErrorFrame {
  readonly framer: string;
  readonly pattern: RegExp;
  readonly source: string;
}

/** The error frames of the products the lab drives over Chat Completions. */
export const ERROR_FRAMES: readonly ErrorFrame[] = [
  // `DiscoveredMCPToolInvocation.executeWithDirectClient` (cli.js of the package): a CallToolResult with `isError` becomes this text.
  { framer: "qwen-code", pattern: /^MCP tool '[^']*' reported tool error for function call: /, source: "qwen-code@0.15.10" },
  // A CallToolResult with `isError` reaches the model as "MCP server '<server>': <the result's text>".
  { framer: "copilot-cli", pattern: /^MCP server '[^']*': /, source: "copilot-cli@1.0.102" },
  // `McpError`'s message in @modelcontextprotocol/sdk 1.x (`MCP error <code>: <message>`): a JSON-RPC error, or a
  // result the client refused (an outputSchema violated or missing), handed over as the error's message.
  { framer: "@modelcontextprotocol/sdk", pattern: /^MCP error -?\d+: /, source: "qwen-code@0.15.10" },
  // A call that throws (the SDK client refused the result, the server answered a JSON-RPC error) reaches the model as
  // "Error executing tool <name>: <the error's message>"; a CallToolResult with `isError` is handed over unframed, as
  // the JSON of its content, exactly like a success.
  { framer: "continue", pattern: /^Error executing tool [^:]*: /, source: "continue@1.5.47" },
];

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The objects of an array (other entries left out). */
const objects = (value: Json | undefined): JsonObject[] => asArray(value).filter(isObject);

const text = (value: Json | undefined): string => (typeof value === "string" ? value : "");

/** A request's `tools[]` entries of type `function`, as sent (name, description, `parameters` or `null`). */
export function chatTools(body: Json): SentTool[] {
  return objects(asObject(body)["tools"]).flatMap((tool) => {
    const fn = tool["function"];
    if (tool["type"] !== "function" || !isObject(fn)) return [];
    return [{ name: text(fn["name"]), description: text(fn["description"]), schema: fn["parameters"] ?? null }];
  });
}

/**
 * The text of a tool message's `content`: the string itself, or its parts joined by "\n" (a `text` part gives its
 * `text`, any other part its JSON).
 */
export function contentText(content: Json | undefined): string {
  if (typeof content === "string") return content;
  return objects(content)
    .map((part) => (part["type"] === "text" && typeof part["text"] === "string" ? part["text"] : JSON.stringify(part)))
    .join("\n");
}

/** Whether `resultText` is framed as an error by one of {@link ERROR_FRAMES}. */
export function framedAsError(resultText: string): boolean {
  return ERROR_FRAMES.some((frame) => frame.pattern.test(resultText));
}

/** The `role: "tool"` messages of a request, in order. */
export function chatToolResults(body: Json): SentToolResult[] {
  return objects(asObject(body)["messages"])
    .filter((message) => message["role"] === "tool")
    .map((message) => {
      const resultText = contentText(message["content"]);
      return { callId: text(message["tool_call_id"]), isError: framedAsError(resultText), text: resultText };
    });
}

/** The `response_format` types that ask for a JSON answer. */
const JSON_FORMATS: ReadonlySet<string> = new Set(["json_object", "json_schema"]);

const wantsJson = (body: Json): boolean => JSON_FORMATS.has(text(asObject(asObject(body)["response_format"])["type"]));

/** The `message` of a non-streaming answer: text content, or `tool_calls` with the arguments as a JSON string. */
function message(action: ModelAction): JsonObject {
  if (action.kind === "text") return { role: "assistant", content: action.text };
  return {
    role: "assistant",
    content: null,
    tool_calls: action.calls.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: JSON.stringify(call.arguments) } })),
  };
}

const finishReason = (action: ModelAction): string => (action.kind === "text" ? "stop" : "tool_calls");

const USAGE: JsonObject = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

/** The `model` an answer names: the request's, else {@link CHAT_MODEL}. */
const answerModel = (body: Json): string => {
  const model = asObject(body)["model"];
  return typeof model === "string" ? model : CHAT_MODEL;
};

/** The non-streaming answer: one `chat.completion` object. */
export function completion(action: ModelAction, body: Json): JsonObject {
  return {
    id: "chatcmpl-lab",
    object: "chat.completion",
    created: 0,
    model: answerModel(body),
    choices: [{ index: 0, message: message(action), logprobs: null, finish_reason: finishReason(action) }],
    usage: USAGE,
  };
}

/**
 * The streaming answer's chunks, in order (without the final `[DONE]`): the role, then the text as one `content`
 * delta or each call as two deltas (id, type and name with empty arguments, then the arguments), then the
 * `finish_reason`, then the usage when `stream_options.include_usage` asked for it.
 */
export function chunks(action: ModelAction, body: Json): JsonObject[] {
  const base = { id: "chatcmpl-lab", object: "chat.completion.chunk", created: 0, model: answerModel(body) };
  const chunk = (delta: JsonObject, finish: string | null): JsonObject => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const deltas: JsonObject[] =
    action.kind === "text"
      ? [{ role: "assistant", content: action.text }]
      : [
          { role: "assistant", content: null },
          ...action.calls.flatMap((call, index) => [
            { tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] },
            { tool_calls: [{ index, function: { arguments: JSON.stringify(call.arguments) } }] },
          ]),
        ];
  const usage = asObject(asObject(body)["stream_options"])["include_usage"] === true ? [{ ...base, choices: [], usage: USAGE }] : [];
  return [...deltas.map((delta) => chunk(delta, null)), chunk({}, finishReason(action)), ...usage];
}

/** The model list of `GET /models`, and the model object of `GET /models/<id>`. */
const MODEL: JsonObject = { id: CHAT_MODEL, object: "model", created: 0, owned_by: "mcp-wire-lab" };

/** The Chat Completions adapter. */
export const openAiChat: ProtocolAdapter = {
  id: "openai-chat",
  matches: (method, path) => method === "POST" && path.endsWith("/chat/completions"),
  read: (body: Json): ModelTurn => ({ tools: chatTools(body), toolResults: chatToolResults(body), wantsJson: wantsJson(body) }),
  write(action, request, res) {
    if (asObject(request.body)["stream"] === true) sendSse(res, chunks(action, request.body).map((chunk) => ["", chunk] as const), true);
    else sendJson(res, 200, completion(action, request.body));
  },
  other(req: IncomingMessage, path: string, _body: Json | undefined, res: ServerResponse): boolean {
    if (req.method !== "GET") return false;
    if (path.endsWith("/models")) {
      sendJson(res, 200, { object: "list", data: [MODEL] });
      return true;
    }
    if (path.endsWith(`/models/${CHAT_MODEL}`)) {
      sendJson(res, 200, MODEL);
      return true;
    }
    return false;
  },
};
