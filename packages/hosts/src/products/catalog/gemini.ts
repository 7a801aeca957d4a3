/**
 * The Gemini API's function declarations on the `parameters` (OpenAPI 3.0 subset) path: Gemini CLI before 0.1.13, and
 * the hosts and gateways that still fill `parameters`.
 */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const GEMINI: Product = {
  id: "gemini",
  title: "Gemini (function declarations' parameters)",
  current: "0.61.0", // Gemini CLI: the release the product lab installs from npm and runs offline (npm:@google/gemini-cli@0.61.0)
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
      refuses: { kind: "keyword", keywords: ["$schema", "additionalProperties", "const", "exclusiveMinimum", "propertyNames"], at: "anywhere" },
      scope: "inputSchema",
      blast: "requests",
      message: "the Gemini API refuses every request naming this keyword (\"Unknown name ... Cannot find field\")",
      versions: "<0.1.13",
      sources: ["openswarm-ai/openswarm#24", "zendev-sh/zenflow#14", "nanbingxyz/5ire#42", "router-for-me/CLIProxyAPI#97", "zed-extensions/mcp-server-brave-search#12"],
      confidence: "confirmed",
    },
    {
      id: "array-without-items",
      code: "array-without-items",
      refuses: { kind: "array-without-items" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"parameters.properties[...].items: missing field\": an array schema without items fails every request",
      versions: "<0.1.13",
      sources: ["cline/cline#7339"],
      confidence: "reported",
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$" },
      blast: "requests",
      message: "\"Invalid function name. Must start with a letter or an underscore\" (a-z, A-Z, 0-9, _ . : -, at most 64): every request fails",
      versions: "*",
      sources: ["kaitranntt/ccs#25", "mixelpixx/KiCAD-MCP-Server#7", "cline/cline#7339"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["gemini-cli-mcp-client"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "Versions are Gemini CLI's: from 0.1.13 (google-gemini/gemini-cli#4176) it sends MCP schemas as parametersJsonSchema, where the schema rules do not hold; hosts and gateways that still fill parameters keep them (at `*` every rule applies). Function names are checked on both paths.",
};
