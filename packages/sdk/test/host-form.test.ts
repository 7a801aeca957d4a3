/**
 * The host-form seam: the SEP-2106 output wrap (`$ref` pointers rebased, `$id` bases respected), `projectToolList`
 * (wrap by revision, unprojected and withheld tools, the cache, the caller's list untouched) and `wrapCallResult`.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { projectToolList, wrapCallResult, wrapOutputSchema } from "../src/v1/index.js";

describe("wrapOutputSchema", () => {
  it("moves the label to the new root and rebases same-document pointers under #/properties/result", () => {
    const natural = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "array",
      items: { $ref: "#/$defs/item" },
      $defs: { item: { type: "object", properties: { next: { $ref: "#" }, tag: { $ref: "#tag" } }, default: { $ref: "#/not/a/schema" } } },
    };
    expect(wrapOutputSchema(natural)).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        result: {
          type: "array",
          items: { $ref: "#/properties/result/$defs/item" },
          $defs: { item: { type: "object", properties: { next: { $ref: "#/properties/result" }, tag: { $ref: "#tag" } }, default: { $ref: "#/not/a/schema" } } },
        },
      },
      required: ["result"],
    });
    expect(natural.items.$ref).toBe("#/$defs/item"); // not mutated
  });

  it("accepts exactly what the original accepts, wrapped (Ajv 2020)", () => {
    const natural = { type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } };
    const ajv = new Ajv2020();
    const original = ajv.compile(natural);
    const wrapped = ajv.compile(wrapOutputSchema(natural));
    for (const value of [[1, 2], [], ["x"], [1, "2"], 3, null]) expect(wrapped({ result: value })).toBe(original(value));
  });

  it("leaves pointers alone under a subschema (or root) with its own $id base", () => {
    expect(wrapOutputSchema({ $id: "https://example.com/list", type: "array", items: { $ref: "#/$defs/n" } })).toEqual({
      type: "object",
      properties: { result: { $id: "https://example.com/list", type: "array", items: { $ref: "#/$defs/n" } } },
      required: ["result"],
    });
    const nested = wrapOutputSchema({ type: "array", items: { $id: "https://example.com/item", $ref: "#/$defs/x" } }) as { properties: { result: { items: unknown } } };
    expect(nested.properties.result.items).toEqual({ $id: "https://example.com/item", $ref: "#/$defs/x" });
  });
});

describe("projectToolList", () => {
  const tools = [
    { name: "numbers", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "number" } } },
    { name: "broken", inputSchema: { type: "object", required: null } },
    "not a tool",
  ];

  it("wraps a non-object output for 2025-era revisions only, and lists unprojectable tools", () => {
    const early = projectToolList(tools, { host: "as-is", revision: "2025-06-18" });
    expect(early.tools[0]).toEqual({ name: "numbers", inputSchema: { type: "object" }, outputSchema: wrapOutputSchema({ type: "array", items: { type: "number" } }) });
    expect([...early.wrapped]).toEqual(["numbers"]);
    const late = projectToolList(tools, { host: "as-is", revision: "2026-07-28" });
    expect(late.tools).toEqual(tools);
    expect([...late.wrapped]).toEqual([]);
    const cursor = projectToolList(tools, { host: "cursor", revision: "2025-11-25" });
    expect(cursor.tools[1]).toEqual(tools[1]); // sent as it was
    expect(cursor.tools[2]).toBe("not a tool");
    expect(cursor.unprojected).toEqual([{ name: "broken", host: "cursor", reason: "inputSchema: /required: required must be an array of unique strings" }]);
    expect(cursor.withheld).toEqual([]);
  });

  it("quarantine withholds instead; results are cached per list, host and revision; the caller's list is untouched", () => {
    const snapshot = JSON.stringify(tools);
    const first = projectToolList(tools, { host: "cursor", revision: "2025-11-25", quarantine: true });
    expect(first.tools.map((tool) => (typeof tool === "object" ? (tool as { name: string }).name : tool))).toEqual(["numbers", "not a tool"]);
    expect(first.withheld.map((tool) => tool.name)).toEqual(["broken"]);
    expect(projectToolList(JSON.parse(snapshot), { host: "cursor", revision: "2025-11-25", quarantine: true })).toBe(first);
    expect(projectToolList(tools, { host: "cursor", revision: "2026-07-28", quarantine: true })).not.toBe(first);
    expect(Object.isFrozen(first.tools)).toBe(true);
    expect(JSON.stringify(tools)).toBe(snapshot);
  });
});

it("wrapCallResult wraps own structuredContent only", () => {
  expect(wrapCallResult({ content: [], structuredContent: [1] })).toEqual({ content: [], structuredContent: { result: [1] } });
  expect(wrapCallResult({ content: [] })).toEqual({ content: [] });
  expect(wrapCallResult(Object.create({ structuredContent: 1 }))).toEqual({});
  expect(wrapCallResult(null)).toBe(null);
});
