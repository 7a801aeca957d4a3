/**
 * Which MCP revision each host negotiates with a server: a product by its recorded `negotiates` fact (at the version
 * judged; unknown: as the SDK 1.x client does), an SDK client archetype by its wire reading's `prefers`. A host is
 * judged at the first revision it prefers that the server speaks — the revision its `tools/list` is then parsed at.
 * Data only: the preferences live in the catalog (`Product.negotiates`) and the archetype profiles (`WireReading`).
 */
import { ARCHETYPE_PROFILES, type ArchetypeId } from "./archetypes.js";
import { PRODUCTS } from "./products/catalog/index.js";
import { selectFacts } from "./products/facts.js";
import { productOf, type HostTarget } from "./project/findings.js";
import type { EvidenceLevel } from "./products/types.js";
import { judgedVersion } from "./products/versions.js";
import type { Revision } from "./types.js";

/** The SDK 1.x client's preferences: what a product without a `negotiates` fact is judged by. */
const DEFAULT_PREFERS: readonly Revision[] = ARCHETYPE_PROFILES["mcp-sdk-v1-client"].wire?.prefers ?? ["2025-11-25"];

/**
 * The revisions `host` negotiates, most preferred first: a product's (or a `<product>+<model-api>` host's product's)
 * `negotiates.prefers` when that fact holds and counts at `version` (`judgedVersion`: absent is its current release)
 * and `evidence` (default `reported`), else the SDK 1.x client's; an archetype's wire `prefers`; `[]` for an archetype
 * that speaks no MCP (a validator, a model API).
 * @returns the revisions; never throws for a {@link HostTarget}
 */
export function preferredRevisions(host: HostTarget, version?: string, evidence: EvidenceLevel = "reported"): readonly Revision[] {
  const product = productOf(host);
  if (product === undefined) return ARCHETYPE_PROFILES[host as ArchetypeId].wire?.prefers ?? [];
  const record = PRODUCTS[product];
  const fact = selectFacts(record.negotiates === undefined ? [] : [record.negotiates], { at: judgedVersion(record, version), evidence }).counted[0];
  return fact?.prefers ?? DEFAULT_PREFERS;
}

/**
 * The revision `host` is judged at against a server: the first of its {@link preferredRevisions} that `speaks` holds,
 * else `fallback` (the revision a session actually negotiated: doctor's own, with the SDK 1.x client).
 * @param speaks - the revisions the server is known to speak
 * @returns one revision; never throws
 */
export function negotiatedRevision(host: HostTarget, speaks: ReadonlySet<Revision>, fallback: Revision, version?: string, evidence: EvidenceLevel = "reported"): Revision {
  return preferredRevisions(host, version, evidence).find((revision) => speaks.has(revision)) ?? fallback;
}
