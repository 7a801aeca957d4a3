/** Which product versions a fact holds for: the semver range on its evidence, against the version a client announces. */
import { coerce, satisfies, valid } from "semver";
import type { Evidence } from "./types.js";

/**
 * Whether a fact holds for `version`: always when the version is unknown or not a version (`"latest"`); otherwise
 * when it satisfies the fact's range (after coercing `1.99` to `1.99.0`, as npm's semver does).
 */
export function holdsFor(evidence: Pick<Evidence, "versions">, version: string | undefined): boolean {
  const parsed = version === undefined ? null : valid(coerce(version));
  return parsed === null || satisfies(parsed, evidence.versions);
}
