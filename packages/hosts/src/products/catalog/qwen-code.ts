/** Qwen Code (a fork of Gemini CLI). */
import type { Product } from "../types.js";

/** The lab recording of Qwen Code 0.15.10 (`fixtures/lab/qwen-code@0.15.10.json`), one source per probe list. */
const LAB = "lab:qwen-code@0.15.10";

export const QWEN_CODE: Product = {
  id: "qwen-code",
  title: "Qwen Code",
  current: "0.15.10", // the release the product lab installs from npm and runs offline (npm:@qwen-code/qwen-code@0.15.10)
  archetypes: [
    {
      role: "outputSchema",
      archetype: "mcp-sdk-v1-client",
      versions: ">=0.15.10",
      sources: [`${LAB}#output-unlabelled`, `${LAB}#output-draft-07`, `${LAB}#output-2020-12`, `${LAB}#ref-unresolvable-output`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  wire: {
    loses: "list",
    versions: ">=0.15.10",
    sources: [`${LAB}#boolean-property-true`, `${LAB}#required-null`, `${LAB}#properties-array`, `${LAB}#root-absent`],
    confidence: "confirmed",
    kind: "measured",
  },
  negotiates: { prefers: ["2025-11-25"], versions: ">=0.15.10", sources: ["lab:qwen-code@0.15.10#offer-2026-07-28"], confidence: "confirmed", kind: "measured" },
  rules: [
    {
      id: "missing-type",
      code: "missing-type",
      refuses: { kind: "missing-type" },
      scope: "inputSchema",
      blast: "tool",
      message: "\"Skipping tool ... because it has missing types in its parameter schema\": Qwen Code drops a tool with a schema node without type (a $ref property included)",
      versions: "<0.15.10",
      sources: ["zereight/gitlab-mcp#231", "cso1z/Feishu-MCP#24", "basicmachines-co/basic-memory#394"],
      confidence: "confirmed",
    },
  ],
  clients: {
    names: [],
    prefixes: ["qwen-cli-mcp-client-"],
    announcesVersion: false,
    versions: ">=0.15.10",
    sources: [`${LAB}#name-dash`],
    confidence: "confirmed",
    kind: "measured",
  },
  notes:
    "Qwen Code was forked from Gemini CLI and kept its MCP tool discovery, including the missing-types check (zereight/gitlab-mcp#231 at Qwen Code 0.0.8); at 0.15.10 the lab measured no such check (tools with $ref, untyped properties, enums with null, const are all sent unchanged), so missing-type is bounded below it. Measured at 0.15.10 (later releases assumed until re-measured): it sends each MCP schema unchanged, parses tools/list with the MCP TypeScript SDK 1.x client (a wire-invalid tool — a boolean property schema, required: null, properties as an array, a non-object root, no inputSchema — or an outputSchema whose $ref does not resolve loses every tool of the server) and validates structuredContent against the outputSchema (a violating or missing structuredContent comes back as an error). It announces clientInfo {name: \"qwen-cli-mcp-client-<server name>\", version: \"0.0.1\"}: the name is matched by its prefix, the version is the same for every release and is not read as Qwen Code's. It sends tools to an OpenAI-compatible Chat Completions endpoint by default, whose own refusals depend on the provider.",
};
