/**
 * productVersion, judgedVersion and holdsFor: the version texts a user or a client gives, read exactly or refused;
 * the version a product is judged at (its current release by default, `*` for every recorded version); which facts
 * hold there (ranges, `fixedBy`); and the catalog's current releases against the ranges they must cover.
 */
import { describe, expect, it } from "vitest";
import { Range } from "semver";
import { PRODUCTS, PRODUCT_IDS, sameFactsRange, type Evidence, type Product, type ProductId } from "../src/index.js";
import { holdsFor, judgedVersion, productVersion } from "../src/products/versions.js";

describe("productVersion", () => {
  it.each([
    ["latest", "latest"],
    ["*", "*"],
    ["2.1.206", "2.1.206"],
    ["1.0", "1.0.0"],
    ["7", "7.0.0"],
    ["v0.1.12", "0.1.12"],
    ["1.100.0-insider", "1.100.0-insider"],
    ["1.2.3-rc.1+build.5", "1.2.3-rc.1"],
    ["9007199254740991.0.0", "9007199254740991.0.0"],
  ])("reads %j as %j", (text, expected) => {
    expect(productVersion(text)).toBe(expected);
  });

  it.each([
    "",
    "beta",
    "Latest",
    "**",
    "x",
    "99999999999999999999.0.0",
    "9007199254740992.0.0",
    `1.0.0-${"a".repeat(251)}`,
    "0x10",
    "1e3",
    "1.2.3.4",
    "01.0.0",
    "1.02",
    "1.0-rc",
    "1.2.3-",
    "1.2.3-01",
    " 1.2.3",
    "1.2.3 ",
    "vv1.0.0",
    "=1.0.0",
  ])("refuses %j", (text) => {
    expect(productVersion(text)).toBeUndefined();
  });
});

describe("judgedVersion", () => {
  const withCurrent: Pick<Product, "current"> = { current: "2.1.328" };
  const without: Pick<Product, "current"> = {};
  it.each([
    [withCurrent, undefined, "2.1.328"],
    [withCurrent, "latest", "2.1.328"],
    [withCurrent, "beta", "2.1.328"],
    [withCurrent, "", "2.1.328"],
    [withCurrent, "*", "*"],
    [withCurrent, "2.1.207", "2.1.207"],
    [withCurrent, "v2.1", "2.1.0"],
    [withCurrent, "3.0.0", "3.0.0"],
    [without, undefined, "latest"],
    [without, "latest", "latest"],
    [without, "nightly", "latest"],
    [without, "*", "*"],
    [without, "1.6", "1.6.0"],
  ])("%j asked for %j is judged at %j", (product, version, expected) => {
    expect(judgedVersion(product, version)).toEqual({ version: expected, current: product.current });
  });

  it("reads each catalog record's current release", () => {
    expect(judgedVersion(PRODUCTS["gemini"])).toEqual({ version: "0.61.0", current: "0.61.0" });
    expect(judgedVersion(PRODUCTS["claude-code"], "latest")).toEqual({ version: "2.1.328", current: "2.1.328" });
    expect(judgedVersion(PRODUCTS["cursor"])).toEqual({ version: "latest", current: undefined });
  });
});

describe("holdsFor", () => {
  const at = (version: string, current?: string) => ({ version, current });
  it.each([
    // an explicit release: the range decides
    [">=1.99.0", "1.100.0-insider", undefined, true],
    ["<1.100.0", "1.100.0-insider", undefined, true],
    [">=1.100.0", "1.100.0-insider", undefined, false],
    ["<=0.47.3", "0.47.0", undefined, true],
    ["0.111.0", "0.111.0", "0.169.0", true],
    ["0.111.0", "0.112.0", "0.169.0", false],
    // latest, for a product without a current release: the ranges without an upper bound
    ["<=0.47.3", "latest", undefined, false],
    [">0.47.3", "latest", undefined, true],
    ["*", "latest", undefined, true],
    // the current release: a fact bounded below it, or recorded for one older release, does not hold
    ["<0.1.13", "0.61.0", "0.61.0", false],
    ["2.1.207", "2.1.328", "2.1.328", false],
    [">=1.28929.0", "2.2553.1", "2.2553.1", true],
    // every recorded version
    ["<0.1.13", "*", "0.61.0", true],
    ["2.1.207", "*", undefined, true],
  ])("range %j at %j (current %j): %j", (versions, version, current, expected) => {
    expect(holdsFor({ versions }, at(version, current))).toBe(expected);
  });

  it.each([
    // fixedBy ends a fact at the current release, any later one, and latest; below the current release the range decides
    ["*", "2.1.328", "2.1.328", false],
    ["*", "3.0.0", "2.1.328", false],
    ["*", "2.1.207", "2.1.328", true],
    ["*", "latest", undefined, false],
    ["*", "0.200.0", undefined, true],
    ["<0.1.13", "0.1.12", "0.61.0", true],
    ["<0.1.13", "0.1.13", "0.61.0", false],
    ["*", "*", "2.1.328", true],
  ])("fixed fact, range %j at %j (current %j): %j", (versions, version, current, expected) => {
    expect(holdsFor({ versions, fixedBy: "owner/repo#1" }, at(version, current))).toBe(expected);
  });
});

