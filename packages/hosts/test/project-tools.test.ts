/**
 * `projectTools`: per host, the rewrites its findings ask for and nothing else; what no loosening fixes said with its
 * host and path; the common form (keeps `$schema`, `$defs`, `$ref`, `additionalProperties`: the conformance
 * scenario json-schema-2020-12; server-everything's draft-07 labels as written); as-is (only the SEP-2106 wrap); the wrap by revision; the cache; bad options.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { HostsError, NEEDS, PRODUCTS, PROJECTION_HOSTS, projectTools, type ProjectedTool } from "../src/index.js";

const tools = [
  { name: "bool", inputSchema: { type: "object", properties: { x: true } } },
  { name: "pat", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { a: { type: "string", pattern: "^agent\\_run\\_" } } } },
  { name: "arr", inputSchema: { type: "object" }, outputSchema: { type: "array", items: { $ref: "#/$defs/n" }, $defs: { n: { type: "number" } } } },
  { name: "any", inputSchema: { anyOf: [{ type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { type: "object", properties: { b: { type: "number" } } }] } },
  { name: "bad name", inputSchema: { type: "object", properties: { e: { enum: [1, 2] }, l: { type: "array" } } } },
  {
    name: "json_schema_2020_12_tool",
    inputSchema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { address: { $ref: "#/$defs/address" } },
      additionalProperties: false,
      $defs: { address: { type: "object", properties: { street: { type: "string" } } } },
    },
  },
  { name: "dotted.name", inputSchema: { type: "object" } },
];
const snapshot = JSON.stringify(tools);

/** `[path, rewrite]` of each change of one schema. */
const changes = (tool: ProjectedTool | undefined, role: "inputSchema" | "outputSchema") => (tool?.loosened[role] ?? []).map((change) => [change.path, change.rewrite]);
/** `host:code@role path (blast)` of each issue left. */
const left = (tool: ProjectedTool | undefined) => (tool?.issues ?? []).map((issue) => `${issue.host}:${issue.code}@${issue.role ?? "tool"}${issue.path} (${issue.blast})`);

