/** Which product versions a fact holds for: the semver range on its evidence, against the version a client announces. */
import { satisfies } from "semver";
import type { Evidence } from "./types.js";

/** The product version `latest`: the newest release, whatever its number. */
export const LATEST = "latest";

/** A version above every release: it satisfies exactly the ranges without an upper bound (`*`, `>=1.2.0`). */
const ABOVE_EVERY_RELEASE = "999999999.0.0";

/**
 * `N`, `N.N` or `N.N.N` (semver 2.0.0 §2: no leading zeros), an optional leading `v`, and on the full form only an
 * optional prerelease (§9) and build (§10).
 */
const VERSION = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?(\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?)?)?$/u;

/**
 * A product version as a user or a client gives it, normalized to a full semver version, or {@link LATEST}:
 * exactly `latest`; `N`, `N.N`, `N.N.N` with an optional leading `v` (`1.0` → `1.0.0`, `v0.1.12` → `0.1.12`); on
 * the full form an optional prerelease and build (`1.100.0-insider` → `1.100.0-insider`, the build dropped as semver
 * ignores it in ranges). Each number is a decimal without leading zeros within `Number.MAX_SAFE_INTEGER` (npm
 * semver's bound). Anything else (`beta`, ``, `01.0.0`, `0x10`, `1e3`, `1.2.3.4`, `1.0-rc`, `99999999999999999999`)
 * is `undefined`.
 * @see semver 2.0.0 §2, §9, §10 (https://semver.org/spec/v2.0.0.html)
 */
export function productVersion(text: string): string | undefined {
  if (text === LATEST) return LATEST;
  const match = VERSION.exec(text);
  if (match === null) return undefined;
  const numbers = [match[1], match[2] ?? "0", match[3] ?? "0"].map(Number);
  if (!numbers.every((n) => Number.isSafeInteger(n))) return undefined;
  return `${numbers.join(".")}${match[4] ?? ""}`;
}

/**
 * Whether a fact holds for `version`: always when the version is unknown (`undefined`, or not a version); for
 * {@link LATEST}, when its range has no upper bound (a fact fixed in some release, or recorded for one release
 * only, does not hold); otherwise when the version ({@link productVersion}'s form) satisfies the range, a prerelease
 * in semver order (`1.100.0-insider` is within `>=1.99.0` and below `1.100.0`).
 */
export function holdsFor(evidence: Pick<Evidence, "versions">, version: string | undefined): boolean {
  const parsed = version === undefined ? undefined : productVersion(version);
  if (parsed === undefined) return true;
  return satisfies(parsed === LATEST ? ABOVE_EVERY_RELEASE : parsed, evidence.versions, { includePrerelease: true });
}
