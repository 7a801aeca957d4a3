/** Kimi / Moonshot models (Kimi Code and hosts that route MCP tools to the Moonshot API). */
import type { Product } from "../types.js";

export const KIMI: Product = {
  id: "kimi",
  title: "Kimi / Moonshot",
  // no current release: the Moonshot API has no public release numbers, so Kimi is judged at latest
  archetypes: [],
  rules: [
    {
      id: "ref-prefix",
      code: "ref-prefix",
      refuses: { kind: "ref-prefix", prefix: "#/$defs/" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"references must start with #/$defs/\": the Moonshot API refuses every request",
      versions: "*",
      sources: ["NousResearch/hermes-agent#14802", "NousResearch/hermes-agent#14804", "Softeria/ms-365-mcp-server#458"],
      confidence: "confirmed",
    },
    {
      id: "type-beside-anyof",
      code: "type-beside-anyof",
      refuses: { kind: "keywords-together", keywords: ["type", "anyOf"] },
      scope: "inputSchema",
      blast: "requests",
      message: "\"when using anyOf, type should be defined in anyOf items instead of the parent schema\": every request fails",
      versions: "*",
      sources: ["akitaonrails/ai-memory#474", "MoonshotAI/kimi-cli#1595", "MoonshotAI/kimi-cli#2531", "abhigyanpatwari/GitNexus#2703"],
      confidence: "confirmed",
    },
    {
      id: "untyped-property",
      code: "untyped-property",
      refuses: { kind: "property-without", keyword: "type", unless: ["anyOf", "oneOf", "$ref"] },
      scope: "inputSchema",
      blast: "requests",
      message: "\"type is not defined\": the Moonshot API refuses every request with a property schema without a type",
      versions: "*",
      sources: ["MoonshotAI/kimi-cli#1595", "NousResearch/hermes-agent#14804"],
      confidence: "confirmed",
    },
    {
      id: "ref-siblings",
      code: "ref-siblings",
      refuses: { kind: "keywords-together", keywords: ["$ref", "description"] },
      scope: "inputSchema",
      blast: "requests",
      message: "\"conflicting keywords found after $ref expansion\": a description beside $ref fails every request",
      versions: "*",
      sources: ["MoonshotAI/kimi-cli#2061"],
      confidence: "reported",
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[^0-9]" },
      blast: "requests",
      message: "the Moonshot API refuses every request while a tool name starts with a digit",
      versions: "*",
      sources: ["MoonshotAI/kimi-cli#2531"],
      confidence: "reported",
    },
  ],
  notes:
    "The Moonshot API checks tool parameters against its \"Moonshot flavored\" JSON Schema on every request (MoonshotAI/kimi-cli#1595). No public source names the clientInfo Kimi Code sends, so Kimi is never recognised from initialize.",
};
