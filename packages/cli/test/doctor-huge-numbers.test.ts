/**
 * A number too large for a double in a replayed tools list (`1e400`: `JSON.parse` reads `Infinity`): every layer of
 * the report (first screen, table, summary, JSON verdicts, markdown) agrees on what each host does with it, judged on
 * the JSON a host forwards (`null`, forwarded.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DoctorReport } from "../src/index.js";
import { FORWARD_LIMITS, forwardedForm } from "../src/doctor/forwarded.js";
import { doctorRun } from "./doctor-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "doctor-huge-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const huge = join(dir, "huge.json");
// Raw text, so that 1e400 stays in the file (JSON.stringify would write null).
writeFileSync(huge, '{"protocolVersion":"2025-06-18","serverInfo":{"name":"huge","version":"1.0.0"},"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"n":{"type":"number","maximum":1e400}}}}]}');
const HOSTS = ["--host", "claude-code", "--host", "mcp-sdk-v1-client"];

describe("doctor: a non-finite number in a tool schema", () => {
  it("names the tool and the path on the first screen, and the table and summary agree", async () => {
    const run = await doctorRun(["--replay", huge, ...HOSTS]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n");
    // Claude Code's tools/list parse refuses the number (lab: number-past-double): the whole list is lost
    expect(lines[2]).toBe('claude-code  keeps 0 of 1 tool; loses the whole list because of tool "t" (number-out-of-range)');
    // the projection the proxy serves drops the maximum (which bounded nothing), and Claude Code keeps the tool
    expect(lines[3]).toBe('  next: mcp-wire proxy --host claude-code@2.1.328 -- <server command>, or publishToolSchemas(server, { hosts: "auto" }) in a TypeScript SDK server');
    expect(lines[4]).toBe("mcp-sdk-v1-client  keeps 1 of 1 tool");
    expect(run.stdout).not.toContain("list fewer tools");
    expect(run.stdout).not.toContain("not-a-tool-list");
    expect(lines).toContain("t     input   ✓    ✗ number-out-of-range +1  ✓");
    expect(lines).toContain("1 tool × 2 hosts: 0 pass on every host, 1 fail on some (claude-code 1); claude-code loses the whole tool list (because of 1 tool)");
  });

  it("gives the same verdicts in --json", async () => {
    const run = await doctorRun(["--replay", huge, ...HOSTS, "--json"]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as DoctorReport;
    expect(report.status).toBe("fail");
    expect(report.summary.hosts["claude-code"]).toMatchObject({ toolsKept: 0, toolsLost: 0, listLost: true, issues: [] });
    expect(report.summary.hosts["mcp-sdk-v1-client"]).toMatchObject({ toolsKept: 1, toolsLost: 0, listLost: false, issues: [] });
    const schema = report.tools[0]!.schemas[0]!;
    expect(schema.hosts.map((h) => [h.host, h.status, h.blast, h.issues.map((i) => `${i.code} ${i.path}`)])).toEqual([
      ["claude-code", "fail", "list", ["number-out-of-range /properties/n/maximum", "meta-schema-invalid /properties/n/maximum"]],
      ["mcp-sdk-v1-client", "pass", "none", []],
    ]);
    expect(schema.hosts[0]!.fix).toEqual({
      fixes: true,
      issues: [],
      loosened: [{ path: "/properties/n/maximum", code: "non-finite-number", layer: "host", blast: "none", message: "maximum holds a number past the double range (Infinity once parsed, null once passed on); dropped (it bounded nothing)", source: "openclaw/openclaw#104469", rewrite: "non-finite-number", effect: "same" }],
    });
    expect(schema.portable.issues).toEqual([{ path: "/properties/n/maximum", code: "invalid-value", message: "/properties/n/maximum: Infinity is not a JSON number" }]);
  });

  it("says fail in markdown, with the same counts", async () => {
    const run = await doctorRun(["--replay", huge, ...HOSTS, "--format", "markdown"]);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("### mcp-wire doctor: huge 1.0.0 — ✗ fail");
    expect(lines).toContain("| t | input | ✓ | ✗ number-out-of-range +1 | ✓ |");
    expect(run.stdout).toContain("1 tool × 2 hosts: 0 pass on every host, 1 fail on some (claude-code 1); claude-code loses the whole tool list (because of 1 tool)");
  });
});

describe("forwardedForm", () => {
  it("replaces each non-finite number by null, copying only along its path", () => {
    const shared = { type: "string" };
    const tools = [{ name: "a", inputSchema: { type: "object", properties: { n: { maximum: Infinity, minimum: -Infinity }, s: shared } } }, { name: "b" }];
    const out = forwardedForm(tools);
    expect(out.tools).toEqual([{ name: "a", inputSchema: { type: "object", properties: { n: { maximum: null, minimum: null }, s: { type: "string" } } } }, { name: "b" }]);
    expect(out.replaced).toEqual([{ path: "/0/inputSchema/properties/n/maximum", value: Infinity }, { path: "/0/inputSchema/properties/n/minimum", value: -Infinity }]);
    // the first number past the double range of each tool that held one, as a pointer into the tool
    expect(out.pastDouble).toEqual(new Map([[0, "/inputSchema/properties/n/maximum"]]));
    type First = { inputSchema: { properties: { n: { maximum: number }; s: unknown } } };
    expect((tools[0] as First).inputSchema.properties.n.maximum).toBe(Infinity);
    expect((out.tools[0] as First).inputSchema.properties.s).toBe(shared);
    expect(out.tools[1]).toBe(tools[1]);
  });

  it("returns the list itself when it holds none", () => {
    const tools = [{ name: "a" }];
    expect(forwardedForm(tools)).toEqual({ tools, replaced: [], pastDouble: new Map(), unread: [] });
    expect(forwardedForm(tools).tools).toBe(tools);
  });

  it("replaces a non-finite number in a sub-object shared by two members at both places, copied once", () => {
    const shared = { maximum: Infinity };
    const tools = [{ name: "a", inputSchema: { properties: { x: shared, y: shared } } }];
    const out = forwardedForm(tools);
    expect(out.tools).toEqual([{ name: "a", inputSchema: { properties: { x: { maximum: null }, y: { maximum: null } } } }]);
    type Props = { inputSchema: { properties: { x: unknown; y: unknown } } };
    expect((out.tools[0] as Props).inputSchema.properties.x).toBe((out.tools[0] as Props).inputSchema.properties.y);
    expect(out.replaced).toEqual([{ path: "/0/inputSchema/properties/x/maximum", value: Infinity }, { path: "/0/inputSchema/properties/y/maximum", value: Infinity }]);
    expect(shared.maximum).toBe(Infinity);
  });
});

describe("forwardedForm: the bounds of the read that judges each tool", () => {
  it("are the snapshot's: 2,000,000 values per tool, 16,000,000 per list, arrays of 1,000,000 items", () => {
    expect(FORWARD_LIMITS).toEqual({ toolValues: 2_000_000, listValues: 16_000_000, arrayLength: 1_000_000 });
  });

  it("leaves a tool with an array longer than the bound as it is, too-large at the array, and forwards the others", () => {
    const flat = { name: "flat", inputSchema: { type: "object", properties: { a: { enum: [[], [], [], []], maximum: Infinity } } } };
    const tools = [{ name: "ok", inputSchema: { maximum: -Infinity } }, flat];
    const out = forwardedForm(tools, { toolValues: 100, listValues: 1000, arrayLength: 3 });
    expect(out.tools).toEqual([{ name: "ok", inputSchema: { maximum: null } }, flat]);
    expect(out.tools[1]).toBe(flat);
    expect(out.replaced).toEqual([{ path: "/0/inputSchema/maximum", value: -Infinity }]);
    expect(out.unread).toEqual([{ path: "/1/inputSchema/properties/a/enum", code: "too-large", message: "an array of 4 items is longer than 3" }]);
  });

  it("takes an array of exactly the bound", () => {
    const tools = [{ name: "flat", inputSchema: { enum: [[], [], []] } }];
    expect(forwardedForm(tools, { toolValues: 100, listValues: 1000, arrayLength: 3 })).toEqual({ tools, replaced: [], pastDouble: new Map(), unread: [] });
  });

  it("stops a tool at the first value past its budget, counted depth-first as the snapshot counts", () => {
    const tools = [{ name: "t", inputSchema: { type: "object", maximum: Infinity } }];
    // the tool, name, inputSchema, type: 4 values; maximum is the fifth
    const out = forwardedForm(tools, { toolValues: 4, listValues: 1000, arrayLength: 10 });
    expect(out.tools).toBe(tools);
    expect(out.replaced).toEqual([]);
    expect(out.unread).toEqual([{ path: "/0/inputSchema/maximum", code: "too-large", message: "more than 4 values, counting shared objects at every place they appear" }]);
  });

  it("gives a tool only what is left of the list's budget", () => {
    const tools = [{ name: "a", inputSchema: { type: "object" } }, { name: "b", inputSchema: { type: "object" } }, { name: "c" }];
    const out = forwardedForm(tools, { toolValues: 4, listValues: 6, arrayLength: 10 });
    expect(out.tools).toBe(tools);
    expect(out.unread).toEqual([
      { path: "/1/inputSchema", code: "too-large", message: "more values than the 2 left of the list's budget, counting shared objects at every place they appear" },
      { path: "/2", code: "too-large", message: "more values than the 0 left of the list's budget, counting shared objects at every place they appear" },
    ]);
  });

  it("stops a cycle on the budget, and a tool that throws is invalid-value at the tool", () => {
    const cyclic: Record<string, unknown> = { name: "c" };
    cyclic["self"] = cyclic;
    const throwing = {
      name: "g",
      get inputSchema(): unknown {
        throw new Error("boom");
      },
    };
    const out = forwardedForm([cyclic, throwing, { name: "ok", inputSchema: { maximum: NaN } }], { toolValues: 10, listValues: 1000, arrayLength: 10 });
    expect(out.unread).toEqual([
      { path: "/0/self/self/self/self/self", code: "too-large", message: "more than 10 values, counting shared objects at every place they appear" },
      { path: "/1", code: "invalid-value", message: "reading it threw: boom" },
    ]);
    expect(out.tools).toEqual([cyclic, throwing, { name: "ok", inputSchema: { maximum: null } }]);
    expect(out.replaced).toEqual([{ path: "/2/inputSchema/maximum", value: NaN }]);
  });
});
