/**
 * The Gemini API as Gemini CLI calls it through `@google/genai`: `POST /v1beta/models/<model>:streamGenerateContent?alt=sse`
 * (model turns, answered as server-sent events), `:generateContent` (the JSON side requests: next-speaker checks,
 * model routing, loop detection, which set `generationConfig.responseMimeType: "application/json"` and a
 * `responseJsonSchema`), and `:countTokens`.
 *
 * Shapes: ai.google.dev/api/generate-content (`GenerateContentRequest`, `GenerateContentResponse`), and
 * ai.google.dev/api/caching#FunctionDeclaration (`parametersJsonSchema` is a JSON Schema object taken as sent,
 * `parameters` the OpenAPI 3.0 `Schema` subset). Tool results come back as `functionResponse` parts whose `response`
 * is `{ output }` or `{ error }` (google-gemini/gemini-cli@v0.61.0:packages/core/src/utils/generateContentResponseUtilities.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Json, ModelAction, ModelTurn, ProtocolAdapter, SentTool, SentToolResult } from "../types.js";
import { asArray, asObject, sendJson, sendSse } from "./wire.js";

type JsonObject = { readonly [key: string]: Json };

/** The model-turn methods, by the verb after the colon of `/v1beta/models/<model>:<verb>`. */
const TURN_PATH = /^\/v1(?:beta|alpha)?\/models\/[^/:]+:(streamGenerateContent|generateContent)$/;
const COUNT_TOKENS_PATH = /^\/v1(?:beta|alpha)?\/models\/[^/:]+:countTokens$/;

/** The two places a function declaration carries its parameters schema, in the order they are read. */
export const SCHEMA_FIELDS = ["parametersJsonSchema", "parameters"] as const;
/** Which of {@link SCHEMA_FIELDS} a declaration filled, or `null` when it has neither. */
export type SchemaField = (typeof SCHEMA_FIELDS)[number] | null;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const objects = (value: Json | undefined): JsonObject[] => asArray(value).filter(isObject);

/**
 * Which field a `FunctionDeclaration` put its schema in: the first of {@link SCHEMA_FIELDS} present, or `null`.
 * Gemini CLI 0.61.0 fills `parametersJsonSchema` for MCP tools (recorded by the lab).
 */
export function schemaField(declaration: JsonObject): SchemaField {
  return SCHEMA_FIELDS.find((field) => declaration[field] !== undefined) ?? null;
}

/** The function declarations of a request body (`tools[].functionDeclarations[]`), in order. */
export function declarations(body: Json): JsonObject[] {
  return objects(asObject(body)["tools"]).flatMap((tool) => objects(tool["functionDeclarations"]));
}

function sentTool(declaration: JsonObject): SentTool {
  const field = schemaField(declaration);
  const description = declaration["description"];
  return {
    name: String(declaration["name"] ?? ""),
    description: typeof description === "string" ? description : "",
    schema: field === null ? null : (declaration[field] ?? null),
  };
}

/**
 * The text of a `functionResponse.response`: `output` when it is a string, else `error` (a string, or an object
 * with `message`), else the whole object as JSON. `isError` is whether an `error` key is present.
 */
function sentResult(part: JsonObject): SentToolResult | null {
  const call = part["functionResponse"];
  if (!isObject(call)) return null;
  const response = asObject(call["response"]);
  const error = response["error"];
  const output = response["output"];
  const errorText = typeof error === "string" ? error : isObject(error) && typeof error["message"] === "string" ? error["message"] : undefined;
  const text = typeof output === "string" ? output : (errorText ?? JSON.stringify(response));
  return { callId: String(call["id"] ?? call["name"] ?? ""), isError: error !== undefined, text };
}

/** Whether a request asked for a JSON answer (`generationConfig.responseMimeType: "application/json"`). */
function wantsJson(body: Json): boolean {
  return asObject(asObject(body)["generationConfig"])["responseMimeType"] === "application/json";
}

/**
 * A smallest value that fits a response schema as Gemini CLI writes them (objects of required string properties,
 * some with an `enum`): the first enum member, `""`, `0`, `false`, `[]`, or an object of its required properties.
 * Gemini CLI's next-speaker check lists `"user"` first, so the answer ends the turn.
 */
export function minimalInstance(schema: Json | undefined): Json {
  if (!isObject(schema)) return {};
  const choices = schema["enum"];
  if (Array.isArray(choices) && choices.length > 0) return choices[0] ?? null;
  const type = Array.isArray(schema["type"]) ? schema["type"][0] : schema["type"];
  switch (typeof type === "string" ? type.toLowerCase() : "object") {
    case "string":
      return "lab";
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "null":
      return null;
    default: {
      const properties = asObject(schema["properties"]);
      const required = asArray(schema["required"]).filter((key): key is string => typeof key === "string");
      return Object.fromEntries(required.map((key) => [key, minimalInstance(properties[key])]));
    }
  }
}

/**
 * The text to send for a text action. A request that wants JSON gets JSON that fits its response schema: the action's
 * text when it is JSON, with the schema's required keys it lacks filled from {@link minimalInstance} when both are
 * objects (the shared script answers such requests with `{}`), or the instance alone when the text is not JSON.
 */
function answerText(text: string, body: Json): string {
  if (!wantsJson(body)) return text;
  const config = asObject(asObject(body)["generationConfig"]);
  const instance = minimalInstance(config["responseJsonSchema"] ?? config["responseSchema"]);
  let given: Json;
  try {
    given = JSON.parse(text) as Json;
  } catch {
    return JSON.stringify(instance);
  }
  return JSON.stringify(isObject(given) && isObject(instance) ? { ...instance, ...given } : given);
}

/** The `parts` of the model's content for an action. */
function parts(action: ModelAction, body: Json): Json[] {
  if (action.kind === "text") return [{ text: answerText(action.text, body) }];
  return action.calls.map((call) => ({ functionCall: { id: call.id, name: call.name, args: call.arguments } }));
}

/** One `GenerateContentResponse` carrying the whole answer (one candidate, `finishReason: "STOP"`). */
export function responseBody(action: ModelAction, body: Json): JsonObject {
  return {
    candidates: [{ content: { role: "model", parts: parts(action, body) }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: "lab",
  };
}

/** The Gemini API adapter (see the module docstring for the paths and shapes). */
export const gemini: ProtocolAdapter = {
  id: "gemini",
  matches: (method, path) => method === "POST" && TURN_PATH.test(path),
  read(body: Json): ModelTurn {
    const contents = objects(asObject(body)["contents"]);
    return {
      tools: declarations(body).map(sentTool),
      toolResults: contents.flatMap((content) => objects(content["parts"])).flatMap((part) => sentResult(part) ?? []),
      wantsJson: wantsJson(body),
    };
  },
  write(action, request, res) {
    const answer = responseBody(action, request.body);
    const verb = TURN_PATH.exec(request.path)?.[1];
    if (verb === "generateContent") sendJson(res, 200, answer);
    else if (request.query.get("alt") === "sse") sendSse(res, [["", answer]]);
    else sendJson(res, 200, [answer]);
  },
  other(req: IncomingMessage, path: string, _body: Json | undefined, res: ServerResponse): boolean {
    if (req.method !== "POST" || !COUNT_TOKENS_PATH.test(path)) return false;
    sendJson(res, 200, { totalTokens: 1 });
    return true;
  },
};
