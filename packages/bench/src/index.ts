/**
 * `pnpm bench [--check] [--time <ms>] [--only <id>] [--memory <count>] [--scale <tools>]`: runs every comparison
 * in comparisons.ts (P1–P6 of the schema work, P7 of `mcp-wire proxy`, P8 of `mcp-wire doctor`, P9 `checkTools` against Ajv,
 * P10 doctor at 1,000 to 100,000 tools with its memory floor (reported, not checked), P12 `projectTools` and `checkTools` from 1,000 to 100,000 tools, S1 start-up)
 * and prints each median and ratio (targets:
 * docs/performance.md). `--check` exits 1 when a ratio misses its target by
 * more than noise (15 %); for people to run, not part of the test run.
 */
import { parseArgs } from "node:util";
import { cpus } from "node:os";
import { comparisons } from "./comparisons.js";
import { formatOutcome, measure, missedBeyondNoise, NOISE, type Outcome } from "./measure.js";
import { MEMORY_TARGET_BYTES_PER_CONVERSION, measureMemory } from "./memory.js";
import { proxyBench } from "./proxy.js";
import { doctorComparisons } from "./doctor.js";
import { formatScaleRow, MEMORY_TARGET, PER_TOOL_TARGET, scaleRows, scaleSizes } from "./scale.js";
import { startupComparisons } from "./startup.js";
import { hostsScaleRows } from "./hosts-scale.js";

const USAGE = `usage: pnpm bench [--check] [--time <ms per side, default 1000>] [--only <P1..P10, P12, S1>] [--memory <conversions, default 100000>] [--scale <largest list for P10 and P12, default 100000>]
  --check   exit 1 when a ratio misses its target by more than 15 % (noise), or memory grows past its bound
  marks: ✓ target met, ✗ missed beyond noise, ~ missed within noise, (report) no target; see docs/performance.md`;

function usage(message: string): never {
  console.error(`mcp-wire bench: ${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      check: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
      time: { type: "string", default: "1000" },
      only: { type: "string" },
      memory: { type: "string", default: "100000" },
      scale: { type: "string", default: "100000" },
    },
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const positive = (name: string, text: string): number => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : usage(`--${name} must be a positive number, got ${JSON.stringify(text)}`);
};
const time = positive("time", values.time);
const memoryCount = Math.trunc(positive("memory", values.memory));
const scaleMax = positive("scale", values.scale);
const cpu = cpus()[0]?.model ?? "unknown CPU";

const all = comparisons();
const ids = [...new Set([...all.map((c) => c.id), "P6", "P7", "P8", "P10", "P12", "S1"])].sort();
const only = values.only?.toUpperCase();
if (only !== undefined && !ids.includes(only)) usage(`--only must be one of ${ids.join(", ")}, got ${JSON.stringify(values.only)}`);
console.log(`mcp-wire bench — Node ${process.version}, ${cpus().length} × ${cpu}, ${time} ms per side`);

const outcomes: Outcome[] = [];
for (const comparison of all) {
  if (only && comparison.id !== only) continue;
  const outcome = await measure(comparison, time);
  outcomes.push(outcome);
  console.log(formatOutcome(outcome));
}

if (!only || only === "P7") {
  const proxy = await proxyBench();
  try {
    for (const comparison of proxy.comparisons) {
      const outcome = await measure(comparison, time);
      outcomes.push(outcome);
      console.log(formatOutcome(outcome));
    }
  } finally {
    await proxy.close();
  }
}

if (!only || only === "P8") {
  for (const comparison of await doctorComparisons()) {
    const outcome = await measure(comparison, time);
    outcomes.push(outcome);
    console.log(formatOutcome(outcome));
  }
}

let scaleFailed = false;
if (!only || only === "P10") {
  const rows = await scaleRows(scaleSizes(Math.max(1, Math.trunc(scaleMax))), (row) => console.log(formatScaleRow(row)));
  scaleFailed = rows.some((row) => row.perToolRatio > PER_TOOL_TARGET * (1 + NOISE) || row.memoryRatio > MEMORY_TARGET * (1 + NOISE));
}

let hostsScaleFailed = false;
if (!only || only === "P12") {
  const scale = await hostsScaleRows(scaleMax, NOISE);
  for (const line of scale.lines) console.log(line);
  hostsScaleFailed = scale.missed;
}

if (!only || only === "S1") {
  for (const comparison of startupComparisons()) {
    const outcome = await measure(comparison, time);
    outcomes.push(outcome);
    console.log(formatOutcome(outcome));
  }
}

let memoryFailed = false;
if (!only || only === "P6") {
  const memory = measureMemory(memoryCount);
  memoryFailed = memory.bytesPerConversion > MEMORY_TARGET_BYTES_PER_CONVERSION;
  console.log(
    `P6  heap growth after ${memory.count} cold conversions of fresh zod forms, after GC: ${(memory.growthBytes / 1024).toFixed(1)} KiB ` +
      `(${memory.bytesPerConversion.toFixed(2)} B per conversion; target ≤ ${MEMORY_TARGET_BYTES_PER_CONVERSION} B)${memoryFailed ? " ✗" : " ✓"}`,
  );
}

if (values.check) {
  const missed = outcomes.filter(missedBeyondNoise);
  for (const o of missed) console.error(`missed: ${o.comparison.id} ${o.comparison.title}`);
  if (hostsScaleFailed) console.error("missed: P12 (see its lines)");
  if (missed.length > 0 || memoryFailed || scaleFailed || hostsScaleFailed) process.exit(1);
}
