/**
 * P10: `mcp-wire doctor` at scale (docs/performance.md, "P10"). Tool lists of 1,000, 10,000 and 100,000 distinct
 * tools shaped like the captured servers (`scaledList`, scaled-list.ts) are written as captures and replayed, one
 * process per run (`node packages/cli/bin/mcp-wire.js doctor --format json --replay <file>`: the installed bin, the bundle, stdout discarded), and so is
 * a list of no tool, the base of start-up, loading and the report's fixed part. Each row prints:
 * - the per-tool CPU time (user + system, read by usage.ts: unlike wall time it does not grow when other processes
 *   share the cores), `(CPU time − the empty list's) / tools`, and its ratio to the 1,000-tool row's (target ≤ 1.3:
 *   the cost of a tool does not grow with the list); the wall time beside it;
 * - the peak resident set size (`maxRSS` of the process, read by usage.ts) and the growth over the empty list's
 *   peak as a multiple of the list's size in bytes (target ≤ 10);
 * - beside it, the same growth for the memory floor: a process that does only what any client must do with the same
 *   file (scale-floor.ts: read and parse the list, hold it, compile every tool's schemas with the real validators the
 *   judged hosts embed, in the roles each compiles: {@link floorCompiles}), over its own run on the empty list, and
 *   doctor's growth as a multiple of the floor's (only when the floor grew by the list's size or more: at 1,000 tools
 *   its growth is within the spread of its runs); the row says when the floor alone is near the target or above it.
 *   The floor is the median of {@link FLOOR_RUNS} runs (about a second a run up to 10,000 tools).
 * One sample of doctor per size: the 100,000-tool run takes minutes (`--scale` stops at a smaller list, see
 * {@link scaleSizes}).
 */
import { spawn } from "node:child_process";
import { DEFAULT_HOSTS } from "@mcp-wire/cli";
import { ARCHETYPE_PROFILES, inScope, isProductHost, PRODUCTS } from "@mcp-wire/hosts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { scaledList } from "./scaled-list.js";
import { MCP_WIRE } from "./mcp-wire.js";

const USAGE = new URL("./usage.js", import.meta.url).href;
const FLOOR = fileURLToPath(new URL("./scale-floor.js", import.meta.url));

/** The list sizes of the rows; the first is the one the others' per-tool time is compared with. */
export const SCALE_SIZES: readonly number[] = [1_000, 10_000, 100_000];
/**
 * The P10 sizes up to `max` (`pnpm bench --scale <max>`): those of {@link SCALE_SIZES} at most `max`, then `max` itself
 * when it is not one of them (`--scale 30000`: 1,000, 10,000 and 30,000 tools; the default 100,000: the three rows).
 * @param max - a positive integer
 */
export function scaleSizes(max: number): number[] {
  const sizes = SCALE_SIZES.filter((size) => size <= max);
  return sizes.includes(max) ? sizes : [...sizes, max];
}

/** Most a tool may cost at a size, as a multiple of its cost at the first size. */
export const PER_TOOL_TARGET = 1.3;
/** Most the peak memory may grow over the empty list's, as a multiple of the list's size. */
export const MEMORY_TARGET = 10;

/** Runs of the memory floor per size, the median's peak taken (see the module comment). */
export const FLOOR_RUNS = 3;

/**
 * The compiles of the memory floor (scale-floor.ts), as its `<validator>:<role>` arguments: each validator that the
 * hosts doctor judges by default (`DEFAULT_HOSTS` of `@mcp-wire/cli`, the products) embed in any version, with each
 * schema role a product uses it for and the validator compiles (`inScope` of its archetype's `compiles`). On 2026-12-07:
 * the three SDK clients' validators, each on `outputSchema` only.
 */
export function floorCompiles(): string[] {
  const compiles = new Set<string>();
  for (const host of DEFAULT_HOSTS) {
    if (!isProductHost(host)) continue;
    for (const use of PRODUCTS[host].archetypes) {
      const profile = ARCHETYPE_PROFILES[use.archetype];
      if (profile.validator !== undefined && inScope(profile.compiles, use.role)) compiles.add(`${profile.validator.kind}:${use.role}`);
    }
  }
  return [...compiles];
}

/** One measured run: wall and CPU time in ms, peak RSS in bytes, and what the process wrote to stdout (when kept). */
interface Run {
  readonly ms: number;
  readonly cpuMs: number;
  readonly peakBytes: number;
  readonly stdout: string;
}

/**
 * Runs `node --import usage.js <args>` in a new process to its end, with the CPU time and peak RSS usage.ts reports;
 * rejects on an exit code outside `ok`, with its stderr.
 */
function measured(args: readonly string[], ok: readonly number[], keepStdout: boolean): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", USAGE, ...args], { stdio: ["ignore", keepStdout ? "pipe" : "ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let usage = "";
    child.stdout?.on("data", (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => void (usage += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => {
      if (!ok.includes(code ?? -1)) reject(new Error(`node ${args.join(" ")} exited ${code}: ${stderr.slice(0, 500)}`));
      else {
        const [peakBytes = NaN, cpuUs = NaN] = usage.trim().split(" ").map(Number);
        resolve({ ms: performance.now() - started, cpuMs: cpuUs / 1000, peakBytes, stdout });
      }
    });
  });
}

/** Replays `file` with doctor in a new process (exit 0 or 1: a host losing something is exit 1). */
const replay = (file: string): Promise<Run> => measured([MCP_WIRE, "doctor", "--format", "json", "--replay", file], [0, 1], false);

