/** Gemini CLI on the Gemini API's `parameters` (OpenAPI 3.0 subset) path. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const GEMINI: Product = {
  id: "gemini",
  title: "Gemini CLI (function declarations' parameters)",
  archetypes: [
    {
      role: "inputSchema",
      archetype: "openapi-3.0-subset",
      versions: "<0.1.13",
      sources: ["google-gemini/gemini-cli#4176", "tanaikech/ToolsForMCPServer#2"],
      confidence: "confirmed",
      fixedBy: "google-gemini/gemini-cli#4176",
    },
  ],
  rules: [
    {
      id: "enum-not-string",
      code: "non-string-enum",
      refuses: { kind: "enum-kinds", allowed: ["string"] },
      scope: "inputSchema",
      blast: "requests",
      message: "the Gemini API refuses every request with a non-string enum value (\"Invalid value ... (TYPE_STRING)\")",
      versions: "<0.1.13",
      sources: ["microsoft/azure-devops-mcp#139", "router-for-me/CLIProxyAPI#1076"],
      confidence: "confirmed",
    },
    {
      id: "type-array",
      code: "type-array",
      refuses: { kind: "keyword-value", keywords: ["type"], kinds: ["array"] },
      scope: "inputSchema",
      blast: "requests",
      message: "a type array fails every Gemini request (\"Proto field is not repeating, cannot start list\")",
      versions: "<0.1.13",
      sources: ["n8n-io/n8n#15553"],
      confidence: "reported",
    },
    {
      id: "unknown-keyword",
      code: "keyword-refused",
      refuses: { kind: "keyword", keywords: ["propertyNames", "exclusiveMinimum"], at: "anywhere" },
      scope: "inputSchema",
      blast: "requests",
      message: "the Gemini API refuses every request naming this keyword (\"Unknown name ... Cannot find field\")",
      versions: "<0.1.13",
      sources: ["zendev-sh/zenflow#14"],
      confidence: "reported",
    },
  ],
  clients: { names: ["gemini-cli-mcp-client"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes: "From 0.1.13 (google-gemini/gemini-cli#4176) Gemini CLI sends MCP schemas as parametersJsonSchema, where these rules do not hold; gateways that still fill parameters keep them.",
};
