/**
 * What a host keeps, against its per-tool verdicts: a tool nested past the entry-wise reading limit is judged by what
 * that depth does to each host (the 2.x parsers lose the list, `new Ajv()` drops the tool, a model API judged nothing
 * and counts it lost, SDK 1.x keeps it) while the clean tools beside it are judged as usual; a product's tool-count cap keeps the first `max` tools (each
 * tool past it carries the cap's issue); and,
 * over generated lists, the summary counts equal the per-tool verdict counts for archetypes and products alike.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ARCHETYPES, checkTools, evaluateProduct, hostFindings, toolIssues, type HostIssue, type HostTarget } from "../src/index.js";

/** `{ items: { items: … {} } }`, `levels` deep. */
function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) schema = { items: schema };
  return schema;
}

const DEEP = { name: "t", inputSchema: { type: "object", properties: { a: nested(3000) } } };
const OK = { name: "ok", inputSchema: { type: "object" } };
/** Where the entry-wise read stops: 2048 JSON levels into the tool (`inputSchema`, `properties`, `a`, then `items`). */
const DEEP_PATH = `/inputSchema/properties/a${"/items".repeat(2046)}`;
const UNREADABLE: HostIssue = {
  path: DEEP_PATH,
  code: "unreadable-tool",
  layer: "host",
  blast: "tool",
  message: "nested deeper than mcp-wire reads (2048 JSON levels): not judged, so it counts as lost",
};
/** Each archetype's tool-wide `[code, layer, blast]` on DEEP, and what it keeps of DEEP and OK. */
const DEEP_VERDICTS: Readonly<Record<string, readonly [string, string, string, number, number, boolean]>> = {
  "mcp-sdk-v1-client": ["unreadable-tool", "host", "none", 2, 0, false],
  "mcp-sdk-v2-client": ["parse-overflow", "wire", "list", 0, 0, true],
  "2020-12-only": ["parse-overflow", "wire", "list", 0, 0, true],
  "draft-07-ajv-default": ["compile-failed", "host", "tool", 1, 1, false],
  "anthropic-api": ["unreadable-tool", "host", "tool", 1, 1, false],
  "openapi-3.0-subset": ["unreadable-tool", "host", "tool", 1, 1, false],
  "openai-strict": ["unreadable-tool", "host", "tool", 1, 1, false],
};
const clean = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `t${i}`, inputSchema: { type: "object" } }));

describe("a tool nested past the reading limit", () => {
  test("each archetype prices it by what that depth does to it, at the path where reading stopped, and judges the other tool", () => {
    const report = checkTools({ tools: [DEEP, OK] });
    expect(report.tools.map((tool) => tool.name)).toEqual(["t", "ok"]);
    expect(report.tools[0]?.schemas).toEqual([]);
    for (const [k, host] of ARCHETYPES.entries()) {
      const [code, layer, blast, kept, lost, listLost] = DEEP_VERDICTS[host] ?? [];
      expect([host, report.tools[0]?.hosts[k]?.issues.map((found) => [found.code, found.layer, found.blast, found.path])]).toEqual([host, [[code, layer, blast, DEEP_PATH]]]);
      // `{ type: "object" }` lacks the additionalProperties: false strict mode needs: every request fails, the tool is kept
      const strict = host === "openai-strict";
      expect(report.tools[1]?.schemas[0]?.hosts[k]?.blast).toBe(strict ? "requests" : "none");
      expect(report.summary.hosts[host]).toEqual({ toolsKept: kept, toolsLost: lost, listLost, requestsFail: strict, issues: [] });
    }
  });

  test("a product's rules find it unreadable, by name, and judge the clean tool as usual", () => {
    expect(evaluateProduct([DEEP, OK], "cursor")).toEqual({ product: "cursor", schemas: [], tools: [{ tool: 0, name: "t", issues: [UNREADABLE] }], server: [] });
  });

  test("cursor keeps 1 of 2: the unreadable tool is lost, the clean one kept", () => {
    const [cursor] = hostFindings([DEEP, OK], ["cursor"], "2025-11-25");
    expect(cursor?.summary).toEqual({ toolsKept: 1, toolsLost: 1, listLost: false, requestsFail: false, issues: [] });
    expect(cursor?.tools).toEqual([
      { schemas: {}, tool: [UNREADABLE] },
      { schemas: { inputSchema: [] }, tool: [] },
    ]);
  });

  test("a default of nested arrays past the limit is read as deep, at its pointer, as nested items are (not as a value that threw)", () => {
    let value: unknown = 1;
    for (let i = 0; i < 10_000; i++) value = [value];
    const arrays = { name: "t", inputSchema: { type: "object", properties: { a: { type: "array", default: value } } } };
    expect(evaluateProduct([arrays, OK], "cursor").tools).toEqual([
      { tool: 0, name: "t", issues: [{ ...UNREADABLE, path: `/inputSchema/properties/a/default${"/0".repeat(2045)}` }] },
    ]);
  });

  test("a list that is not readable outside its entries is still not a tool list", () => {
    const result = { tools: [OK], extra: nested(600) };
    expect(checkTools(result, { hosts: ["anthropic-api"] }).summary.hosts["anthropic-api"]?.issues.map((found) => [found.code, found.blast])).toEqual([["not-a-tool-list", "none"]]);
  });
});

