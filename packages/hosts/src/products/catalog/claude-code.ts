/** Claude Code (and the Claude Agent SDK's bundled CLI). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CLAUDE_CODE: Product = {
  id: "claude-code",
  title: "Claude Code",
  current: "2.1.328", // the release the product lab installs from npm and runs offline (npm:@anthropic-ai/claude-code@2.1.328)
  archetypes: [
    {
      role: "inputSchema",
      archetype: "anthropic-api",
      versions: "*",
      sources: ["anthropics/claude-code#5973", "perplexityai/modelcontextprotocol#57"],
      confidence: "confirmed",
    },
  ],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["anthropics/claude-code#44364", "gensecaihq/Wazuh-MCP-Server#75"],
    confidence: "confirmed",
  },
  rules: [
    {
      id: "boolean-property",
      code: "boolean-property",
      refuses: { kind: "boolean-subschema", under: "properties", values: [true, false] },
      scope: "inputSchema",
      blast: "list",
      message: "a true/false property schema makes Claude Code drop every tool of the server, silently",
      versions: "*",
      sources: ["anthropics/claude-code#92900", "anthropics/claude-code#82949"],
      confidence: "confirmed",
    },
    {
      id: "root-not-object",
      code: "root-not-object",
      refuses: { kind: "root-not-object" },
      scope: "inputSchema",
      blast: "list",
      message: "an input schema without type \"object\" at the root makes Claude Code drop every tool of the server",
      versions: "*",
      sources: ["anthropics/claude-code#88049"],
      confidence: "reported",
    },
    {
      id: "root-combinator",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["allOf", "anyOf", "oneOf", "not", "if", "then", "else"], at: "root" },
      scope: "inputSchema",
      blast: "tool",
      message: "a composition or conditional keyword at the root makes Claude Code drop the tool, silently",
      preempts: ["anthropic-api"],
      versions: "*",
      sources: ["anthropics/claude-code#95504", "moira-mcp/moira#177"],
      confidence: "confirmed",
    },
    {
      id: "recursive-output-ref",
      code: "recursive-ref",
      refuses: { kind: "recursive-ref" },
      scope: "outputSchema",
      blast: "list",
      message: "a recursive $ref in an output schema fails Claude Code's tools/list (\"tools fetch failed\")",
      versions: "2.1.207",
      sources: ["anthropics/claude-code#77106"],
      confidence: "reported",
    },
  ],
  clients: { names: ["claude-code"], versions: "*", sources: [CLIENT_INDEX, "npm:@anthropic-ai/claude-code-linux-x64@2.1.332"], confidence: "confirmed" },
  notes:
    "Output schemas: anthropics/claude-code#88882 reports a 2020-12-only validator, but a maintainer could not reproduce it on the CLI 2.1.233 (anthropics/claude-code#86142), so no output-schema archetype is recorded. Claude Code does not forward a tool's strict flag to the API (anthropics/claude-code#41827, 2.1.89), so the API's strict-tool caps (at most 20 strict tools and 24 optional parameters, elizaOS/eliza#16516) do not apply to MCP tools. A root composition keyword: current releases drop the tool before the request, other tools of the server keep working (anthropics/claude-code#95504, moira-mcp/moira#177), so the Anthropic API's top-level oneOf/allOf/anyOf refusal is not reached; releases of 2025 sent such tools on and every request failed with that API error (anthropics/claude-code#4886), the release between them is not public.",
};
