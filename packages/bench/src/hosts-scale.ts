/**
 * P12: `projectTools` (for Cursor) and `checkTools` (every archetype) on lists of 1,000, 10,000 and 100,000 tools
 * shaped like the captured servers' (hosts-scale-run.ts), each run in its own process so one size's heap never holds
 * another's. Two figures per run, each against a floor of the same run: the peak resident set the call adds, as a
 * multiple of the list's JSON size (target ≤ 10×), and its time per tool, as a multiple of the same function's time
 * per tool on the 1,000-tool list (target ≤ 1.3×: linear in the list).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ScaleRun } from "./hosts-scale-run.js";

/** The list sizes measured; the first is the per-tool floor. */
export const HOSTS_SCALE_SIZES: readonly number[] = [1_000, 10_000, 100_000];
/** Most peak memory a call may add, as a multiple of its list's JSON size. */
export const HOSTS_SCALE_MEMORY_TARGET = 10;
/** Most per-tool time at a size, as a multiple of the per-tool time at the first size. */
export const HOSTS_SCALE_TIME_TARGET = 1.3;

const RUN = fileURLToPath(new URL("./hosts-scale-run.js", import.meta.url));

function runOnce(which: string, count: number): Promise<ScaleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", RUN, which, String(count)], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => void (err += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as ScaleRun) : reject(new Error(`hosts-scale-run ${which} ${count} exited ${code}: ${err.slice(0, 500)}`))));
  });
}

/** One P12 line per function and size (sizes up to `max`), and whether any missed a target beyond `noise`. */
export async function hostsScaleRows(max: number, noise: number): Promise<{ readonly lines: string[]; readonly missed: boolean }> {
  const lines: string[] = [];
  let missed = false;
  for (const which of ["projectTools", "checkTools"]) {
    let floorUs: number | undefined;
    for (const count of HOSTS_SCALE_SIZES.filter((size) => size <= max)) {
      const run = await runOnce(which, count);
      const perToolUs = (run.ms * 1000) / run.count;
      floorUs ??= perToolUs;
      const memory = run.peakAddedBytes / run.listBytes;
      const time = perToolUs / floorUs;
      const mark = (ratio: number, target: number): string => (ratio <= target ? "✓" : ratio <= target * (1 + noise) ? "~ (within noise)" : ((missed = true), "✗"));
      const subject = which === "projectTools" ? "projectTools(…, cursor)" : "checkTools, every archetype";
      lines.push(
        `P12 ${`${subject}, ${count.toLocaleString("en")} tools (${(run.listBytes / 2 ** 20).toFixed(1)} MiB)`.padEnd(52)} ` +
          `peak +${(run.peakAddedBytes / 2 ** 20).toFixed(0)} MiB = ${memory.toFixed(1)}× the list (target ≤ ${HOSTS_SCALE_MEMORY_TARGET}×) ${mark(memory, HOSTS_SCALE_MEMORY_TARGET)} | ` +
          `${perToolUs.toFixed(1)} µs per tool = ${time.toFixed(2)}× that at ${HOSTS_SCALE_SIZES[0]?.toLocaleString("en")} (target ≤ ${HOSTS_SCALE_TIME_TARGET}×) ${mark(time, HOSTS_SCALE_TIME_TARGET)}`,
      );
    }
  }
  return { lines, missed };
}
