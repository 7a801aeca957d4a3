/**
 * doctor end-to-end against the known-failures fixture server (test/fixtures/doctor): one tool per known
 * failure of issue 5, served raw by the SDK 1.x low-level Server over stdio, tools/list paginated.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ARCHETYPES } from "@mcp-wire/hosts";
import type { DoctorReport } from "../src/index.js";
import { doctorRun, failures, KNOWN_FAILURES } from "./doctor-helpers.js";
import type { Run } from "./helpers.js";

const OPENAPI_LABEL = ["unsupported-dialect-label", "unsupported-keyword", "unsupported-keyword"];
const STRICT_LABEL = ["unsupported-dialect-label", "unsupported-keyword"];
const CLOSED = ["unsupported-keyword"]; // openapi-3.0-subset does not read additionalProperties
const COMPILE = ["compile-failed"];
/** An input root of type "string": the SDK clients refuse it on the 2025-11-25 wire (the list), the model APIs' rules. */
const STRING_ROOT = {
  mcp: ["wire-invalid"],
  ...Object.fromEntries(["mcp-sdk-v1-client", "mcp-sdk-v2-client", "2020-12-only"].map((h) => [h, ["wire-invalid"]])),
  ...Object.fromEntries(["anthropic-api", "openapi-3.0-subset", "openai-strict"].map((h) => [h, ["root-not-object"]])),
};

