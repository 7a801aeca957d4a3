/**
 * docs/projections.md against the code: its example is the file docs/examples/loosen-hosts.ts, that example returns
 * what the page shows, and its table lists every rewrite once, in the order `loosen` applies them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { projectionsExample } from "../../../docs/examples/loosen-hosts.js";
import { LOOSENINGS, LOOSENING_SOURCES } from "../src/index.js";

const page = readFileSync(fileURLToPath(new URL("../../../docs/projections.md", import.meta.url)), "utf8");
const example = readFileSync(fileURLToPath(new URL("../../../docs/examples/loosen-hosts.ts", import.meta.url)), "utf8");

test("the ts block is docs/examples/loosen-hosts.ts", () => {
  const block = /```ts\n\/\/ docs\/examples\/loosen-hosts\.ts\n([\s\S]*?)```/.exec(page);
  expect(block?.[1]).toBe(example);
});

test("the example returns the json block", () => {
  const block = /<!-- output docs\/examples\/loosen-hosts\.ts -->\n```json\n([\s\S]*?)```/.exec(page);
  expect(JSON.parse(block?.[1] ?? "null")).toEqual(projectionsExample());
});

test("the table lists every rewrite once, in LOOSENINGS order", () => {
  const rows = [...page.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]);
  expect(rows).toEqual([...LOOSENINGS]);
});

test("each row cites the rewrite's own source", () => {
  for (const id of LOOSENINGS) {
    const row = page.split("\n").find((line) => line.startsWith(`| \`${id}\` |`)) ?? "";
    expect(row, id).toContain(LOOSENING_SOURCES[id]);
  }
});
