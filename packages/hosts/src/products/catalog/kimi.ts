/** Kimi / Moonshot models (Kimi Code and hosts that route MCP tools to the Moonshot API). */
import type { Product } from "../types.js";

export const KIMI: Product = {
  id: "kimi",
  title: "Kimi / Moonshot",
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
      sources: ["NousResearch/hermes-agent#14802", "NousResearch/hermes-agent#14804"],
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
      sources: ["akitaonrails/ai-memory#474"],
      confidence: "reported",
    },
  ],
  notes: "No public source names the clientInfo Kimi Code sends, so Kimi is never recognised from initialize.",
};
