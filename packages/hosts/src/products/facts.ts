/**
 * Which of a product's facts apply to one judgement: those that hold at the version it is judged at
 * (`holdsFor`), split into the facts that count and the contested ones that are only shown "at risk".
 */
import type { HostIssue } from "../types.js";
import type { Evidence, EvidenceLevel } from "./types.js";
import { holdsFor, type JudgedVersion } from "./versions.js";

/** What one judgement of a product asks for: the version it is judged at, and which facts count. */
export interface FactSelection {
  readonly at: JudgedVersion;
  readonly evidence: EvidenceLevel;
}

/** The facts that hold at `selection.at`: `counted` those that count at `selection.evidence`, `atRisk` the contested rest. */
export interface SelectedFacts<F> {
  readonly counted: readonly F[];
  readonly atRisk: readonly F[];
}

/**
 * Splits `facts` for one judgement: a fact that does not hold at the version is left out; a contested fact counts
 * only at evidence level `contested`, else it is at risk; every other fact counts.
 * @returns the {@link SelectedFacts}, each list in `facts` order; never throws
 */
export function selectFacts<F extends Pick<Evidence, "versions" | "fixedBy" | "confidence">>(facts: readonly F[], selection: FactSelection): SelectedFacts<F> {
  const holding = facts.filter((fact) => holdsFor(fact, selection.at));
  const risky = (fact: F) => fact.confidence === "contested" && selection.evidence !== "contested";
  return { counted: holding.filter((fact) => !risky(fact)), atRisk: holding.filter(risky) };
}

/** `issue` marked as a finding of `fact` when the fact is contested (`HostIssue.contested`: both sides' sources); else `issue`. */
export function markContested(issue: HostIssue, fact: Pick<Evidence, "confidence" | "sources" | "against">): HostIssue {
  if (fact.confidence !== "contested") return issue;
  return { ...issue, contested: { sources: fact.sources, against: fact.against ?? [] } };
}
