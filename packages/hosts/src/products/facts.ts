/**
 * Which of a product's facts apply to one judgement: those that hold at the version it is judged at
 * (`holdsFor`) and at the MCP revision it negotiated (`Evidence.revisions`), split into the facts that count and the
 * contested ones that are only shown "at risk".
 */
import type { HostIssue, Revision } from "../types.js";
import type { ModelApi } from "../model-apis.js";
import type { Evidence, EvidenceLevel } from "./types.js";
import { holdsFor, type JudgedVersion } from "./versions.js";

/**
 * What one judgement of a product asks for: the version it is judged at, which facts count, and the MCP revision it
 * negotiated (absent: a judgement not tied to one revision, where every revision's facts hold).
 */
export interface FactSelection {
  readonly at: JudgedVersion;
  readonly evidence: EvidenceLevel;
  readonly revision?: Revision;
  /** The model API the product routes to, when the user named one (`<product>+<model-api>`); settles `Evidence.routes`. */
  readonly route?: ModelApi;
}

/** The facts that hold at `selection.at`: `counted` those that count at `selection.evidence`, `atRisk` the contested rest. */
export interface SelectedFacts<F> {
  readonly counted: readonly F[];
  readonly atRisk: readonly F[];
}

/**
 * A fact with the model API settled: a fact that holds only on some model APIs (`routes`) is left out when
 * `route` is not one of them, and when it is, its contest (which is the unknown route alone) is settled: it is
 * returned `confirmed`, without `against`. Without a `route`, or a fact without `routes`: the fact as recorded.
 */
function routed<F extends Pick<Evidence, "confidence" | "routes" | "against">>(fact: F, route: ModelApi | undefined): F | undefined {
  if (route === undefined || fact.routes === undefined) return fact;
  if (!fact.routes.includes(route)) return undefined;
  const { against: _against, ...settled } = fact;
  return { ...settled, confidence: "confirmed" } as F;
}

/**
 * Splits `facts` for one judgement: a fact that does not hold at the version, is scoped to revisions other than
 * `selection.revision`, or does not hold on the model API routed to (`selection.route` against `Evidence.routes`), is
 * left out; a contested fact counts only at evidence level `contested`, else it is at risk; every other fact counts.
 * @returns the {@link SelectedFacts}, each list in `facts` order (a fact settled by the route is a confirmed copy); never throws
 */
export function selectFacts<F extends Pick<Evidence, "versions" | "fixedBy" | "confidence" | "revisions" | "routes" | "against">>(facts: readonly F[], selection: FactSelection): SelectedFacts<F> {
  const atRevision = (fact: F) => fact.revisions === undefined || selection.revision === undefined || fact.revisions.includes(selection.revision);
  const holding = facts.flatMap((fact) => {
    const settled = holdsFor(fact, selection.at) && atRevision(fact) ? routed(fact, selection.route) : undefined;
    return settled === undefined ? [] : [settled];
  });
  const risky = (fact: F) => fact.confidence === "contested" && selection.evidence !== "contested";
  return { counted: holding.filter((fact) => !risky(fact)), atRisk: holding.filter(risky) };
}

/** `issue` marked as a finding of `fact` when the fact is contested (`HostIssue.contested`: both sides' sources); else `issue`. */
export function markContested(issue: HostIssue, fact: Pick<Evidence, "confidence" | "sources" | "against">): HostIssue {
  if (fact.confidence !== "contested") return issue;
  return { ...issue, contested: { sources: fact.sources, against: fact.against ?? [] } };
}
