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
      sources: ["anthropics/claude-code#86142", "sweetrb/apple-mail-mcp#147", "shashankswe2020-ux/whoop-mcp#251"],
      confidence: "confirmed",
    },
  ],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["anthropics/claude-code#10825"],
    confidence: "reported",
  },
  rules: [
    {
      id: "input-schema-bytes",
      code: "schema-too-large",
      refuses: { kind: "schema-bytes", max: 16_384 },
      scope: "inputSchema",
      blast: "tool",
      message: "a serialized input schema over 16,384 bytes is dropped at connector ingestion, silently",
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
      message: "a true/false property schema breaks the extension proxy: none of the server's tools arrive",
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
      message: "Cowork's local connectors drop $ref and $defs instead of inlining them: the property loses its type (looser)",
      versions: "*",
      sources: ["anthropics/claude-ai-mcp#591"],
      confidence: "reported",
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[a-zA-Z0-9_-]{1,64}$" },
      blast: "requests",
      message: "a tool name outside ^[a-zA-Z0-9_-]{1,64}$ fails every request (\"String should have at most 64 characters\")",
      versions: "*",
      sources: ["mims-harvard/ToolUniverse#3"],
      confidence: "reported",
    },
  ],
  clients: { names: ["claude-ai"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
};
