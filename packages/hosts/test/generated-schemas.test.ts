/**
 * Property test: random output schemas (a small grammar over the keywords that decide compile and reading: labels,
 * tuples, patterns valid and invalid in unicode mode, enums empty or not, $refs present or dangling, anchors and ids
 * unique or repeated, later-dialect keywords) through checkTools and through each SDK's own AjvJsonSchemaValidator
 * (one per list, schemas in list order, as the clients hold it). The compile verdict must be equal on every run; on
 * compiled schemas, random instances judged by the real validator and by hyperjump (own dialect) may differ only where
 * checkTools reports a misread. Runs that compared something are counted and held to a floor.
 */
import fc from "fast-check";
import { AjvJsonSchemaValidator as ValidatorV1 } from "@modelcontextprotocol/sdk/validation/ajv";
import { AjvJsonSchemaValidator as ValidatorV2 } from "@modelcontextprotocol/client/validators/ajv";
import { AjvJsonSchemaValidator as ValidatorBeta } from "client-2-0-beta/validators/ajv";
import { expect, test } from "vitest";
import { checkTools, type ArchetypeId } from "../src/index.js";
import { ownDialectValidity } from "./support/oracle.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const LABELS = [undefined, "https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2019-09/schema", "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-06/schema#", "http://json-schema.org/draft-04/schema#"];
const PATTERNS = ["^[a-z]+$", "^agent\\_run\\_", "(", "\\d{2}", "\\-", "^\\p{L}+$", "[a-z"];

const leaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<Json>({ type: "string" }, { type: "number" }, { type: "integer", minimum: 0 }, { type: "boolean" }, {}, true, { enum: ["a", "b"] }, { const: 1 }, { $ref: "#/$defs/A" }, { $ref: "#a" }) },
  { weight: 1, arbitrary: fc.constantFrom(...PATTERNS).map((pattern): Json => ({ type: "string", pattern })) },
  { weight: 1, arbitrary: fc.constantFrom<Json>({ enum: [] }, { $ref: "#/$defs/missing" }) },
  { weight: 3, arbitrary: fc.constantFrom<Json>({ type: "array", prefixItems: [{ type: "number" }, { type: "string" }], items: false }, { type: "array", prefixItems: [{ type: "number" }] }, { type: "array", items: [{ type: "number" }], additionalItems: false }, { type: "array", items: { type: "string" }, minItems: 1 }) },
);

const schema: fc.Arbitrary<Record<string, Json>> = fc
  .record({
    label: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: fc.constantFrom(...LABELS) }),
    properties: fc.dictionary(fc.constantFrom("a", "b", "c", "d"), leaf, { maxKeys: 4 }),
    required: fc.subarray(["a", "b"]),
    extra: fc.subarray(["dependentRequired", "unevaluatedProperties", "anchorTwice", "idTwice", "additionalFalse"], { maxLength: 2 }),
  })
  .map(({ label, properties, required, extra }) => {
    const out: Record<string, Json> = { type: "object", properties, $defs: { A: { type: "string", $anchor: "a" } } };
    if (label !== undefined) out["$schema"] = label;
    if (required.length > 0) out["required"] = required;
    if (extra.includes("dependentRequired")) out["dependentRequired"] = { a: ["b"] };
    if (extra.includes("unevaluatedProperties")) out["unevaluatedProperties"] = false;
    if (extra.includes("additionalFalse")) out["additionalProperties"] = false;
    if (extra.includes("anchorTwice")) (out["$defs"] as Record<string, Json>)["B"] = { $anchor: "a" };
    if (extra.includes("idTwice")) out["properties"] = { ...properties, x: { $id: "https://g.test/x" }, y: { $id: "https://g.test/x" } };
    return out;
  });

const instance: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ a: fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant([1, "x"]), fc.constant([1])), b: fc.oneof(fc.string({ maxLength: 3 }), fc.boolean()) }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

const REAL = {
  "mcp-sdk-v1-client": () => new ValidatorV1(),
  "mcp-sdk-v2-client": () => new ValidatorV2(),
  "2020-12-only": () => new ValidatorBeta(),
} as const;

test("generated output schemas: checkTools' compile verdict equals each SDK validator's; instance differences are reported misreads", async () => {
  const compared: Record<string, { compile: number; failures: number; instances: number; misreadDifferences: number }> = {};
  const all: string[] = [];
  await fc.assert(
    fc.asyncProperty(schema, fc.array(instance, { minLength: 3, maxLength: 6 }), async (outputSchema, instances) => {
      const differences: string[] = [];
      const report = checkTools({ tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema }] });
      for (const host of Object.keys(REAL) as (keyof typeof REAL)[]) {
        const tally = (compared[host] ??= { compile: 0, failures: 0, instances: 0, misreadDifferences: 0 });
        const verdict = report.tools[0]?.schemas[1]?.hosts[report.hosts.indexOf(host as ArchetypeId)];
        let validator: ((input: unknown) => { valid: boolean }) | undefined;
        try {
          validator = REAL[host]().getValidator(outputSchema as never) as never;
        } catch {
          validator = undefined;
        }
        // The wire layer is held to the clients' tools/list parsing elsewhere; here only what compiling decides.
        const ours = verdict?.issues.some((found) => found.layer !== "wire" && (found.blast === "list" || found.blast === "result")) === true;
        tally.compile++;
        if (validator === undefined) tally.failures++;
        if (ours !== (validator === undefined)) differences.push(`${host}: ${JSON.stringify(outputSchema)} ours ${ours ? "fails" : "compiles"}`);
        if (validator === undefined || ours) continue;
        const oracle = await ownDialectValidity(outputSchema, instances);
        if (oracle === undefined) continue;
        const misread = verdict?.issues.some((found) => found.blast === "misread") === true;
        for (const [i, value] of instances.entries()) {
          tally.instances++;
          if (validator(value).valid === oracle[i]) continue;
          if (misread) tally.misreadDifferences++;
          else differences.push(`${host}: ${JSON.stringify(outputSchema)} on ${JSON.stringify(value)}: own dialect ${oracle[i]}, real ${!oracle[i]}, no misread`);
        }
      }
      all.push(...differences);
      return true;
    }),
    { numRuns: 300, seed: 20261201 },
  );
  console.log(`generated schemas: ${JSON.stringify(compared)}`);
  expect(all).toEqual([]);
  for (const tally of Object.values(compared)) {
    expect(tally.compile).toBe(300);
    expect(tally.failures).toBeGreaterThanOrEqual(60);
    expect(tally.compile - tally.failures).toBeGreaterThanOrEqual(60);
    expect(tally.instances).toBeGreaterThanOrEqual(200);
  }
  expect(compared["mcp-sdk-v1-client"]?.misreadDifferences).toBeGreaterThanOrEqual(5);
}, 120_000);
