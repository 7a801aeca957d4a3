/** OpenAI Codex CLI. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CODEX: Product = {
  id: "codex",
  title: "Codex CLI",
  current: "0.169.0", // the release the product lab installs from npm and runs offline (npm:@openai/codex@0.169.0)
  archetypes: [],
  rules: [
    {
      id: "anyof-lowered",
      code: "keyword-lowered",
      refuses: { kind: "keyword", keywords: ["anyOf"], at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "Codex presents an anyOf field to the model as a string (looser than the schema)",
      versions: "0.111.0",
      sources: ["openai/codex#13768"],
      confidence: "reported",
    },
    {
      id: "root-oneof-code-mode",
      code: "keyword-lowered",
      refuses: { kind: "keyword", keywords: ["oneOf"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "with tool_mode=code_mode_only Codex drops the properties beside a root oneOf",
      versions: "0.152.1",
      sources: ["openai/codex#42283"],
      confidence: "reported",
    },
  ],
  clients: { names: ["Codex", "codex-mcp-client"], versions: "*", sources: [CLIENT_INDEX, "openai/codex#822"], confidence: "confirmed" },
};
