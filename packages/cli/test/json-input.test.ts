/**
 * Every JSON input form, judged in-process: exact `--json` reports and exact human lines.
 */
import { describe, expect, it } from "vitest";
import { check, report } from "./helpers.js";

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
      summary: { checked: 1, accepted: 1, rejected: 0 },
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
    });
  });

  it("prints a heading, the wire schema and a summary", async () => {
    const run = await check(["test/fixtures/schema.json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "test/fixtures/schema.json [requestedSchema] @ 2025-11-25: accepted, wire-exact as received",
        "  {",
        '    "type": "object",',
        '    "properties": {',
        '      "name": { "type": "string", "minLength": 1 }',
        "    },",
        '    "required": ["name"]',
        "  }",
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
      summary: { checked: 1, accepted: 1, rejected: 0 },
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
      summary: { checked: 1, accepted: 0, rejected: 1 },
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
    expect(summary).toEqual({ checked: 2, accepted: 2, rejected: 0 });
    expect(results.map(({ file, subject, form, status }) => [file, subject, form, status])).toEqual([
      ["../../fixtures/servers/mongodb-mcp-server.elicitation.json", "/rawElicitationMessages/0/params/requestedSchema", "json-rpc", "accepted"],
      ["../../fixtures/servers/server-everything.allcaps.elicitation.json", "/rawElicitationMessages/1/params/requestedSchema", "json-rpc", "accepted"],
    ]);
  });

  it("a doctor capture is named, with the command that reads it", async () => {
    const run = await check(["test/fixtures/doctor-capture.json"]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: test/fixtures/doctor-capture.json: a doctor capture (doctor --save), not an elicitation: check it with mcp-wire doctor --replay test/fixtures/doctor-capture.json\n" });
  });
});

describe("JSON that is not an elicitation (exit 2, one line on stderr)", () => {
  it.each([
    [
      "tools-call.json",
      'test/fixtures/tools-call.json: JSON-RPC message has method "tools/call", not "elicitation/create"',
    ],
    ["url-mode.json", 'test/fixtures/url-mode.json: /params has no requestedSchema (mode "url")'],
    [
      "array.json",
      "test/fixtures/array.json: expected a JSON object (a requestedSchema, elicitation/create params or message), got an array",
    ],
    ["raw-messages-ping.json", "test/fixtures/raw-messages-ping.json: /rawElicitationMessages/0 is not an elicitation/create request"],
    ["raw-messages-url.json", "test/fixtures/raw-messages-url.json: /rawElicitationMessages has no form-mode elicitation/create request (none with a requestedSchema)"],
    [
      "../../../../fixtures/servers/server-memory.tools.json",
      "test/fixtures/../../../../fixtures/servers/server-memory.tools.json: a tools/list capture, not an elicitation: check it with mcp-wire doctor --replay test/fixtures/../../../../fixtures/servers/server-memory.tools.json",
    ],
  ])("%s", async (file, message) => {
    const run = await check([`test/fixtures/${file}`]);
    expect(run).toEqual({ code: 2, stdout: "", stderr: `mcp-wire: ${message}\n` });
  });

  it("bad JSON names the file and the parser's reason", async () => {
    const run = await check(["test/fixtures/broken.json", "--json"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^mcp-wire: test\/fixtures\/broken\.json is not valid JSON: .+\n$/);
    expect(run.stderr.split("\n")).toHaveLength(2);
  });
});
