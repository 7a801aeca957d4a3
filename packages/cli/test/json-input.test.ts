/**
 * Every JSON input form, judged in-process: exact `--json` reports and exact human lines.
 */
import { describe, expect, it } from "vitest";
import { textPosition } from "../src/check/load-json.js";
import { check, errorsOnlyReport, notChecked, report, SCHEMA_JSON_LINES } from "./helpers.js";

const NAME_SCHEMA = { type: "object", properties: { name: { type: "string", minLength: 1 } }, required: ["name"] };
const PATTERN_ISSUE = {
  path: "/properties/code/pattern",
  code: "pattern-unsupported",
  message: 'pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`',
};
const ENUM_NOTE = { path: "/properties/colour/enum", code: "enum-type-added", message: 'type "string" added beside the options' };

describe("a bare requestedSchema", () => {
  it("is accepted unchanged and wire-exact: the whole --json report", async () => {
    const run = await check(["test/fixtures/schema.json", "--json"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(report(run)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
      results: [
        {
          file: "test/fixtures/schema.json",
          subject: "",
          form: "requestedSchema",
          vendor: null,
          revision: "2025-11-25",
          status: "accepted",
          requestedSchema: NAME_SCHEMA,
          dropped: [],
          notes: [],
          issues: [],
          received: { wireExact: true, issues: [] },
        },
      ],
      errors: [],
    });
  });

  it("prints a heading, the wire schema and a summary", async () => {
    const run = await check(["test/fixtures/schema.json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        ...SCHEMA_JSON_LINES,
        "",
        "checked 1: 1 accepted, 0 rejected",
        "",
      ].join("\n"),
    );
  });
});

describe("elicitation/create params", () => {
  it("are accepted after a lossless rewrite, and reported as not wire-exact as received", async () => {
    const run = await check(["test/fixtures/params.json", "--json"]);
    expect(run.code).toBe(0);
    expect(report(run)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
      results: [
        {
          file: "test/fixtures/params.json",
          subject: "/requestedSchema",
          form: "elicitation-params",
          vendor: null,
          revision: "2025-11-25",
          status: "accepted",
          requestedSchema: { type: "object", properties: { colour: { type: "string", enum: ["red", "green"] } } },
          dropped: [],
          notes: [ENUM_NOTE],
          issues: [],
          received: { wireExact: false, issues: [ENUM_NOTE] },
        },
      ],
      errors: [],
    });
  });

  it("show the rewrite as a note line", async () => {
    const run = await check(["test/fixtures/params.json"]);
    expect(run.stdout.split("\n")).toEqual([
      "test/fixtures/params.json [elicitation-params /requestedSchema] @ 2025-11-25: accepted, not wire-exact as received",
      "  {",
      '    "type": "object",',
      '    "properties": {',
      '      "colour": {',
      '        "type": "string",',
      '        "enum": ["red", "green"]',
      "      }",
      "    }",
      "  }",
      '  note  /properties/colour/enum  enum-type-added  type "string" added beside the options',
      "",
      "checked 1: 1 accepted, 0 rejected",
      "",
    ]);
  });
});

describe("a JSON-RPC elicitation/create message", () => {
  it("is rejected with its issue (exit 1): the whole --json report", async () => {
    const run = await check(["test/fixtures/jsonrpc.json", "--json"]);
    expect(run).toMatchObject({ code: 1, stderr: "" });
    expect(report(run)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 0, rejected: 1, errors: 0 },
      results: [
        {
          file: "test/fixtures/jsonrpc.json",
          subject: "/params/requestedSchema",
          form: "json-rpc",
          vendor: null,
          revision: "2025-11-25",
          status: "rejected",
          requestedSchema: null,
          dropped: [],
          notes: [],
          issues: [PATTERN_ISSUE],
          received: { wireExact: false, issues: [PATTERN_ISSUE] },
        },
      ],
      errors: [],
    });
  });

  it("prints each issue as `path  code  message`", async () => {
    const run = await check(["test/fixtures/jsonrpc.json"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        "test/fixtures/jsonrpc.json [json-rpc /params/requestedSchema] @ 2025-11-25: rejected, 1 issue",
        '  /properties/code/pattern  pattern-unsupported  pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`',
        "",
        "checked 1: 0 accepted, 1 rejected",
        "",
      ].join("\n"),
    );
  });

  it("with --drop-unsupported is accepted, the pattern listed as dropped (exit 0)", async () => {
    const run = await check(["test/fixtures/jsonrpc.json", "--drop-unsupported"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "test/fixtures/jsonrpc.json [json-rpc /params/requestedSchema] @ 2025-11-25: accepted, not wire-exact as received",
        "  {",
        '    "type": "object",',
        '    "properties": {',
        '      "code": { "type": "string", "maxLength": 3 }',
        "    },",
        '    "required": ["code"]',
        "  }",
        '  dropped  /properties/code/pattern  pattern-unsupported  pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`',
        "",
        "checked 1: 1 accepted, 0 rejected",
        "",
      ].join("\n"),
    );
    const json = report(await check(["test/fixtures/jsonrpc.json", "--drop-unsupported", "--json"]));
    expect(json).toMatchObject({
      onUnsupported: "drop",
      results: [{ status: "accepted", dropped: [PATTERN_ISSUE], notes: [], issues: [] }],
    });
  });
});

