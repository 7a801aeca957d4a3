/**
 * The rule on every tool schema of the captured servers: a projection never rejects a value the original accepts.
 * Values come from a schema-guided generator; those the original accepts (hyperjump at the schema's own dialect, or
 * Ajv read leniently where hyperjump cannot load the original) must pass the projection under hyperjump, and the
 * projection must load there. Where the host is a library (SDK 1.x and 2.x client validators, `new Ajv()`), the
 * projection compiles wherever the original compiles or its only fault is one a rewrite removes, and accepts the
 * same values.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOOSENINGS, loosen, wrapStructuredContent, type LooseningId } from "../src/index.js";
import type { JsonSchema, JsonValue } from "@mcp-wire/dialect";
import { LIBRARY_HOSTS, corpusSchemas, defaultAjvRefusal, hyperjump, instancesOf, lenientAjv, type Check } from "./loosen-support.js";

const corpus = corpusSchemas();

const isObject = (value: JsonValue): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

/** The two full sets: one inlines references, the other hoists them (Kimi); output schemas are wrapped when not objects. */
const SETS: Record<string, readonly LooseningId[]> = {
  inline: LOOSENINGS.filter((id) => id !== "ref-hoist" && id !== "dialect-draft-07"),
  hoist: LOOSENINGS.filter((id) => id !== "ref-inline" && id !== "dialect-draft-07"),
};

/**
 * What the library hosts get here: the inline set without the dialect conversions and label removal, which a host is served only in
 * its own direction (`NEEDS`: `dialect-2020-12` for a label a 2020-12-only reader refuses, `dialect-draft-07` for one
 * a draft-07 reader cannot load); a draft-07 reader would read 2020-12 keywords (`prefixItems`) as unknown. The
 * conversions are held to the real validators in project-properties.test.ts, real-failures.test.ts and the CLI's
 * fix-out-compiles.test.ts.
 */
const LIBRARY_SET: readonly LooseningId[] = (SETS["inline"] as readonly LooseningId[]).filter((id) => id !== "dialect-2020-12" && id !== "dialect-draft-07" && id !== "unlabel-2020-12");

/** Values per schema (kept: those the original accepts). */
const SAMPLES = 30;

/** Schemas a library host refuses as captured and compiles after the projection (the unicode-mode pattern). */
const EXPECTED_REPAIRED: Record<keyof typeof LIBRARY_HOSTS, string[]> = {
  "sdk-1.32.2": ["exa-mcp-server.alltools.tools.json / agent_run / inputSchema"],
  "client-2.4.0": ["exa-mcp-server.alltools.tools.json / agent_run / inputSchema"],
  "new Ajv()": ["exa-mcp-server.alltools.tools.json / agent_run / inputSchema"],
};

/**
 * Projections a library host still refuses, counted by reason; none is a loosening's business. `new Ajv()` (strict
 * mode, no ajv-formats) refuses a 2020-12 `$schema` label (a dialect conversion's job) and formats it does not know.
 */
const EXPECTED_REFUSED: Record<keyof typeof LIBRARY_HOSTS, Record<string, number>> = {
  "sdk-1.32.2": {},
  "client-2.4.0": {},
  "new Ajv()": { "2020-12 label": 240, "unknown format": 20 },
};

/** Values compared per library host at least (fewer for `new Ajv()`, which loads fewer schemas). */
const COMPARED_FLOOR: Record<keyof typeof LIBRARY_HOSTS, number> = { "sdk-1.32.2": 11_000, "client-2.4.0": 11_000, "new Ajv()": 7_500 };

/** Each schema is compiled once per engine and sampled once per seed, however many tests read it (keyed by its JSON). */
function once<A extends unknown[], T>(compute: (...args: A) => T): (...args: A) => T {
  const seen = new Map<string, T>();
  return (...args) => {
    const key = JSON.stringify(args);
    if (!seen.has(key)) seen.set(key, compute(...args));
    return seen.get(key) as T;
  };
}

const hyperjumpOnce = once((schema: JsonSchema) => hyperjump(schema));
const samples = once((schema: JsonSchema, seed: number): JsonValue[] => fc.sample(instancesOf(schema), { numRuns: SAMPLES, seed }));

