/**
 * One comparison: both sides timed by tinybench in the same run, reported as medians (µs) and
 * their ratio. Only ratios are judged: machines are noisy, absolute times are not portable.
 */
import { Bench } from "tinybench";

/** One side of a comparison: a label and the function timed (one call per sample). */
export interface Side {
  readonly label: string;
  readonly run: () => unknown;
}

/**
 * A comparison and its target. `ratio` is `base / subject` when `better` is `"faster"` (how many
 * times faster the subject is) and `subject / base` when it is `"slower"` (how many times the
 * base's time the subject takes).
 */
export interface Comparison {
  readonly id: string;
  readonly title: string;
  readonly subject: Side;
  readonly base: Side;
  readonly better: "faster" | "slower";
  /** `faster`: ratio must be ≥ target; `slower`: ratio must be ≤ target. `undefined`: report only. */
  readonly target: number | undefined;
  /**
   * Least samples per side and round (tinybench `iterations`; its default 64 when absent), for sides that take a
   * large part of a second each (P8 starts a server per sample).
   */
  readonly samples?: number;
}

/** The measured outcome of a {@link Comparison}: medians in microseconds (see {@link measure}) and the ratio. */
export interface Outcome {
  readonly comparison: Comparison;
  readonly subjectMedianUs: number;
  readonly baseMedianUs: number;
  readonly ratio: number;
  /** `true`/`false` against the target; `undefined` when there is none. */
  readonly met: boolean | undefined;
}

/** Allowed miss before `--check` fails: ratios within 15 % of the target count as noise. */
export const NOISE = 0.15;

/** Rounds each comparison is split into; the two sides alternate which runs first. */
export const ROUNDS = 5;

function taskMedian(bench: Bench, name: string): number {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || result.state !== "completed") throw new Error(`benchmark ${name} did not complete: ${result?.state}`);
  return result.latency.p50 * 1000;
}

const middle = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Times both sides of a comparison: {@link ROUNDS} tinybench runs of `time / ROUNDS` ms per side,
 * the sides alternating which goes first, so drift (GC, heap growth, other load) hits both alike.
 * Each side's figure is the median of its per-round medians.
 * @param time - milliseconds of sampling per side, over all rounds
 */
export async function measure(comparison: Comparison, time: number): Promise<Outcome> {
  const subjects: number[] = [];
  const bases: number[] = [];
  const { subject: s, base: b } = comparison;
  for (let round = 0; round < ROUNDS; round++) {
    const bench = new Bench({ time: time / ROUNDS, warmupTime: Math.min(200, time / ROUNDS / 2), ...(comparison.samples === undefined ? {} : { iterations: comparison.samples, warmupIterations: 1 }) });
    const order = round % 2 === 0 ? [s, b] : [b, s];
    for (const side of order) bench.add(side.label, side.run);
    await bench.run();
    subjects.push(taskMedian(bench, s.label));
    bases.push(taskMedian(bench, b.label));
  }
  const subject = middle(subjects);
  const base = middle(bases);
  const ratio = comparison.better === "faster" ? base / subject : subject / base;
  const { target } = comparison;
  const met = target === undefined ? undefined : comparison.better === "faster" ? ratio >= target : ratio <= target;
  return { comparison, subjectMedianUs: subject, baseMedianUs: base, ratio, met };
}

/** Whether an outcome misses its target by more than {@link NOISE}. */
export function missedBeyondNoise(outcome: Outcome): boolean {
  const { target, better } = outcome.comparison;
  if (target === undefined) return false;
  return better === "faster" ? outcome.ratio < target * (1 - NOISE) : outcome.ratio > target * (1 + NOISE);
}

/** One report line: `P1 zod cold  ours 150.2 µs  peer 1203.5 µs  8.01× faster (target ≥ 5×) ✓`. */
export function formatOutcome(o: Outcome): string {
  const { comparison: c } = o;
  const goal = c.target === undefined ? "report" : `target ${c.better === "faster" ? "≥" : "≤"} ${c.target}×`;
  const mark = o.met === undefined ? "" : o.met ? " ✓" : missedBeyondNoise(o) ? " ✗" : " ~ (within noise)";
  const ratio = `${o.ratio.toFixed(2)}× ${c.better === "faster" ? "faster" : "the base's time"}`;
  return `${c.id.padEnd(4)}${c.title.padEnd(52)} ${c.subject.label} ${o.subjectMedianUs.toFixed(2)} µs | ${c.base.label} ${o.baseMedianUs.toFixed(2)} µs | ${ratio} (${goal})${mark}`;
}
