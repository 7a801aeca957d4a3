/**
 * docs/keywords.md is generated from the fate table; this fails when the committed file drifts. Run with
 * `UPDATE_DOCS=1` to rewrite it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "vitest";
import { renderKeywordsDoc } from "../scripts/keywords-doc.js";

const FILE = new URL("../../../docs/keywords.md", import.meta.url);

test("docs/keywords.md is the fate table as the walk reads it", () => {
  const rendered = renderKeywordsDoc();
  if (process.env["UPDATE_DOCS"] === "1") writeFileSync(FILE, rendered);
  expect(readFileSync(FILE, "utf8")).toBe(rendered);
});

test("the fate of `default` at 2025-06-18 is in one row: dropped on text and number fields, kept on booleans, no multi-selects", () => {
  const doc = readFileSync(FILE, "utf8");
  const section = doc.slice(doc.indexOf("## 2025-06-18"), doc.indexOf("## 2025-11-25"));
  const row = section.split("\n").find((line) => line.startsWith("| `default` |"));
  expect(row).toBe(
    "| `default` | drop `default-dropped` | drop `default-dropped` | drop `default-dropped` | keep | — (`revision-unsupported`) | drop `annotation-dropped` | `walk/fates.ts` |",
  );
});
