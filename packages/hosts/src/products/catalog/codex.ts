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
      versions: ">=0.111.0",
      sources: ["openai/codex#13768"],
      confidence: "reported",
    },
    {
      id: "root-oneof-code-mode",
      code: "keyword-lowered",
      refuses: { kind: "keyword", keywords: ["oneOf"], at: "root" },
      scope: "inputSchema",
      blast: "misread",
      message: "only with tool_mode=code_mode_only: Codex drops the properties beside a root oneOf",
      versions: ">=0.152.1",
      sources: ["openai/codex#42283"],
      confidence: "reported",
    },
    {
      id: "root-combinator",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["anyOf", "oneOf", "allOf", "enum", "not"], at: "root" },
      scope: "inputSchema",
      blast: "requests",
      message: "the OpenAI API refuses every request while an input schema has anyOf/oneOf/allOf/enum/not at its root",
      versions: "*",
      sources: ["Dicklesworthstone/flywheel_connectors#49"],
      confidence: "reported",
    },
    {
      id: "dotted-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[a-zA-Z0-9_-]+$" },
      blast: "requests",
      message: "the OpenAI API refuses every request while a tool name has characters outside ^[a-zA-Z0-9_-]+$ (a dot)",
      versions: ">=0.73.0",
      sources: ["openai/codex#8174"],
      confidence: "contested",
      against: ["github/copilot-sdk#743"],
    },
  ],
  clients: { names: ["Codex", "codex-mcp-client"], versions: "*", sources: [CLIENT_INDEX, "openai/codex#822"], confidence: "confirmed" },
};