describe("per host", () => {
  test("claude-code: a boolean property becomes {}, a root anyOf is folded; nothing else changes", () => {
    const projection = projectTools(tools, "claude-code", { revision: "2025-11-25" });
    expect(projection.tools[0]).toEqual({ name: "bool", inputSchema: { type: "object", properties: { x: {} } } });
    expect(changes(projection.report[0], "inputSchema")).toEqual([["/properties/x", "boolean-subschema"]]);
    // the contested 2020-12-only output validator (the "v2" MCP client arm) cannot compile a pattern invalid in unicode
    // mode: it does not count by default, so the pattern stays; at evidence level contested the projection loosens it
    expect(changes(projection.report[1], "outputSchema")).toEqual([]);
    const contested = projectTools(tools, "claude-code", { revision: "2025-11-25", evidence: "contested" });
    expect(changes(contested.report[1], "outputSchema")).toEqual([["/properties/a/pattern", "unicode-pattern"]]);
    expect(changes(projection.report[3], "inputSchema")).toEqual([["/anyOf", "root-combinators"]]);
    expect(projection.tools[3]).toMatchObject({ inputSchema: { type: "object", properties: { a: {}, b: {} } } });
    expect(projection.tools[5]).toEqual(tools[5]);
    expect(projection.report.map((tool) => tool.blast)).toEqual(["none", "none", "none", "none", "none", "none", "none"]);
  });

  test("mcp-sdk-v1-client: the pattern invalid in unicode mode is dropped from the output schema it compiles", () => {
    const projection = projectTools(tools, "mcp-sdk-v1-client", { revision: "2025-11-25" });
    expect(projection.tools[1]).toEqual({ name: "pat", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { a: { type: "string" } } } });
    expect(changes(projection.report[1], "outputSchema")).toEqual([["/properties/a/pattern", "unicode-pattern"]]);
    expect(projection.report[1]?.loosened.outputSchema?.[0]?.effect).toBe("looser");
    // a typeless root is wire-invalid: the provable object gets its type, the anyOf stays (the SDK reads it)
    expect(changes(projection.report[3], "inputSchema")).toEqual([["/type", "root-object-type"]]);
  });

  test("cursor: what no loosening fixes stays, with host, path and blast", () => {
    // judged at a 2026 release: a dotted name is dropped, a name with a space is kept
    const projection = projectTools(tools, "cursor", { revision: "2025-11-25", version: "2.6.0" });
    expect(left(projection.report[6])).toEqual(["cursor:tool-name@tool/name (tool)"]);
    expect(projection.report[6]?.blast).toBe("tool");
    expect(left(projection.report[4])).toEqual([]);
  });

  test("gemini: non-string enums go to the description, arrays get items, the 2020-12 label and references go; additionalProperties stays refused", () => {
    // Gemini CLI before 0.1.13 filled parameters (the OpenAPI 3.0 subset)
    const projection = projectTools(tools, "gemini", { revision: "2025-11-25", version: "0.1.12" });
    expect(projection.tools[4]).toEqual({
      name: "bad name",
      inputSchema: { type: "object", properties: { e: { description: "Allowed values (JSON): 1, 2" }, l: { type: "array", items: {} } } },
    });
    expect(left(projection.report[4])).toEqual([]);
    expect(projection.tools[5]).toEqual({
      name: "json_schema_2020_12_tool",
      inputSchema: { type: "object", properties: { address: { type: "object", properties: { street: { type: "string" } } } }, additionalProperties: false },
    });
    expect(left(projection.report[5])).toEqual(["gemini:unsupported-keyword@inputSchema/additionalProperties (requests)"]);
  });

  test("gemini at its current release sends parametersJsonSchema and names tools its own way: nothing is left", () => {
    const projection = projectTools(tools, "gemini", { revision: "2025-11-25" });
    expect(projection.tools[4]).toEqual(tools[4]);
    expect(projection.tools[5]).toEqual(tools[5]);
    // the digit-first function-name rule ends at 0.33.0 (google-gemini/gemini-cli#20987); 0.61.0 prefixes every name
    expect(projection.report.map(left)).toEqual([[], [], [], [], [], [], []]);
  });

  test("zed at every recorded version (*), its contested subset-provider rules counted: $ref inlined and the unused $defs dropped; at latest the fixed $ref rule is gone; Zed's own additionalProperties drop stays", () => {
    expect(projectTools(tools, "zed", { revision: "2025-11-25" }).tools[5]).toEqual(tools[5]);
    // the rules hold only on subset providers, which the protocol does not name: contested, they are not answered by default
    expect(projectTools(tools, "zed", { revision: "2025-11-25", version: "*" }).tools[5]).toEqual(tools[5]);
    const projection = projectTools(tools, "zed", { revision: "2025-11-25", version: "*", evidence: "contested" });
    expect(projection.tools[5]).toEqual({
      name: "json_schema_2020_12_tool",
      inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { address: { type: "object", properties: { street: { type: "string" } } } }, additionalProperties: false },
    });
    // what no loosening fixes stays: Zed itself drops additionalProperties: false on subset providers
    expect(projection.report[5]?.issues.map((issue) => [issue.code, issue.path, issue.blast])).toEqual([["keyword-lowered", "/additionalProperties", "misread"]]);
  });
});

describe("the SEP-2106 wrap", () => {
  test("a non-object output schema is wrapped as @modelcontextprotocol/server 2.4.0 does, for 2025-era sessions only", () => {
    const early = projectTools(tools, "as-is", { revision: "2025-06-18" });
    expect(early.tools[2]).toEqual({
      name: "arr",
      inputSchema: { type: "object" },
      outputSchema: { type: "object", properties: { result: { type: "array", items: { $ref: "#/properties/result/$defs/n" }, $defs: { n: { type: "number" } } } }, required: ["result"] },
    });
    expect(early.wrapped).toEqual(["arr"]);
    expect(early.report[2]?.wrapped).toBe(true);
    const late = projectTools(tools, "as-is", { revision: "2026-07-28" });
    expect(late.tools).toEqual(tools);
    expect(late.wrapped).toEqual([]);
    const sdkWraps = projectTools(tools, "cursor", { revision: "2025-11-25", wrapOutputs: false });
    expect(sdkWraps.tools[2]).toEqual(tools[2]);
    expect(sdkWraps.wrapped).toEqual([]);
  });
});

