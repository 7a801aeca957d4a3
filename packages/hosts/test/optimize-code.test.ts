/**
 * `openValidator`'s `optimizeCode`: a session that skips Ajv's optimization of the generated code (the default) gives
 * every compile the same outcome as one built as the client builds it (`optimizeCode: true`, Ajv's default), over
 * every schema of the JSON-Schema-Test-Suite (draft 7 and 2020-12: many refuse to compile, for unknown formats,
 * `$ref`s that do not resolve, strict mode) and every tool schema of the captured servers, for each validator, in the
 * same order (so the `$id`s each session holds evolve alike).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { openValidator, VALIDATORS, type CompileResult } from "../src/index.js";

const FIXTURES = new URL("../../../fixtures/", import.meta.url);
const json = (url: URL): unknown => JSON.parse(readFileSync(url, "utf8"));

/** Every schema of the suite's files for `draft` (each test group's `schema`). */
function suiteSchemas(draft: string): unknown[] {
  const folder = new URL(`json-schema-test-suite/tests/${draft}/`, FIXTURES);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => (json(new URL(name, folder)) as { schema: unknown }[]).map((group) => group.schema));
}

/** Every object `inputSchema` and `outputSchema` of the captured `tools/list` results. */
function capturedSchemas(): unknown[] {
  const folder = new URL("servers/", FIXTURES);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".tools.json"))
    .sort()
    .flatMap((name) => {
      const tools = (json(new URL(name, folder)) as { tools?: unknown }).tools;
      return Array.isArray(tools) ? tools.flatMap((tool: Record<string, unknown>) => [tool["inputSchema"], tool["outputSchema"]]) : [];
    })
    .filter((schema) => typeof schema === "object" && schema !== null);
}

/** How many of {@link SCHEMAS} each validator refuses to compile. */
const FAILING: Readonly<Record<(typeof VALIDATORS)[number], number>> = { "sdk-1.x-ajv": 36, "client-2.x-ajv": 56, "client-2.0-beta-ajv": 463, "ajv-default": 680 };

const SCHEMAS = [...suiteSchemas("draft7"), ...suiteSchemas("draft2020-12"), ...capturedSchemas()];

describe("optimizeCode", () => {
  test.each(VALIDATORS)("%s: every compile's outcome is the same with and without Ajv's code optimization", (kind) => {
    const optimized = openValidator(kind, new Map(), { optimizeCode: true });
    const plain = openValidator(kind);
    const outcomes = SCHEMAS.map((schema): [CompileResult, CompileResult] => [optimized.compile(structuredClone(schema) as never), plain.compile(structuredClone(schema) as never)]);
    const differ = outcomes.flatMap(([a, b], index) => (JSON.stringify(a) === JSON.stringify(b) ? [] : [{ index, optimized: a, plain: b }]));
    expect(differ).toEqual([]);
    // what was compared: thousands of schemas, among them compiles that fail
    expect([outcomes.length, outcomes.filter(([a]) => !a.ok).length]).toEqual([1448, FAILING[kind]]);
  });
});
