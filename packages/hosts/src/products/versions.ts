/** Which product versions a fact holds for: the semver range on its evidence, against the version a client announces. */
import { coerce, satisfies, valid } from "semver";
import type { Evidence } from "./types.js";

/** The product version `latest`: the newest release, whatever its number. */
export const LATEST = "latest";

/** A version above every release: it satisfies exactly the ranges without an upper bound (`*`, `>=1.2.0`). */
const ABOVE_EVERY_RELEASE = "999999999.0.0";

/**
 * A product version as a user or a client gives it (`2.1.206`, `1.0`, `v0.1.12`, `latest`), normalized to a full
 * semver version as npm's semver coerces it (`1.0` → `1.0.0`), or {@link LATEST}; `undefined` when the text is
 * neither (`beta`, ``).
 */
export function productVersion(text: string): string | undefined {
  if (text === LATEST) return LATEST;
  if (!/^v?\d/.test(text)) return undefined;
  return valid(coerce(text)) ?? undefined;
}

/**
 * Whether a fact holds for `version`: always when the version is unknown (`undefined`, or not a version); for
 * {@link LATEST}, when its range has no upper bound (a fact fixed in some release, or recorded for one release
 * only, does not hold); otherwise when the version satisfies the range (after coercing `1.99` to `1.99.0`, as
 * npm's semver does).
 */
export function holdsFor(evidence: Pick<Evidence, "versions">, version: string | undefined): boolean {
  const parsed = version === undefined ? undefined : productVersion(version);
  if (parsed === undefined) return true;
  return satisfies(parsed === LATEST ? ABOVE_EVERY_RELEASE : parsed, evidence.versions);
}