describe("a capture of several elicitation/create messages (fixtures/servers)", () => {
  it("gives one subject per form-mode message, passing over URL-mode ones", async () => {
    const run = await check(["../../fixtures/servers/mongodb-mcp-server.elicitation.json", "../../fixtures/servers/server-everything.allcaps.elicitation.json", "--json"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const { summary, results } = report(run) as { summary: unknown; results: { file: string; subject: string; form: string; status: string }[] };
    expect(summary).toEqual({ checked: 2, accepted: 2, rejected: 0, errors: 0 });
    expect(results.map(({ file, subject, form, status }) => [file, subject, form, status])).toEqual([
      ["../../fixtures/servers/mongodb-mcp-server.elicitation.json", "/rawElicitationMessages/0/params/requestedSchema", "json-rpc", "accepted"],
      ["../../fixtures/servers/server-everything.allcaps.elicitation.json", "/rawElicitationMessages/1/params/requestedSchema", "json-rpc", "accepted"],
    ]);
  });

  it("a doctor capture is named, with the command that reads it", async () => {
    const run = await check(["test/fixtures/doctor-capture.json"]);
    const message = "test/fixtures/doctor-capture.json: a doctor capture (doctor --save), not an elicitation: check it with mcp-wire doctor --replay test/fixtures/doctor-capture.json";
    expect(run).toEqual({ code: 2, stdout: notChecked("test/fixtures/doctor-capture.json", "not-an-elicitation", message, "at the root"), stderr: `mcp-wire: ${message}\n` });
  });
});

describe("JSON that is not an elicitation (exit 2: the file's entry in the report, with the JSON Pointer at fault; one line on stderr)", () => {
  it.each([
    [
      "tools-call.json",
      'test/fixtures/tools-call.json: JSON-RPC message has method "tools/call", not "elicitation/create"',
      "/method",
      "at /method",
    ],
    ["url-mode.json", 'test/fixtures/url-mode.json: /params has no requestedSchema (mode "url")', "/params", "at /params"],
    [
      "array.json",
      "test/fixtures/array.json: expected a JSON object (a requestedSchema, elicitation/create params or message), got an array",
      "",
      "at the root",
    ],
    ["raw-messages-ping.json", "test/fixtures/raw-messages-ping.json: /rawElicitationMessages/0 is not an elicitation/create request", "/rawElicitationMessages/0", "at /rawElicitationMessages/0"],
    [
      "raw-messages-url.json",
      "test/fixtures/raw-messages-url.json: /rawElicitationMessages has no form-mode elicitation/create request (none with a requestedSchema)",
      "/rawElicitationMessages",
      "at /rawElicitationMessages",
    ],
    [
      "tools-result.json",
      'test/fixtures/tools-result.json: a tools/list result, not an elicitation: add the server\'s "protocolVersion" and "serverInfo" (from its initialize result) beside "tools" and check it with mcp-wire doctor --replay test/fixtures/tools-result.json',
      "",
      "at the root",
    ],
    [
      "doctor-report.json",
      "test/fixtures/doctor-report.json: a doctor report (doctor --json), not an elicitation: compare two with mcp-wire diff <earlier report> test/fixtures/doctor-report.json",
      "",
      "at the root",
    ],
    [
      "../../../../fixtures/servers/server-memory.tools.json",
      "test/fixtures/../../../../fixtures/servers/server-memory.tools.json: a tools/list capture, not an elicitation: check it with mcp-wire doctor --replay test/fixtures/../../../../fixtures/servers/server-memory.tools.json",
      "",
      "at the root",
    ],
  ])("%s", async (file, message, pointer, where) => {
    const run = await check([`test/fixtures/${file}`]);
    expect(run).toEqual({ code: 2, stdout: notChecked(`test/fixtures/${file}`, "not-an-elicitation", message, where), stderr: `mcp-wire: ${message}\n` });
    const json = await check([`test/fixtures/${file}`, "--json"]);
    expect(json.code).toBe(2);
    expect((report(json) as { errors: unknown }).errors).toEqual([{ file: `test/fixtures/${file}`, code: "not-an-elicitation", message, pointer, position: null }]);
  });

  it("bad JSON names the file, the parser's reason and where it stopped (line and column)", async () => {
    const run = await check(["test/fixtures/broken.json", "--json"]);
    const message = "test/fixtures/broken.json is not valid JSON: Expected property name or '}' in JSON at position 37";
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: `mcp-wire: ${message}\n` });
    expect(report(run)).toEqual(errorsOnlyReport({ file: "test/fixtures/broken.json", code: "invalid-json", message, pointer: null, position: { line: 2, column: 1 } }));
  });
});