let run: Run;
let report: DoctorReport;
beforeAll(async () => {
  // The archetype hosts, named (the default is the products).
  run = await doctorRun(["--json", ...ARCHETYPES.flatMap((host) => ["--host", host]), "--call", "ask-with-zod-pattern", "--", ...KNOWN_FAILURES]);
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
    // The SDK clients compile output schemas only (never an input schema) and load every $schema label (SDK 1.x:
    // validateSchema: false); `new Ajv()` refuses what it cannot compile in strict mode.
    expect(failures(report)).toEqual({
      "draft-07-label input": { "openapi-3.0-subset": OPENAPI_LABEL, "openai-strict": STRICT_LABEL },
      "2020-12-label input": { "draft-07-ajv-default": COMPILE, "openapi-3.0-subset": OPENAPI_LABEL, "openai-strict": STRICT_LABEL },
      "2020-12-tuple input": {
        "draft-07-ajv-default": COMPILE,
        "openapi-3.0-subset": ["unsupported-keyword", "tuple-misread", "unsupported-keyword"], "openai-strict": ["unsupported-keyword"],
      },
      "draft-07-tuple input": { "openapi-3.0-subset": CLOSED },
      "draft-07-tuple output": { "mcp-sdk-v2-client": ["meta-schema-invalid", "compile-failed"], "2020-12-only": ["meta-schema-invalid", "compile-failed"] },
      "type-array-null input": { "openapi-3.0-subset": ["unsupported-keyword", "type-array"] },
      "dangling-ref input": {
        "draft-07-ajv-default": ["missing-ref-target", "compile-failed"], "anthropic-api": ["missing-ref-target"],
        "openapi-3.0-subset": ["missing-ref-target", "unsupported-keyword", "unsupported-keyword"], "openai-strict": ["missing-ref-target"],
      },
      "lookaround-pattern input": { "openapi-3.0-subset": CLOSED, "openai-strict": ["unsupported-pattern"] },
      "ask-with-zod-pattern input": { "openapi-3.0-subset": CLOSED },
      "string-root input": STRING_ROOT,
    });
    const kept = (toolsKept: number, listLost = false, requestsFail = false) => ({ toolsKept, toolsLost: listLost ? 0 : 9 - toolsKept, listLost, requestsFail, issues: [] });
    expect(report.summary).toEqual({
      tools: 9, passed: 0, failed: 9,
      failedByHost: { "mcp-sdk-v1-client": 1, "mcp-sdk-v2-client": 2, "2020-12-only": 2, "draft-07-ajv-default": 3, "anthropic-api": 2, "openapi-3.0-subset": 9, "openai-strict": 6 },
      hosts: {
        "mcp-sdk-v1-client": kept(0, true), "mcp-sdk-v2-client": kept(0, true), "2020-12-only": kept(0, true),
        "draft-07-ajv-default": kept(6), "anthropic-api": kept(9, false, true), "openapi-3.0-subset": kept(9, false, true), "openai-strict": kept(9, false, true),
      },
      failedMcp: 1, failedCallMcp: 0, calls: 1, failedCalls: 0, failedResults: 0, elicitations: 1, invalidElicitations: 1,
    });
  });

  it("names the path, layer, blast and what the host says, and whether the host's projection is kept", () => {
    const verdict = (tool: string, io: string, host: string) =>
      report.tools.find((t) => t.name === tool)?.schemas.find((s) => s.io === io)?.hosts.find((h) => h.host === host);
    expect(verdict("draft-07-label", "input", "2020-12-only")).toEqual({ host: "2020-12-only", status: "pass", blast: "none", issues: [], fix: null });
    expect(verdict("2020-12-label", "input", "draft-07-ajv-default")).toEqual({
      host: "draft-07-ajv-default",
      status: "fail",
      blast: "tool",
      issues: [{ path: "", code: "compile-failed", layer: "host", blast: "tool", message: 'ajv-default: no schema with key or ref "https://json-schema.org/draft/2020-12/schema"', source: "npm:ajv@8.20.0" }],
      fix: {
        fixes: true,
        issues: [],
        loosened: [{ path: "/$schema", code: "dialect-draft-07", layer: "host", blast: "none", message: "2020-12 schema converted to draft-07 and labelled so", source: "npm:ajv@8.20.0", rewrite: "dialect-draft-07", effect: "same" }],
      },
    });
    // An unlabelled draft-07 tuple output: invalid 2020-12, refused by the 2.x validator; the projection reads it with
    // its draft-07 meaning.
    expect(verdict("draft-07-tuple", "output", "2020-12-only")).toMatchObject({
      blast: "result",
      issues: [{ path: "/properties/point/items", code: "meta-schema-invalid", layer: "dialect", blast: "result" }, { path: "", code: "compile-failed", layer: "host" }],
      fix: { fixes: true, issues: [], loosened: [{ path: "/properties/point/items", code: "dialect-2020-12" }] },
    });
    expect(verdict("dangling-ref", "input", "anthropic-api")).toMatchObject({
      blast: "requests",
      issues: [{ path: "/properties/user/$ref", code: "missing-ref-target", layer: "dialect", message: '$ref "#/$defs/User" has no target' }],
      fix: { fixes: false, issues: [{ code: "missing-ref-target" }] },
    });
    expect(verdict("lookaround-pattern", "input", "openai-strict")).toMatchObject({
      issues: [{ path: "/properties/name/pattern", code: "unsupported-pattern" }],
      fix: { fixes: false, issues: [{ code: "unsupported-pattern" }] },
    });
    // No loosening-only rewrite turns a type array (or additionalProperties) into the subset's form: the fix says to
    // change the schema.
    expect(verdict("type-array-null", "input", "openapi-3.0-subset")).toMatchObject({
      fix: { fixes: false, issues: [{ code: "unsupported-keyword", path: "/additionalProperties" }, { code: "type-array", path: "/properties/note/type" }] },
    });
    expect(verdict("string-root", "input", "mcp-sdk-v1-client")).toMatchObject({
      blast: "list",
      issues: [{ path: "/type", code: "wire-invalid", layer: "wire", blast: "list", message: '2025-11-25 Tool at /inputSchema/type: must be equal to constant: "object"' }],
      fix: { fixes: false },
    });
    const stringRoot = report.tools.find((t) => t.name === "string-root")?.schemas[0];
    expect(stringRoot?.mcp).toEqual([{ path: "/type", code: "wire-invalid", message: '2025-11-25 Tool at /inputSchema/type: must be equal to constant: "object"' }]);
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
          { host: "2020-12-only", status: "pass", issues: [], error: null },
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
    expect(Object.keys(json)).toEqual(["reportVersion", "server", "hosts", "status", "summary", "tools", "calls", "diagnostics", "skippedStdout", "hostVersions", "evidence"]);
    expect(json.diagnostics).toEqual([]);
    expect(json.reportVersion).toBe(2);
    expect(json.status).toBe("fail");
    expect(json.calls).toEqual([{ tool: "draft-07-label", args: { q: "x" }, outcome: "ok", isError: false, error: null, results: [], elicitations: [] }]);
  });

  it("--host restricts the columns; a tool passing them all passes; --report-only exits 0", async () => {
    const one = await doctorRun(["--json", "--host", "vscode", "--host", "mcp-sdk-v2-client", "--", ...KNOWN_FAILURES]);
    const json = JSON.parse(one.stdout) as DoctorReport;
    expect(one.code).toBe(1);
    expect(json.hosts).toEqual(["vscode", "mcp-sdk-v2-client"]);
    // vscode (the product) refuses none of these (its rules: arrays without items, 128 tools); SDK 2.x refuses the
    // draft-07 tuple output (its results) and the string root (the whole list, on the 2025-11-25 wire).
    expect(json.tools.filter((t) => t.status === "pass").map((t) => t.name)).toEqual([
      "draft-07-label", "2020-12-label", "2020-12-tuple", "type-array-null", "dangling-ref", "lookaround-pattern", "ask-with-zod-pattern",
    ]);
    expect(json.calls).toEqual([]);
    const reportOnly = await doctorRun(["--json", "--report-only", "--host", "vscode", "--host", "mcp-sdk-v2-client", "--", ...KNOWN_FAILURES]);
    expect(reportOnly.code).toBe(0);
    expect(reportOnly.stdout).toBe(one.stdout);
  });

  it("counts failing tools per host in the summary line", async () => {
    // draft-07-ajv-default: 2020-12-label, 2020-12-tuple, dangling-ref; string-root fails the MCP rules only.
    const run = await doctorRun(["--host", "draft-07-ajv-default", "--", ...KNOWN_FAILURES]);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n").at(-2)).toBe("9 tools × 1 host: 5 pass, 4 fail (mcp 1, draft-07-ajv-default 3)");
  });

  it("prints the table and each failure with its fix", async () => {
    const run = await doctorRun(["--host", "2020-12-only", "--host", "draft-07-ajv-default", "--", ...KNOWN_FAILURES]);
    const lines = run.stdout.split("\n");
    const table = lines.findIndex((line) => line.startsWith("tool "));
    expect(lines.slice(0, table)).toEqual([
      `known-failures 1.0.0 over stdio (${KNOWN_FAILURES.join(" ")}), protocol 2025-11-25`,
      "",
      '2020-12-only  keeps 0 of 9 tools; loses the whole list because of tool "string-root" (wire-invalid); rejects the results of 1 ("draft-07-tuple")',
      '  next: change tool "string-root" inputSchema at /type: 2025-11-25 Tool at /inputSchema/type: must be equal to constant: "object"; ' +
        `for the rest: mcp-wire proxy --host 2020-12-only -- ${KNOWN_FAILURES.join(" ")}`,
      'draft-07-ajv-default  keeps 6 of 9 tools; drops 3 ("2020-12-label", "2020-12-tuple", "dangling-ref")',
      '  next: change tool "dangling-ref" inputSchema at /properties/user/$ref: $ref "#/$defs/User" has no target; ' +
        `for the rest: mcp-wire proxy --host draft-07-ajv-default -- ${KNOWN_FAILURES.join(" ")}`,
      "",
    ]);
    expect(lines.slice(table, table + 14)).toEqual([
      "tool                  schema  mcp             2020-12-only              draft-07-ajv-default",
      "draft-07-label        input   ✓               ✓                         ✓",
      "2020-12-label         input   ✓               ✓                         ✗ compile-failed",
      "2020-12-tuple         input   ✓               ✓                         ✗ compile-failed",
      "draft-07-tuple        input   ✓               ✓                         ✓",
      "draft-07-tuple        output  ✓               ✗ meta-schema-invalid +1  ✓",
      "type-array-null       input   ✓               ✓                         ✓",
      "dangling-ref          input   ✓               ✓                         ✗ missing-ref-target +1",
      "lookaround-pattern    input   ✓               ✓                         ✓",
      "ask-with-zod-pattern  input   ✓               ✓                         ✓",
      "string-root           input   ✗ wire-invalid  ✗ wire-invalid            ✓",
      "",
      "mcp=the MCP Tool type at 2025-11-25",
      "",
    ]);
    const failuresText = run.stdout.slice(run.stdout.indexOf("failures\n"));
    expect(failuresText).toContain(
      [
        "2020-12-label inputSchema",
        "  draft-07-ajv-default drops the tool",
        '    the root  compile-failed  ajv-default: no schema with key or ref "https://json-schema.org/draft/2020-12/schema"',
        '    fix: mcp-wire proxy --host draft-07-ajv-default, or publishToolSchemas(server, { hosts: "auto" }), serves a form it keeps',
      ].join("\n"),
    );
    expect(failuresText).toContain(
      [
        "dangling-ref inputSchema",
        "  draft-07-ajv-default drops the tool",
        '    /properties/user/$ref  missing-ref-target  $ref "#/$defs/User" has no target',
        "    the root               compile-failed      ajv-default: can't resolve reference #/$defs/User from id #",
        "    fix: change the schema (no projection for draft-07-ajv-default is kept: missing-ref-target, compile-failed)",
      ].join("\n"),
    );
    expect(failuresText).toContain(
      [
        "string-root inputSchema",
        "  mcp",
        '    /type  wire-invalid  2025-11-25 Tool at /inputSchema/type: must be equal to constant: "object"',
        '    fix: change the server (the tool breaks the MCP Tool type of the negotiated revision); a host fix below serves a same-meaning form where one exists',
        "  2020-12-only loses the whole tool list",
        '    /type  wire-invalid  2025-11-25 Tool at /inputSchema/type: must be equal to constant: "object"',
        "    fix: change the schema (no projection for 2020-12-only is kept: wire-invalid)",
      ].join("\n"),
    );
  });

  it("colours only on a TTY without NO_COLOR, never with --json; progress on stderr only on a TTY", async () => {
    const args = ["--host", "draft-07-ajv-default", "--", ...KNOWN_FAILURES];
    const tty = await doctorRun(args, { isTTY: true, stderrTTY: true });
    expect(tty.stdout).toContain("\u001b[32m✓\u001b[39m");
    expect(tty.stdout).toContain("\u001b[31m✗ compile-failed\u001b[39m");
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
      // 2020-12-only compiles output schemas only: the input is served as the server wrote it
      expect(JSON.parse(readFileSync(join(dir, "draft-07-label", "input.2020-12-only.json"), "utf8"))).toEqual({
        $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false,
      });
      // dangling-ref: 2020-12-only compiles no input schema and VS Code reads it, so both are served it; string-root:
      // nothing (every form is still a string root, which the 2025-11-25 Tool definition refuses), so no folder.
      expect(readdirSync(join(dir, "dangling-ref")).sort()).toEqual(["input.2020-12-only.json", "input.portable.json", "input.vscode.json"]);
      // The unlabelled draft-07 tuple output is read with its draft-07 meaning, so it has a portable form too.
      expect(readdirSync(join(dir, "draft-07-tuple")).sort()).toEqual([
        "input.2020-12-only.json", "input.portable.json", "input.vscode.json",
        "output.2020-12-only.json", "output.portable.json", "output.vscode.json",
      ]);
      expect(run.stdout.split("\n").at(-2)).toBe(`wrote 27 schema files to ${dir}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
