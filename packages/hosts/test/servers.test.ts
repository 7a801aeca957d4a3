/**
 * Every tool list of real published servers judged for every host (`hostFindings`), before and after its projection
 * (`projectTools`), and through `toPortableSchema`. The portable form must compile under Ajv draft-07 and Ajv 2020.
 */
import { readFileSync, readdirSync } from "node:fs";
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, test } from "vitest";
import { toPortableSchema, type JsonSchema } from "@mcp-wire/dialect";
import { HOST_TARGETS, hostFindings, projectTools, type HostTarget, type SchemaRole } from "../src/index.js";

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

/**
 * Schemas kept as written, kept after the projection for the host, and kept in the common form (what an unknown
 * client is served), per host: kept when the host's findings on the schema cost
 * nothing (blast `none` or `misread`), each product judged at its current release (Gemini CLI 0.61.0 sends
 * parametersJsonSchema, so its parameters-path rules do not apply; VS Code 1.131.0 is past the 1.99 true-subschema
 * failure; Cursor drops only dotted names, which this corpus has none of; Kimi asks a type of every property). Measured; a change here is a change in what a host is said to keep.
 */
const EXPECTED: Readonly<Record<HostTarget, readonly [number, number, number]>> = {
  "claude-code": [799, 808, 808],
  "claude-desktop": [739, 808, 748],
  cursor: [799, 808, 808],
  vscode: [807, 808, 808],
  windsurf: [798, 808, 808],
  zed: [808, 808, 808],
  codex: [808, 808, 808],
  gemini: [799, 808, 808],
  "qwen-code": [799, 808, 808],
  "copilot-cli": [808, 808, 808],
  continue: [799, 808, 808],
  kilo: [799, 808, 808],
  chatgpt: [808, 808, 808],
  kimi: [795, 804, 804],
  "mcp-sdk-v1-client": [799, 808, 808],
  "mcp-sdk-v2-client": [799, 808, 808],
  "2020-12-only": [739, 808, 748],
  "draft-07-ajv-default": [547, 788, 548],
  "anthropic-api": [799, 808, 808],
  "openapi-3.0-subset": [161, 263, 161],
  "openai-strict": [101, 266, 101],
};

/**
 * The same corpus with every root `$schema` removed, as servers that strip the label send it (then MCP reads
 * 2020-12; mapbox's zod-to-json-schema output keeps its draft-07 tuples, read as draft-07 where a host refuses them).
 */
const EXPECTED_UNLABELLED: Readonly<Record<HostTarget, readonly [number, number, number]>> = {
  "claude-code": [799, 808, 808],
  "claude-desktop": [787, 808, 796],
  cursor: [799, 808, 808],
  vscode: [807, 808, 808],
  windsurf: [798, 808, 808],
  zed: [808, 808, 808],
  codex: [808, 808, 808],
  gemini: [799, 808, 808],
  "qwen-code": [799, 808, 808],
  "copilot-cli": [808, 808, 808],
  continue: [799, 808, 808],
  kilo: [799, 808, 808],
  chatgpt: [808, 808, 808],
  kimi: [795, 804, 804],
  "mcp-sdk-v1-client": [799, 808, 808],
  "mcp-sdk-v2-client": [787, 808, 796],
  "2020-12-only": [787, 808, 796],
  "draft-07-ajv-default": [787, 788, 788],
  "anthropic-api": [799, 808, 808],
  "openapi-3.0-subset": [254, 263, 263],
  "openai-strict": [266, 266, 266],
};

function unlabelled(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object" || !Object.hasOwn(schema, "$schema")) return schema;
  const { $schema: _label, ...rest } = schema;
  return rest;
}

/** The corpus as tool lists, one per captured server. */
const lists: { readonly file: string; readonly tools: Record<string, unknown>[] }[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".tools.json"))
  .sort()
  .map((file) => ({ file, tools: (JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as { tools: Record<string, unknown>[] }).tools }));

const COSTLY: readonly string[] = ["result", "tool", "list", "requests"];
const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];

/** Whether a host's findings cost anything (a blast of {@link COSTLY}). */
const costly = (issues: readonly { readonly blast: string }[] | undefined): boolean => (issues ?? []).some((issue) => COSTLY.includes(issue.blast));

/**
 * Per host, `[schemas kept as written, schemas kept after projectTools for the host, schemas kept in the common form]`
 * over `corpus`, the common form judged as the host judges any list (`hostFindings`); and `worse`: what the common form
 * costs a host that the list as written does not (`<file>#<tool>/<role or "tool"> <host>`, and `<file> <host>: …` for
 * a list-wide verdict: tools lost, the list lost, every request failing), which must be nothing.
 */
function acceptance(corpus: readonly { readonly file: string; readonly tools: Record<string, unknown>[] }[]): { readonly table: Record<string, readonly [number, number, number]>; readonly worse: readonly string[] } {
  const table: Record<string, [number, number, number]> = {};
  const worse: string[] = [];
  for (const host of HOST_TARGETS) table[host] = [0, 0, 0];
  for (const { file, tools } of corpus) {
    const before = hostFindings(tools, HOST_TARGETS, "2025-11-25");
    const common = hostFindings(projectTools(tools, "common", { revision: "2025-11-25" }).tools, HOST_TARGETS, "2025-11-25");
    for (const [k, host] of HOST_TARGETS.entries()) {
      const projection = projectTools(tools, host, { revision: "2025-11-25" });
      const row = table[host] as [number, number, number];
      const [was, is] = [before[k]?.summary, common[k]?.summary];
      if ((is?.toolsLost ?? 0) > (was?.toolsLost ?? 0) || (is?.listLost === true && was?.listLost !== true) || (is?.requestsFail === true && was?.requestsFail !== true)) {
        worse.push(`${file} ${host}: ${JSON.stringify([was?.toolsLost, was?.listLost, was?.requestsFail])} → ${JSON.stringify([is?.toolsLost, is?.listLost, is?.requestsFail])}`);
      }
      tools.forEach((tool, i) => {
        const name = `${file}#${String(tool["name"])}`;
        if (costly(common[k]?.tools[i]?.tool) && !costly(before[k]?.tools[i]?.tool)) worse.push(`${name}/tool ${host}`);
        for (const role of ROLES) {
          if (!Object.hasOwn(tool, role)) continue;
          const kept = !costly(before[k]?.tools[i]?.schemas[role]);
          if (kept) row[0]++;
          if (!(projection.report[i]?.issues ?? []).some((issue) => issue.role === role && COSTLY.includes(issue.blast))) row[1]++;
          if (!costly(common[k]?.tools[i]?.schemas[role])) row[2]++;
          else if (kept) worse.push(`${name}/${role} ${host}`);
        }
      });
    }
  }
  return { table, worse };
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

  test("labels stripped: every portable form exists, equal to the labelled one; the projections keep as many", () => {
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
    const { table, worse } = acceptance(lists.map(({ file, tools }) => ({ file, tools: tools.map((tool) => Object.fromEntries(Object.entries(tool).map(([key, value]) => [key, key === "inputSchema" || key === "outputSchema" ? unlabelled(value as JsonSchema) : value]))) })));
    expect(table).toEqual(EXPECTED_UNLABELLED);
    expect(worse).toEqual([]);
  }, 120_000);

  test("acceptance per host, before and after projectTools; the common form costs no host what the list as written does not", () => {
    const { table, worse } = acceptance(lists);
    console.table(table);
    expect(table).toEqual(EXPECTED);
    expect(worse).toEqual([]);
  }, 300_000);
});