async function original(schema: JsonSchema): Promise<{ check: Check; by: string } | undefined> {
  const strict = await hyperjumpOnce(schema);
  if (strict !== undefined) return { check: strict, by: "hyperjump" };
  const lenient = lenientAjv(schema);
  return lenient === undefined ? undefined : { check: lenient, by: "lenient ajv" };
}

describe("fixtures/servers: projections only loosen", () => {
  test("corpus size", () => {
    expect(corpus.length).toBe(808);
  });

  for (const [setName, set] of Object.entries(SETS)) {
    test(`${setName}: every accepted value stays accepted (hyperjump)`, async () => {
      let compared = 0;
      const covered = new Set<string>();
      const notLoaded: string[] = [];
      const rejected: string[] = [];
      const readLeniently: string[] = [];
      const unreadable: string[] = [];
      for (const [index, item] of corpus.entries()) {
        const base = await original(item.schema);
        if (base === undefined) {
          unreadable.push(item.name);
          continue;
        }
        if (base.by !== "hyperjump") readLeniently.push(item.name);
        const projected = loosen(item.schema, set, { role: item.role });
        const after = await hyperjumpOnce(projected.schema as JsonSchema);
        if (after === undefined) {
          notLoaded.push(item.name);
          continue;
        }
        for (const value of samples(item.schema, index)) {
          // tool arguments are an object on the wire (CallToolRequest.params.arguments): only objects reach an input schema
          if (!base.check(value) || (item.role === "inputSchema" && !isObject(value))) continue;
          compared++;
          covered.add(item.name);
          if (!after(projected.wrapped ? (wrapStructuredContent(value) as JsonValue) : value)) rejected.push(`${item.name}: ${JSON.stringify(value).slice(0, 80)}`);
        }
      }
      console.log(`corpus ${setName}: ${compared} values compared over ${covered.size} of ${corpus.length} schemas`);
      expect(rejected).toEqual([]);
      expect(notLoaded).toEqual([]);
      expect(unreadable).toEqual([]);
      expect(readLeniently).toEqual(["exa-mcp-server.alltools.tools.json / agent_run / inputSchema"]);
      expect(compared).toBeGreaterThanOrEqual(11_000);
      expect(covered.size).toBeGreaterThanOrEqual(790);
    }, 300_000);
  }

  for (const [host, compile] of Object.entries(LIBRARY_HOSTS)) {
    test(`${host}: the projection compiles and accepts what the original accepted there`, () => {
      let compared = 0;
      const refused: Record<string, number> = {};
      const rejected: string[] = [];
      const repaired: string[] = [];
      for (const [index, item] of corpus.entries()) {
        const projected = loosen(item.schema, LIBRARY_SET, { role: item.role });
        const before = compile(item.schema);
        const after = compile(projected.schema as JsonSchema);
        if (after === undefined) {
          const reason = host === "new Ajv()" ? (defaultAjvRefusal(projected.schema as JsonSchema) as string) : "refused";
          refused[reason] = (refused[reason] ?? 0) + 1;
          continue;
        }
        if (before === undefined) {
          repaired.push(item.name);
          continue;
        }
        for (const value of samples(item.schema, index)) {
          if (!before(value) || (item.role === "inputSchema" && !isObject(value))) continue;
          compared++;
          if (!after(projected.wrapped ? (wrapStructuredContent(value) as JsonValue) : value)) rejected.push(`${item.name}: ${JSON.stringify(value).slice(0, 80)}`);
        }
      }
      console.log(`${host}: ${compared} values compared; ${repaired.length} schemas compile only after the projection; refused after:`, refused);
      expect(rejected).toEqual([]);
      expect(repaired).toEqual(EXPECTED_REPAIRED[host as keyof typeof LIBRARY_HOSTS]);
      expect(refused).toEqual(EXPECTED_REFUSED[host as keyof typeof LIBRARY_HOSTS]);
      expect(compared).toBeGreaterThanOrEqual(COMPARED_FLOOR[host as keyof typeof LIBRARY_HOSTS]);
    }, 300_000);
  }
});
