// Runnable example for docs/projections.md; executed by packages/hosts/test/loosen-docs.test.ts.
// In an application, import from "@mcp-wire/hosts".
import { loosen, unwrapStructuredContent, wrapStructuredContent } from "../../packages/hosts/src/index.js";

/** One tool, as a PHP or hand-written server might send it, projected for three kinds of host. */
export function projectionsExample() {
  const inputSchema = {
    anyOf: [
      { type: "object", properties: { url: { type: "string" }, depth: { enum: [1, 2, 3] } }, required: ["url"] },
      { type: "object", properties: { path: { type: "string" }, tags: { type: "array" } }, required: ["path"] },
    ],
    required: null,
  };
  const outputSchema = { type: "array", items: { type: "string" } };

  // An Anthropic-backed host: no root anyOf, and the wire wants type "object" and no `required: null`.
  const anthropic = loosen(inputSchema, ["required-null", "root-combinators", "root-object-type"], { role: "inputSchema" });
  // A Gemini-style subset host: also no numeric enum; a VS Code-style host: arrays need items.
  const subset = loosen(inputSchema, ["required-null", "root-combinators", "root-object-type", "enum-description", "array-items"], { role: "inputSchema" });
  // A 2025-era client: a non-object output schema is wrapped, and so is each result.
  const output = loosen(outputSchema, ["output-wrap"], { role: "outputSchema" });
  const result = output.wrapped ? wrapStructuredContent(["a.txt", "b.txt"]) : ["a.txt", "b.txt"];

  return {
    anthropic: anthropic.schema,
    anthropicChanges: anthropic.loosened.map((item) => `${item.path} ${item.rewrite} (${item.effect})`),
    subset: subset.schema,
    output: output.schema,
    result,
    unwrapped: unwrapStructuredContent(result),
  };
}
