/**
 * The loosening tests and docs/examples/loosen-hosts.ts are type-checked (test/loosen-tsconfig.json, strict, no
 * emit): `tsc -b` builds src only, and vitest does not type-check.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

test("loosen tests and example type-check", () => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const project = fileURLToPath(new URL("./loosen-tsconfig.json", import.meta.url));
  const result = spawnSync(process.execPath, [tsc, "-p", project], { encoding: "utf8" });
  expect(result.stdout + result.stderr).toBe("");
  expect(result.status).toBe(0);
}, 120_000);
