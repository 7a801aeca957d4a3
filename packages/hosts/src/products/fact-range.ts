/**
 * The releases a product is judged alike at: around the version it is judged at, the interval where exactly the same
 * of its facts hold — what a verdict or a fix checked at that version holds for.
 */
// semver's function and class modules, not its index (which loads all 47 of its modules at start-up)
import Range from "semver/classes/range.js";
import type SemVer from "semver/classes/semver.js";
import compare from "semver/functions/compare.js";
import parse from "semver/functions/parse.js";
import type { Evidence, Product } from "./types.js";
import { EVERY_VERSION, holdsFor, LATEST, type JudgedVersion } from "./versions.js";

/** One version the facts are read at: a boundary some fact's range names, or a release strictly between two. */
interface Point {
  readonly version: string;
  readonly boundary: boolean;
}

/** Every fact of `product` that holds over a version range: its archetype uses, parses, negotiation and rules. */
export function productFacts(product: Product): readonly Evidence[] {
  return [...product.archetypes, ...(product.wire === undefined ? [] : [product.wire]), ...(product.results ?? []), ...(product.negotiates === undefined ? [] : [product.negotiates]), ...product.rules];
}

/** Every version a fact range of `product` names (and its current release, where `fixedBy` facts end), sorted. */
function boundaries(product: Product): SemVer[] {
  const facts = productFacts(product);
  // a comparator of `*` carries semver's ANY, with no version
  const named = facts.flatMap((fact) => new Range(fact.versions, { includePrerelease: true }).set.flat().map((comparator): unknown => comparator.semver.version));
  const unique = [...new Set([...named, ...(product.current === undefined ? [] : [product.current])])];
  return unique.flatMap((version) => (typeof version === "string" ? [parse(version)] : [])).filter((version): version is SemVer => version !== null).sort(compare);
}

/** A release strictly between `a` and `b` (`b` absent: above `a`), or `undefined` when semver has none to name. */
function between(a: SemVer, b: SemVer | undefined): string | undefined {
  const candidates = [`${a.major}.${a.minor}.${a.patch + 1}-0`, `${a.version}.0`];
  return candidates.find((candidate) => compare(candidate, a) > 0 && (b === undefined || compare(candidate, b) < 0));
}

/**
 * The largest interval of `product`'s releases around `at` at which exactly the facts that hold at `at` hold (its
 * archetype uses, its tools/list parses, its negotiation, its rules; `holdsFor`, `fixedBy` included), as a semver range: `>=1.28929.0`,
 * `>=2.1.207 <2.1.328`, `<=0.47.3`, one release (`0.111.0`), or `*` when every release is judged alike. At {@link LATEST} (a product without a
 * current release) the interval reaches above every named release; at {@link EVERY_VERSION}, `*`.
 * @param product - a product record (`PRODUCTS[id]`)
 * @param at - the version it is judged at (`judgedVersion`)
 * @returns the range; never throws for a catalog record (every fact range parses)
 */
export function sameFactsRange(product: Product, at: JudgedVersion): string {
  if (at.version === EVERY_VERSION) return EVERY_VERSION;
  const facts = productFacts(product);
  const signature = (version: string) => facts.map((fact) => (holdsFor(fact, { version, current: at.current }) ? "1" : "0")).join("");
  const marks = boundaries(product);
  const points: Point[] = [];
  const first = marks[0];
  if (first !== undefined && compare(first, "0.0.0") > 0) points.push({ version: "0.0.0", boundary: false });
  marks.forEach((mark, i) => {
    points.push({ version: mark.version, boundary: true });
    const next = between(mark, marks[i + 1]);
    if (next !== undefined) points.push({ version: next, boundary: false });
  });
  // the judged version among the points: the top one at latest (above every named release), else in semver order
  const judged = at.version === LATEST ? points.length - 1 : insert(points, at.version);
  const wanted = at.version === LATEST ? signature(LATEST) : signature(at.version);
  const same = (i: number) => signature((points[i] as Point).version) === wanted;
  let low = judged;
  while (low > 0 && same(low - 1)) low--;
  let high = judged;
  while (high < points.length - 1 && same(high + 1)) high++;
  const bounds: string[] = [];
  if (low > 0) {
    const lowest = points[low] as Point;
    bounds.push(lowest.boundary ? `>=${lowest.version}` : `>${(points[low - 1] as Point).version}`);
  }
  if (high < points.length - 1) {
    const above = points[high + 1] as Point;
    bounds.push(above.boundary ? `<${above.version}` : `<=${(points[high] as Point).version}`);
  }
  if (bounds.length === 2 && bounds[0] === `>=${(points[low] as Point).version}` && bounds[1] === `<=${(points[low] as Point).version}`) return (points[low] as Point).version;
  return bounds.length === 0 ? EVERY_VERSION : bounds.join(" ");
}

/** Puts `version` among `points` in semver order (as a point between boundaries unless it is one); returns its index. */
function insert(points: Point[], version: string): number {
  const at = points.findIndex((point) => compare(point.version, version) >= 0);
  if (at !== -1 && compare((points[at] as Point).version, version) === 0) return at;
  const index = at === -1 ? points.length : at;
  points.splice(index, 0, { version, boundary: false });
  return index;
}
