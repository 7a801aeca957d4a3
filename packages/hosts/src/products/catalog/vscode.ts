/** VS Code with GitHub Copilot. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

/** GitHub Copilot Chat's tool schema normalizer, read at one commit. */
const COPILOT_NORMALIZER = "microsoft/vscode-copilot-chat@680c7f099a2bc452b73c7d81411d8a1ce25ef560:src/extension/tools/common/toolSchemaNormalizer.ts";

export const VSCODE: Product = {
  id: "vscode",
  title: "VS Code / GitHub Copilot",
  current: "1.131.0", // the newest release a source names: lerd-env/lerd#1265 (2026-08-03, array schema without items still refused)
  archetypes: [],
  rules: [
    {
      id: "boolean-subschema",
      code: "boolean-subschema",
      refuses: { kind: "boolean-subschema", under: "anywhere", values: [true] },
      scope: "inputSchema",
      blast: "requests",
      message: "\"Cannot use 'in' operator to search for 'type' in true\": a true subschema fails agent requests",
      versions: ">=1.99.0 <1.100.0",
      sources: ["microsoft/vscode-copilot-release#7531", "microsoft/vscode-copilot-release#7636", "mongodb-js/mongodb-mcp-server#139", "microsoft/vscode#245067"],
      confidence: "confirmed",
    },
    {
      id: "array-without-items",
      code: "array-without-items",
      refuses: { kind: "array-without-items" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"tool parameters array type must have items\": an array schema without items fails the chat requests",
      versions: ">=1.99.0",
      sources: ["microsoft/vscode#246119", "microsoft/vscode#248810", "microsoft/vscode#257537", "microsoft/vscode#284536", "lerd-env/lerd#1265"],
      confidence: "confirmed",
    },
    {
      id: "root-combinator-deleted",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["oneOf", "anyOf", "allOf", "not", "if", "then", "else"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot Chat deletes a root oneOf/anyOf/allOf/not/if/then/else before every request, for every model: the model sees the tool without that constraint (looser)",
      versions: ">=1.131.0",
      sources: [COPILOT_NORMALIZER],
      confidence: "confirmed",
      kind: "source",
    },
    {
      id: "tool-count",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 128 },
      blast: "requests",
      message: "\"You may not include more than 128 tools in your request\": every chat request fails",
      versions: ">=1.100.0 <1.110.0",
      sources: ["microsoft/vscode-copilot-release#9375", "microsoft/vscode-copilot-release#11653", "microsoft/vscode#256606"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["Visual Studio Code", "Visual-Studio-Code"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    `The 128-tool cap counts every tool enabled in a chat request (built-in, extension and MCP tools together); a server over it trips it alone. Virtual tools (behind github.copilot.chat.virtualTools.enabled, July 2025) and then progressive tool discovery send only a subset per turn; the cap's upper bound 1.110.0 is an estimate from a March 2026 report of its removal, the release that turned discovery on by default is not cited. A dotted tool name only warns (\"MCP revision negotiated: unknown for the releases recorded, so VS Code is judged as the SDK 1.x client negotiates (2025-11-25). The only stored source, microsoft/vscode@7f259fc4bf38fbe221199837b97322e571ecab43:src/vs/workbench/contrib/mcp/common/modelContextProtocol.ts, names 2025-03-26 as its latest revision, at a commit whose release is not known, and says nothing of server/discover. Tools names may only contain [a-z0-9_-]\") and the tool works (microsoft/vscode#308463, 1.114). Read in Copilot Chat's code (${COPILOT_NORMALIZER}): every request normalizes each tool; a schema that fails Ajv's draft-07 meta-schema, or a node with type exactly "array" and no items (a type list such as ["array", "null"] is not checked there, nor are $defs), throws and fails the request; required entries missing from properties are removed; per model family, GPT-4 models lose minLength/pattern/format/minimum and other validation keywords and descriptions are cut to 1024 characters, Claude/GPT-4/o4 models get a tuple items array as items: {anyOf: [...]}, and Gemini models get type [T, "null"] as nullable and lose $ref/$defs/additionalProperties/const and many more keywords. None of these is recorded as a rule: the family rewrites depend on the chosen model and no matcher judges the meta-schema or undeclared required names. microsoft/vscode-copilot-chat@fd6687559f3450e7fb95e970e052b4116a582e0f:src/extension/prompt/node/chatMLFetcher.ts still refuses a request whose tools exceed HARD_TOOL_LIMIT unless Anthropic tool search is on; the tools counted are those sent, after virtual tools and discovery. VS Code core's tool validation (mcpServer.ts _normalizeTool, draft-07 check, mcp_<label>_ prefix) is not recorded: the stored microsoft/vscode@b9d464f54ac4b6180db5fc9f1967938779c4d3ab:src/vs/workbench/contrib/mcp/common/mcpServer.ts predates it (it only replaces "." with "_" in the tool id). Not recorded: the 1.106.0 regression where array parameters failed \"must be array\" (microsoft/vscode#277462): one release, its fix is not cited.`,
};
