/**
 * `checkTools`' `compileCache`: compile outcomes shared by schema text across calls (doctor judges a list, then each
 * host's projection of it). Sharing changes no verdict, and a second call on an equal list (new objects, the same
 * text) compiles nothing new; schemas with an `$id` are never shared. Each host's findings on an entry are kept with
 * the cache too: a later pass with it (a host's projection of the list) takes them instead of judging the entry again.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ARCHETYPES, checkTools, hostFindings, openValidator, projectTools, type CompileCache, type HostTarget } from "../src/index.js";

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

  // a schema without a $id whose $ref reaches a $id only an earlier schema registers
  const D_ID = "https://example.com/d.json";
  const refsD = () => ({ type: "object", properties: { a: { $ref: D_ID } } });
  const registersD = () => ({ $id: D_ID, type: "string" });
  const unresolved = { ok: false, code: "compile-failed", message: `can't resolve reference ${D_ID} from id #` };

  test("a schema without a $id is compiled again once the engine took a $id: before it its $ref fails, after it it resolves, in every session sharing the cache", () => {
    for (const kind of ["ajv-default", "sdk-1.x-ajv"] as const) {
      const cache: CompileCache = new Map();
      const session = openValidator(kind, cache);
      expect([session.compile(refsD()), session.compile(registersD()), session.compile(refsD())]).toEqual([unresolved, { ok: true }, { ok: true }]);
      // the reverse: a fresh session sharing the cache holds no $id, so the outcome after the $id is not taken
      expect(openValidator(kind, cache).compile(refsD())).toEqual(unresolved);
      // a later session that took the same $id first takes the outcome made after it
      const later = openValidator(kind, cache);
      expect([later.compile(registersD()), later.compile(refsD())]).toEqual([{ ok: true }, { ok: true }]);
    }
  });

  test("a host's findings on an entry after an entry with a $id are judged anew, not taken from the cache: [E, D, E] and then [E] alone", () => {
    const cache: CompileCache = new Map();
    const e = () => ({ name: "E", inputSchema: refsD() });
    const d = () => ({ name: "D", inputSchema: { type: "object" }, outputSchema: registersD() });
    const failed = [
      { path: "/properties/a/$ref", code: "remote-ref", layer: "dialect", blast: "tool", message: `$ref "${D_ID}" is not in this document` },
      { path: "", code: "compile-failed", layer: "host", blast: "tool", message: `ajv-default: can't resolve reference ${D_ID} from id #`, source: "npm:ajv@8.20.0" },
    ];
    const inputs = (found: ReturnType<typeof hostFindings>) => found[0]?.tools.map((tool) => tool.schemas.inputSchema);
    expect(inputs(hostFindings([e(), d(), e()], ["draft-07-ajv-default"], "2025-11-25", { compileCache: cache }))).toEqual([failed, [], []]);
    expect(inputs(hostFindings([d(), e()], ["draft-07-ajv-default"], "2025-11-25", { compileCache: cache }))).toEqual([[], []]);
    expect(inputs(hostFindings([e()], ["draft-07-ajv-default"], "2025-11-25", { compileCache: cache }))).toEqual([failed]);
  });

  test("a host's findings on an entry are kept with the cache: a later pass takes the same objects, and verdicts do not change", () => {
    const hosts: HostTarget[] = ["claude-desktop", "codex", "cursor+gemini", "mcp-sdk-v1-client"];
    const cache: CompileCache = new Map();
    const alone = hostFindings(fresh().tools, hosts, "2025-11-25");
    const first = hostFindings(fresh().tools, hosts, "2025-11-25", { compileCache: cache });
    const again = hostFindings(fresh().tools, hosts, "2025-11-25", { compileCache: cache });
    expect(first).toEqual(alone);
    expect(again).toEqual(alone);
    // mapbox's first tool: claude-desktop refuses its output schema's draft-07 label (a finding, not the shared clean object)
    expect(first[0]?.tools[0]?.schemas.outputSchema?.length).toBe(1);
    expect(again[0]?.tools[0]).toBe(first[0]?.tools[0]);
    // the projection judges the list as received first: those findings come from the cache, the verdicts are the same
    expect(projectTools([...fresh().tools], "claude-desktop", { compileCache: cache })).toEqual(projectTools([...fresh().tools], "claude-desktop", { compileCache: new Map() }));
  });

  test("the findings on an entry with an $id are not kept: they depend on what the sessions compiled before", () => {
    const cache: CompileCache = new Map();
    const list = () => [{ name: "a", inputSchema: { type: "object" }, outputSchema: { $id: "urn:x", type: "object", properties: { n: { type: "number", minimum: "0" } } } }];
    const first = hostFindings(list(), ["mcp-sdk-v1-client"], "2025-11-25", { compileCache: cache });
    const again = hostFindings(list(), ["mcp-sdk-v1-client"], "2025-11-25", { compileCache: cache });
    expect(again).toEqual(first);
    expect(again[0]?.tools[0]).not.toBe(first[0]?.tools[0]);
  });
});
