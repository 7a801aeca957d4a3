/** Kilo CLI (`kilo`, `@kilocode/cli`). */
import type { Product } from "../types.js";

/** The lab's recording of Kilo CLI 7.7.7 (`fixtures/lab/kilo@7.7.7.json`): `lab:kilo@7.7.7#<list>`. */
const LAB = "lab:kilo@7.7.7";

export const KILO: Product = {
  id: "kilo",
  title: "Kilo CLI",
  current: "7.7.7", // the release the product lab installs from npm and runs offline (npm:@kilocode/cli@7.7.7)
  archetypes: [
    {
      role: "outputSchema",
      archetype: "mcp-sdk-v1-client",
      versions: ">=7.7.7",
      sources: [`${LAB}#output-unlabelled`, `${LAB}#output-draft-07`, `${LAB}#output-2020-12`],
      confidence: "confirmed",
      kind: "measured",
    },
  ],
  wire: {
    loses: "list",
    versions: ">=7.7.7",
    sources: [`${LAB}#root-absent`, `${LAB}#required-null`, `${LAB}#properties-array`, `${LAB}#boolean-property-true`, `${LAB}#root-untyped`, `${LAB}#root-array`],
    confidence: "confirmed",
    kind: "measured",
  },
  negotiates: { prefers: ["2025-11-25"], versions: ">=7.7.7", sources: ["lab:kilo@7.7.7#offer-2026-07-28"], confidence: "confirmed", kind: "measured" },
  rules: [
    {
      id: "root-closed",
      code: "keyword-added",
      refuses: { kind: "root-without", keyword: "additionalProperties" },
      scope: "inputSchema",
      blast: "misread",
      message: "Kilo adds additionalProperties: false to an input schema's object root: the model is told no other argument is allowed (tighter than the schema)",
      versions: ">=7.7.7",
      sources: [`${LAB}#root-allof`, `${LAB}#nested-not`, `${LAB}#name-dot`, `${LAB}#tools-129`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "output-ref-relisted",
      code: "missing-ref-target",
      refuses: { kind: "unresolved-ref" },
      scope: "outputSchema",
      blast: "none",
      message: "an output schema $ref whose target is not in the schema fails the SDK client's listTools; Kilo lists the tools again without their output schemas: the tools are kept, their results not checked",
      preempts: ["mcp-sdk-v1-client"],
      versions: ">=7.7.7",
      sources: [`${LAB}#ref-unresolvable-output`],
      confidence: "confirmed",
      kind: "measured",
    },
    {
      id: "root-combinator",
      code: "root-combinator",
      refuses: { kind: "keyword", keywords: ["allOf", "anyOf", "oneOf"], at: "root" },
      scope: "inputSchema",
      blast: "requests",
      message: "on Anthropic-family models Kilo sends a root oneOf/allOf/anyOf on and every request fails (\"input_schema does not support oneOf, allOf, or anyOf at the top level\")",
      versions: ">=7.4.8",
      sources: ["Kilo-Org/kilocode#12246"],
      confidence: "reported",
    },
  ],
  clients: { names: ["kilo"], versions: ">=7.7.7", sources: [`${LAB}#name-dot`], confidence: "confirmed", kind: "measured" },
  notes:
    "Measured at 7.7.7 (the lab's recording, offline against a fake Chat Completions API); later releases are assumed to behave the same until re-measured. Kilo's MCP client is the TypeScript SDK 1.x client: a tools/list entry that fails the revision's Tool type (no inputSchema, a root without type \"object\", required: null, a true/false property schema, properties: []) loses every tool of the server; output schemas are compiled in listTools and structuredContent that does not match them (or is missing) fails the call. When listTools fails on an output schema's reference (Ajv's \"can't resolve reference\" and like messages), Kilo sends tools/list again itself and parses it without output schemas: the server's tools are kept and none of their results is checked (only the unresolved $ref case is recorded; doctor still checks the results of the other tools of such a server). Kilo closes each object root with additionalProperties: false before the model sees it; nested objects are left open. Kilo CLI routes to many providers; its one recorded refusal is the Anthropic API's, reported for Claude Sonnet models across Anthropic-compatible providers (Kilo-Org/kilocode#12246, Kilo 7.4.8), which the lab's fake model API does not check. The clientInfo name Kilo-Code in the public index is the VS Code extension's; the CLI sends kilo (the lab's recording).",
};
