/**
 * `pnpm bench [--check] [--time <ms>] [--only <id>] [--memory <count>]`: runs every comparison
 * of issue 6 and prints each median and ratio. `--check` exits 1 when a ratio misses its target by
 * more than noise (15 %); for people to run, not part of the test run.
 */
import { parseArgs } from "node:util";
import { cpus } from "node:os";
import { comparisons } from "./comparisons.js";
import { formatOutcome, measure, missedBeyondNoise, type Outcome } from "./measure.js";
import { MEMORY_TARGET_BYTES_PER_CONVERSION, measureMemory } from "./memory.js";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    time: { type: "string", default: "1000" },
    only: { type: "string" },
    memory: { type: "string", default: "100000" },
  },
});

const time = Number(values.time);
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`mcp-wire bench — Node ${process.version}, ${cpus().length} × ${cpu}, ${time} ms per side`);

const outcomes: Outcome[] = [];
for (const comparison of comparisons()) {
  if (values.only && comparison.id !== values.only) continue;
  const outcome = await measure(comparison, time);
  outcomes.push(outcome);
  console.log(formatOutcome(outcome));
}

let memoryFailed = false;
if (!values.only || values.only === "P6") {
  const memory = measureMemory(Number(values.memory));
  memoryFailed = memory.bytesPerConversion > MEMORY_TARGET_BYTES_PER_CONVERSION;
  console.log(
    `P6  heap growth after ${memory.count} cold conversions of fresh zod forms, after GC: ${(memory.growthBytes / 1024).toFixed(1)} KiB ` +
      `(${memory.bytesPerConversion.toFixed(2)} B per conversion; target ≤ ${MEMORY_TARGET_BYTES_PER_CONVERSION} B)${memoryFailed ? " ✗" : " ✓"}`,
  );
}

if (values.check) {
  const missed = outcomes.filter(missedBeyondNoise);
  for (const o of missed) console.error(`missed: ${o.comparison.id} ${o.comparison.title}`);
  if (missed.length > 0 || memoryFailed) process.exit(1);
}
