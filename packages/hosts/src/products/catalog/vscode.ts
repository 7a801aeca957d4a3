/** VS Code with GitHub Copilot. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const VSCODE: Product = {
  id: "vscode",
  title: "VS Code / GitHub Copilot",
  current: "1.131.0", // the newest release a source names: lerd-env/lerd#1265 (2026-08-03, array schema without items still refused)
  archetypes: [],
  rules: [
    {
      id: "boolean-subschema",
      code: "boolean-subschema",
      refuses: { kind: "boolean-subschema", under: "anywhere", values: [true] },
      scope: "inputSchema",
      blast: "requests",
      message: "\"Cannot use 'in' operator to search for 'type' in true\": a true subschema fails agent requests",
      versions: ">=1.99.0 <1.100.0",
      sources: ["microsoft/vscode-copilot-release#7531", "microsoft/vscode-copilot-release#7636", "mongodb-js/mongodb-mcp-server#139", "microsoft/vscode#245067"],
      confidence: "confirmed",
    },
    {
      id: "array-without-items",
      code: "array-without-items",
      refuses: { kind: "array-without-items" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"tool parameters array type must have items\": an array schema without items fails the chat requests",
      versions: ">=1.99.0",
      sources: ["microsoft/vscode#246119", "microsoft/vscode#248810", "microsoft/vscode#257537", "microsoft/vscode#284536", "lerd-env/lerd#1265"],
      confidence: "confirmed",
    },
    {
      id: "tool-count",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 128 },
      blast: "requests",
      message: "\"You may not include more than 128 tools in your request\": every chat request fails",
      versions: ">=1.100.0 <1.110.0",
      sources: ["microsoft/vscode-copilot-release#9375", "microsoft/vscode-copilot-release#11653", "microsoft/vscode#256606"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["Visual Studio Code", "Visual-Studio-Code"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "The 128-tool cap counts every tool enabled in a chat request (built-in, extension and MCP tools together); a server over it trips it alone. Virtual tools (behind github.copilot.chat.virtualTools.enabled, July 2025) and then progressive tool discovery send only a subset per turn; the cap's upper bound 1.110.0 is an estimate from a March 2026 report of its removal, the release that turned discovery on by default is not cited. A dotted tool name only warns (\"Tools names may only contain [a-z0-9_-]\") and the tool works (microsoft/vscode#308463, 1.114). Not recorded: the 1.106.0 regression where array parameters failed \"must be array\" (microsoft/vscode#277462): one release, its fix is not cited.",
};
