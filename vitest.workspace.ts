/**
 * The test projects that `pnpm test` runs: one per workspace package, and `readmes` (test/ at the root:
 * every README's TypeScript blocks type-checked and run).
 * `pnpm test` passes this file to vitest as its config (`vitest run --config vitest.workspace.ts`),
 * so this list is exactly what runs. The `counts` reporter ends the run with the plain line
 * `N passed, N failed` (and `, N skipped`) that CI reads.
 */
import { defineConfig } from "vitest/config";
import type { Reporter, TestModule } from "vitest/node";

const packages = ["core", "spec", "elicitation", "dialect", "hosts", "sdk", "cli"];

/**
 * The slow suites, in a project of their own (`slow`): the JSON-Schema-Test-Suite runs of dialect (every case under
 * Ajv and hyperjump, before and after conversion) and the `tsc` runs over tests and docs examples. `pnpm test:quick`
 * runs every other project.
 */
const SLOW: Readonly<Record<string, readonly string[]>> = {
  dialect: ["test/suite-*.test.ts"],
  elicitation: ["test/typecheck.test.ts"],
  sdk: ["test/typecheck.test.ts"],
  cli: ["test/typecheck.test.ts"],
};

const counts: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const tally = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) tally[test.result().state] += 1;
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) tally.failed += 1;
    }
    tally.failed += unhandledErrors.length;
    process.stdout.write(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped + tally.pending} skipped\n`);
  },
};

export default defineConfig({
  test: {
    reporters: ["default", counts],
    projects: [
      // the workspace's own tests: its boundaries (test/architecture.test.ts) and every README's code (test/readmes.test.ts)
      { test: { name: "workspace", root: ".", include: ["test/**/*.test.ts"], testTimeout: 60_000 } },
      ...packages.map((name) => ({
        test: {
          name,
          root: `packages/${name}`,
          include: ["test/**/*.test.ts"],
          exclude: [...(SLOW[name] ?? []), "**/node_modules/**"],
          testTimeout: 30_000,
        },
      })),
      ...Object.entries(SLOW).map(([name, include]) => ({
        test: { name: `slow:${name}`, root: `packages/${name}`, include: [...include], testTimeout: 120_000 },
      })),
    ],
  },
});
