/** GitHub Copilot CLI. */
import type { Product } from "../types.js";
import { CLIENT_INDEX } from "./clients.js";

export const COPILOT_CLI: Product = {
  id: "copilot-cli",
  title: "GitHub Copilot CLI",
  archetypes: [],
  rules: [
    {
      id: "tool-name",
      code: "tool-name",
      refuses: { kind: "tool-name", pattern: "^[a-zA-Z0-9_-]{1,128}$" },
      blast: "requests",
      message: "\"tools.N.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'\": a tool name with a dot, slash or space fails every request",
      versions: "*",
      sources: ["github/copilot-cli#1879", "github/copilot-cli#2581", "MariaDB/mcp#36"],
      confidence: "confirmed",
    },
    {
      id: "object-without-properties",
      code: "object-without-properties",
      refuses: { kind: "root-without", keyword: "properties" },
      scope: "inputSchema",
      blast: "requests",
      message: "\"object schema missing properties\": an input schema of type object without properties fails every request",
      versions: ">=0.0.365",
      sources: ["github/copilot-cli#1825"],
      confidence: "reported",
    },
    {
      id: "ref-unresolved",
      code: "ref-discarded",
      refuses: { kind: "keyword", keywords: ["$ref"], at: "anywhere" },
      scope: "inputSchema",
      blast: "misread",
      message: "Copilot CLI does not resolve $ref: the model cannot build the referenced parameters and the calls fail input validation",
      versions: ">=0.0.423",
      sources: ["github/copilot-cli#1876"],
      confidence: "reported",
    },
  ],
  clients: { names: ["github-copilot-developer"], versions: "*", sources: [CLIENT_INDEX], confidence: "reported" },
  notes:
    "The name pattern and the missing-properties refusal come from the Copilot API behind the CLI (the \"CAPIError: 400\" of github/copilot-cli#1879; OpenAI's wording in github/copilot-cli#1825), so a CLI pointed at another provider may differ. VS Code's Copilot Chat remaps dots in names; the CLI passes them through (github/copilot-cli#2581).",
};
