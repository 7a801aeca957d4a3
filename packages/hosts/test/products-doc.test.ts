/**
 * docs/hosts.md carries a section generated from the host data (every host's overview, then the product records);
 * this regenerates it in memory and fails when the committed file drifts. Run with `UPDATE_DOCS=1` (or
 * `npx tsx packages/hosts/scripts/hosts-doc.ts`) to rewrite it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC, END, START, describeMatcher, renderHosts, renderProducts, withProducts } from "../scripts/hosts-doc.js";
import { ARCHETYPES, ARCHETYPE_PROFILES, PRODUCTS, PRODUCT_IDS } from "../src/index.js";

describe("docs/hosts.md host section", () => {
  if (process.env["UPDATE_DOCS"] === "1") writeFileSync(DOC, withProducts(readFileSync(DOC, "utf8")));
  const committed = readFileSync(DOC, "utf8");

  it("is what the generator writes from the records", () => {
    expect(committed).toBe(withProducts(committed));
  });

  it("holds the section once, between its markers", () => {
    expect(committed.split(START)).toHaveLength(2);
    expect(committed.split(END)).toHaveLength(2);
    expect(committed.slice(committed.indexOf(START) + START.length + 1, committed.indexOf(END) - 1)).toBe(renderProducts());
  });

  it("lists every product and every source of every rule", () => {
    const section = renderProducts();
    for (const id of PRODUCT_IDS) {
      expect(section).toContain(`### ${PRODUCTS[id].title} (\`${id}\`)`);
      for (const rule of PRODUCTS[id].rules) for (const source of rule.sources) expect(section).toContain(source);
    }
  });

  it("gives every host, products then archetypes, one overview row with its scope, blast and sources", () => {
    const rows = renderHosts().split("\n").filter((line) => line.startsWith("| `"));
    expect(rows.map((row) => row.split(" | ")[0]?.slice(3, -1))).toEqual([...PRODUCT_IDS, ...ARCHETYPES]);
    for (const id of ARCHETYPES) {
      const row = rows.find((line) => line.startsWith(`| \`${id}\` |`)) ?? "";
      const profile = ARCHETYPE_PROFILES[id];
      expect(row.split(" | ").slice(3, 5)).toEqual([profile.receives, profile.compiles]);
      for (const source of profile.sources) expect(row).toContain(source);
    }
    for (const id of PRODUCT_IDS) {
      const row = rows.find((line) => line.startsWith(`| \`${id}\` |`)) ?? "";
      for (const rule of PRODUCTS[id].rules) for (const source of rule.sources) expect(row).toContain(source);
    }
    // Exact rows for one product and one archetype of each kind.
    expect(rows.find((line) => line.startsWith("| `cursor` |"))?.split(" | ").slice(1, 6)).toEqual([
      "product", expect.stringMatching(/^embeds `mcp-sdk-v1-client` for outputSchema; parses tools\/list at the negotiated revision; own rules /), "both", "both", "`requests`, `list`, `tool`, `result`, `misread`",
    ]);
    expect(rows.find((line) => line.startsWith("| `mcp-sdk-v1-client` |"))?.split(" | ").slice(3, 6)).toEqual(["both", "outputSchema", "`list`, `misread`"]);
    expect(rows.find((line) => line.startsWith("| `anthropic-api` |"))?.split(" | ").slice(3, 6)).toEqual(["inputSchema", "inputSchema", "`requests`"]);
  });

  it("a document without the markers gets the section after its title, and regenerating changes nothing", () => {
    const fresh = withProducts("# Hosts\n\nText.\n");
    expect(fresh.startsWith(`# Hosts\n\n${START}\n## Every host\n`)).toBe(true);
    expect(fresh.endsWith(`${END}\n\nText.\n`)).toBe(true);
    expect(withProducts(fresh)).toBe(fresh);
  });

  it("describes matchers in words", () => {
    expect(describeMatcher({ kind: "keyword", keywords: ["if", "then"], at: "anywhere" })).toBe("`if`, `then` anywhere");
    expect(describeMatcher({ kind: "schema-bytes", max: 16_384 })).toBe("a serialized schema over 16,384 bytes");
    expect(describeMatcher({ kind: "enum-kinds", allowed: ["string"] })).toBe("an empty `enum`, or one with a value not of kind string");
    expect(describeMatcher({ kind: "keyword-values", values: { type: ["string"], format: ["int64"] }, at: "anywhere" })).toBe('`type` `"string"` with `format` `"int64"` in one subschema');
    expect(describeMatcher({ kind: "root-without", keyword: "properties" })).toBe('a `type: "object"` root without `properties`');
    expect(describeMatcher({ kind: "unresolved-ref" })).toBe("a same-document `$ref` whose target is not in the schema");
  });
});
