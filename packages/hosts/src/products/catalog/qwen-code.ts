/** Qwen Code (a fork of Gemini CLI). */
import type { Product } from "../types.js";

export const QWEN_CODE: Product = {
  id: "qwen-code",
  title: "Qwen Code",
  archetypes: [],
  rules: [
    {
      id: "missing-type",
      code: "missing-type",
      refuses: { kind: "missing-type" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Skipping tool ... because it has missing types in its parameter schema\": Qwen Code drops a tool with a schema node without type (a $ref property included)",
      versions: "*",
      sources: ["zereight/gitlab-mcp#231", "cso1z/Feishu-MCP#24", "basicmachines-co/basic-memory#394"],
      confidence: "confirmed",
    },
  ],
  notes:
    "Qwen Code was forked from Gemini CLI and keeps its MCP tool discovery, including the missing-types check (zereight/gitlab-mcp#231 at Qwen Code 0.0.8). It sends tools to an OpenAI-compatible Chat Completions endpoint by default, whose own refusals depend on the provider. No public source names the clientInfo it sends, so it is not recognised from initialize.",
};
