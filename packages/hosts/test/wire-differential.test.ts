/**
 * The wire layer against the real clients: malformed tools (each alone in its list) through each SDK client's own
 * tools/list parsing over a real transport, at 2025-06-18 and 2025-11-25; checkTools' `listLost` must equal what the
 * client does. Every shape is also checked against the spec's schema.json verdict it rests on.
 */
import { describe, expect, test } from "vitest";
import { checkTools, wireFindings, type ArchetypeId } from "../src/index.js";
import { CLIENTS, connect } from "./support/clients.js";

const SHAPES: Readonly<Record<string, unknown>> = {
  valid: { name: "t", inputSchema: { type: "object", properties: { a: { type: "string" } }, required: ["a"] } },
  "boolean-property": { name: "t", inputSchema: { type: "object", properties: { x: true } } },
  "false-property": { name: "t", inputSchema: { type: "object", properties: { x: false } } },
  "array-property": { name: "t", inputSchema: { type: "object", properties: { x: [] } } },
  "string-property": { name: "t", inputSchema: { type: "object", properties: { x: "string" } } },
  "required-null": { name: "t", inputSchema: { type: "object", required: null } },
  "required-number": { name: "t", inputSchema: { type: "object", required: ["a", 1] } },
  "properties-array": { name: "t", inputSchema: { type: "object", properties: [] } },
  "root-without-type": { name: "t", inputSchema: { properties: {} } },
  "root-empty": { name: "t", inputSchema: {} },
  "root-only-schema-label": { name: "t", inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema" } },
  "root-any-of": { name: "t", inputSchema: { anyOf: [{ type: "object" }] } },
  "root-type-array": { name: "t", inputSchema: { type: "array" } },
  "input-schema-missing": { name: "t" },
  "input-schema-boolean": { name: "t", inputSchema: true },
  "name-missing": { inputSchema: { type: "object" } },
  "name-number": { name: 7, inputSchema: { type: "object" } },
  "output-array": { name: "t", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { type: "string" } } },
  "output-empty": { name: "t", inputSchema: { type: "object" }, outputSchema: {} },
  "output-boolean-property": { name: "t", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { x: true } } },
  "output-required-null": { name: "t", inputSchema: { type: "object" }, outputSchema: { type: "object", required: null } },
  "description-number": { name: "t", description: 7, inputSchema: { type: "object" } },
  "annotations-title-number": { name: "t", inputSchema: { type: "object" }, annotations: { title: 7 } },
  "annotations-hint-string": { name: "t", inputSchema: { type: "object" }, annotations: { readOnlyHint: "yes" } },
};

/** The spec's own verdict (schema.json `Tool`) on each shape, per revision, as the wire layer's basis. */
const SPEC_INVALID = [
  "boolean-property", "false-property", "array-property", "string-property", "required-null", "required-number", "properties-array", "root-without-type",
  "root-empty", "root-only-schema-label", "root-any-of", "root-type-array", "input-schema-missing", "input-schema-boolean", "name-missing", "name-number",
  "output-array", "output-empty", "output-boolean-property", "output-required-null", "description-number", "annotations-title-number", "annotations-hint-string",
];

describe("the wire layer equals each real client's tools/list parsing", () => {
  for (const revision of ["2025-06-18", "2025-11-25"] as const) {
    test(`schema.json ${revision}: the Tool definition refuses exactly the malformed shapes`, () => {
      const invalid = Object.entries(SHAPES).filter(([, tool]) => wireFindings(tool as never, revision).length > 0).map(([name]) => name);
      expect(invalid).toEqual(SPEC_INVALID);
    });
    for (const client of CLIENTS) {
      test(`${client} at ${revision}: listLost equals the client's listTools()`, async () => {
        const differences: string[] = [];
        let agree = 0;
        for (const [name, tool] of Object.entries(SHAPES)) {
          const list = { tools: [tool] };
          const ours = checkTools(list, { hosts: [client as ArchetypeId], revision }).summary.hosts[client]?.listLost;
          const session = await connect(client, list, revision);
          const real = await session.listTools();
          await session.close();
          if (ours === !real.ok) agree++;
          else differences.push(`${name}: ours ${ours ? "lost" : "kept"}, real ${real.ok ? "kept" : "lost"}`);
        }
        expect(differences).toEqual([]);
        expect(agree).toBe(Object.keys(SHAPES).length);
      });
    }
  }

  test("mcp-sdk-v2-client at 2026-07-28 (pinned): listLost equals the client's listTools()", async () => {
    const differences: string[] = [];
    let agree = 0;
    for (const [name, tool] of Object.entries(SHAPES)) {
      const list = { tools: [tool] };
      const ours = checkTools(list, { hosts: ["mcp-sdk-v2-client"], revision: "2026-07-28" }).summary.hosts["mcp-sdk-v2-client"]?.listLost;
      const session = await connect("mcp-sdk-v2-client", list, "2026-07-28");
      const real = await session.listTools();
      await session.close();
      if (ours !== !real.ok) differences.push(`${name}: ours ${ours ? "lost" : "kept"}, real ${real.ok ? "kept" : "lost"}`);
      else agree++;
    }
    expect(differences).toEqual([]);
    expect(agree).toBe(Object.keys(SHAPES).length);
  });

  test("2026-07-28 (SEP-2106): non-object output schemas and boolean sub-schemas pass the wire; a root without type does not", () => {
    const at = (name: string) => wireFindings(SHAPES[name] as never, "2026-07-28").map((found) => found.path);
    expect(at("output-array")).toEqual([]);
    expect(at("output-empty")).toEqual([]);
    expect(at("boolean-property")).toEqual([]);
    expect(at("required-null")).toEqual([]);
    expect(at("properties-array")).toEqual([]);
    expect(at("root-without-type")).toEqual(["/inputSchema"]);
    expect(at("name-number")).toEqual(["/name"]);
  });
});
