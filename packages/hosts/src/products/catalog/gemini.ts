/**
 * Gemini CLI. Before 0.1.13 it sent MCP schemas in function declarations' `parameters` (the Gemini API's OpenAPI 3.0
 * subset, the `openapi-3.0-subset` archetype); from 0.1.13 in `parametersJsonSchema`, judged by its own rules below.
 */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

/** The lab recording of Gemini CLI 0.61.0 (`fixtures/lab/gemini@0.61.0.json`), one source per probe list. */
const LAB = "lab:gemini@0.61.0";

export const GEMINI: Product = {
  id: "gemini",
  title: "Gemini CLI",
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
    {
      role: "outputSchema",
      archetype: "mcp-sdk-v1-client",
      versions: ">=0.61.0",
      sources: [`${LAB}#output-unlabelled`, `${LAB}#output-draft-07`, `${LAB}#output-2020-12`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  wire: {
    loses: "list",
    versions: ">=0.61.0",
    sources: [`${LAB}#boolean-property-true`, `${LAB}#required-null`, `${LAB}#properties-array`, `${LAB}#root-absent`],
    confidence: "confirmed",
    kind: "measured",
  },
  rules: [
    {
      id: "enum-not-string",
      code: "non-string-enum",
      refuses: { kind: "enum-kinds", allowed: ["string"] },
      scope: "inputSchema",
      blast: "requests",
      message: "the Gemini API refuses every request with a non-string enum value (\"Invalid value ... (TYPE_STRING)\")",
      versions: "<0.1.13",
      sources: ["google-gemini/gemini-cli#2031", "google-gemini/gemini-cli#4415", "microsoft/azure-devops-mcp#139", "router-for-me/CLIProxyAPI#1076"],
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
      sources: ["n8n-io/n8n#15553", "zed-industries/zed#44875"],
      confidence: "reported",
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
      refuses: { kind: "tool-name", pattern: "^[^0-9]" },
      blast: "requests",
      message: "\"Invalid function name. Must start with a letter or an underscore\": a tool name starting with a digit fails every request",
      versions: "<0.33.0",
      sources: ["SuperClaude-Org/SuperGemini_Framework#12", "google-gemini/gemini-cli#2966"],
      confidence: "reported",
      fixedBy: "google-gemini/gemini-cli#20987",
    },
    {
      id: "missing-type",
      code: "missing-type",
      refuses: { kind: "missing-type" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Skipping tool ... because it has missing types in its parameter schema\": Gemini CLI drops a tool with a schema node without type (a $ref property included)",
      versions: ">=0.1.19 <0.61.0",
      sources: ["loonghao/wecom-bot-mcp-server#100", "arben-adm/mcp-sequential-thinking#12", "google/mcp-security#148"],
      confidence: "confirmed",
    },
    {
      id: "undefined-ref",
      code: "missing-ref-target",
      refuses: { kind: "unresolved-ref" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"reference to undefined schema\": a $ref whose target is not in the schema fails every request",
      versions: ">=0.1.13",
      sources: ["agent-infra/sandbox#83", "nspady/google-calendar-mcp#134"],
      confidence: "reported",
    },
    {
      id: "cyclic-ref",
      code: "recursive-ref",
      refuses: { kind: "recursive-ref" },
      scope: "inputSchema",
      blast: "requests",
      message: "a recursive $ref in an input schema fails every Gemini CLI request",
      versions: ">=0.1.13",
      sources: ["agent-infra/sandbox#83", "nspady/google-calendar-mcp#134"],
      confidence: "reported",
    },
    {
      id: "type-array-nullable",
      code: "type-array",
      refuses: { kind: "keyword-value", keywords: ["type"], kinds: ["array"] },
      scope: "inputSchema",
      blast: "misread",
      message: "Gemini CLI rewrites a type array before sending the schema: type [\"string\", \"null\"] reaches the model as type \"string\" with nullable: true (an OpenAPI keyword, not JSON Schema)",
      versions: ">=0.61.0",
      sources: [`${LAB}#type-array-nullable`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  clients: { names: ["gemini-cli-mcp-client"], versions: "*", sources: [CLIENT_INDEX, `${LAB}#name-dash`], confidence: "confirmed", kind: "measured" },
  notes:
    "Versions are Gemini CLI's. From 0.1.13 (google-gemini/gemini-cli#4176) it sends MCP schemas as parametersJsonSchema, so the Gemini API's parameters subset (openapi-3.0-subset: $schema, additionalProperties, const, exclusiveMinimum, propertyNames, type arrays refused) holds only before it; hosts and gateways that still fill parameters (n8n, Cline, 5ire, CLIProxyAPI, Zed's Gemini provider) are judged by that archetype. The API's function-name rule (^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$) holds on both paths, but Gemini CLI sanitizes names (google-gemini/gemini-cli#602, 2025): invalid characters become underscores and long names are cut; digit-first names still failed until google-gemini/gemini-cli#20987 (merged 2026-03-03, about 0.33.0, an estimate from the merge date) added digit prefixes, colons and middle truncation of qualified names (documented in google-gemini/gemini-cli#21039). The missing-type check (hasValidTypes) is first reported after 0.1.18 (tanaikech/ToolsForMCPServer's changelog: $ref tools skipped from 0.1.19); the undefined and cyclic $ref refusals are reported where the check did not skip the tool. Not recorded: an intermittent \"no schema with key or ref\" on the first call of a 2020-12-labelled tool (google-gemini/gemini-cli#17235, 0.25.0; fixed by google-gemini/gemini-cli#21963), which no blast describes. Measured at 0.61.0 (later releases assumed until re-measured; protocol 2025-06-18): it parses tools/list with the MCP TypeScript SDK 1.x client (a wire-invalid tool — a boolean property schema, required: null, properties as an array, a non-object root, no inputSchema — loses every tool of the server) and validates structuredContent against the outputSchema (a violating or missing structuredContent comes back as an error); unlike the plain SDK client, its LenientJsonSchemaValidator skips validation of an outputSchema that fails to compile, so an unresolvable output $ref costs nothing (kept in the lab's KNOWN_DIFFERENCES: the mcp-sdk-v1-client archetype loses the list there). No missing-types check was measured at 0.61.0 ($ref, untyped properties, const, enums with null, tuples all sent), so missing-type is bounded below it. It adds its own optional wait_for_previous parameter to every MCP tool and announces clientInfo {name: \"gemini-cli-mcp-client\", version: its release}.",
};
