/**
 * The wire layer for whole results (src/wire/results.ts): the shipped CallToolResult definitions are the spec's
 * schema.json definitions (a drift fails), and `resultFindings` holds a tools/list page and a tools/call result to
 * each revision's type — at 2026-07-28 `resultType` (and for tools/list `ttlMs`, `cacheScope`) is required.
 */
import { describe, expect, test } from "vitest";
import { CALL_RESULT_DOCUMENTS, INPUT_REQUIRED_DOCUMENT, REVISIONS, resultFindings } from "../src/index.js";
import { specDocument } from "./spec-documents.js";

test("2026-07-28: INPUT_REQUIRED_DOCUMENT equals InputRequiredResult and its references in fixtures/mcp-spec/2026-07-28/schema.json", () => {
  expect(INPUT_REQUIRED_DOCUMENT).toEqual(specDocument("2026-07-28", "InputRequiredResult"));
});

for (const revision of REVISIONS) {
  test(`${revision}: CALL_RESULT_DOCUMENTS equals CallToolResult and its references in fixtures/mcp-spec/${revision}/schema.json`, () => {
    expect(CALL_RESULT_DOCUMENTS[revision]).toEqual(specDocument(revision, "CallToolResult"));
  });
}

const missing = (type: string, member: string) => ({ path: `/${member}`, code: "wire-invalid", message: `2026-07-28 ${type} at /${member}: must have required property '${member}'` });

describe("resultFindings", () => {
  test.each([
    ["2025-06-18", []],
    ["2025-11-25", []],
    ["2026-07-28", [missing("ListToolsResult", "cacheScope"), missing("ListToolsResult", "resultType"), missing("ListToolsResult", "ttlMs")]],
  ] as const)("a 2025-style tools/list page at %s", (revision, expected) => {
    expect(resultFindings("tools/list", { tools: [{ name: "a", inputSchema: { type: "object" } }] }, revision)).toEqual(expected);
  });

  test("a 2026-07-28 tools/list page: its tools are not judged here (wireFindings is), the page is", () => {
    const page = { tools: [{ name: "no schema" }], resultType: "complete", ttlMs: -1, cacheScope: "everyone" };
    expect(resultFindings("tools/list", page, "2026-07-28")).toEqual([
      { path: "/cacheScope", code: "wire-invalid", message: '2026-07-28 ListToolsResult at /cacheScope: must be equal to one of the allowed values: ["private","public"]' },
      { path: "/ttlMs", code: "wire-invalid", message: "2026-07-28 ListToolsResult at /ttlMs: must be >= 0" },
    ]);
  });

  test("tools/call: a result without resultType at 2026-07-28 only", () => {
    const result = { content: [{ type: "text", text: "ok" }] };
    expect(resultFindings("tools/call", result, "2025-11-25")).toEqual([]);
    expect(resultFindings("tools/call", result, "2026-07-28")).toEqual([missing("CallToolResult", "resultType")]);
    expect(resultFindings("tools/call", { ...result, resultType: "complete" }, "2026-07-28")).toEqual([]);
  });

  test("tools/call at 2026-07-28: an input_required result is held to InputRequiredResult, not CallToolResult", () => {
    const round = { resultType: "input_required", inputRequests: { a: { method: "elicitation/create", params: { message: "m", requestedSchema: { type: "object", properties: {} } } } } };
    expect(resultFindings("tools/call", round, "2026-07-28")).toEqual([]);
    expect(resultFindings("tools/call", { ...round, requestState: 5 }, "2026-07-28")).toEqual([{ path: "/requestState", code: "wire-invalid", message: "2026-07-28 InputRequiredResult at /requestState: must be string" }]);
    // a requested schema is validateRequestedSchema's business: a nested object property is not reported here
    const nested = { resultType: "input_required", inputRequests: { a: { method: "elicitation/create", params: { message: "m", requestedSchema: { type: "object", properties: { o: { type: "object" } } } } } } };
    expect(resultFindings("tools/call", nested, "2026-07-28")).toEqual([]);
    expect(nested.inputRequests.a.params.requestedSchema).toEqual({ type: "object", properties: { o: { type: "object" } } });
    // before 2026-07-28 there is no InputRequiredResult: the result is a CallToolResult without content
    expect(resultFindings("tools/call", round, "2025-11-25")).toEqual([{ path: "/content", code: "wire-invalid", message: "2025-11-25 CallToolResult at /content: must have required property 'content'" }]);
  });

  test("tools/call: a content block of the wrong shape, at its path", () => {
    expect(resultFindings("tools/call", { content: "ok" }, "2025-11-25")).toEqual([{ path: "/content", code: "wire-invalid", message: "2025-11-25 CallToolResult at /content: must be array" }]);
  });
});
