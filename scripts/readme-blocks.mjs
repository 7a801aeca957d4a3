/**
 * The TypeScript blocks of a README as files to write and run, shared by test/readmes.test.ts (the
 * READMEs in the repository) and compat.mjs (the READMEs as shipped in the tarballs).
 *
 * A ```ts block whose first line is `// <name>.ts` is the file `<name>.ts`, others `block-<n>.ts`. A block
 * that another block names in quotes (`"server-v1.ts"`) is started by it and not run on its own. Each
 * `// → <text>` line of a block is a line the block prints, in order.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * @param {string} markdown - the README text
 * @returns {{ file: string, code: string, run: boolean, prints: string[] }[]} the blocks in order
 */
export function readmeBlocks(markdown) {
  const blocks = [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match, index) => {
    const code = match[1] ?? "";
    const named = /^\/\/ ([\w.-]+\.ts)\n/.exec(code);
    const prints = [...code.matchAll(/^\/\/ → (.*)$/gm)].map((line) => line[1] ?? "");
    return { file: named?.[1] ?? `block-${index + 1}.ts`, code, prints };
  });
  return blocks.map((block) => ({ ...block, run: !blocks.some((other) => other !== block && other.code.includes(`"${block.file}"`)) }));
}

/** The non-empty lines of a run's stdout, to compare with a block's `prints`. */
export function printedLines(stdout) {
  return stdout.split("\n").filter((line) => line !== "");
}

/** Where the repository's README blocks are written (git-ignored, under node_modules). */
export const SCRATCH = join("node_modules", ".readme-examples");

/**
 * The TypeScript blocks of every README of the repository at `root` (README.md and packages/<name>/README.md, those
 * with blocks), each README with the folder its blocks are written to:
 * `<root>/node_modules/.readme-examples/<README path, "/" and "." as "_">/`.
 *
 * @param {string} root - the repository root
 * @returns {{ readme: string, dir: string, blocks: ReturnType<typeof readmeBlocks> }[]} the READMEs with blocks, in order
 */
export function readmeFolders(root) {
  const readmes = ["README.md", ...readdirSync(join(root, "packages")).sort().map((dir) => `packages/${dir}/README.md`)];
  // a package without a README: the package convention (scripts/check-packages.mjs) fails it
  return readmes
    .filter((readme) => existsSync(join(root, readme)))
    .map((readme) => ({ readme, dir: join(root, SCRATCH, readme.replace(/[/.]/g, "_")), blocks: readmeBlocks(readFileSync(join(root, readme), "utf8")) }))
    .filter((item) => item.blocks.length > 0);
}

/**
 * Writes every README's blocks to its folder (`readmeFolders`), each folder with a `package.json` of
 * `"type": "module"` and nothing else, after removing what was there: tsconfig.typecheck.json type-checks them
 * there and test/readmes.test.ts runs them there.
 *
 * @param {string} root - the repository root
 * @returns {ReturnType<typeof readmeFolders>} what it wrote
 */
export function writeReadmeBlocks(root) {
  const folders = readmeFolders(root);
  rmSync(join(root, SCRATCH), { recursive: true, force: true });
  for (const { dir, blocks } of folders) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    for (const block of blocks) writeFileSync(join(dir, block.file), block.code);
  }
  return folders;
}

// `node scripts/readme-blocks.mjs`: write the blocks before the type-check of `pnpm test`
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = writeReadmeBlocks(fileURLToPath(new URL("..", import.meta.url)));
  console.log(`README blocks: ${written.reduce((sum, item) => sum + item.blocks.length, 0)} from ${written.length} READMEs in ${SCRATCH}`);
}
