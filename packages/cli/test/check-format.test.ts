/**
 * `mcp-wire check --format human|json|markdown`, with `--json` as the alias of `--format json`, as doctor has them.
 */
import { describe, expect, it } from "vitest";
import { check, SCHEMA_JSON_LINES } from "./helpers.js";

describe("check --format", () => {
  it("markdown: heading with the verdict, one row per result, the human report folded (escaped, fitted to COLUMNS)", async () => {
    const run = await check(["test/fixtures/schema.json", "test/fixtures/hostile-names.json", "--format", "markdown"], { env: { COLUMNS: "100" } });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        "### mcp-wire check — ✗ rejected",
        "",
        "Checked 2: 1 accepted, 1 rejected.",
        "",
        "| file | subject | revision | status | issues |",
        "|---|---|---|---|---:|",
        "| test/fixtures/schema.json | requestedSchema | 2025-11-25 | ✓ accepted | 0 |",
        "| test/fixtures/hostile-names.json | requestedSchema | 2025-11-25 | ✗ rejected | 1 |",
        "",
        "<details><summary>Details</summary>",
        "",
        "```text",
        ...SCHEMA_JSON_LINES,
        "",
        "test/fixtures/hostile-names.json [requestedSchema] @ 2025-11-25: rejected, 1 issue",
        "  /properties/\\u001b[2J\\u202eevil\\u061c\\u000…/type  nested-object  nested objects are not on the",
        "    wire; flatten the form",
        "```",
        "",
        "</details>",
        "",
      ].join("\n"),
    );
  });

  it("json is what --json prints; human is the default", async () => {
    const json = await check(["test/fixtures/schema.json", "--format", "json"]);
    expect(json.code).toBe(0);
    expect(json.stdout).toBe((await check(["test/fixtures/schema.json", "--json"])).stdout);
    expect(JSON.parse(json.stdout)).toMatchObject({ reportVersion: 1, summary: { checked: 1, accepted: 1, rejected: 0 } });
    expect((await check(["test/fixtures/schema.json", "--format", "human"])).stdout).toBe((await check(["test/fixtures/schema.json"])).stdout);
  });

  it("--json with --format, or an unknown format, is a usage error (exit 2)", async () => {
    expect(await check(["test/fixtures/schema.json", "--json", "--format", "json"])).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: give either --json or --format, not both\n" });
    const unknown = await check(["test/fixtures/schema.json", "--format", "yaml"]);
    expect(unknown).toEqual({ code: 2, stdout: "", stderr: "mcp-wire: option '--format <format>' argument 'yaml' is invalid. Allowed choices are human, json, markdown.\n" });
  });
});
