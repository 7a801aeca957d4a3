/** Zed's agent, on the providers that take a JSON Schema subset (Gemini, xAI, OpenAI-compatible). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const ZED: Product = {
  id: "zed",
  title: "Zed",
  // no current release: no cited source names a Zed release, so Zed is judged at latest
  archetypes: [],
  rules: [
    {
      id: "conditional",
      code: "keyword-refused",
      refuses: { kind: "keyword", keywords: ["if", "then", "else"], at: "anywhere" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Schema cannot be made compatible\": Zed drops a tool with if/then/else on subset providers",
      versions: "*",
      sources: ["zed-industries/zed#60165", "zed-industries/zed#60162"],
      confidence: "confirmed",
    },
    {
      id: "ref",
      code: "keyword-refused",
      refuses: { kind: "keyword", keywords: ["$ref"], at: "anywhere" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Schema cannot be made compatible because it contains $ref\": Zed drops the tool on subset providers",
      versions: "*",
      sources: ["zed-industries/zed#60162"],
      confidence: "confirmed",
      fixedBy: "zed-industries/zed#60165",
    },
  ],
  clients: { names: ["Zed"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes: "The rules hold on providers that use Zed's JSON Schema subset only; Anthropic and OpenAI direct receive the schema as is.",
};
