/**
 * Exit codes across files, --report-only, and colour: only on a TTY, never with NO_COLOR or --json.
 */
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const ESC = "\u001b[";

describe("exit codes", () => {
  it("0 when everything is accepted, 1 when anything is rejected", async () => {
    expect((await check(["test/fixtures/schema.json", "test/fixtures/params.json"])).code).toBe(0);
    expect((await check(["test/fixtures/schema.json", "test/fixtures/jsonrpc.json"])).code).toBe(1);
  });

  it("--report-only exits 0 after printing the same report", async () => {
    const strict = await check(["test/fixtures/schema.json", "test/fixtures/jsonrpc.json"]);
    const reportOnly = await check(["test/fixtures/schema.json", "test/fixtures/jsonrpc.json", "--report-only"]);
    expect(reportOnly).toEqual({ ...strict, code: 0 });
    expect(strict.stdout.endsWith("checked 2: 1 accepted, 1 rejected\n")).toBe(true);
    const json = await check(["test/fixtures/jsonrpc.json", "--report-only", "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ summary: { checked: 1, accepted: 0, rejected: 1 } });
  });

  it("--report-only does not hide usage or load errors", async () => {
    expect((await check(["test/fixtures/broken.json", "--report-only"])).code).toBe(2);
    expect((await check(["test/fixtures/schema.json", "--report-only", "--revision", "latest"])).code).toBe(2);
  });
});

describe("colour", () => {
  const args = ["test/fixtures/schema.json", "test/fixtures/jsonrpc.json"];

  it("is used on a TTY", async () => {
    const run = await check(args, { isTTY: true });
    expect(run.stdout.split("\n")[0]).toBe(
      `${ESC}1mtest/fixtures/schema.json${ESC}22m [requestedSchema] @ 2025-11-25: ${ESC}32maccepted${ESC}39m, wire-exact as received`,
    );
    expect(run.stdout).toContain(
      `  ${ESC}36m/properties/code/pattern${ESC}39m  ${ESC}33mpattern-unsupported${ESC}39m  pattern "^[A-Z]{3}$" cannot be sent`,
    );
  });

  it("is never used off a TTY, with NO_COLOR, or with --json", async () => {
    const plain = await check(args);
    for (const run of [plain, await check(args, { isTTY: true, env: { NO_COLOR: "1" } }), await check([...args, "--json"], { isTTY: true })]) {
      expect(run.stdout).not.toContain("\u001b");
    }
    expect(await check(args, { isTTY: true, env: { NO_COLOR: "1" } })).toEqual(plain);
  });

  it("an empty NO_COLOR does not disable colour (no-color.org)", async () => {
    expect((await check(args, { isTTY: true, env: { NO_COLOR: "" } })).stdout).toContain(ESC);
  });
});
