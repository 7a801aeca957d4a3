/**
 * `checkTools`' `compileCache`: compile outcomes shared by schema text across calls (doctor judges a list, then each
 * host's projection of it). Sharing changes no verdict, and a second call on an equal list (new objects, the same
 * text) compiles nothing new; schemas with an `$id` are never shared.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ARCHETYPES, checkTools, type CompileCache } from "../src/index.js";

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
});
