/** Windsurf (Cascade). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const WINDSURF: Product = {
  id: "windsurf",
  title: "Windsurf",
  current: "1.9566.11", // the newest release a cited source names: DaxianLee/cocos-mcp-server#14 (2026-03-17)
  archetypes: [],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["zereight/gitlab-mcp#286"],
    confidence: "reported",
  },
  rules: [
    {
      id: "boolean-exclusive-bound",
      code: "invalid-for-2020-12",
      refuses: { kind: "keyword-value", keywords: ["exclusiveMinimum", "exclusiveMaximum"], kinds: ["boolean"] },
      scope: "inputSchema",
      blast: "tool",
      message: "Windsurf checks input schemas against the 2020-12 meta-schema: a boolean (draft-04) exclusive bound fails the tool",
      versions: "*",
      sources: ["SylphxAI/pdf-reader-mcp#107"],
      confidence: "reported",
    },
    {
      id: "null-description",
      code: "invalid-for-2020-12",
      refuses: { kind: "keyword-value", keywords: ["description"], kinds: ["null"] },
      scope: "inputSchema",
      blast: "tool",
      message: "Windsurf checks input schemas against the 2020-12 meta-schema: a null description fails the tool",
      versions: "*",
      sources: ["BetterThanTomorrow/calva-backseat-driver#2"],
      confidence: "reported",
    },
    {
      id: "array-without-items",
      code: "array-without-items",
      refuses: { kind: "array-without-items" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"array schema missing items\": Windsurf refuses the request while the tool is advertised (reported in plan mode)",
      versions: ">=1.9566.11",
      sources: ["DaxianLee/cocos-mcp-server#14"],
      confidence: "reported",
    },
    {
      id: "tool-count",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 100 },
      blast: "list",
      message: "Windsurf refuses to add a server that would exceed its 100-tool limit",
      versions: "*",
      sources: ["https://docs.windsurf.com/windsurf/cascade/mcp", "homeassistant-ai/ha-mcp#420"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["Windsurf", "windsurf-client"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "Windsurf validates every input schema against the 2020-12 meta-schema (\"jsonschema validation failed with 'https://json-schema.org/draft/2020-12/schema#'\", SylphxAI/pdf-reader-mcp#107, praha-inc/byethrow#91); the dialect layer's 2020-12 findings apply to it. The tool cap counts every enabled server together; it was 50 in 2025 builds (Zhwt/go-mcp-mysql#3, keanemind/jj-mcp-server#1, metatool-ai/metamcp#37) and is 100 in current ones (the MCP documentation), the release between them is not public, so only the current cap is recorded. The boolean-bound and null-description findings are 2025 reports whose blast may be the whole list (Windsurf's other schema errors are \"failed to get tools\", GLips/Figma-Context-MCP#107).",
};
