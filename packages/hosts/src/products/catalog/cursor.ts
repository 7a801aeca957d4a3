/** Cursor. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CURSOR: Product = {
  id: "cursor",
  title: "Cursor",
  // no current release: no cited source names a Cursor release (0.47.3 in anyproto/anytype-mcp#5 is Anytype's), so Cursor is judged at latest
  archetypes: [
    {
      role: "outputSchema",
      archetype: "mcp-sdk-v1-client",
      versions: "*",
      sources: ["ScriptedAlchemy/agent-bundle#563"],
      confidence: "reported",
    },
  ],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["zereight/gitlab-mcp#286"],
    confidence: "reported",
  },
  rules: [
    {
      id: "combinator-anywhere",
      code: "combinator",
      refuses: { kind: "keyword", keywords: ["oneOf", "anyOf", "allOf"], at: "anywhere" },
      scope: "inputSchema",
      blast: "requests",
      message: "oneOf/anyOf/allOf in an input schema makes Cursor's backend refuse every request (provider 400)",
      versions: "*",
      sources: ["code-yeongyu/senpi#952", "can1357/oh-my-pi#10432", "Porabuild/Poracode#648"],
      confidence: "confirmed",
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[A-Za-z0-9_]+$" },
      blast: "tool",
      message: "Cursor drops a tool whose name has characters other than letters, digits and underscores",
      versions: "*",
      sources: ["webstudio-is/webstudio#5960", "bavix/gripmock#875"],
      confidence: "confirmed",
    },
    {
      id: "tool-count-40",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 40 },
      blast: "tool",
      message: "Cursor sends only the first 40 tools to the agent; the rest are never offered",
      versions: "<=0.47.3",
      sources: ["bun913/mcp-testrail#6", "anyproto/anytype-mcp#5", "keanemind/jj-mcp-server#1"],
      confidence: "confirmed",
    },
    {
      id: "tool-count-80",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 80 },
      blast: "tool",
      message: "Cursor warns past 80 tools across its servers (the limit was 40 before)",
      versions: ">0.47.3",
      sources: ["Snowflake-Labs/mcp#77"],
      confidence: "reported",
    },
  ],
  clients: { names: ["cursor-vscode"], versions: "*", sources: [CLIENT_INDEX, "ScriptedAlchemy/agent-bundle#580"], confidence: "confirmed" },
  notes:
    "The tool caps count every tool of every server enabled together; a server over the cap trips it alone. The 40-tool cap is reported at 0.47.3 (anyproto/anytype-mcp#5) and the 80-tool one in September 2025 (Snowflake-Labs/mcp#77), the release between them is not public; at `*` both apply.",
};
