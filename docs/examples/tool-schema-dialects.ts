// Runnable example for docs/tool-schemas.md and docs/hosts.md; executed by packages/dialect/test/docs.test.ts.
// In an application, import from "@mcp-wire/dialect".
import { convertDialect, toPortableSchema } from "../../packages/dialect/src/index.js";
import { checkToolSchema, projectFor } from "../../packages/hosts/src/index.js";

/** A zod-style 2020-12 output schema with a tuple, as draft-07, portable, and per host. */
export function tupleExample() {
  const outputSchema = {
    type: "object",
    properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } },
    required: ["at"],
  };
  return {
    draft07: convertDialect(outputSchema, { to: "draft-07" }).schema,
    portable: toPortableSchema(outputSchema).schema,
    v1Diagnostics: checkToolSchema(outputSchema, "mcp-sdk-v1-client", { io: "output" }).map((item) => item.code),
    forVscode: projectFor(outputSchema, "vscode", { io: "output" }).schema,
  };
}
