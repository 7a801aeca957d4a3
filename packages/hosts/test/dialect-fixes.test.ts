/**
 * Regressions, host side: projectFor reads an unlabelled schema's draft-07-only forms with their draft-07 meaning
 * for every host, and checkToolSchema / projectFor hold output schemas to an object root (MCP Tool.outputSchema).
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import type { JsonSchema } from "@mcp-wire/dialect";
import { checkToolSchema, projectFor } from "../src/index.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const TUPLE_NOTE = "the draft-07 tuple items: [...] read as prefixItems and additionalItems as items (a schema without $schema is 2020-12, where an items array is invalid)";

/** mapbox's output shape (zod-to-json-schema, draft-07) with its label stripped. */
const point = { type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "number" }], additionalItems: false, minItems: 2, maxItems: 2 } }, required: ["at"] };

function compiles(schema: JsonSchema): void {
  expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  expect(() => new Ajv2020({ strict: false }).compile(schema)).not.toThrow();
}

describe("unlabelled draft-07-only forms are read as draft-07 by projectFor", () => {
  test("draft-07 hosts get the labelled draft-07 tuple, 2020-12 hosts prefixItems + items: false", () => {
    const note = { path: "/properties/at/items", code: "read-as-draft-07", message: `/properties/at/items: ${TUPLE_NOTE}` };
    expect(projectFor(point, "mcp-sdk-v1-client", { io: "output" })).toEqual({ schema: { $schema: DRAFT_07, ...point }, loosened: [note], issues: [] });
    const for2020 = { type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }], items: false, minItems: 2, maxItems: 2 } }, required: ["at"] };
    for (const host of ["mcp-sdk-v2-client", "2020-12-only", "anthropic-api"] as const) {
      expect(projectFor(point, host, { io: "output" })).toEqual({ schema: for2020, loosened: [note], issues: [] });
    }
    // As written, 2020-12 hosts still refuse it: checkToolSchema reports what the host does.
    expect(checkToolSchema(point, "anthropic-api", { io: "output" }).map((item) => item.code)).toEqual(["draft-07-tuple"]);
  });

  test("a $ref into a tuple element follows the rename", () => {
    const withRef = { type: "object", properties: { t: { type: "array", items: [{ type: "string" }] }, u: { $ref: "#/properties/t/items/0" } } };
    expect(projectFor(withRef, "anthropic-api").schema).toEqual({ type: "object", properties: { t: { type: "array", prefixItems: [{ type: "string" }] }, u: { $ref: "#/properties/t/prefixItems/0" } } });
  });

  test("dependencies: read as dependentRequired/dependentSchemas", () => {
    const schema = { type: "object", dependencies: { a: ["b"], c: { required: ["d"] } } };
    const note = { path: "/dependencies", code: "read-as-draft-07", message: "/dependencies: draft-07 dependencies read as dependentRequired/dependentSchemas (2020-12 readers do not apply dependencies)" };
    expect(projectFor(schema, "2020-12-only")).toEqual({ schema: { type: "object", dependentRequired: { a: ["b"] }, dependentSchemas: { c: { required: ["d"] } } }, loosened: [note], issues: [] });
  });

  test('$id: "#name" (invalid in 2020-12) is read as $anchor', () => {
    const schema = { type: "object", properties: { a: { $ref: "#foo" } }, definitions: { A: { $id: "#foo", type: "string" } } };
    const note = { path: "/definitions/A/$id", code: "read-as-draft-07", message: '/definitions/A/$id: $id "#foo" read as the draft-07 plain-name fragment $anchor "foo" (2020-12 forbids a fragment in $id)' };
    const for2020 = projectFor(schema, "anthropic-api");
    expect(for2020).toEqual({ schema: { type: "object", properties: { a: { $ref: "#foo" } }, definitions: { A: { $anchor: "foo", type: "string" } } }, loosened: [note], issues: [] });
    compiles(for2020.schema as JsonSchema);
  });
});

describe("checkToolSchema checks the object root of output schemas too (MCP Tool.outputSchema)", () => {
  test("a non-object output root is reported; an object root is not", () => {
    const root = { path: "", code: "root-not-object", message: 'root: a tool output schema needs type: "object" at its root' };
    expect(checkToolSchema({ type: "array", items: { type: "string" } }, "mcp-sdk-v2-client", { io: "output" })).toEqual([root]);
    expect(checkToolSchema(true, "mcp-sdk-v2-client", { io: "output" })).toEqual([root]);
    expect(checkToolSchema({ type: "object", properties: { n: { type: "number" } } }, "mcp-sdk-v2-client", { io: "output" })).toEqual([]);
    expect(checkToolSchema({ type: "string" }, "vscode")).toEqual([{ path: "", code: "root-not-object", message: 'root: a tool input schema needs type: "object" at its root' }]);
  });

  test("projectFor refuses an output schema without an object root", () => {
    expect(projectFor({ type: "string" }, "2020-12-only", { io: "output" })).toEqual({
      schema: undefined,
      loosened: [],
      issues: [{ path: "", code: "root-not-object", message: 'root: a tool output schema needs type: "object" at its root' }],
    });
  });
});
