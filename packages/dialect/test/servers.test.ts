/**
 * Every tool schema of real published servers through checkToolSchema for every host, before and after
 * projectFor / toPortableSchema. The portable form must compile under Ajv draft-07 and Ajv 2020.
 */
import { readFileSync, readdirSync } from "node:fs";
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, test } from "vitest";
import { HOSTS, checkToolSchema, projectFor, toPortableSchema, type HostId, type JsonSchema } from "../src/index.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;
const DIR = new URL("./fixtures/servers/", import.meta.url);

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
