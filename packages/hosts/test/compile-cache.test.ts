/**
 * `checkTools`' `compileCache`: compile outcomes shared by schema text across calls (doctor judges a list, then each
 * host's projection of it). Sharing changes no verdict, and a second call on an equal list (new objects, the same
 * text) compiles nothing new; schemas with an `$id` are never shared.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ARCHETYPES, checkTools, openValidator, type CompileCache } from "../src/index.js";

const MAPBOX = new URL("../../../fixtures/servers/mapbox-mcp-server.tools.json", import.meta.url);
const fresh = () => JSON.parse(readFileSync(MAPBOX, "utf8")) as { tools: unknown[] };
const entries = (cache: CompileCache) => [...cache.values()].reduce((n, outcomes) => n + outcomes.size, 0);

describe("compileCache", () => {
  test("a second checkTools of an equal list with the same cache gives the same report and compiles nothing new", () => {
    const cache: CompileCache = new Map();
    const alone = checkTools(fresh(), { hosts: ARCHETYPES });
    const first = checkTools(fresh(), { hosts: ARCHETYPES, compileCache: cache });
    const after = entries(cache);
    const second = checkTools(fresh(), { hosts: ARCHETYPES, compileCache: cache });
    expect(first).toEqual(alone);
    expect(second).toEqual(alone);
    // The SDK clients' draft-07 engine (mapbox labels its 28 output schemas draft-07; the 2.x client reads that label
    // with the same engine, so they share): 28; ajv-default, which compiles input and output schemas: 56 distinct texts.
    expect([...cache].map(([key, outcomes]) => [key, outcomes.size])).toEqual([["default:draft-07", 56], ["sdk:draft-07", 28]]);
    expect(entries(cache)).toBe(after);
  });

  test("a schema with an $id is not shared: its outcome depends on what the engine compiled before", () => {
    const cache: CompileCache = new Map();
    const list = { tools: [{ name: "a", inputSchema: { type: "object" }, outputSchema: { $id: "urn:x", type: "object" } }] };
    checkTools(list, { hosts: ["mcp-sdk-v1-client"], compileCache: cache });
    expect(entries(cache)).toBe(0);
  });

  // a session replaces an engine after 100 compiles (ENGINE_COMPILES in validators.ts) unless it holds a `$id`
  const distinct = (count: number) => Array.from({ length: count }, (_, i) => ({ type: "object", description: `schema ${i}` }));

  test("an engine that compiled a $id is kept past 100 compiles: a later $ref to it still resolves", () => {
    for (const kind of ["sdk-1.x-ajv", "ajv-default"] as const) {
      const session = openValidator(kind);
      expect(session.compile({ $id: "https://example.com/kept.json", type: "string" })).toEqual({ ok: true });
      for (const schema of distinct(600)) expect(session.compile(schema)).toEqual({ ok: true });
      expect(session.compile({ type: "object", properties: { a: { $ref: "https://example.com/kept.json" } } })).toEqual({ ok: true });
    }
  });

  test("past 100 compiles without a $id an engine starts again as it was: a $ref to a $id compiled after that resolves, one never compiled fails", () => {
    const session = openValidator("sdk-1.x-ajv");
    for (const schema of distinct(600)) expect(session.compile(schema)).toEqual({ ok: true });
    expect(session.compile({ $id: "https://example.com/late.json", type: "string" })).toEqual({ ok: true });
    expect(session.compile({ type: "object", properties: { a: { $ref: "https://example.com/late.json" } } })).toEqual({ ok: true });
    expect(session.compile({ type: "object", properties: { a: { $ref: "https://example.com/never.json" } } })).toEqual({ ok: false, code: "compile-failed", message: "can't resolve reference https://example.com/never.json from id #" });
  });
});
