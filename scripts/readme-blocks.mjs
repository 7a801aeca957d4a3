/**
 * The TypeScript blocks of a README as files to write and run, shared by test/readmes.test.ts (the
 * READMEs in the repository) and compat.mjs (the READMEs as shipped in the tarballs).
 *
 * A ```ts block whose first line is `// <name>.ts` is the file `<name>.ts`, others `block-<n>.ts`. A block
 * that another block names in quotes (`"server-v1.ts"`) is started by it and not run on its own. Each
 * `// → <text>` line of a block is a line the block prints, in order.
 */

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
