/**
 * Module inputs (.ts through tsx, .mjs): each exported Standard Schema, --export, load errors.
 */
import { describe, expect, it } from "vitest";
import { check, notChecked, PACKAGE_DIR, report } from "./helpers.js";

describe("a TypeScript module", () => {
  it("checks every exported Standard Schema in export-name order, skipping other exports", async () => {
    const run = await check(["test/fixtures/small.ts"]);
    expect(run).toMatchObject({ code: 1, stderr: "" });
    expect(run.stdout).toBe(
      [
        "test/fixtures/small.ts [code, zod] @ 2025-11-25: rejected, 1 issue",
        '  /properties/code/pattern  pattern-unsupported  pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`',
        "",
        "test/fixtures/small.ts [contact, zod] @ 2025-11-25: accepted",
        "  {",
        '    "type": "object",',
        '    "properties": {',
        '      "email": { "type": "string", "format": "email" },',
        '      "age": { "type": "integer", "minimum": 0, "maximum": 150 }',
        "    },",
        '    "required": ["email"]',
        "  }",
        "  note  /$schema                   schema-label-dropped      $schema dropped: the MCP revision fixes the requestedSchema dialect",
        '  note  /properties/email/pattern  format-companion-dropped  advertised as format "email"; your pattern still applies on reading',
        "",
        "checked 2: 1 accepted, 1 rejected",
        "",
      ].join("\n"),
    );
  });

  it("--export NAME checks only that export", async () => {
    const run = await check(["test/fixtures/small.ts", "--export", "contact", "--json"]);
    expect(run.code).toBe(0);
    expect(report(run)).toEqual({
      reportVersion: 1,
      revisions: ["2025-11-25"],
      onUnsupported: "reject",
      summary: { checked: 1, accepted: 1, rejected: 0, errors: 0 },
      results: [
        {
          file: "test/fixtures/small.ts",
          subject: "contact",
          form: "module-export",
          vendor: "zod",
          revision: "2025-11-25",
          status: "accepted",
          requestedSchema: {
            type: "object",
            properties: { email: { type: "string", format: "email" }, age: { type: "integer", minimum: 0, maximum: 150 } },
            required: ["email"],
          },
          dropped: [],
          notes: [
            { path: "/$schema", code: "schema-label-dropped", message: "$schema dropped: the MCP revision fixes the requestedSchema dialect" },
            {
              path: "/properties/email/pattern",
              code: "format-companion-dropped",
              message: 'advertised as format "email"; your pattern still applies on reading',
            },
          ],
          issues: [],
          received: null,
        },
      ],
      errors: [],
    });
  });

  it("--export leaves JSON files as they are", async () => {
    const run = await check(["test/fixtures/schema.json", "test/fixtures/small.ts", "--export", "contact", "--json"]);
    expect(run.code).toBe(0);
    const json = report(run) as { results: { file: string; subject: string }[] };
    expect(json.results.map((r) => [r.file, r.subject])).toEqual([
      ["test/fixtures/schema.json", ""],
      ["test/fixtures/small.ts", "contact"],
    ]);
  });

  it("--export of a rejected schema exits 1", async () => {
    const run = await check(["test/fixtures/small.ts", "--export", "code"]);
    expect(run.code).toBe(1);
    expect(run.stdout.split("\n")[0]).toBe("test/fixtures/small.ts [code, zod] @ 2025-11-25: rejected, 1 issue");
  });

  it("--drop-unsupported drops the regex and accepts", async () => {
    const run = await check(["test/fixtures/small.ts", "--export", "code", "--drop-unsupported", "--json"]);
    expect(run.code).toBe(0);
    expect(report(run)).toMatchObject({
      onUnsupported: "drop",
      results: [
        {
          status: "accepted",
          requestedSchema: { type: "object", properties: { code: { type: "string" } }, required: ["code"] },
          dropped: [
            {
              path: "/properties/code/pattern",
              code: "pattern-unsupported",
              message: 'pattern "^[A-Z]{3}$" cannot be sent: the wire has no `pattern`',
            },
          ],
        },
      ],
    });
  });
});

describe("a JavaScript module", () => {
  it("checks its default export (Valibot, converted through @valibot/to-json-schema)", async () => {
    const run = await check(["test/fixtures/valibot.mjs", "--json"]);
    expect(run.code).toBe(0);
    expect(report(run)).toMatchObject({
      results: [
        {
          file: "test/fixtures/valibot.mjs",
          subject: "default",
          form: "module-export",
          vendor: "valibot",
          status: "accepted",
          requestedSchema: { type: "object", properties: { size: { type: "string", enum: ["S", "M"] } }, required: ["size"] },
          received: null,
        },
      ],
    });
  });
});

describe("module load errors (exit 2: the file's entry in the report, one line on stderr)", () => {
  it.each([
    [["test/fixtures/throws.ts"], "import-failed", "cannot import test/fixtures/throws.ts: database not configured"],
    [
      ["test/fixtures/no-schema.ts"],
      "no-standard-schema",
      "test/fixtures/no-schema.ts exports no Standard Schema (a zod, Valibot or ArkType schema, or any Standard Schema)",
    ],
    [
      ["test/fixtures/small.ts", "--export", "nope"],
      "export-not-found",
      'test/fixtures/small.ts has no export "nope" (exports: answer, code, contact, notASchema)',
    ],
    [
      ["test/fixtures/small.ts", "--export", "notASchema"],
      "export-not-a-schema",
      'test/fixtures/small.ts: export "notASchema" is not a Standard Schema',
    ],
    [["test/fixtures/missing.ts"], "file-not-found", "cannot read test/fixtures/missing.ts: no such file"],
    [
      ["test/fixtures/syntax-error.ts"],
      "import-failed",
      'cannot import test/fixtures/syntax-error.ts: Transform failed with 1 error: PATH:2:20: ERROR: Unexpected ";"',
    ],
  ] as const)("%j", async (args, code, message) => {
    const text = message.replace("PATH", `${PACKAGE_DIR}${args[0]}`);
    expect(await check(args)).toEqual({ code: 2, stdout: notChecked(args[0], code, text), stderr: `mcp-wire: ${text}\n` });
  });

  it("a load error in one file does not stop the others: their results are reported, exit 2 (also with --report-only)", async () => {
    const run = await check(["test/fixtures/throws.ts", "test/fixtures/small.ts", "--export", "contact", "--report-only", "--json"]);
    const message = "cannot import test/fixtures/throws.ts: database not configured";
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: `mcp-wire: ${message}\n` });
    const json = report(run) as { summary: unknown; results: { file: string; subject: string; status: string }[]; errors: unknown };
    expect(json.summary).toEqual({ checked: 1, accepted: 1, rejected: 0, errors: 1 });
    expect(json.results.map(({ file, subject, status }) => [file, subject, status])).toEqual([["test/fixtures/small.ts", "contact", "accepted"]]);
    expect(json.errors).toEqual([{ file: "test/fixtures/throws.ts", code: "import-failed", message, pointer: null, position: null }]);
  });
});
