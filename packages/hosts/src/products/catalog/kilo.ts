/** Kilo CLI (`kilo`, `@kilocode/cli`). */
import type { Product } from "../types.js";

export const KILO: Product = {
  id: "kilo",
  title: "Kilo CLI",
  archetypes: [],
  rules: [
    {
      id: "root-combinator",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["allOf", "anyOf", "oneOf"], at: "root" },
      scope: "inputSchema",
      blast: "requests",
      message: "on Anthropic-family models Kilo sends a root oneOf/allOf/anyOf on and every request fails (\"input_schema does not support oneOf, allOf, or anyOf at the top level\")",
      versions: ">=7.4.8",
      sources: ["Kilo-Org/kilocode#12246"],
      confidence: "reported",
    },
  ],
  notes:
    "Kilo CLI routes to many providers; its one recorded refusal is the Anthropic API's, reported for Claude Sonnet models across Anthropic-compatible providers (Kilo-Org/kilocode#12246, Kilo 7.4.8). The clientInfo name Kilo-Code in the public index is the VS Code extension's; no public source names what the CLI sends, so it is not recognised from initialize.",
};
