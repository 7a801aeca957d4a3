/**
 * Compares a baseline run with a run on transformed schemas, test by test (matched by name).
 */
import type { Outcome } from "./compare.js";

/** Counts over the tests whose baseline agrees with the suite. */
export interface Tally {
  /** Baseline agrees with the suite. */
  readonly counted: number;
  /** Same answer after. */
  readonly same: number;
  /** Expected invalid, accepted after. */
  readonly loosened: number;
  /** Expected valid, rejected after. */
  readonly tightened: number;
  /** The schema did not load or compile after. */
  readonly error: number;
  readonly errorNames: readonly string[];
  /** Loosened tests per suite file (keyword family). */
  readonly loosenedByFile: Readonly<Record<string, number>>;
}

export function tally(baseline: readonly Outcome[], after: readonly Outcome[]): Tally {
  const byName = new Map(baseline.map((outcome) => [outcome.name, outcome]));
  let counted = 0, same = 0, loosened = 0, tightened = 0, error = 0;
  const errorNames: string[] = [];
  const loosenedByFile: Record<string, number> = {};
  for (const outcome of after) {
    const base = byName.get(outcome.name);
    if (base === undefined || base.actual !== base.expected) continue;
    counted++;
    if (outcome.actual === "error") {
      error++;
      errorNames.push(outcome.name);
    } else if (outcome.actual === outcome.expected) same++;
    else if (outcome.expected) tightened++;
    else {
      loosened++;
      const file = outcome.group.slice(0, outcome.group.indexOf(":"));
      loosenedByFile[file] = (loosenedByFile[file] ?? 0) + 1;
    }
  }
  return { counted, same, loosened, tightened, error, errorNames, loosenedByFile };
}
