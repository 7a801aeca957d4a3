/**
 * doctor end-to-end against the known-failures fixture server (test/fixtures/doctor): one tool per known
 * failure of issue 5, served raw by the SDK 1.x low-level Server over stdio, tools/list paginated.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type DoctorReport } from "../src/index.js";
import { doctorRun, failures, KNOWN_FAILURES } from "./doctor-helpers.js";
import type { Run } from "./helpers.js";

const DRAFT_07_LABEL = ["unsupported-dialect-label"];
const OPENAPI_LABEL = ["unsupported-dialect-label", "unsupported-keyword", "unsupported-keyword"];
const CLOSED = ["unsupported-keyword"]; // openapi-3.0-subset does not read additionalProperties
const EVERY_HOST_ROOT = Object.fromEntries(
  ["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only", "anthropic-api", "vscode", "draft-07-ajv-default", "openapi-3.0-subset", "openai-strict"].map((h) => [h, ["root-not-object"]]),
);

let run: Run;
let report: DoctorReport;
beforeAll(async () => {
  run = await doctorRun(["--json", "--call", "ask-with-zod-pattern", "--", ...KNOWN_FAILURES]);
  report = JSON.parse(run.stdout) as DoctorReport;
});

describe("doctor on the known-failures server", () => {
  it("exits 1, lists all 9 tools across 3 pages in order, records the negotiated revision", () => {
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    expect(report.tools.map((t) => t.name)).toEqual([
      "draft-07-label", "2020-12-label", "2020-12-tuple", "draft-07-tuple", "type-array-null", "dangling-ref",
      "lookaround-pattern", "ask-with-zod-pattern", "string-root",
    ]);
    expect(report.server).toEqual({
      transport: "stdio",
      target: KNOWN_FAILURES.join(" "),
      name: "known-failures",
      version: "1.0.0",
      title: null,
      protocolVersion: "2025-11-25",
    });
  });

  it("gives the exact verdict of every host on every schema", () => {
    expect(failures(report)).toEqual({
      "draft-07-label input": { "2020-12-only": DRAFT_07_LABEL, "openapi-3.0-subset": OPENAPI_LABEL, "openai-strict": ["unsupported-dialect-label", "unsupported-keyword"] },
      "2020-12-label input": {
        "mcp-sdk-v1-client": DRAFT_07_LABEL, vscode: DRAFT_07_LABEL, "draft-07-ajv-default": DRAFT_07_LABEL,
        "openapi-3.0-subset": OPENAPI_LABEL, "openai-strict": ["unsupported-dialect-label", "unsupported-keyword"],
      },
      "2020-12-tuple input": {
        "mcp-sdk-v1-client": ["tuple-misread"], vscode: ["tuple-misread"], "draft-07-ajv-default": ["tuple-misread"],
        "openapi-3.0-subset": ["unsupported-keyword", "tuple-misread", "unsupported-keyword"], "openai-strict": ["unsupported-keyword"],
      },
      "draft-07-tuple input": { "openapi-3.0-subset": CLOSED },
      "draft-07-tuple output": {
        "mcp-sdk-v2-client": ["draft-07-tuple"], "2020-12-only": ["draft-07-tuple"], "anthropic-api": ["draft-07-tuple"],
        "openapi-3.0-subset": ["unsupported-keyword", "unsupported-keyword"], "openai-strict": ["draft-07-tuple", "unsupported-keyword"],
      },
      "type-array-null input": { "openapi-3.0-subset": ["unsupported-keyword", "type-array"] },
      "dangling-ref input": {
        "mcp-sdk-v1-client": ["missing-ref-target"], "mcp-sdk-v2-client": ["missing-ref-target"], "2020-12-only": ["missing-ref-target"],
        "anthropic-api": ["missing-ref-target"], vscode: ["missing-ref-target"], "draft-07-ajv-default": ["missing-ref-target"],
        "openapi-3.0-subset": ["unsupported-keyword", "missing-ref-target", "unsupported-keyword"], "openai-strict": ["missing-ref-target"],
      },
      "lookaround-pattern input": { "openapi-3.0-subset": CLOSED, "openai-strict": ["unsupported-pattern"] },
      "ask-with-zod-pattern input": { "openapi-3.0-subset": CLOSED },
      "string-root input": { mcp: ["root-not-object"], ...EVERY_HOST_ROOT },
    });
    expect(report.summary).toEqual({
      tools: 9, passed: 0, failed: 9,
      failedByHost: { "mcp-sdk-v1-client": 4, "mcp-sdk-v2-client": 3, "2020-12-only": 4, "anthropic-api": 3, vscode: 4, "draft-07-ajv-default": 4, "openapi-3.0-subset": 9, "openai-strict": 7 },
      failedMcp: 1, calls: 1, failedCalls: 0, failedResults: 0, elicitations: 1, invalidElicitations: 1,
    });
  });

  it("names the path and what the host says, and whether each fix works", () => {
    const verdict = (tool: string, io: string, host: string) =>
      report.tools.find((t) => t.name === tool)?.schemas.find((s) => s.io === io)?.hosts.find((h) => h.host === host);
    expect(verdict("draft-07-label", "input", "2020-12-only")).toEqual({
      host: "2020-12-only",
      status: "fail",
      issues: [{ path: "/$schema", code: "unsupported-dialect-label", message: '/$schema: 2020-12-only refuses $schema "http://json-schema.org/draft-07/schema#"' }],
      portable: { fixes: true, issues: [], loosened: [] },
      projected: { fixes: true, issues: [], loosened: [] },
    });
    expect(verdict("2020-12-tuple", "input", "mcp-sdk-v1-client")).toMatchObject({
      issues: [{ path: "/properties/point/items", code: "tuple-misread", message: "/properties/point/items: mcp-sdk-v1-client applies items beside prefixItems to every element" }],
      portable: { fixes: true },
      projected: { fixes: true },
    });
    // An unlabelled draft-07 tuple: the portable projection reads it with its draft-07 meaning.
    expect(verdict("draft-07-tuple", "output", "2020-12-only")).toMatchObject({
      issues: [{ path: "/properties/point/items", code: "draft-07-tuple" }],
      portable: { fixes: true },
      projected: { fixes: true, issues: [] },
    });
    expect(verdict("dangling-ref", "input", "2020-12-only")).toMatchObject({
      issues: [{ path: "/properties/user/$ref", code: "missing-ref-target", message: '/properties/user/$ref: $ref "#/$defs/User" has no target' }],
      portable: { fixes: true, loosened: [{ path: "/properties/user/$ref", code: "dangling-ref" }] },
      projected: { fixes: false },
    });
    expect(verdict("lookaround-pattern", "input", "openai-strict")).toMatchObject({
      issues: [{ path: "/properties/name/pattern", code: "unsupported-pattern" }],
      portable: { fixes: false },
      projected: { fixes: false, issues: [{ code: "unsupported-pattern" }] },
    });
    expect(verdict("type-array-null", "input", "openapi-3.0-subset")).toMatchObject({ projected: { fixes: true } });
    const stringRoot = report.tools.find((t) => t.name === "string-root")?.schemas[0];
    expect(stringRoot?.mcp).toEqual([{ path: "/type", code: "root-not-object", message: 'inputSchema needs type: "object" at its root (got type "string")' }]);
  });

  it("calls only the named tool, declines its elicitation, and checks the zod requestedSchema at every revision", async () => {
    const zodSchema = z.toJSONSchema(z.object({ email: z.email(), code: z.string().regex(/^[A-Z]{3}$/) }));
    const { ZOD_REQUESTED_SCHEMA } = await import("./fixtures/doctor/known-failures-server.mjs");
    expect(ZOD_REQUESTED_SCHEMA).toEqual(zodSchema);
    const common = [
      { path: "/additionalProperties", code: "keyword-unsupported", message: "`additionalProperties` cannot be sent at the root" },
      { path: "/properties/code/pattern", code: "pattern-unsupported", message: 'pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`' },
    ];
    const companion = { path: "/properties/email/pattern", code: "format-companion-dropped", message: 'advertised as format "email"; your pattern still applies on reading' };
    expect(report.calls).toEqual([
      {
        tool: "ask-with-zod-pattern",
        args: {},
        outcome: "ok",
        isError: false,
        error: null,
        results: [
          { host: "mcp-sdk-v1-client", status: "pass", issues: [], error: null },
          { host: "mcp-sdk-v2-client", status: "pass", issues: [], error: null },
        ],
        elicitations: [
          {
            mode: "form",
            message: "Who are you?",
            requestedSchema: zodSchema,
            revisions: [
              { revision: "2025-06-18", valid: false, issues: [...common, { path: "/$schema", code: "schema-label-dropped", message: "$schema dropped: the MCP revision fixes the requestedSchema dialect" }, companion] },
              { revision: "2025-11-25", valid: false, issues: [...common, companion] },
              { revision: "2026-07-28", valid: false, issues: [...common, companion] },
            ],
            validAtNegotiated: false,
          },
        ],
      },
    ]);
  });
});

describe("doctor options on the known-failures server", () => {
  it("--json has the documented top-level shape; --args reach the called tool", async () => {
    const run = await doctorRun(["--json", "--host", "vscode", "--call", "draft-07-label", "--args", '{"q":"x"}', "--", ...KNOWN_FAILURES]);
    const json = JSON.parse(run.stdout) as DoctorReport;
    expect(Object.keys(json)).toEqual(["reportVersion", "server", "hosts", "status", "summary", "tools", "calls", "diagnostics", "skippedStdout"]);
    expect(json.diagnostics).toEqual([]);
    expect(json.reportVersion).toBe(1);
    expect(json.status).toBe("fail");
    expect(json.calls).toEqual([{ tool: "draft-07-label", args: { q: "x" }, outcome: "ok", isError: false, error: null, results: [], elicitations: [] }]);
  });

  it("--host restricts the columns; a tool passing them all passes; --report-only exits 0", async () => {
    const one = await doctorRun(["--json", "--host", "vscode", "--host", "mcp-sdk-v2-client", "--", ...KNOWN_FAILURES]);
    const json = JSON.parse(one.stdout) as DoctorReport;
    expect(one.code).toBe(1);
    expect(json.hosts).toEqual(["vscode", "mcp-sdk-v2-client"]);
    expect(json.tools.filter((t) => t.status === "pass").map((t) => t.name)).toEqual(["draft-07-label", "type-array-null", "lookaround-pattern", "ask-with-zod-pattern"]);
    expect(json.calls).toEqual([]);
    const reportOnly = await doctorRun(["--json", "--report-only", "--host", "vscode", "--host", "mcp-sdk-v2-client", "--", ...KNOWN_FAILURES]);
    expect(reportOnly.code).toBe(0);
    expect(reportOnly.stdout).toBe(one.stdout);
  });

  it("counts failing tools per host in the summary line", async () => {
    // vscode: 2020-12-label, 2020-12-tuple, dangling-ref and string-root (which also fails the MCP rules).
    const run = await doctorRun(["--host", "vscode", "--", ...KNOWN_FAILURES]);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n").at(-2)).toBe("9 tools × 1 host: 5 pass, 4 fail (mcp 1, vscode 4)");
  });

  it("prints the table and each failure with its fix", async () => {
    const run = await doctorRun(["--host", "2020-12-only", "--host", "vscode", "--", ...KNOWN_FAILURES]);
    const lines = run.stdout.split("\n");
    expect(lines.slice(0, 14)).toEqual([
      `known-failures 1.0.0 over stdio (${KNOWN_FAILURES.join(" ")}), protocol 2025-11-25`,
      "",
      "tool                  schema  mcp                2020-12-only                 vscode",
      "draft-07-label        input   ✓                  ✗ unsupported-dialect-label  ✓",
      "2020-12-label         input   ✓                  ✓                            ✗ unsupported-dialect-label",
      "2020-12-tuple         input   ✓                  ✓                            ✗ tuple-misread",
      "draft-07-tuple        input   ✓                  ✓                            ✓",
      "draft-07-tuple        output  ✓                  ✗ draft-07-tuple             ✓",
      "type-array-null       input   ✓                  ✓                            ✓",
      "dangling-ref          input   ✓                  ✗ missing-ref-target         ✗ missing-ref-target",
      "lookaround-pattern    input   ✓                  ✓                            ✓",
      "ask-with-zod-pattern  input   ✓                  ✓                            ✓",
      "string-root           input   ✗ root-not-object  ✗ root-not-object            ✗ root-not-object",
      "",
    ]);
    const failuresText = run.stdout.slice(run.stdout.indexOf("failures\n"));
    expect(failuresText).toContain(
      [
        "draft-07-label inputSchema",
        "  2020-12-only",
        '    /$schema  unsupported-dialect-label  2020-12-only refuses $schema "http://json-schema.org/draft-07/schema#"',
        "    fix: the portable projection fixes it; projectFor 2020-12-only fixes it",
      ].join("\n"),
    );
    expect(failuresText).toContain(
      [
        "dangling-ref inputSchema",
        "  2020-12-only",
        '    /properties/user/$ref  missing-ref-target  $ref "#/$defs/User" has no target',
        "    fix: the portable projection fixes it, loosening 1 (dangling-ref); projectFor 2020-12-only still fails (missing-ref-target)",
      ].join("\n"),
    );
    expect(failuresText).toContain(
      [
        "string-root inputSchema",
        "  mcp",
        '    /type  root-not-object  inputSchema needs type: "object" at its root (got type "string")',
        '    fix: none automatic (the MCP Tool type needs an object schema with type: "object")',
      ].join("\n"),
    );
  });

  it("colours only on a TTY without NO_COLOR, never with --json; progress on stderr only on a TTY", async () => {
    const args = ["--host", "vscode", "--", ...KNOWN_FAILURES];
    const tty = await doctorRun(args, { isTTY: true, stderrTTY: true });
    expect(tty.stdout).toContain("\u001b[32m✓\u001b[39m");
    expect(tty.stdout).toContain("\u001b[31m✗ tuple-misread\u001b[39m");
    expect(tty.stderr).toContain(`\r\u001b[2K⋯ starting ${KNOWN_FAILURES.join(" ")}…`);
    expect(tty.stderr).toContain("\r\u001b[2K⋯ listing tools (page 3)…");
    expect(tty.stderr.endsWith("\r\u001b[2K")).toBe(true);
    const noColor = await doctorRun(args, { isTTY: true, env: { NO_COLOR: "1" } });
    const json = await doctorRun([...args.slice(0, 2), "--json", ...args.slice(2)], { isTTY: true });
    const plain = await doctorRun(args);
    expect(noColor.stdout).toBe(plain.stdout);
    for (const r of [noColor, json, plain]) expect(r.stdout + r.stderr).not.toContain("\u001b");
  });

  it("--fix-out writes the portable and per-host projections of every tool", async () => {
    const dir = mkdtempSync(join(tmpdir(), "doctor-fix-"));
    try {
      const run = await doctorRun(["--fix-out", dir, "--host", "2020-12-only", "--host", "vscode", "--", ...KNOWN_FAILURES]);
      expect(run.code).toBe(1);
      expect(readdirSync(dir).sort()).toEqual([
        "2020-12-label", "2020-12-tuple", "ask-with-zod-pattern", "dangling-ref", "draft-07-label", "draft-07-tuple",
        "lookaround-pattern", "type-array-null",
      ]);
      expect(readdirSync(join(dir, "draft-07-label")).sort()).toEqual(["input.2020-12-only.json", "input.portable.json", "input.vscode.json"]);
      expect(JSON.parse(readFileSync(join(dir, "draft-07-label", "input.2020-12-only.json"), "utf8"))).toEqual({
        type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false,
      });
      // dangling-ref: only vscode's projection (portable) exists; string-root: nothing (its portable form is still
      // a string root, which fails the MCP rules), so no folder either.
      expect(readdirSync(join(dir, "dangling-ref")).sort()).toEqual(["input.portable.json", "input.vscode.json"]);
      // The unlabelled draft-07 tuple output is read with its draft-07 meaning, so it has a portable form too.
      expect(readdirSync(join(dir, "draft-07-tuple")).sort()).toEqual([
        "input.2020-12-only.json", "input.portable.json", "input.vscode.json",
        "output.2020-12-only.json", "output.portable.json", "output.vscode.json",
      ]);
      expect(run.stdout.split("\n").at(-2)).toBe(`wrote 26 schema files to ${dir}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
