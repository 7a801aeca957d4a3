/**
 * The tests and the guide's examples (docs/examples/elicitation-*.ts) are type-checked with
 * tsconfig.test.json (strict, no emit): `tsc -b` builds src only, and vitest does not type-check.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

it("test/ and docs/examples/elicitation-*.ts type-check", () => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const cwd = fileURLToPath(new URL("..", import.meta.url));
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.test.json"], { cwd, encoding: "utf8" });
  expect(result.stdout + result.stderr).toBe("");
  expect(result.status).toBe(0);
}, 120_000);
