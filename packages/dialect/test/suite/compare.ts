/**
 * Runs suite groups through a runner and compares each result with the suite's expected `valid`.
 */
import type { JsonSchema } from "../../src/index.js";
import type { RunGroup } from "./engines.js";
import type { SuiteGroup } from "./load.js";

/** One test's outcome: the suite's expectation and what a runner said. */
export interface Outcome {
  /** `file.json: group / test`. */
  readonly name: string;
  readonly group: string;
  readonly expected: boolean;
  readonly actual: boolean | "error";
}

/** Runs every group (with `transform` applied to its schema; `undefined` skips the group). */
export async function runGroups(
  groups: readonly SuiteGroup[],
  run: RunGroup,
  transform: (group: SuiteGroup) => JsonSchema | undefined = (group) => group.schema,
): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const group of groups) {
    const schema = transform(group);
    if (schema === undefined) continue;
    const results = await run(schema, group.tests.map((test) => test.data));
    group.tests.forEach((test, index) => {
      out.push({ name: `${group.name} / ${test.description}`, group: group.name, expected: test.valid, actual: results[index] ?? "error" });
    });
  }
  return out;
}

/** Number of outcomes that agree with the suite. */
export function agreeing(outcomes: readonly Outcome[]): number {
  return outcomes.filter((outcome) => outcome.actual === outcome.expected).length;
}

/** Names of tests that agree in `before` but not in `after` (matched by name). */
export function regressions(before: readonly Outcome[], after: readonly Outcome[]): string[] {
  const afterByName = new Map(after.map((outcome) => [outcome.name, outcome]));
  return before
    .filter((outcome) => outcome.actual === outcome.expected)
    .filter((outcome) => {
      const next = afterByName.get(outcome.name);
      return next !== undefined && next.actual !== next.expected;
    })
    .map((outcome) => outcome.name);
}
