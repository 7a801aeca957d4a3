/**
 * Regressions, host side: an unlabelled schema's draft-07-only forms are read with their draft-07 meaning
 * (`dialect-2020-12`) where a host refuses them, and output schemas are held to an object root on the 2025 wire
 * (MCP Tool.outputSchema), the projection wrapping them (SEP-2106).
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "@mcp-wire/dialect";
import { checkTools, loosen, projectTools } from "../src/index.js";

const TUPLE_NOTE = "the draft-07 tuple items: [...] read as prefixItems and additionalItems as items (a schema without $schema is 2020-12, where an items array is invalid)";

/** mapbox's output shape (zod-to-json-schema, draft-07) with its label stripped. */
const point = { type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } }, required: ["at"] };

function compiles(schema: JsonSchema): void {
  expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  expect(() => new Ajv2020({ strict: false }).compile(schema)).not.toThrow();
}

const changes = (result: ReturnType<typeof loosen>) => result.loosened.map((change) => [change.path, change.rewrite, change.message]);

describe("unlabelled draft-07-only forms are read as draft-07 where a host refuses them", () => {
  test("the 2020-12-only client refuses the items array; its projection is prefixItems + items: false", () => {
    const tools = [{ name: "t", inputSchema: { type: "object" }, outputSchema: point }];
    const judged = checkTools({ tools }, { hosts: ["2020-12-only", "anthropic-api"] });
    expect(judged.tools[0]?.schemas[1]?.hosts[0]?.issues.map((found) => found.code)).toEqual(["meta-schema-invalid", "compile-failed"]);
    const projection = projectTools(tools, "2020-12-only");
    const for2020 = { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } }, required: ["at"] };
    expect((projection.tools[0] as { outputSchema: unknown }).outputSchema).toEqual(for2020);
    expect(projection.report[0]?.loosened.outputSchema?.map((change) => [change.path, change.rewrite, change.message])).toEqual([["/properties/at/items", "dialect-2020-12", `/properties/at/items: ${TUPLE_NOTE}`]]);
    expect(projection.report[0]?.issues).toEqual([]);
  });

  test("a $ref into a tuple element follows the rename", () => {
    const withRef = { type: "object", properties: { t: { type: "array", items: [{ type: "string" }] }, u: { $ref: "#/properties/t/items/0" } } };
    expect(loosen(withRef, ["dialect-2020-12"]).schema).toEqual({ type: "object", properties: { t: { type: "array", prefixItems: [{ type: "string" }] }, u: { $ref: "#/properties/t/prefixItems/0" } } });
  });

  test("dependencies: read as dependentRequired/dependentSchemas", () => {
    const result = loosen({ type: "object", dependencies: { a: ["b"], c: { required: ["d"] } } }, ["dialect-2020-12"]);
    expect(result.schema).toEqual({ type: "object", dependentRequired: { a: ["b"] }, dependentSchemas: { c: { required: ["d"] } } });
    expect(changes(result)).toEqual([["/dependencies", "dialect-2020-12", "/dependencies: draft-07 dependencies read as dependentRequired/dependentSchemas (2020-12 readers do not apply dependencies)"]]);
  });

  test('$id: "#name" (invalid in 2020-12) is read as $anchor', () => {
    const result = loosen({ type: "object", properties: { a: { $ref: "#foo" } }, definitions: { A: { $id: "#foo", type: "string" } } }, ["dialect-2020-12"]);
    expect(result.schema).toEqual({ type: "object", properties: { a: { $ref: "#foo" } }, definitions: { A: { $anchor: "foo", type: "string" } } });
    expect(changes(result)).toEqual([["/definitions/A/$id", "dialect-2020-12", '/definitions/A/$id: $id "#foo" read as the draft-07 plain-name fragment $anchor "foo" (2020-12 forbids a fragment in $id)']]);
    compiles(result.schema as JsonSchema);
  });
});

describe("output schemas need an object root on the 2025 wire (MCP Tool.outputSchema)", () => {
  const tools = [
    { name: "list", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "string" } } },
    { name: "object", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { n: { type: "number" } } } },
  ];

  test("a non-object output root costs the SDK clients the list at 2025-11-25, nothing at 2026-07-28", () => {
    const early = checkTools({ tools }, { hosts: ["mcp-sdk-v2-client"], revision: "2025-11-25" });
    expect(early.tools.map((tool) => tool.schemas[1]?.hosts[0]?.issues.map((found) => [found.layer, found.code, found.blast]))).toEqual([[["wire", "wire-invalid", "list"]], []]);
    const late = checkTools({ tools }, { hosts: ["mcp-sdk-v2-client"], revision: "2026-07-28" });
    expect(late.tools.map((tool) => tool.schemas[1]?.hosts[0]?.issues)).toEqual([[], []]);
  });

  test("the projection wraps it for a 2025-era session, and the wrapped list passes", () => {
    const projection = projectTools(tools, "mcp-sdk-v2-client", { revision: "2025-11-25" });
    expect(projection.wrapped).toEqual(["list"]);
    expect(projection.report.map((tool) => tool.blast)).toEqual(["none", "none"]);
    expect(checkTools({ tools: projection.tools }, { hosts: ["mcp-sdk-v2-client"] }).summary.hosts["mcp-sdk-v2-client"]).toMatchObject({ toolsKept: 2, listLost: false });
  });

  test("an input schema that is not an object is never wrapped: no loosening-only form, said so", () => {
    const projection = projectTools([{ name: "s", inputSchema: { type: "string" } }], "mcp-sdk-v2-client");
    expect(projection.tools[0]).toEqual({ name: "s", inputSchema: { type: "string" } });
    expect(projection.report[0]?.issues.map((found) => [found.code, found.role, found.path, found.blast])).toEqual([
      ["wire-invalid", "inputSchema", "/type", "list"],
      ["no-loosening-form", "inputSchema", "", "none"],
    ]);
  });
});