describe("common and as-is", () => {
  test("common keeps $schema, $defs, $ref and additionalProperties (conformance json-schema-2020-12) and says who still loses what", () => {
    const projection = projectTools(tools, "common", { revision: "2025-11-25" });
    expect(projection.tools[5]).toEqual(tools[5]);
    expect(projection.tools[0]).toEqual({ name: "bool", inputSchema: { type: "object", properties: { x: {} } } });
    const hosts = new Set(projection.report[5]?.issues.map((issue) => issue.host));
    // Zed's subset-provider lowering of additionalProperties is contested (it depends on the provider): not counted
    expect([...hosts].sort()).toEqual(["claude-desktop", "continue", "draft-07-ajv-default", "openai-strict", "openapi-3.0-subset"]);
    expect(left(projection.report[5]).filter((line) => line.startsWith("continue:"))).toEqual(["continue:ref-discarded@inputSchema/$defs (misread)", "continue:keyword-discarded@inputSchema/additionalProperties (misread)"]);
  });

  test("common keeps server-everything's draft-07 labels as written: new Ajv() keeps what it kept, the 2020-12-only reader loses what it lost", () => {
    const list = (JSON.parse(readFileSync(new URL("../../../fixtures/servers/server-everything.tools.json", import.meta.url), "utf8")) as { tools: Record<string, unknown>[] }).tools;
    const projection = projectTools(list, "common", { revision: "2025-06-18" });
    const labels = projection.tools.flatMap((tool) => ["inputSchema", "outputSchema"].flatMap((role) => (Object.hasOwn(tool as object, role) ? [(tool as Record<string, { $schema?: unknown }>)[role]?.$schema] : [])));
    expect(labels).toEqual(new Array<string>(15).fill("http://json-schema.org/draft-07/schema#"));
    expect(projection.tools).toEqual(list);
    expect(projection.report.flatMap((tool) => Object.keys(tool.loosened))).toEqual([]);
    // what is left for the hosts whose verdict depends on the label: as for the list as written
    const lost = projection.report.flatMap((tool) => tool.issues.filter((issue) => issue.host === "draft-07-ajv-default" || issue.host === "2020-12-only").map((issue) => `${tool.name} ${issue.host}:${issue.code}@${issue.role ?? ""}${issue.path} (${issue.blast})`));
    expect(lost).toEqual([
      "get-structured-content 2020-12-only:unsupported-dialect-label@outputSchema/$schema (result)",
      "gzip-file-as-resource draft-07-ajv-default:compile-failed@inputSchema (tool)",
    ]);
  });

  test("a tool the revision's Tool definition refuses is repaired for every host, even one that does not parse the list itself", () => {
    const list = [{ name: "bool_sub", inputSchema: { type: "object", properties: { anything: true }, required: null } }];
    const repaired = { name: "bool_sub", inputSchema: { type: "object", properties: { anything: {} } } };
    expect(["gemini", "kimi", "claude-code", "mcp-sdk-v2-client", "common"].map((host) => [host, projectTools(list, host as "gemini", { revision: "2025-11-25" }).tools])).toEqual(
      ["gemini", "kimi", "claude-code", "mcp-sdk-v2-client", "common"].map((host) => [host, [repaired]]),
    );
    expect(projectTools(list, "as-is", { revision: "2025-11-25" }).tools).toEqual(list);
  });

  test("as-is changes nothing but the wrap and judges nothing", () => {
    const projection = projectTools(tools, "as-is", { revision: "2025-11-25" });
    expect(projection.tools.filter((_, i) => i !== 2)).toEqual(tools.filter((_, i) => i !== 2));
    expect(projection.report.flatMap((tool) => tool.issues)).toEqual([]);
  });
});

