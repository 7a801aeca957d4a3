/**
 * Each host at the revision it negotiates: the preferences recorded per product (lab-measured) and per SDK client
 * archetype, the revision a host is judged at for the revisions a server speaks, facts scoped to MCP revisions, and a
 * tools/list result's own members judged per host (`hostFindings` with `pages`).
 */
import { describe, expect, it } from "vitest";
import { hostFindings, negotiatedRevision, preferredRevisions, PRODUCTS, selectFacts, type Revision } from "../src/index.js";
import { judgedVersion } from "../src/products/versions.js";

const TOOL = { name: "t", inputSchema: { type: "object", properties: { q: { type: "string" } } } };
const speaks = (...revisions: Revision[]) => new Set<Revision>(revisions);

describe("preferredRevisions and negotiatedRevision", () => {
  it("products by their recorded negotiation, at the version judged; unknown ones as the SDK 1.x client", () => {
    expect(preferredRevisions("claude-code")).toEqual(["2026-07-28", "2025-11-25"]);
    expect(preferredRevisions("codex")).toEqual(["2025-06-18"]);
    expect(preferredRevisions("cursor")).toEqual(["2025-11-25", "2025-06-18"]);
    // measured at 2.1.328: below it the negotiation is unknown
    expect(preferredRevisions("claude-code", "2.1.300")).toEqual(["2025-11-25", "2025-06-18"]);
    expect(preferredRevisions("mcp-sdk-v2-client")).toEqual(["2026-07-28", "2025-11-25", "2025-06-18"]);
    expect(preferredRevisions("anthropic-api")).toEqual([]);
  });

  it("the first preferred revision the server speaks, else the session's", () => {
    expect(negotiatedRevision("claude-code", speaks("2025-11-25", "2026-07-28"), "2025-11-25")).toBe("2026-07-28");
    expect(negotiatedRevision("claude-code", speaks("2025-11-25"), "2025-11-25")).toBe("2025-11-25");
    expect(negotiatedRevision("codex", speaks("2025-06-18", "2025-11-25"), "2025-11-25")).toBe("2025-06-18");
    expect(negotiatedRevision("codex", speaks("2025-11-25"), "2025-11-25")).toBe("2025-11-25");
    expect(negotiatedRevision("mcp-sdk-v1-client", speaks("2025-11-25", "2026-07-28"), "2025-11-25")).toBe("2025-11-25");
    expect(negotiatedRevision("openai-strict", speaks("2026-07-28"), "2025-06-18")).toBe("2025-06-18");
  });
});

describe("facts scoped to MCP revisions", () => {
  const at = judgedVersion(PRODUCTS["claude-code"], undefined);
  it("Claude Code's output-schema client: the 2.x client at 2026-07-28 (measured), the contested 2.0 beta at the 2025 revisions; with no revision given, both", () => {
    const uses = PRODUCTS["claude-code"].archetypes.filter((use) => use.role === "outputSchema");
    const clients = (revision?: Revision) => {
      const { counted, atRisk } = selectFacts(uses, { at, evidence: "reported", ...(revision === undefined ? {} : { revision }) });
      return [counted.map((use) => use.archetype), atRisk.map((use) => use.archetype)];
    };
    expect(clients("2026-07-28")).toEqual([["mcp-sdk-v2-client"], []]);
    expect(clients("2025-11-25")).toEqual([[], ["2020-12-only"]]);
    expect(clients()).toEqual([["mcp-sdk-v2-client"], ["2020-12-only"]]);
  });

  it("Claude Code's tools/list parse holds at every revision it speaks (at 2026-07-28 against that revision's schema: lab:claude-code@2.1.328#root-absent)", () => {
    const wire = [PRODUCTS["claude-code"].wire!];
    for (const revision of ["2025-06-18", "2025-11-25", "2026-07-28"] as const) expect([revision, selectFacts(wire, { at, evidence: "reported", revision }).counted.length]).toEqual([revision, 1]);
  });
});

describe("hostFindings with the tools/list results (pages)", () => {
  const page = { tools: [TOOL], ttlMs: 0, cacheScope: "private" }; // 2026-07-28 without resultType
  const message = "2026-07-28 ListToolsResult at /resultType: must have required property 'resultType'";

  it("the 2.x client loses the list at 2026-07-28; the 1.x client does not speak it and keeps it", () => {
    const [v2, v1] = hostFindings([TOOL], ["mcp-sdk-v2-client", "mcp-sdk-v1-client"], "2026-07-28", { pages: [page] });
    expect(v2?.summary).toEqual({ toolsKept: 0, toolsLost: 0, listLost: true, requestsFail: false, issues: [{ path: "/resultType", code: "wire-invalid", layer: "wire", blast: "list", message, source: "npm:@modelcontextprotocol/client@2.4.0" }] });
    expect(v1?.summary).toMatchObject({ toolsKept: 1, listLost: false, issues: [] });
  });

  it("Claude Code's resultType report is contested: at risk, not counted, unless contested facts count", () => {
    const [reported] = hostFindings([TOOL], ["claude-code"], "2026-07-28", { pages: [page] });
    expect(reported?.summary.listLost).toBe(false);
    expect(reported?.summary.atRisk?.map((issue) => [issue.path, issue.code, issue.blast, issue.source, issue.contested])).toEqual([
      ["/resultType", "wire-invalid", "list", "ericdmoore/bullmoose.cc#384", { sources: ["ericdmoore/bullmoose.cc#384"], against: ["lab:claude-code@2.1.328#result-type-absent"] }],
    ]);
    const [counted] = hostFindings([TOOL], ["claude-code"], "2026-07-28", { pages: [page], evidence: "contested" });
    expect([counted?.summary.listLost, counted?.summary.toolsKept]).toEqual([true, 0]);
  });

  it("at a 2025 revision the fact does not hold: nothing at risk", () => {
    const [claude] = hostFindings([TOOL], ["claude-code"], "2025-11-25", { pages: [{ tools: [TOOL] }] });
    expect([claude?.summary.listLost, claude?.summary.atRisk]).toEqual([false, undefined]);
  });
});
