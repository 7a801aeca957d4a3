/** Claude Desktop and claude.ai connectors. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CLAUDE_DESKTOP: Product = {
  id: "claude-desktop",
  title: "Claude Desktop / claude.ai connectors",
  current: "2.2553.1", // the newest release a cited source names: shashankswe2020-ux/whoop-mcp#251 (2026-09-21; anthropics/claude-code#94351 names 1.52386.3 a week before)
  archetypes: [
    {
      role: "inputSchema",
      archetype: "anthropic-api",
      versions: "*",
      sources: ["marianfoo/mcp-sap-docs#51", "dearlordylord/huly-mcp#66"],
      confidence: "confirmed",
    },
    {
      role: "outputSchema",
      archetype: "2020-12-only",
      versions: ">=1.28929.0",
      sources: ["anthropics/claude-code#86142", "sweetrb/apple-mail-mcp#147", "shashankswe2020-ux/whoop-mcp#251", "n8n-io/n8n#36361", "anthropics/claude-code#94351"],
      confidence: "confirmed",
    },
  ],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["anthropics/claude-code#10825", "anthropics/claude-code#10030", "arinspunk/claude-talk-to-figma-mcp#80"],
    confidence: "confirmed",
  },
  rules: [
    {
      id: "input-schema-bytes",
      code: "schema-too-large",
      refuses: { kind: "schema-bytes", max: 16_384 },
      scope: "inputSchema",
      blast: "tool",
      message: "a serialized input schema over 16,384 bytes is dropped, silently, when a remote custom connector's tools are first enumerated (a refresh applies no limit)",
      versions: "*",
      sources: ["anthropics/claude-code#77296"],
      confidence: "reported",
    },
    {
      id: "boolean-property",
      code: "boolean-property",
      refuses: { kind: "boolean-subschema", under: "properties", values: [true, false] },
      scope: "inputSchema",
      blast: "list",
      message: "a true/false property schema breaks the extension proxy: none of an extension's tools arrive in Code or Cowork sessions",
      versions: "*",
      sources: ["anthropics/claude-code#82949"],
      confidence: "reported",
    },
    {
      id: "ref-discarded",
      code: "ref-discarded",
      refuses: { kind: "keyword", keywords: ["$ref"], at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "in Cowork sessions, local connectors (stdio, .mcpb) drop $ref and $defs instead of inlining them: the property loses its type (looser)",
      versions: "*",
      sources: ["anthropics/claude-ai-mcp#591"],
      confidence: "reported",
    },
    {
      id: "int64-retyped",
      code: "int64-retyped",
      refuses: { kind: "keyword-values", values: { type: ["string"], format: ["int64"] }, at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "in Cowork sessions, local connectors retype {type: string, format: int64} to number: the model sends a number where the server takes a string",
      versions: "*",
      sources: ["anthropics/claude-ai-mcp#591"],
      confidence: "reported",
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[a-zA-Z0-9_-]{1,64}$" },
      blast: "list",
      message: "a tool name outside ^[a-zA-Z0-9_-]{1,64}$ (a dot, colon, space, or over 64 characters) makes Claude Desktop withhold every tool of the connector (\"String should match pattern\")",
      nameMessages: [{ name: "^$", message: "an empty tool name is outside ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 characters): it makes Claude Desktop withhold every tool of the connector (\"String should match pattern\")" }],
      versions: "*",
      sources: [
        "mims-harvard/ToolUniverse#3",
        "loomle/loomle#168",
        "barryw/ImmichMCP#3",
        "logly/mureo#73",
        "evoila/meho#2745",
        "gridctl/gridctl#28",
        "modelcontextprotocol/go-sdk#169",
      ],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["claude-ai"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "Surfaces differ: the input-schema size limit is reported for remote custom connectors at first enumeration only (anthropics/claude-code#77296, filed in the wrong repository); the $ref and int64 misreads for Cowork sessions with local connectors, where an A/B test shows the web connector, Claude Code and the Chat lane intact (anthropics/claude-ai-mcp#591, which also reports a draft-07 label stamped on); the 2020-12-only output-schema validator is the \"v2\" MCP client chosen by a GrowthBook flag (anthropics/claude-code#94351), always in Cowork, in the Chat lane for some accounts (anthropics/claude-code#90245). The meta-schema, $ref-target and property-key refusals of the Anthropic API reach Desktop (kintone/mcp-server#547, KelvinTegelaar/CIPP#6133); its top-level oneOf/allOf/anyOf refusal is overgeneral for Desktop, which normalizes a root composition keyword before the request (modelcontextprotocol/python-sdk#494, ProfSynapse/nexus#6, greirson/mcp-todoist#48), but it stays recorded: a rule can only pre-empt all of an archetype's findings on a tool, which would hide the API's other refusals of it.",
};