describe("the table", () => {
  test("every product rule code is either in NEEDS or has no loosening-only form by name", () => {
    const NO_FORM = [
      "int64-retyped", "keyword-added", "keyword-discarded", "keyword-lowered", "keyword-moved",
      "missing-input-schema", "missing-ref-target", "missing-type", "name-not-string", "object-without-properties", "parse-overflow",
      "property-name", "ref-siblings", "schema-too-large", "too-many-tools", "tool-name", "tool-name-rewritten",
      "tool-not-object", "tool-skipped", "type-array", "type-beside-anyof", "untyped-property",
    ];
    const codes = [...new Set(Object.values(PRODUCTS).flatMap((product) => product.rules.map((rule) => rule.code)))].sort();
    expect(codes.filter((code) => !Object.hasOwn(NEEDS, code))).toEqual(NO_FORM);
  });
});

describe("cache, input, options", () => {
  test("the same list (identity or content) and options give the same frozen projection; the caller's list is untouched", () => {
    const first = projectTools(tools, "cursor", { revision: "2025-11-25" });
    expect(projectTools(tools, "cursor", { revision: "2025-11-25" })).toBe(first);
    expect(projectTools(JSON.parse(snapshot), "cursor", { revision: "2025-11-25" })).toBe(first);
    expect(projectTools(tools, "cursor", { revision: "2026-07-28" })).not.toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.tools) && Object.isFrozen(first.report[0])).toBe(true);
    expect(JSON.stringify(tools)).toBe(snapshot);
  });

  test("kept by content only while the lists' texts fit 4 Mi characters in all: a longer list is projected each time, not kept", () => {
    const big = (pad: number) => JSON.stringify([{ name: "t", description: "d".repeat(pad), inputSchema: { type: "object" } }]);
    const over = big(4 * 1024 * 1024);
    expect(projectTools(JSON.parse(over), "cursor")).not.toBe(projectTools(JSON.parse(over), "cursor"));
    // two lists of 1.5 Mi characters are kept; a third drops the oldest
    const [a, b, c] = [1, 2, 3].map((n) => big(1.5 * 1024 * 1024 + n));
    const first = projectTools(JSON.parse(a as string), "cursor");
    expect(projectTools(JSON.parse(a as string), "cursor")).toBe(first);
    projectTools(JSON.parse(b as string), "cursor");
    expect(projectTools(JSON.parse(a as string), "cursor")).toBe(first);
    projectTools(JSON.parse(c as string), "cursor");
    expect(projectTools(JSON.parse(a as string), "cursor")).not.toBe(first);
  });

  test("entries that are not tools pass unchanged; a list JSON cannot carry is passed on with an issue", () => {
    const odd = projectTools([1, null, { name: "t", inputSchema: { type: "object", properties: { x: false } } }], "claude-code");
    expect(odd.tools).toEqual([1, null, { name: "t", inputSchema: { type: "object", properties: { x: { not: {} } } } }]);
    const hostile = [{ name: "t", get inputSchema(): never { throw new Error("trap"); } }];
    const projection = projectTools(hostile, "claude-code");
    expect(projection.tools[0]).toBe(hostile[0]);
    expect(projection.server.map((issue) => [issue.host, issue.code, issue.path])).toEqual([["claude-code", "not-a-tool-list", "/0/inputSchema"]]);
  });

  test("a getter read again cannot file its projection under another list's content", () => {
    let reads = 0;
    const tool = {
      name: "getter-twice",
      get inputSchema() {
        reads++;
        return reads === 1 ? { type: "object", properties: { x: true } } : { type: "object" };
      },
    };
    expect(projectTools([tool], "cursor").tools).toEqual([{ name: "getter-twice", inputSchema: { type: "object", properties: { x: {} } } }]);
    expect(projectTools([{ name: "getter-twice", inputSchema: { type: "object" } }], "cursor").tools).toEqual([{ name: "getter-twice", inputSchema: { type: "object" } }]);
  });

  test("a cached projection is frozen all the way down: a caller that writes to one cannot change another's (tools, report, issues)", () => {
    const list = () => [{ name: "a", inputSchema: { type: "object", properties: { x: true, y: { type: "string", enum: ["p"] } } } }];
    const a = projectTools(list(), "claude-desktop");
    expect(() => {
      (a.tools[0] as { name: string }).name = "POISONED";
    }).toThrow(TypeError);
    expect(() => {
      ((a.tools[0] as { inputSchema: { properties: { y: { enum: string[] } } } }).inputSchema.properties.y.enum).push("q");
    }).toThrow(TypeError);
    expect(Object.isFrozen(a.report[0]?.loosened)).toBe(true);
    expect(a.report.every((tool) => Object.isFrozen(tool.issues) && tool.issues.every((issue) => Object.isFrozen(issue)))).toBe(true);
    const b = projectTools(list(), "claude-desktop");
    expect(b).toBe(a);
    expect(b.tools).toEqual([{ name: "a", inputSchema: { type: "object", properties: { x: {}, y: { type: "string", enum: ["p"] } } } }]);
    // what the caller passed is never frozen
    const mine = list();
    projectTools(mine, "claude-desktop");
    expect(Object.isFrozen(mine[0]) || Object.isFrozen(mine[0]?.inputSchema)).toBe(false);
  });

  test("a number past the double range (1e400, ±Infinity once parsed, null once passed on): the keyword holding it is dropped (non-finite-number), except as-is; -0 is 0", () => {
    const list = () => JSON.parse('[{"name":"huge","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400,"minimum":-0}}}},{"name":"neg","inputSchema":{"type":"object","properties":{"n":{"type":"integer","enum":[-0,0,1e400,-1e400]}}}}]') as unknown[];
    const kept = [
      { name: "huge", inputSchema: { type: "object", properties: { n: { type: "number", minimum: 0 } } } },
      { name: "neg", inputSchema: { type: "object", properties: { n: { type: "integer" } } } },
    ];
    const source = "openclaw/openclaw#104469";
    const what = (keyword: string) => `${keyword} holds a number past the double range (Infinity once parsed, null once passed on)`;
    const loosened = [
      { inputSchema: [{ path: "/properties/n/maximum", code: "non-finite-number", layer: "host", blast: "none", message: `${what("maximum")}; dropped (it bounded nothing)`, source, rewrite: "non-finite-number", effect: "same" }] },
      { inputSchema: [{ path: "/properties/n/enum", code: "non-finite-number", layer: "host", blast: "misread", message: `${what("enum")}; dropped`, source, rewrite: "non-finite-number", effect: "looser" }] },
    ];
    const cursor = projectTools(list(), "cursor");
    expect(cursor.tools).toEqual(kept);
    expect(cursor.report.map((tool) => tool.loosened)).toEqual(loosened);
    // Claude Desktop passes the schema on to the Anthropic API, where `maximum: null` fails every request: the
    // projection it is served has no such keyword left, so nothing is found
    const desktop = projectTools(list(), "claude-desktop");
    expect(desktop.tools).toEqual(kept);
    expect(desktop.report.map((tool) => [tool.loosened, tool.issues])).toEqual(loosened.map((entry) => [entry, []]));
    // as-is rewrites nothing: the numbers stay ±Infinity (a writer that keeps them writes 1e999)
    expect(projectTools(list(), "as-is").tools).toEqual([
      { name: "huge", inputSchema: { type: "object", properties: { n: { type: "number", maximum: Infinity, minimum: 0 } } } },
      { name: "neg", inputSchema: { type: "object", properties: { n: { type: "integer", enum: [0, 0, Infinity, -Infinity] } } } },
    ]);
    // under `not` a bound without effect is dropped with the same meaning; a const is dropped with the `not` above it
    const negated = projectTools(JSON.parse('[{"name":"x","inputSchema":{"type":"object","properties":{"n":{"not":{"const":1e400}},"m":{"not":{"maximum":1e400}}}}}]') as unknown[], "cursor");
    expect(negated.tools).toEqual([{ name: "x", inputSchema: { type: "object", properties: { n: {}, m: { not: {} } } } }]);
    expect(negated.report[0]?.loosened.inputSchema?.map((entry) => [entry.path, entry.effect])).toEqual([
      ["/properties/n/not/const", "looser"],
      ["/properties/n/not", "looser"],
      ["/properties/m/not/maximum", "same"],
    ]);
    // the stand-in (the largest double the list does not hold) is never confused with the list's own numbers
    const own = projectTools(JSON.parse(`[{"name":"max","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${Number.MAX_VALUE},"minimum":-1e400}}}}]`) as unknown[], "cursor");
    expect(own.tools).toEqual([{ name: "max", inputSchema: { type: "object", properties: { n: { type: "number", maximum: Number.MAX_VALUE } } } }]);
    // nor is a list of that stand-in's number filed under the list of Infinity (same text once written)
    const standIn = projectTools(JSON.parse(`[{"name":"huge","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${Number.MAX_VALUE},"minimum":0}}}},{"name":"neg","inputSchema":{"type":"object","properties":{"n":{"type":"integer","enum":[0,0,${Number.MAX_VALUE},${-Number.MAX_VALUE}]}}}}]`) as unknown[], "cursor");
    expect(standIn.tools).toEqual([
      { name: "huge", inputSchema: { type: "object", properties: { n: { type: "number", maximum: Number.MAX_VALUE, minimum: 0 } } } },
      { name: "neg", inputSchema: { type: "object", properties: { n: { type: "integer", enum: [0, 0, Number.MAX_VALUE, -Number.MAX_VALUE] } } } },
    ]);
  });

  test("1e400 inside a tool nested past what is read (2,100 levels): the tool is not rewritten, and the products whose parse refuses the number lose the list over it", () => {
    let deep = '{"type":"number","maximum":1e400}';
    for (let i = 0; i < 2100; i++) deep = `{"type":"object","properties":{"a":${deep}}}`;
    const list = () => JSON.parse(`[{"name":"deep","inputSchema":${deep}},{"name":"ok","inputSchema":{"type":"object"}}]`) as unknown[];
    for (const host of ["claude-code", "copilot-cli"] as const) {
      const projection = projectTools(list(), host);
      const deepIssues = projection.report[0]?.issues ?? [];
      expect(deepIssues.map((issue) => [issue.code, issue.blast, issue.role ?? "tool"]).filter(([code]) => code === "number-out-of-range")).toEqual([["number-out-of-range", "list", "tool"]]);
      expect(deepIssues.find((issue) => issue.code === "number-out-of-range")?.path).toBe(`/inputSchema${"/properties/a".repeat(2100)}/maximum`);
      expect(projection.report[0]?.blast).toBe("list");
    }
    // a host whose parse takes it: only the depth is said
    expect(projectTools(list(), "cursor").report[0]?.issues.some((issue) => issue.code === "number-out-of-range")).toBe(false);
  });

  test("1e400 beside a tool nested past JSON.stringify's stack (2,100 properties levels): the list is projected as with a finite maximum, its keyword dropped, the deep tool kept as received", () => {
    const nested = (levels: number, inner = '{"type":"string"}'): string => {
      let schema = inner;
      for (let i = 0; i < levels; i++) schema = `{"type":"object","properties":{"p":${schema}}}`;
      return schema;
    };
    const sp = '{"name":"sp","inputSchema":{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"a b":{"type":"string"}}},"outputSchema":{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"r":{"type":"string"}}}}';
    const text = (maximum: string) => `[${sp},{"name":"inf","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":${maximum}}}}},{"name":"deep","inputSchema":${nested(2100)}}]`;
    for (const parsed of [true, false]) {
      const list = JSON.parse(text("1e400")) as unknown[];
      const projection = projectTools(list, "claude-desktop", { parsed });
      // without the 1e400 (maximum 5) the same list gets the same projection: the draft-07 labels removed, the key reported
      const plain = projectTools(JSON.parse(text("5")) as unknown[], "claude-desktop", { parsed });
      expect(projection.server).toEqual([]);
      expect(projection.tools[0]).toEqual({ name: "sp", inputSchema: { type: "object", properties: { "a b": { type: "string" } } }, outputSchema: { type: "object", properties: { r: { type: "string" } } } });
      expect(projection.tools[1]).toEqual({ name: "inf", inputSchema: { type: "object", properties: { n: { type: "number" } } } });
      expect(projection.tools[2]).toBe(list[2]);
      expect(projection.report.map((tool) => [tool.name, tool.blast, tool.issues.map((issue) => `${issue.code} ${issue.role ?? "tool"}${issue.path.slice(0, 40)}`)])).toEqual([
        ["sp", "requests", ["property-name inputSchema/properties/a b"]],
        ["inf", "none", []],
        ["deep", "tool", ["unreadable-tool tool/inputSchema/properties/p/properties/p/p", "unreadable-tool tool/inputSchema/properties/p/properties/p/p"]],
      ]);
      // the same report but the dropped maximum
      expect(projection.report.map((tool) => tool.loosened)).toEqual([plain.report[0]?.loosened, { inputSchema: [expect.objectContaining({ path: "/properties/n/maximum", code: "non-finite-number", effect: "same" })] }, {}]);
      expect(projection.report.map(({ loosened: _, ...rest }) => rest)).toEqual(plain.report.map(({ loosened: _, ...rest }) => rest));
      expect(projection.tools[0]).toEqual(plain.tools[0]);
    }
    // the deep tool holding the 1e400 itself: read with the stand-in, passed on with Infinity back (a copy), judged as before
    const own = JSON.parse(`[{"name":"deepinf","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400},"d":${nested(2100)}}}}]`) as { inputSchema: { properties: { n: unknown; d: unknown } } }[];
    const projection = projectTools(own, "claude-desktop", { parsed: true });
    expect(projection.server).toEqual([]);
    const tool = projection.tools[0] as (typeof own)[0];
    // (not `.not.toBe`: vitest compares the two deeply when they differ, by recursion)
    expect(tool === own[0]).toBe(false);
    expect(tool.inputSchema.properties.n).toEqual({ type: "number", maximum: Infinity });
    // its 2,100 levels copied whole, each `{ type: "object", properties: { p } }`, the string schema at the bottom
    let levels = 0;
    let at = tool.inputSchema.properties.d as { type: string; properties?: { p: unknown } };
    for (; at.properties !== undefined; levels++) at = at.properties.p as typeof at;
    expect([levels, at]).toEqual([2100, { type: "string" }]);
    expect(projection.report.map((entry) => [entry.name, entry.blast, entry.issues.map((issue) => issue.code)])).toEqual([["deepinf", "tool", ["unreadable-tool", "unreadable-tool"]]]);
  });

  test("a list too deep to read whole is projected tool by tool: the deep tools are judged (or passed on as received past mcp-wire's depth), the rest rewritten", () => {
    const nested = (levels: number): object => {
      let schema: object = { type: "string" };
      for (let i = 0; i < levels; i++) schema = { type: "object", properties: { n: schema } };
      return schema;
    };
    const root = { name: "root-anyof", inputSchema: { anyOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "object" }] } };
    const deep = { name: "deep", inputSchema: { type: "object" }, outputSchema: nested(600) };
    const deeper = { name: "deeper", inputSchema: { type: "object" }, outputSchema: nested(1100) };
    const list = [root, deep, deeper];
    const projection = projectTools(list, "mcp-sdk-v1-client", { revision: "2025-06-18" });
    expect(projection.server).toEqual([]);
    expect(projection.report.map((tool) => [tool.name, tool.blast, [...new Set(tool.issues.map((issue) => issue.code))]])).toEqual([
      ["root-anyof", "none", []],
      ["deep", "list", ["invalid-keyword-value", "compile-failed"]],
      ["deeper", "list", ["compile-failed"]],
    ]);
    expect(projection.report[0]?.loosened.inputSchema?.map((change) => change.code)).toEqual(["root-object-type"]);
    expect(projection.tools[0]).not.toBe(root);
    // past the depth mcp-wire reads: passed on as the wire carries it, never rewritten
    expect(JSON.stringify(projection.tools[2])).toBe(JSON.stringify(deeper));
    // read and judged; nothing loosens its depth
    expect(JSON.stringify(projection.tools[1])).toBe(JSON.stringify(deep));
  });

  test("a tools value that is not an array is reported per host at path \"\", never thrown, with the blast hostFindings gives", () => {
    for (const [bad, kind] of [[null, "null"], ["x", "string"], [{ a: 1 }, "object"], [undefined, "undefined"]] as const) {
      const projection = projectTools(bad as never, "cursor");
      expect(projection.tools).toEqual([]);
      expect(projection.report).toEqual([]);
      expect(projection.server).toEqual([{ path: "", code: "not-a-tool-list", layer: "wire", blast: "none", message: `not a JSON tools array: got ${kind}`, host: "cursor" }]);
      expect(Object.isFrozen(projection.server[0])).toBe(true);
    }
    // an SDK client parses tools/list with its schema: checkTools says it loses the list
    expect(projectTools(null as never, "mcp-sdk-v1-client").server).toEqual([{ path: "", code: "not-a-tool-list", layer: "wire", blast: "list", message: "not a JSON tools array: got null", host: "mcp-sdk-v1-client" }]);
    expect(projectTools(null as never, "as-is").server).toEqual([{ path: "", code: "not-a-tool-list", layer: "wire", blast: "none", message: "not a JSON tools array: got null", host: "as-is" }]);
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(projectTools(proxy, "mcp-sdk-v2-client").server.map((issue) => [issue.path, issue.blast, issue.message])).toEqual([["", "list", "not a JSON tools array: got object"]]);
  });

  test("a cycle or a throwing getter in one tool: not a tool list, as checkTools and hostFindings judge it; every entry passed on under its name, each host's blast what it loses", () => {
    const cyclic: Record<string, unknown> = { type: "object", properties: {} };
    (cyclic["properties"] as Record<string, unknown>)["a"] = cyclic;
    const sibling = { name: "good", inputSchema: { type: "object" } };
    const list = [{ name: "bad", inputSchema: cyclic }, sibling];
    const message = "not a JSON tools array: /0/inputSchema/properties/a: the schema object graph contains a cycle";
    const cursor = projectTools(list, "cursor");
    expect(cursor.tools[0]).toBe(list[0]);
    expect(cursor.tools[1]).toBe(sibling);
    expect(cursor.report).toEqual([
      { name: "bad", loosened: {}, issues: [], blast: "none", wrapped: false },
      { name: "good", loosened: {}, issues: [], blast: "none", wrapped: false },
    ]);
    expect(cursor.server).toEqual([{ path: "/0/inputSchema/properties/a", code: "not-a-tool-list", layer: "wire", blast: "none", message, host: "cursor" }]);
    expect(projectTools(list, "mcp-sdk-v1-client").server).toEqual([{ path: "/0/inputSchema/properties/a", code: "not-a-tool-list", layer: "wire", blast: "list", message, host: "mcp-sdk-v1-client" }]);
    const common = projectTools([{ name: "g", get inputSchema(): never { throw new Error("boom"); } }, sibling], "common");
    expect(common.report.map((tool) => tool.name)).toEqual(["g", "good"]);
    expect(common.server.filter((issue) => issue.blast !== "none").map((issue) => [issue.host, issue.path, issue.blast, issue.message])).toEqual(
      ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only"].map((host) => [host, "/0/inputSchema", "list", "not a JSON tools array: /0/inputSchema: reading it threw: boom"]),
    );
    expect(common.server.length).toBe(PROJECTION_HOSTS.length - 2);
  });

  test("unknown host: the HostsError names projectTools", () => {
    expect(() => projectTools([], "curser" as never)).toThrow(/^projectTools options rejected at \/host: unknown host \(known: claude-code, claude-desktop, cursor, /);
  });

  test("unknown host, revision or wrapOutputs: HostsError naming each option", () => {
    expect(() => projectTools([], "nope" as never, { revision: "2024-01-01" as never, wrapOutputs: 1 as never })).toThrow(HostsError);
    try {
      projectTools([], "nope" as never, { revision: "2024-01-01" as never });
    } catch (error) {
      expect((error as HostsError).issues.map((issue) => [issue.path, issue.code])).toEqual([["/host", "invalid-option"], ["/revision", "invalid-option"]]);
    }
  });
});
