/**
 * The test projects that `pnpm test` runs: one per workspace package.
 * `pnpm test` passes this file to vitest as its config (`vitest run --config vitest.workspace.ts`),
 * so this list is exactly what runs.
 */
import { defineConfig } from "vitest/config";

const packages = ["spec", "elicitation", "dialect", "cli"];

export default defineConfig({
  test: {
    projects: packages.map((name) => ({
      test: {
        name,
        root: `packages/${name}`,
        include: ["test/**/*.test.ts"],
        testTimeout: 30_000,
      },
    })),
  },
});
