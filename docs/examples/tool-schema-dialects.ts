// Runnable example for docs/tool-schemas.md and docs/hosts.md; executed by packages/hosts/test/docs.test.ts.
// In an application, import from "@mcp-wire/dialect" and "@mcp-wire/hosts".
import { convertDialect, toPortableSchema } from "../../packages/dialect/src/index.js";
import { checkTools, projectTools } from "../../packages/hosts/src/index.js";

/** A zod-style 2020-12 output schema with a tuple, as draft-07, portable, judged and projected per host. */
export function tupleExample() {
  const outputSchema = {
    type: "object",
    properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } },
    required: ["at"],
  };
  const tools = [{ name: "locate", inputSchema: { type: "object" }, outputSchema }];
  const outputOf = (projected: readonly unknown[]) => (projected[0] as { outputSchema: unknown }).outputSchema;
  return {
    draft07: convertDialect(outputSchema, { to: "draft-07" }).schema,
    portable: toPortableSchema(outputSchema).schema,
    v1Findings: checkTools({ tools }, { hosts: ["mcp-sdk-v1-client"] }).tools[0]?.schemas[1]?.hosts[0]?.issues.map((item) => item.code),
    forSdkV1: outputOf(projectTools(tools, "mcp-sdk-v1-client").tools),
    forUnknownClients: outputOf(projectTools(tools, "common").tools),
  };
}
