/**
 * Every README's TypeScript works when pasted: each ```ts block of README.md and packages/<name>/README.md
 * is written to a file (named as scripts/readme-blocks.mjs says), type-checked (strict, `module: nodenext`,
 * against the built packages through their export maps), and run with tsx, except blocks another block
 * starts (a server its client spawns). A run must exit 0 and print the block's `// → <text>` lines, in order.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printedLines, readmeBlocks } from "../scripts/readme-blocks.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SCRATCH = join(ROOT, "node_modules", ".readme-examples");
const require = createRequire(import.meta.url);

/** The READMEs with TypeScript blocks (the root one, and every package's). */
const READMES = ["README.md", ...readdirSync(join(ROOT, "packages")).map((dir) => `packages/${dir}/README.md`)].filter((file) => {
  try {
    return blocksOf(file).length > 0;
  } catch {
    return false; // a package without a README: the package convention (scripts/check-packages.mjs) fails it
  }
});

function blocksOf(readme: string): ReturnType<typeof readmeBlocks> {
  return readmeBlocks(readFileSync(join(ROOT, readme), "utf8"));
}

const TSCONFIG = {
  compilerOptions: {
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
    noUnusedLocals: false,
  },
  include: ["*.ts"],
};

describe.each(READMES)("%s", (readme) => {
  const blocks = blocksOf(readme);
  const dir = join(SCRATCH, readme.replace(/[/.]/g, "_"));

  it("has TypeScript blocks that type-check", () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(TSCONFIG));
    for (const block of blocks) writeFileSync(join(dir, block.file), block.code);
    const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", dir], { cwd: dir, encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  });

  const run = blocks.filter((block) => block.run);
  it.each(run.map((block) => [block.file, block] as const))("%s runs and prints what it says", (_, block) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", block.file], { cwd: dir, encoding: "utf8", timeout: 60_000, input: "" });
    expect({ status: result.status, stderr: result.status === 0 ? "" : result.stderr }).toEqual({ status: 0, stderr: "" });
    if (block.prints.length > 0) expect(printedLines(result.stdout)).toEqual(block.prints);
  });
});
