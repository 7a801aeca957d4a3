/**
 * The one type-check of `pnpm test` (tsconfig.typecheck.json, run by the test script before vitest: vitest does not
 * type-check and `tsc -b` builds src only) covers what it must: every `*.test-d.ts`, every docs/examples/ module,
 * every README block, and the tests and examples of elicitation, sdk, cli and the loosening tests of hosts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { readmeFolders } from "../scripts/readme-blocks.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The files the type-check reads as roots, relative to the repository root. */
function checkedFiles(): Set<string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.typecheck.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (parsed === undefined) throw new Error("tsconfig.typecheck.json does not parse");
  expect(parsed.errors).toEqual([]);
  return new Set(parsed.fileNames.map((file) => relative(ROOT, file).split("\\").join("/")));
}

/** Every `.ts` file below `dir` (relative to the root), skipping node_modules. */
function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split("\\").join("/")}`)
    .filter((file) => file.endsWith(".ts") && !file.includes("/node_modules/"));
}

describe("tsconfig.typecheck.json", () => {
  const checked = checkedFiles();
  const missing = (files: readonly string[]): string[] => files.filter((file) => !checked.has(file));

  it("is run by `pnpm test` before vitest, and by `pnpm typecheck`", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    const typecheck = "node scripts/readme-blocks.mjs && tsc -p tsconfig.typecheck.json";
    expect(scripts["typecheck"]).toBe(typecheck);
    expect(scripts["test"]).toContain(` && ${typecheck} && vitest run --config vitest.workspace.ts`);
  });

  it("reads every README block", () => {
    const blocks = readmeFolders(ROOT).flatMap(({ dir, blocks }) => blocks.map((block) => relative(ROOT, join(dir, block.file)).split("\\").join("/")));
    expect(blocks.length).toBeGreaterThanOrEqual(11);
    expect(missing(blocks)).toEqual([]);
  });

  it("reads every test-d file and every docs/examples module", () => {
    const typeTests = readdirSync(join(ROOT, "packages")).flatMap((name) => tsFiles(`packages/${name}`).filter((file) => file.endsWith(".test-d.ts")));
    expect(typeTests.length).toBeGreaterThanOrEqual(2);
    expect(missing(typeTests)).toEqual([]);
    expect(missing(tsFiles("docs/examples"))).toEqual([]);
  });

  it("reads the tests and examples of elicitation, sdk and cli, and the loosening tests of hosts", () => {
    const files = [
      ...tsFiles("packages/elicitation/test"),
      ...["src", "test", "examples", "scripts"].flatMap((dir) => tsFiles(`packages/sdk/${dir}`)),
      ...["test", "examples"].flatMap((dir) => tsFiles(`packages/cli/${dir}`)).filter((file) => file !== "packages/cli/test/fixtures/syntax-error.ts"),
      ...tsFiles("packages/hosts/test").filter((file) => /^packages\/hosts\/test\/loosen[^/]*\.ts$/.test(file)),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(missing(files)).toEqual([]);
  });
});