describe("textPosition: where a parse error is, as an editor shows it", () => {
  it.each([
    ["{", 1, { line: 1, column: 2 }],
    ["{\n  x", 4, { line: 2, column: 3 }],
    ["{\r\n\r\n x", 6, { line: 3, column: 2 }],
    ['{"😀é": x', 6, { line: 1, column: 6 }],
    ["ab", Infinity, { line: 1, column: 3 }],
  ] as const)("%j at %d", (text, index, position) => {
    expect(textPosition(text, index)).toEqual(position);
  });
});

describe("several files, some unreadable: every file is checked", () => {
  const FILES = ["test/fixtures/schema.json", "test/fixtures/broken.json", "test/fixtures/missing.json", "test/fixtures/url-mode.json", "test/fixtures/jsonrpc.json"];
  const BROKEN = "test/fixtures/broken.json is not valid JSON: Expected property name or '}' in JSON at position 37";
  const MISSING = "cannot read test/fixtures/missing.json: no such file";
  const URL_MODE = 'test/fixtures/url-mode.json: /params has no requestedSchema (mode "url")';

  it("human: the readable files' results, then one entry per file not checked, the summary counting them; exit 2", async () => {
    const run = await check(FILES);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: `mcp-wire: ${BROKEN}\nmcp-wire: ${MISSING}\nmcp-wire: ${URL_MODE}\n` });
    expect(run.stdout.split("\n").filter((line) => !line.startsWith("  ") && line !== "")).toEqual([
      "test/fixtures/schema.json [requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
      "test/fixtures/jsonrpc.json [json-rpc /params/requestedSchema] @ 2025-11-25: rejected, 1 issue",
      "test/fixtures/broken.json: not checked, invalid-json",
      "test/fixtures/missing.json: not checked, file-not-found",
      "test/fixtures/url-mode.json: not checked, not-an-elicitation",
      "checked 2: 1 accepted, 1 rejected; 3 files not checked",
    ]);
    expect(run.stdout.slice(run.stdout.indexOf("test/fixtures/broken.json: "))).toBe(
      [
        "test/fixtures/broken.json: not checked, invalid-json",
        `  ${BROKEN}`,
        "  at line 2, column 1",
        "",
        "test/fixtures/missing.json: not checked, file-not-found",
        `  ${MISSING}`,
        "",
        "test/fixtures/url-mode.json: not checked, not-an-elicitation",
        `  ${URL_MODE}`,
        "  at /params",
        "",
        "checked 2: 1 accepted, 1 rejected; 3 files not checked",
        "",
      ].join("\n"),
    );
  });

  it("--json: results for the readable files, errors (typed) for the others, valid JSON; --report-only keeps exit 2", async () => {
    const run = await check([...FILES, "--json", "--report-only"]);
    expect(run.code).toBe(2);
    const json = report(run) as { summary: unknown; results: { file: string; status: string }[]; errors: unknown };
    expect(json.summary).toEqual({ checked: 2, accepted: 1, rejected: 1, errors: 3 });
    expect(json.results.map(({ file, status }) => [file, status])).toEqual([
      ["test/fixtures/schema.json", "accepted"],
      ["test/fixtures/jsonrpc.json", "rejected"],
    ]);
    expect(json.errors).toEqual([
      { file: "test/fixtures/broken.json", code: "invalid-json", message: BROKEN, pointer: null, position: { line: 2, column: 1 } },
      { file: "test/fixtures/missing.json", code: "file-not-found", message: MISSING, pointer: null, position: null },
      { file: "test/fixtures/url-mode.json", code: "not-an-elicitation", message: URL_MODE, pointer: "/params", position: null },
    ]);
  });

  it("markdown: a row per file not checked, and its lines in the details", async () => {
    const run = await check([FILES[0] as string, FILES[2] as string, "--format", "markdown"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe(
      [
        "### mcp-wire check — ✗ files not checked",
        "",
        "Checked 1: 1 accepted, 0 rejected. 1 file not checked.",
        "",
        "| file | subject | revision | status | issues |",
        "|---|---|---|---|---:|",
        "| test/fixtures/schema.json | requestedSchema | 2025-11-25 | ✓ accepted | 0 |",
        "| test/fixtures/missing.json | — | — | ✗ not checked: file-not-found | — |",
        "",
        "<details><summary>Details</summary>",
        "",
        "```text",
        ...SCHEMA_JSON_LINES,
        "",
        "test/fixtures/missing.json: not checked, file-not-found",
        `  ${MISSING}`,
        "```",
        "",
        "</details>",
        "",
      ].join("\n"),
    );
  });
});
