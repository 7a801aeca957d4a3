/**
 * How many cases each property generates, and with which seed: fixed and reproducible.
 *
 * - `MCP_WIRE_FC_SCALE` (default 1) multiplies every property's default number of runs; the long
 *   mode is `MCP_WIRE_FC_SCALE=50` (docs/reliability.md lists the figures).
 * - `MCP_WIRE_FC_SEED` (default {@link DEFAULT_SEED}) replaces the seed, e.g. to replay the seed a
 *   failure printed. fast-check prints the seed and the shrunk counterexample on every failure.
 * - `MCP_WIRE_FC_COUNTS=1` prints, for every property, how its runs ended (see {@link expectCompared}).
 */
import type { Parameters } from "fast-check";
import { expect } from "vitest";

/** The seed every property runs with unless `MCP_WIRE_FC_SEED` names another. */
export const DEFAULT_SEED = 20260728;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return value;
}

/** The multiplier of every property's default number of runs. */
export const SCALE = positiveNumber("MCP_WIRE_FC_SCALE", 1);
/** The seed in force. */
export const SEED = Math.trunc(positiveNumber("MCP_WIRE_FC_SEED", DEFAULT_SEED));

/** Runs of a property whose default is `runs`, after {@link SCALE}. */
export function runsOf(runs: number): number {
  return Math.max(1, Math.round(runs * SCALE));
}

/** fast-check parameters: the fixed seed and `runs` × {@link SCALE} runs. */
export function params<T>(runs: number): Parameters<T> {
  return { seed: SEED, numRuns: runsOf(runs) };
}

/** Test timeout (ms) for a property with a default of `runs`: `perRunMs` per run, at least 30 s. */
export function timeoutFor(runs: number, perRunMs = 5): number {
  return Math.max(30_000, runsOf(runs) * perRunMs);
}

/**
 * The runs of one property by how each ended: `compared` counts the runs that really compared a
 * verdict; every other key (`reasons`) counts runs that ended without comparing (an early exit, a
 * skip, a degenerate case). The property increments one key per run.
 */
export function runCounts<K extends string>(...reasons: K[]): Record<"compared" | K, number> {
  return Object.fromEntries(["compared", ...reasons].map((key) => [key, 0])) as Record<"compared" | K, number>;
}

/**
 * Asserts, after `fc.assert`, that at least `share` (0–1) of the property's runs (`runs` × SCALE)
 * compared a verdict, so a generator that stops producing comparable cases fails the test.
 */
export function expectCompared(counts: { compared: number }, runs: number, share: number): void {
  const floor = Math.floor(runsOf(runs) * share);
  const report = `${JSON.stringify(counts)}, floor ${floor} of ${runsOf(runs)} runs`;
  if (process.env["MCP_WIRE_FC_COUNTS"]) console.log(`runs of "${expect.getState().currentTestName}": ${report}`);
  expect(counts.compared, `runs that compared: ${report}`).toBeGreaterThanOrEqual(floor);
}
