/**
 * Every README's TypeScript works when pasted: each ```ts block of README.md and packages/<name>/README.md
 * is written to a file (named as scripts/readme-blocks.mjs says) and run with tsx, except blocks another block
 * starts (a server its client spawns). A run must exit 0 and print the block's `// → <text>` lines, in order.
 * The blocks are type-checked (strict, `module: nodenext`, against the built packages through their export maps)
 * by the one type-check of `pnpm test` (tsconfig.typecheck.json, after `node scripts/readme-blocks.mjs`).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printedLines, writeReadmeBlocks } from "../scripts/readme-blocks.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The READMEs with TypeScript blocks (the root one, and every package's), written out. */
const READMES = writeReadmeBlocks(ROOT);

describe.each(READMES)("$readme", ({ dir, blocks }) => {
  const run = blocks.filter((block) => block.run);
  it.each(run.map((block) => [block.file, block] as const))("%s runs and prints what it says", (_, block) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", block.file], { cwd: dir, encoding: "utf8", timeout: 60_000, input: "" });
    expect({ status: result.status, stderr: result.status === 0 ? "" : result.stderr }).toEqual({ status: 0, stderr: "" });
    if (block.prints.length > 0) expect(printedLines(result.stdout)).toEqual(block.prints);
  });
});
