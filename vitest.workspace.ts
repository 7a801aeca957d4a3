/**
 * The test projects that `pnpm test` runs: one per workspace package, and `workspace` (test/ at the root: the
 * package boundaries, every README's TypeScript blocks run, the coverage of the one type-check).
 * `pnpm test` passes this file to vitest as its config (`vitest run --config vitest.workspace.ts`),
 * so this list is exactly what runs. The `counts` reporter ends the run with the plain line
 * `N passed, N failed` (and `, N skipped`) that CI reads.
 *
 * Type-checking is not in here: `pnpm test` runs `tsc -p tsconfig.typecheck.json` once before vitest.
 */
import { defineConfig } from "vitest/config";
import type { Reporter, TestModule } from "vitest/node";

const packages = ["core", "spec", "elicitation", "dialect", "hosts", "sdk", "cli", "lab"];

/**
 * The slow suites, in projects of their own (`slow:<package>`): the JSON-Schema-Test-Suite runs (dialect: every
 * case under Ajv and hyperjump, before and after conversion; hosts: every loosening), the captured-server corpus,
 * the property and differential runs, and the tests that start servers, proxies or the CLI as processes (the files
 * of 9 s or more in a full run at a load average of 8–10, and those of 4 s or more when idle). `pnpm test:quick` runs every other project.
 */
const SLOW: Readonly<Record<string, readonly string[]>> = {
  elicitation: ["test/properties.test.ts", "test/adversarial.test.ts"],
  dialect: ["test/suite-*.test.ts"],
  hosts: [
    "test/loosen-suite.test.ts",
    "test/loosen-corpus.test.ts",
    "test/loosen-properties.test.ts",
    "test/differential.test.ts",
    "test/report-schema.test.ts",
    "test/generated-schemas.test.ts",
    "test/live.test.ts",
    "test/real-depth.test.ts",
    "test/large-list.test.ts",
    "test/servers.test.ts",
    "test/project-properties.test.ts",
  ],
  sdk: ["test/proxy-conformance.test.ts", "test/v2-elicit.test.ts", "test/conformance.test.ts", "test/hosts-auto-transports.test.ts", "test/hosts-auto-stateless.test.ts", "test/docs-serving.test.ts"],
  cli: [
    "test/hardening.test.ts",
    "test/proxy-faults.test.ts",
    "test/proxy-hostile.test.ts",
    "test/proxy-stream.test.ts",
    "test/module-input.test.ts",
    "test/proxy-rewrite.test.ts",
    "test/proxy-sdk.test.ts",
    "test/doctor-fixtures.test.ts",
    "test/doctor-errors.test.ts",
    "test/doctor-redos.test.ts",
    "test/e2e.test.ts",
    "test/doctor-results.test.ts",
    "test/survives.test.ts",
    "test/examples.test.ts",
    "test/fix-out-compiles.test.ts",
    "test/doctor-live-calls.test.ts",
    "test/doctor-mrtr.test.ts",
    "test/proxy-mrtr.test.ts",
    "test/action.test.ts",
    "test/doctor-html-browser.test.ts",
    "test/doctor-revisions.test.ts",
    "test/doctor-deep-live.test.ts",
    "test/proxy-stateless.test.ts",
    "test/proxy-rename.test.ts",
    "test/startup-loads.test.ts",
    "test/doctor-config.test.ts",
    "test/doctor-huge-list.test.ts",
  ],
};

/**
 * The packages whose tests share one module graph per worker (`isolate: false`): pure computation, no servers or
 * processes, so a file does not need the fresh imports vitest otherwise gives each one (a third less CPU for these
 * five packages; docs/performance.md, "Test suite"). sdk, cli and the workspace keep isolation.
 */
const SHARED = new Set(["core", "spec", "elicitation", "dialect", "hosts"]);

/**
 * Files that still start from fresh imports (project `isolated:<package>`): they set keys on `Object.prototype` or
 * `Array.prototype`, and must meet the module-level caches cold, as a user's polluted process would; or they change
 * module resolution before importing (core's `standard-absent` / `standard-installed`: which vendor converters load).
 */
const ISOLATED: Readonly<Record<string, readonly string[]>> = {
  core: ["test/standard-absent.test.ts", "test/standard-installed.test.ts"],
  elicitation: ["test/pollution.test.ts", "test/content-reader.test.ts"],
  dialect: ["test/options.test.ts"],
  hosts: ["test/options.test.ts", "test/products-contested.test.ts"],
};

const counts: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const tally = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      for (const test of tests) tally[test.result().state] += 1;
      // a module that failed with no failed test (it did not load, or a beforeAll threw and its tests were skipped)
      // counts once: its failure is the run's
      if (module.state() === "failed" && !tests.some((test) => test.result().state === "failed")) tally.failed += 1;
    }
    tally.failed += unhandledErrors.length;
    process.stdout.write(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped + tally.pending} skipped\n`);
  },
};

/** A `beforeAll` that starts a server or runs doctor takes seconds on a loaded machine (vitest's default bound is 10 s). */
const HOOK_TIMEOUT = 60_000;

export default defineConfig({
  test: {
    reporters: ["default", counts],
    // vitest's default is one worker fewer than the cores: one, on a 2-core machine
    maxWorkers: 2,
    projects: [
      // the workspace's own tests: its boundaries, every README's code, the coverage of the one type-check
      { test: { name: "workspace", root: ".", include: ["test/**/*.test.ts"], testTimeout: 60_000, hookTimeout: HOOK_TIMEOUT } },
      ...packages.map((name) => ({
        test: {
          name,
          root: `packages/${name}`,
          include: ["test/**/*.test.ts"],
          exclude: [...(SLOW[name] ?? []), ...(ISOLATED[name] ?? []), "**/node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: HOOK_TIMEOUT,
          isolate: !SHARED.has(name),
        },
      })),
      ...Object.entries(ISOLATED).map(([name, include]) => ({
        test: { name: `isolated:${name}`, root: `packages/${name}`, include: [...include], testTimeout: 30_000, hookTimeout: HOOK_TIMEOUT },
      })),
      ...Object.entries(SLOW).map(([name, include]) => ({
        // the packages' own time limit: a test that needs longer says so itself
        test: { name: `slow:${name}`, root: `packages/${name}`, include: [...include], testTimeout: 30_000, hookTimeout: HOOK_TIMEOUT },
      })),
    ],
  },
});
