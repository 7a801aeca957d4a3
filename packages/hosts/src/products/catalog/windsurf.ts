/** Windsurf (Cascade). */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const WINDSURF: Product = {
  id: "windsurf",
  title: "Windsurf",
  archetypes: [],
  rules: [
    {
      id: "array-without-items",
      code: "array-without-items",
      refuses: { kind: "array-without-items" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"array schema missing items\": Windsurf refuses the request while the tool is advertised",
      versions: "1.9566.11",
      sources: ["DaxianLee/cocos-mcp-server#14"],
      confidence: "reported",
    },
    {
      id: "tool-count",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 50 },
      blast: "list",
      message: "Windsurf refuses to add a server that would exceed its 50-tool limit",
      versions: "*",
      sources: ["Zhwt/go-mcp-mysql#3", "keanemind/jj-mcp-server#1", "metatool-ai/metamcp#37"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["Windsurf", "windsurf-client"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
};
