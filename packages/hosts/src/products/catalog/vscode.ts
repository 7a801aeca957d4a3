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
      sources: ["microsoft/vscode#246119", "microsoft/vscode#248810", "microsoft/vscode#257537"],
      confidence: "confirmed",
    },
    {
      id: "tool-count",
      code: "too-many-tools",
      refuses: { kind: "tool-count", max: 128 },
      blast: "requests",
      message: "\"You may not include more than 128 tools in your request\": every chat request fails",
      versions: ">=1.100.0",
      sources: ["microsoft/vscode-copilot-release#9375", "microsoft/vscode-copilot-release#11653"],
      confidence: "confirmed",
    },
  ],
  clients: { names: ["Visual Studio Code", "Visual-Studio-Code"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes: "The 128-tool cap counts every tool enabled in a chat request (built-in, extension and MCP tools together); a server over it trips it alone.",
};
