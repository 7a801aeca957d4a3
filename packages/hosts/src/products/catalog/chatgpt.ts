/** ChatGPT connectors. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const CHATGPT: Product = {
  id: "chatgpt",
  title: "ChatGPT connectors",
  // no current release: ChatGPT connectors are a hosted service without public release numbers, judged at latest
  archetypes: [],
  rules: [
    {
      id: "tuple-items",
      code: "tuple-items",
      refuses: { kind: "keyword-value", keywords: ["items"], kinds: ["array"] },
      scope: "inputSchema",
      blast: "list",
      message: "a draft-07 tuple (items: [...]) fails connector creation (\"Invalid MCP tool schema\")",
      versions: "*",
      sources: ["oomkapwn/enquire-mcp#354"],
      confidence: "reported",
    },
  ],
  clients: { names: ["ChatGPT"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
};
