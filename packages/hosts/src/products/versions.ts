/** Which product versions a fact holds for: the semver range on its evidence, against the version a client announces. */
import { coerce, satisfies, valid } from "semver";
import type { Evidence } from "./types.js";

/**
 * A product version as a user or a client gives it (`2.1.206`, `1.0`, `v0.1.12`), normalized to a full semver
 * version as npm's semver coerces it (`1.0` → `1.0.0`); `undefined` when the text does not start with a version
 * number (`latest`, `beta`, ``).
 */
export function productVersion(text: string): string | undefined {
  if (!/^v?\d/.test(text)) return undefined;
  return valid(coerce(text)) ?? undefined;
}

/**
 * Whether a fact holds for `version`: always when the version is unknown or not a version (`"latest"`); otherwise
 * when it satisfies the fact's range (after coercing `1.99` to `1.99.0`, as npm's semver does).
 */
export function holdsFor(evidence: Pick<Evidence, "versions">, version: string | undefined): boolean {
  const parsed = version === undefined ? undefined : productVersion(version);
  return parsed === undefined || satisfies(parsed, evidence.versions);
}
