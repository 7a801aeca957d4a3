/**
 * Which product versions a fact holds for: the semver range on its evidence, against the version a product is judged
 * at — one release, its current release (the default), or every recorded version (`*`).
 */
// semver's function modules, not its index (which loads all 47 of its modules at start-up)
import gt from "semver/functions/gt.js";
import lt from "semver/functions/lt.js";
import satisfies from "semver/functions/satisfies.js";
import type { Evidence, Product } from "./types.js";
import { EVERY_VERSION, LATEST, productVersion } from "./version-text.js";

export { EVERY_VERSION, LATEST, productVersion };

/** A version above every release: it satisfies exactly the ranges without an upper bound (`*`, `>=1.2.0`). */
const ABOVE_EVERY_RELEASE = "999999999.0.0";

/**
 * The version a product is judged at: `version` is a release ({@link productVersion}'s form), {@link LATEST} (only for
 * a product that records no current release) or {@link EVERY_VERSION}; `current` is the product's current release
 * ({@link Product.current}), when it records one.
 */
export interface JudgedVersion {
  readonly version: string;
  readonly current: string | undefined;
}

/**
 * The version `product` is judged at when `version` is asked for: `*` → every recorded version; a release (any form
 * {@link productVersion} reads) → that release; nothing, `latest`, or a text that is not a version (a client that
 * announces `beta`) → the product's current release, or {@link LATEST} when it records none.
 * @returns the {@link JudgedVersion}; never throws
 */
export function judgedVersion(product: Pick<Product, "current">, version?: string): JudgedVersion {
  const current = product.current;
  const parsed = version === undefined ? undefined : productVersion(version);
  if (parsed === undefined || parsed === LATEST) return { version: current ?? LATEST, current };
  return { version: parsed, current };
}

/**
 * The product's current release ({@link Product.current}, the newest version its records cover) when `version` is a
 * release newer than it (semver order, prereleases included: `2.1.329-0` is newer than `2.1.328`): no record says
 * anything of such a release, and the facts that hold at the current release hold at every later one (no fact range
 * ends above the current release), so it is judged as the current release. `undefined` for the current release or an
 * older one, for `latest`, `*`, a text that is not a version, and for a product that records no current release.
 * @param product - a product record (`PRODUCTS[id]`) or its `current`
 * @param version - the version asked for, as a user or a client gives it ({@link productVersion} reads it)
 * @returns the current release, or `undefined`; never throws
 */
export function newerThanRecorded(product: Pick<Product, "current">, version: string): string | undefined {
  const release = productVersion(version);
  const current = product.current;
  if (current === undefined || release === undefined || release === LATEST || release === EVERY_VERSION) return undefined;
  return gt(release, current) ? current : undefined;
}

/**
 * Whether a fact holds for the version a product is judged at ({@link judgedVersion}):
 * - at {@link EVERY_VERSION}: always;
 * - otherwise the version must satisfy the fact's range (a prerelease in semver order: `1.100.0-insider` is within
 *   `>=1.99.0` and below `1.100.0`); {@link LATEST} (a product without a current release) satisfies exactly the
 *   ranges without an upper bound;
 * - and a fact with `fixedBy` (a public change ended it) does not hold at the current release, at any later release,
 *   nor at {@link LATEST}: the fix is public, so the newest release the records cover is taken to carry it. Below the
 *   current release (or at any release of a product that records none) its range decides: a `*` range means the
 *   release that carried the fix is not public, so every such release keeps the fact.
 */
export function holdsFor(evidence: Pick<Evidence, "versions" | "fixedBy">, at: JudgedVersion): boolean {
  if (at.version === EVERY_VERSION) return true;
  const version = at.version === LATEST ? ABOVE_EVERY_RELEASE : at.version;
  if (!satisfies(version, evidence.versions, { includePrerelease: true })) return false;
  if (evidence.fixedBy === undefined) return true;
  return at.version !== LATEST && (at.current === undefined || lt(version, at.current));
}
