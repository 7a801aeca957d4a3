/**
 * The requestedSchema the official reference server @modelcontextprotocol/server-everything sends
 * (examples/server-everything.elicitation.json): accepted unchanged at 2025-11-25, rejected at
 * 2025-06-18 because of its multi-selects.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { check, PACKAGE_DIR, report } from "./helpers.js";

const FILE = "examples/server-everything.elicitation.json";
const capture = JSON.parse(readFileSync(`${PACKAGE_DIR}/${FILE}`, "utf8")) as { params: { requestedSchema: unknown } };
const MULTI_SELECT_ISSUES = ["untitledMultipleSelectEnum", "titledMultipleSelectEnum"].map((name) => ({
  path: `/properties/${name}`,
  code: "revision-unsupported",
  message: "multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)",
}));

describe("server-everything's elicitation capture", () => {
  it("is accepted unchanged and wire-exact at 2025-11-25, rejected at 2025-06-18", async () => {
    const run = await check([FILE, "--revision", "2025-11-25", "--revision", "2025-06-18", "--json"]);
    expect(run).toMatchObject({ code: 1, stderr: "" });
    const json = report(run) as { summary: unknown; results: Record<string, unknown>[] };
    expect(json.summary).toEqual({ checked: 2, accepted: 1, rejected: 1, errors: 0 });
    expect(json.results[0]).toEqual({
      file: FILE,
      subject: "/params/requestedSchema",
      form: "capture",
      vendor: null,
      revision: "2025-11-25",
      status: "accepted",
      requestedSchema: capture.params.requestedSchema,
      dropped: [],
      notes: [],
      issues: [],
      received: { wireExact: true, issues: [] },
    });
    expect(json.results[1]).toMatchObject({
      revision: "2025-06-18",
      status: "rejected",
      requestedSchema: null,
      issues: MULTI_SELECT_ISSUES,
      received: { wireExact: false },
    });
  });

  it("prints the 2025-06-18 rejection as aligned issue lines", async () => {
    const run = await check([FILE, "--revision", "2025-06-18"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        `${FILE} [capture /params/requestedSchema] @ 2025-06-18: rejected, 2 issues`,
        "  /properties/untitledMultipleSelectEnum  revision-unsupported  multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)",
        "  /properties/titledMultipleSelectEnum    revision-unsupported  multi-select fields need revision 2025-11-25 or later (this is 2025-06-18)",
        "",
        "checked 1: 0 accepted, 1 rejected",
        "",
      ].join("\n"),
    );
  });

  it("prints at 2025-11-25 exactly the JSON that is in the capture", async () => {
    const run = await check([FILE]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(`${FILE} [capture /params/requestedSchema] @ 2025-11-25: accepted, wire-exact as received`);
    const body = lines.slice(1, lines.indexOf("")).join("\n");
    expect(JSON.parse(body)).toEqual(capture.params.requestedSchema);
  });
});