describe("a tool-count cap keeps the first max tools", () => {
  test.each([
    // Cursor records no current release: at latest, both caps (bounded above, before 2.4.0) are left out
    [3200, undefined, 3200, 0, 0],
    [3200, "*", 40, 3160, 2],
    [81, "*", 40, 41, 2],
    [41, "*", 40, 1, 1],
    [40, "*", 40, 0, 0],
    [3200, "1.6.27", 3200, 0, 1],
    [80, "1.6.27", 80, 0, 0],
    [3200, "1.0.0", 40, 3160, 1],
    [3200, "0.47.3", 40, 3160, 1],
    [3200, "2.6.0", 3200, 0, 0],
  ])("%i clean tools, cursor@%s: keeps %i, loses %i (%i cap issues)", (count, version, kept, lost, caps) => {
    const [cursor] = hostFindings(clean(count), ["cursor"], "2025-11-25", version === undefined ? {} : { versions: { cursor: version } });
    expect([cursor?.summary.toolsKept, cursor?.summary.toolsLost, cursor?.summary.issues.map((found) => found.code)]).toEqual([kept, lost, Array(caps).fill("too-many-tools")]);
    const past = (cursor?.tools ?? []).flatMap((tool, i) => (tool.tool.some((issue) => issue.code === "too-many-tools" && issue.blast === "tool" && issue.path === "") ? [i] : []));
    expect(past).toEqual(Array.from({ length: lost }, (_, i) => kept + i));
  });

  test("the tool past the cap carries the cap's issue, with the count and the limit", () => {
    const [cursor] = hostFindings(clean(41), ["cursor"], "2025-11-25", { versions: { cursor: "0.47.3" } });
    expect(cursor?.tools[40]?.tool).toEqual([
      {
        path: "",
        code: "too-many-tools",
        layer: "host",
        blast: "tool",
        message: "Cursor sends only the first 40 tools to the agent; the rest are never offered (41 tools, limit 40)",
        source: "bun913/mcp-testrail#6",
      },
    ]);
    expect(cursor?.tools[39]?.tool).toEqual([]);
  });

  test("tools dropped on their own take no place under the cap: 41 tools, 2 with bad names, keep 39", () => {
    // Cursor 0.45 to 0.48 does not recognise hyphenated names
    const list = [...clean(39), { name: "bad-name", inputSchema: { type: "object" } }, { name: "bad-name-2", inputSchema: { type: "object" } }];
    const [cursor] = hostFindings(list, ["cursor"], "2025-11-25", { versions: { cursor: "0.47.3" } });
    expect([cursor?.summary.toolsKept, cursor?.summary.toolsLost]).toEqual([39, 2]);
  });

  test("over generated lists around the cap, cursor keeps min(40, the tools it would keep) and the verdicts agree", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 36, maxLength: 46 }), (good) => {
        const list = good.map((ok, i) => ({ name: ok ? `t${i}` : `bad-${i}`, inputSchema: { type: "object" } }));
        const [cursor] = hostFindings(list, ["cursor"], "2025-11-25", { versions: { cursor: "0.47.3" } });
        const lostByVerdict = (cursor?.tools ?? []).filter((tool) => toolIssues(tool).some((issue) => issue.blast === "tool")).length;
        const kept = Math.min(40, good.filter(Boolean).length);
        expect([cursor?.summary.toolsKept, cursor?.summary.toolsLost, lostByVerdict]).toEqual([kept, list.length - kept, list.length - kept]);
        compared++;
      }),
      { numRuns: 40, seed: 20261201 },
    );
    expect(compared).toBe(40);
  });
});

const SCHEMAS: readonly Record<string, unknown>[] = [
  { type: "object" },
  { type: "object", properties: { x: { type: "string" } }, required: ["x"] },
  { anyOf: [{ type: "object" }] },
  { type: "object", properties: { x: true } },
  { type: "object", properties: { x: { type: ["string", "null"] } } },
  { type: "object", properties: { a: nested(600) } },
  { type: "string" },
];
const NAMES = ["a", "b_c", "bad name", "x.y"];
const toolArb = fc.record({ name: fc.constantFrom(...NAMES), schema: fc.constantFrom(...SCHEMAS), output: fc.option(fc.constantFrom(...SCHEMAS.slice(0, 2)), { nil: undefined }) });
const HOSTS: readonly HostTarget[] = ["cursor", "claude-code", "vscode", "gemini", "mcp-sdk-v1-client", "anthropic-api", "openai-strict"];

describe("summary counts equal the per-tool verdict counts", () => {
  test("over generated lists, for products and archetypes", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(toolArb, { maxLength: 6 }), (generated) => {
        const tools = generated.map((t) => ({ name: t.name, inputSchema: t.schema, ...(t.output === undefined ? {} : { outputSchema: t.output }) }));
        for (const found of hostFindings(tools, HOSTS, "2025-11-25")) {
          const blasts = found.tools.map((tool) => toolIssues(tool).map((issue) => issue.blast));
          const listLost = blasts.some((b) => b.includes("list")) || found.summary.issues.some((issue) => issue.blast === "list");
          const lost = blasts.filter((b) => b.includes("tool")).length;
          const expected = listLost ? { toolsKept: 0, toolsLost: 0 } : { toolsKept: tools.length - lost, toolsLost: lost };
          expect({ host: found.host, toolsKept: found.summary.toolsKept, toolsLost: found.summary.toolsLost, listLost: found.summary.listLost }).toEqual({ host: found.host, ...expected, listLost });
          expect(found.tools).toHaveLength(tools.length);
          compared++;
        }
      }),
      { numRuns: 60, seed: 20261201 },
    );
    expect(compared).toBeGreaterThanOrEqual(60 * HOSTS.length);
  });
});