/** The memory floor's runs on `file` ({@link FLOOR_RUNS}): the median peak, and the compiles it made. */
async function floorOf(file: string, compiles: readonly string[]): Promise<{ readonly peakBytes: number; readonly compiles: number }> {
  const runs: Run[] = [];
  for (let i = 0; i < FLOOR_RUNS; i++) runs.push(await measured([FLOOR, file, ...compiles], [0], true));
  const peaks = runs.map((run) => run.peakBytes).sort((a, b) => a - b);
  return { peakBytes: peaks[Math.floor(peaks.length / 2)] as number, compiles: Number((runs[0] as Run).stdout.trim()) };
}

/** One P10 row. */
export interface ScaleRow {
  readonly tools: number;
  readonly listBytes: number;
  readonly ms: number;
  readonly cpuMs: number;
  /** CPU ms per tool over the empty list's. */
  readonly perToolMs: number;
  /** Per-tool time over the first row's. */
  readonly perToolRatio: number;
  readonly peakBytes: number;
  /** (peak − the empty list's peak) / listBytes. */
  readonly memoryRatio: number;
  /** The memory floor's peak (scale-floor.ts, the median of {@link FLOOR_RUNS} runs). */
  readonly floorPeakBytes: number;
  /** (the floor's peak − its peak on the empty list) / listBytes. */
  readonly floorRatio: number;
  /** The schemas the floor gave the validators to compile (on the empty list: 0). */
  readonly floorCompiles: number;
  readonly met: boolean;
}

/**
 * Measures the P10 rows; the lists are written to a temporary directory, removed afterwards.
 * @param sizes - the list sizes (default {@link SCALE_SIZES})
 * @param onRow - receives each row as it is measured (the floor first as a row of 0 tools)
 */
export async function scaleRows(sizes: readonly number[] = SCALE_SIZES, onRow: (row: ScaleRow) => void = () => {}): Promise<ScaleRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "mcp-wire-p10-"));
  try {
    const write = (count: number) => {
      const file = join(dir, `tools-${count}.json`);
      const text = JSON.stringify(scaledList(count));
      writeFileSync(file, text);
      return { file, bytes: Buffer.byteLength(text) };
    };
    const compiles = floorCompiles();
    const empty = write(0);
    const floor = await replay(empty.file);
    const bare = await floorOf(empty.file, compiles);
    onRow({ tools: 0, listBytes: empty.bytes, ms: floor.ms, cpuMs: floor.cpuMs, perToolMs: 0, perToolRatio: 1, peakBytes: floor.peakBytes, memoryRatio: 0, floorPeakBytes: bare.peakBytes, floorRatio: 0, floorCompiles: 0, met: true });
    const rows: ScaleRow[] = [];
    for (const count of sizes) {
      const list = write(count);
      const run = await replay(list.file);
      const least = await floorOf(list.file, compiles);
      rmSync(list.file);
      const perToolMs = (run.cpuMs - floor.cpuMs) / count;
      const perToolRatio = perToolMs / (rows[0]?.perToolMs ?? perToolMs);
      const memoryRatio = (run.peakBytes - floor.peakBytes) / list.bytes;
      const floorRatio = (least.peakBytes - bare.peakBytes) / list.bytes;
      const row = {
        tools: count, listBytes: list.bytes, ms: run.ms, cpuMs: run.cpuMs, perToolMs, perToolRatio, peakBytes: run.peakBytes, memoryRatio,
        floorPeakBytes: least.peakBytes, floorRatio, floorCompiles: least.compiles, met: perToolRatio <= PER_TOOL_TARGET && memoryRatio <= MEMORY_TARGET,
      };
      rows.push(row);
      onRow(row);
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** A row as `pnpm bench` prints it, targets beside the measured ratios. */
export function formatScaleRow(row: ScaleRow): string {
  const head = `P10 doctor --replay, ${row.tools} tools (${mb(row.listBytes)})`;
  const times = `${(row.cpuMs / 1000).toFixed(2)} s CPU (${(row.ms / 1000).toFixed(1)} s wall)`;
  if (row.tools === 0) return `${head}: ${times}, peak RSS ${mb(row.peakBytes)} (the base of the rows below); memory floor's process ${mb(row.floorPeakBytes)}`;
  const near = row.floorRatio >= MEMORY_TARGET * FLOOR_NEAR ? `: the floor alone is ${row.floorRatio >= MEMORY_TARGET ? "above" : "near"} the target` : "";
  return (
    `${head}: ${times}, ${row.perToolMs.toFixed(2)} ms CPU per tool = ${row.perToolRatio.toFixed(2)}× the first row's (target ≤ ${PER_TOOL_TARGET}); ` +
    `peak RSS ${mb(row.peakBytes)}, ${row.memoryRatio.toFixed(1)}× the list over the empty list's (target ≤ ${MEMORY_TARGET})${row.met ? " ✓" : " ✗"}; ` +
    `memory floor (parse and hold the list, ${row.floorCompiles} schemas given to the hosts' validators) ${mb(row.floorPeakBytes)}, ${row.floorRatio.toFixed(1)}× the list` +
    ` over its own empty run${row.floorRatio >= 1 ? `, doctor ${(row.memoryRatio / row.floorRatio).toFixed(1)}× the floor` : " (within the spread of its runs)"}${near}`
  );
}

/** A floor at this share of {@link MEMORY_TARGET} or more is said to be near the target (the target then cannot be judged apart from it). */
const FLOOR_NEAR = 0.8;