/** Every fact of a product record: its archetype uses, its wire parse, its rules and its client names. */
const factsOf = (product: Product): Evidence[] => [...product.archetypes, ...(product.wire === undefined ? [] : [product.wire]), ...product.rules, ...(product.clients === undefined ? [] : [product.clients])];

describe("the catalog's current releases", () => {
  it("are the products recorded with one, each in productVersion's form", () => {
    const current = Object.fromEntries(PRODUCT_IDS.flatMap((id) => (PRODUCTS[id].current === undefined ? [] : [[id, PRODUCTS[id].current]])));
    expect(current).toEqual({ "claude-code": "2.1.328", "claude-desktop": "2.2553.1", vscode: "1.131.0", windsurf: "1.9566.11", codex: "0.169.0", gemini: "0.61.0", "qwen-code": "0.15.10", continue: "1.5.47", "copilot-cli": "1.0.102", kilo: "7.7.7" });
    for (const version of Object.values(current)) expect(productVersion(version as string)).toBe(version);
  });

  it("are the newest versions their records cover: no range names a later one", () => {
    for (const id of PRODUCT_IDS) {
      const current = PRODUCTS[id].current;
      if (current === undefined) continue;
      for (const fact of factsOf(PRODUCTS[id])) {
        const named = new Range(fact.versions).set.flat().map((comparator): unknown => comparator.semver.version).filter((version): version is string => typeof version === "string" && version !== "");
        for (const version of named) expect(`${id} ${fact.versions}: ${new Range(`<=${current}`, { includePrerelease: true }).test(version)}`).toBe(`${id} ${fact.versions}: true`);
      }
    }
  });

  it("a fact with fixedBy of a product with a current release has a range bounded below that release", () => {
    let fixed = 0;
    for (const id of PRODUCT_IDS) {
      const current = PRODUCTS[id].current;
      if (current === undefined) continue;
      for (const fact of factsOf(PRODUCTS[id]).filter((candidate) => candidate.fixedBy !== undefined)) {
        expect(`${id} ${fact.versions}: ${holdsFor({ versions: fact.versions }, { version: current, current })}`).toBe(`${id} ${fact.versions}: false`);
        fixed++;
      }
    }
    // Gemini CLI's two: the OpenAPI 3.0 subset before 0.1.13 and digit-first names before 0.33.0; Zed records no current release
    expect(fixed).toBe(2);
  });
});

describe("sameFactsRange: the releases a product is judged alike at", () => {
  it.each([
    ["claude-code", undefined, ">=2.1.328"],
    ["claude-code", "2.1.207", ">=2.1.207 <2.1.328"],
    ["claude-code", "2.1.206", ">=2.1.205 <2.1.207"],
    ["claude-code", "1.0.0", "<2.1.100"],
    ["claude-desktop", undefined, ">=1.28929.0"],
    ["claude-desktop", "1.0.0", "<1.28929.0"],
    ["gemini", undefined, ">=0.61.0"],
    ["gemini", "0.1.12", "<0.1.13"],
    ["cursor", undefined, ">=2.5.0"],
    ["cursor", "0.47.3", ">=0.45.0 <0.49.0"],
    ["chatgpt", undefined, "*"],
    ["claude-code", "*", "*"],
  ] as const)("%s@%s: %s", (id, version, range) => {
    expect(sameFactsRange(PRODUCTS[id], judgedVersion(PRODUCTS[id], version))).toBe(range);
  });

  it("every release inside the range is judged alike, and the releases just outside it are not", () => {
    const facts = (id: ProductId, version: string) => factsOf(PRODUCTS[id]).filter((fact) => fact !== PRODUCTS[id].clients).map((fact) => holdsFor(fact, judgedVersion(PRODUCTS[id], version)));
    // Claude Code judged at 2.1.207: the same facts at 2.1.300, others at 2.1.206 and 2.1.328
    expect(facts("claude-code", "2.1.300")).toEqual(facts("claude-code", "2.1.207"));
    expect(facts("claude-code", "2.1.206")).not.toEqual(facts("claude-code", "2.1.207"));
    expect(facts("claude-code", "2.1.328")).not.toEqual(facts("claude-code", "2.1.207"));
    // Cursor at latest: as 2.5.0 and 9.0.0, not as 2.4.9
    expect(facts("cursor", "2.5.0")).toEqual(facts("cursor", "latest"));
    expect(facts("cursor", "9.0.0")).toEqual(facts("cursor", "latest"));
    expect(facts("cursor", "2.4.9")).not.toEqual(facts("cursor", "latest"));
  });
});
