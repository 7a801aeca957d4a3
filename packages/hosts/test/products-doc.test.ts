/**
 * docs/hosts.md carries a section generated from the product records; this regenerates it in memory and fails when
 * the committed file drifts (run `npx tsx packages/hosts/scripts/hosts-doc.ts` to update it).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOC, END, START, describeMatcher, renderProducts, withProducts } from "../scripts/hosts-doc.js";
import { PRODUCTS, PRODUCT_IDS } from "../src/index.js";

describe("docs/hosts.md product section", () => {
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

  it("a document without the markers gets the section after its title, and regenerating changes nothing", () => {
    const fresh = withProducts("# Hosts\n\nText.\n");
    expect(fresh.startsWith(`# Hosts\n\n${START}\n## Product hosts\n`)).toBe(true);
    expect(fresh.endsWith(`${END}\n\nText.\n`)).toBe(true);
    expect(withProducts(fresh)).toBe(fresh);
  });

  it("describes matchers in words", () => {
    expect(describeMatcher({ kind: "keyword", keywords: ["if", "then"], at: "anywhere" })).toBe("`if`, `then` anywhere");
    expect(describeMatcher({ kind: "schema-bytes", max: 16_384 })).toBe("a serialized schema over 16,384 bytes");
    expect(describeMatcher({ kind: "enum-kinds", allowed: ["string"] })).toBe("an empty `enum`, or one with a value not of kind string");
  });
});
