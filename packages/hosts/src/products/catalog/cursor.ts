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
      sources: ["ScriptedAlchemy/agent-bundle#563", "TheGreenCedar/CodeStory#1971", "TheGreenCedar/CodeStory#1995"],
      confidence: "confirmed",
    },
  ],
  wire: {
    loses: "list",
    versions: "*",
    sources: ["zereight/gitlab-mcp#286", "MervinPraison/PraisonAI#3111", "tidewave-ai/tidewave_phoenix#79"],
    confidence: "confirmed",
  },
  rules: [
    {
      id: "combinator-anywhere",
      code: "combinator",
      refuses: { kind: "keyword", keywords: ["oneOf", "anyOf", "allOf"], at: "anywhere" },
      scope: "inputSchema",
      blast: "requests",
      message: "with claude-fable-5 models reached through cursor-agent from third-party harnesses, Cursor's backend refuses every request with oneOf/anyOf/allOf in an input schema (provider 400); not reported from the Cursor IDE, and other models accept it",
      versions: "*",
      sources: ["code-yeongyu/senpi#952", "can1357/oh-my-pi#10432"],
      confidence: "contested",
      against: ["can1357/oh-my-pi#10433", "can1357/oh-my-pi#10464"],
    },
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[^.]+$" },
      blast: "tool",
      message: "Cursor drops a tool whose name has a dot (\"Tool name must only contain alphanumeric characters and underscores\"); hyphens and spaces are kept",
      versions: ">=2.5.0",
      sources: ["webstudio-is/webstudio#5960", "bavix/gripmock#875"],
      confidence: "confirmed",
    },
    {
      id: "dotted-name-rewritten",
      code: "tool-name-rewritten",
      refuses: { kind: "tool-name", pattern: "^[^.]+$" },
      blast: "result",
      message: "Cursor builds of January 2026 list a dotted tool but call it with the dots turned to underscores, so every call fails (\"Tool docs_find not found\")",
      versions: ">=2.3.0 <2.5.0",
      sources: ["gemini-cli-extensions/workspace#168"],
      confidence: "reported",
    },
    {
      id: "hyphen-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[^-]+$" },
      blast: "tool",
      message: "Cursor 0.45 to 0.48 does not recognise a tool whose name has a hyphen",
      versions: ">=0.45.0 <0.49.0",
      sources: ["shuntaka9576/cal2prompt#7", "webflow/mcp-server#13"],
      confidence: "confirmed",
    },
    {
      id: "tool-count-40",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 40 },
      blast: "tool",
      message: "Cursor sends only the first 40 tools to the agent; the rest are never offered",
      versions: "<1.5.0",
      sources: ["bun913/mcp-testrail#6", "anyproto/anytype-mcp#5", "keanemind/jj-mcp-server#1", "getsentry/sentry-mcp-stdio#3"],
      confidence: "confirmed",
    },
    {
      id: "tool-count-80",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 80 },
      blast: "none",
      message: "Cursor warns past 80 tools across its servers; the tools are still offered",
      versions: ">=1.5.0 <2.4.0",
      sources: ["Snowflake-Labs/mcp#77"],
      confidence: "reported",
    },
  ],
  clients: { names: ["cursor-vscode"], versions: "*", sources: [CLIENT_INDEX, "ScriptedAlchemy/agent-bundle#580"], confidence: "confirmed" },
  notes:
    "Release numbers are estimates from report dates, as Cursor's issues rarely name one: the 40-tool cap is quoted from Cursor's documentation from February to mid-2025 (the 0.47.3 once recorded here is an Anytype version, anyproto/anytype-mcp#5), the 80-tool warning from September 2025 (Snowflake-Labs/mcp#77) until dynamic context discovery (January 2026: the agent gets tool names and fetches definitions on demand). The caps count every tool of every server enabled together; a server over the cap trips it alone. Dotted names: in January 2026 builds (about 2.3 and 2.4; Cursor 2.2.9 is of December 2025, cursor/cursor#3861) listed but called under an underscored name (dotted-name-rewritten), in June and July 2026 builds filtered out (tool-name, from about 2.5); the boundary is an estimate. Hyphenated names and even names with spaces are invoked verbatim by current Cursor (makenotion/notion-mcp-server#216, a June 2026 probe of glama.ai's tool-name-normalization-mcp-server). The combinator refusal rests on third-party harnesses calling Cursor's backend with one model family (can1357/oh-my-pi#10433 says so; cursor-grok-4.6 accepts the same schemas, can1357/oh-my-pi#10464), so it is contested: doctor cannot see the model. Not recorded: cursor-agent (the CLI agent, default model auto) failing every request on a non-string enum or a tuple items (get-bb/bb#2222) — another surface, not told apart by clientInfo; top-level property names with [ or ] refused (a 2025 forum thread, blast not stated); a combined server and tool name over 60 characters (sparfenyuk/mcp-proxy#45, needs the configured server name).",
};
