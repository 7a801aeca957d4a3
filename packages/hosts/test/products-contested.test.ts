/**
 * Contested facts (`confidence: "contested"`, with `against`): found apart and shown at risk with both sides' sources,
 * never counted — not in what a product keeps, its caps, its blasts, nor the projections — unless the evidence level
 * `contested` asks for them. The facts are test fixtures, added to two catalog records for this file only (its own
 * vitest project, `isolated:hosts`: the mock stays out of the shared module graph).
 */
import { describe, expect, it, vi } from "vitest";
import { evaluateProduct, hostFindings, projectTools, type HostIssue } from "../src/index.js";

vi.mock("../src/products/catalog/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/products/catalog/index.js")>();
  const { PRODUCTS } = actual;
  const contested = { confidence: "contested", sources: ["fixture/for#1"], against: ["fixture/against#2"] } as const;
  return {
    PRODUCTS: Object.freeze({
      ...PRODUCTS,
      zed: { ...PRODUCTS.zed, archetypes: [...PRODUCTS.zed.archetypes, { role: "outputSchema", archetype: "2020-12-only", versions: "<=1.0.0 || >=2.0.0", ...contested }] },
      kimi: {
        ...PRODUCTS.kimi,
        rules: [...PRODUCTS.kimi.rules, { id: "fixture-cap", code: "too-many-tools", refuses: { kind: "tool-count", max: 2 }, blast: "tool", message: "a fixture cap of 2 tools", versions: "*", ...contested }],
      },
    }),
  };
});

const DRAFT_07 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "number" } } };
const tools = [
  { name: "a", inputSchema: { type: "object" }, outputSchema: DRAFT_07 },
  { name: "b", inputSchema: { type: "object" } },
  { name: "c", inputSchema: { type: "object" } },
];
const BOTH_SIDES = { sources: ["fixture/for#1"], against: ["fixture/against#2"] };
const CAP: HostIssue = { path: "", code: "too-many-tools", layer: "host", blast: "tool", message: "a fixture cap of 2 tools (3 tools, limit 2)", source: "fixture/for#1", contested: BOTH_SIDES };

describe("a contested rule", () => {
  it("is found at risk, with both sides, and sets no cap", () => {
    expect(evaluateProduct(tools, "kimi")).toEqual({ product: "kimi", schemas: [], tools: [], server: [], atRisk: { schemas: [], tools: [], server: [CAP] } });
  });

  it("counts, still marked contested, at evidence level contested", () => {
    expect(evaluateProduct(tools, "kimi", { evidence: "contested" })).toEqual({ product: "kimi", schemas: [], tools: [], server: [CAP], cap: { max: 2, issue: CAP } });
  });

  it("outside its versions is neither counted nor at risk", () => {
    const atRange = hostFindings(tools, ["zed"], "2025-11-25", { versions: { zed: "1.5.0" } })[0];
    expect([atRange?.tools[0]?.schemas.outputSchema, atRange?.tools[0]?.atRisk]).toEqual([[], undefined]);
  });

  it("does not count in what the product keeps, unless asked for", () => {
    const [reported] = hostFindings(tools, ["kimi"], "2025-11-25");
    expect(reported?.summary).toEqual({ toolsKept: 3, toolsLost: 0, listLost: false, requestsFail: false, issues: [], atRisk: [CAP] });
    const [counted] = hostFindings(tools, ["kimi"], "2025-11-25", { evidence: "contested" });
    expect(counted?.summary).toEqual({ toolsKept: 2, toolsLost: 1, listLost: false, requestsFail: false, issues: [CAP] });
    expect(counted?.tools[2]?.tool).toEqual([CAP]);
  });
});

describe("a contested archetype use", () => {
  const label = (issues: readonly HostIssue[] | undefined) => (issues ?? []).map((issue) => [issue.path, issue.code, issue.blast, issue.contested]);

  it("puts its archetype's findings at risk, each with both sides", () => {
    const [zedFound] = hostFindings(tools, ["zed"], "2025-11-25");
    expect(zedFound?.tools[0]?.schemas.outputSchema).toEqual([]);
    expect(label(zedFound?.tools[0]?.atRisk?.schemas.outputSchema)).toEqual([["/$schema", "unsupported-dialect-label", "result", BOTH_SIDES]]);
    expect(zedFound?.tools[1]?.atRisk).toBeUndefined();
  });

  it("counts at evidence level contested", () => {
    const [zedFound] = hostFindings(tools, ["zed"], "2025-11-25", { evidence: "contested" });
    expect(label(zedFound?.tools[0]?.schemas.outputSchema)).toEqual([["/$schema", "unsupported-dialect-label", "result", BOTH_SIDES]]);
    expect(zedFound?.tools[0]?.atRisk).toBeUndefined();
  });

  it("is answered by the projection only when it counts", () => {
    expect(projectTools(tools, "zed", { revision: "2025-11-25" }).tools[0]).toEqual(tools[0]);
    const counted = projectTools(tools, "zed", { revision: "2025-11-25", evidence: "contested" });
    expect(counted.tools[0]).toEqual({ name: "a", inputSchema: { type: "object" }, outputSchema: { type: "object", properties: { n: { type: "number" } } } });
    expect(counted.report[0]?.loosened.outputSchema?.map((change) => change.rewrite)).toEqual(["dialect-2020-12", "unlabel-2020-12"]);
    expect(counted.report[0]?.blast).toBe("none");
  });
});
