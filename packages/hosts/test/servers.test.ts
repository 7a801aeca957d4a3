/**
 * Every tool schema of real published servers through checkToolSchema for every host, before and after
 * projectFor / toPortableSchema. The portable form must compile under Ajv draft-07 and Ajv 2020.
 */
import { readFileSync, readdirSync } from "node:fs";
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, test } from "vitest";
import { toPortableSchema, type JsonSchema } from "@mcp-wire/dialect";
import { HOSTS, checkToolSchema, projectFor, type HostId } from "../src/index.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;
const DIR = new URL("../../../fixtures/servers/", import.meta.url);

interface ToolSchema {
  readonly name: string;
  readonly io: "input" | "output";
  readonly schema: JsonSchema;
}

const schemas: ToolSchema[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".tools.json"))
  .sort()
  .flatMap((file) => {
    const { tools } = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as { tools: { name: string; inputSchema: JsonSchema; outputSchema?: JsonSchema }[] };
    return tools.flatMap((tool) => [
      { name: `${file}#${tool.name}/input`, io: "input" as const, schema: tool.inputSchema },
      ...(tool.outputSchema === undefined ? [] : [{ name: `${file}#${tool.name}/output`, io: "output" as const, schema: tool.outputSchema }]),
    ]);
  });

/** Accepted as written, accepted after projectFor, per host. */
const EXPECTED: Readonly<Record<HostId, readonly [number, number]>> = {
  "mcp-sdk-v1-client": [559, 799],
  "mcp-sdk-v2-client": [799, 799],
  "2020-12-only": [400, 799],
  "anthropic-api": [787, 799],
  vscode: [559, 799],
  "draft-07-ajv-default": [559, 799],
  "openapi-3.0-subset": [68, 799],
  "openai-strict": [0, 235],
};

/**
 * The same corpus with every root `$schema` removed, as servers that strip the label send it (then MCP reads
 * 2020-12; mapbox's zod-to-json-schema output keeps its draft-07 tuples, read as draft-07 by the projections).
 * Before the draft-07 reading, toPortableSchema refused the 12 mapbox output schemas with tuples and projectFor
 * gave 787 for every host.
 */
const EXPECTED_UNLABELLED: Readonly<Record<HostId, readonly [number, number]>> = {
  "mcp-sdk-v1-client": [799, 799],
  "mcp-sdk-v2-client": [787, 799],
  "2020-12-only": [787, 799],
  "anthropic-api": [787, 799],
  vscode: [799, 799],
  "draft-07-ajv-default": [799, 799],
  "openapi-3.0-subset": [161, 799],
  "openai-strict": [218, 235],
};

function unlabelled(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object" || !Object.hasOwn(schema, "$schema")) return schema;
  const { $schema: _label, ...rest } = schema;
  return rest;
}

function acceptance(list: readonly ToolSchema[]): Record<string, readonly [number, number]> {
  const table: Record<string, readonly [number, number]> = {};
  for (const host of HOSTS) {
    let before = 0;
    let after = 0;
    for (const { schema, io } of list) {
      if (checkToolSchema(schema, host, { io }).length === 0) before++;
      if (projectFor(schema, host, { io }).schema !== undefined) after++;
    }
    table[host] = [before, after];
  }
  return table;
}

describe("real servers", () => {
  test("corpus size", () => {
    expect(schemas.length).toBe(808);
  });

  test("every portable form compiles under Ajv draft-07 and Ajv 2020", () => {
    const refused: string[] = [];
    const validators = [new Ajv({ strict: false, logger: false }), new Ajv2020({ strict: false, logger: false })];
    for (const ajv of validators) addFormats(ajv);
    for (const { name, schema } of schemas) {
      const portable = toPortableSchema(schema);
      if (portable.schema === undefined) {
        refused.push(name);
        continue;
      }
      for (const ajv of validators) {
        expect(() => ajv.compile(portable.schema as AnySchema), name).not.toThrow();
        ajv.removeSchema();
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);

  test("labels stripped: every portable form exists, equal to the labelled one; projectFor accepts as many", () => {
    const stripped = schemas.map((item) => ({ ...item, schema: unlabelled(item.schema) }));
    const read: string[] = [];
    let notes = 0;
    stripped.forEach(({ name, schema }, index) => {
      const portable = toPortableSchema(schema);
      expect(portable.schema, name).toBeDefined();
      const reading = portable.loosened.filter((item) => item.code === "read-as-draft-07");
      if (reading.length === 0) return;
      read.push(name.replace(".tools.json#", "#"));
      notes += reading.length;
      // Read as draft-07, the stripped schema projects exactly like the labelled original.
      const labelled = toPortableSchema((schemas[index] as ToolSchema).schema);
      expect(portable.schema, name).toEqual(labelled.schema);
      expect(portable.loosened.filter((item) => item.code !== "read-as-draft-07"), name).toEqual(labelled.loosened);
    });
    expect(read).toEqual([
      "mapbox-mcp-server#place_details_tool/output", "mapbox-mcp-server#simplify_tool/output",
      "mapbox-mcp-server#bbox_tool/output", "mapbox-mcp-server#buffer_tool/output",
      "mapbox-mcp-server#category_search_tool/output", "mapbox-mcp-server#directions_tool/output",
      "mapbox-mcp-server#isochrone_tool/output", "mapbox-mcp-server#map_matching_tool/output",
      "mapbox-mcp-server#matrix_tool/output", "mapbox-mcp-server#optimization_tool/output",
      "mapbox-mcp-server#render_map_tool/output", "mapbox-mcp-server#reverse_geocode_tool/output",
    ]);
    expect(notes).toBe(31);
    const table = acceptance(stripped);
    console.table(table);
    expect(table).toEqual(EXPECTED_UNLABELLED);
  }, 120_000);

  test("acceptance per host, before and after projectFor", () => {
    const table: Record<string, { before: number; after: number }> = {};
    for (const host of HOSTS) {
      let before = 0;
      let after = 0;
      for (const { schema, io } of schemas) {
        if (checkToolSchema(schema, host, { io }).length === 0) before++;
        if (projectFor(schema, host, { io }).schema !== undefined) after++;
      }
      table[host] = { before, after };
    }
    console.table(table);
    expect(Object.fromEntries(Object.entries(table).map(([host, row]) => [host, [row.before, row.after]]))).toEqual(EXPECTED);
  });
});
