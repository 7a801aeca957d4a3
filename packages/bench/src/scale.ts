/**
 * P10: `mcp-wire doctor` at scale (docs/performance.md, "P10"). Tool lists of 1,000, 10,000 and 100,000 distinct
 * tools shaped like the captured servers (`scaledList`, scaled-list.ts) are written as captures and replayed, one
 * process per run (`node packages/cli/bin/mcp-wire.js doctor --format json --replay <file>`: the installed bin, the bundle, stdout discarded), and so is
 * a list of no tool, the floor of start-up, loading and the report's fixed part. Each row prints:
 * - the per-tool CPU time (user + system, read by usage.ts: unlike wall time it does not grow when other processes
 *   share the cores), `(CPU time − the empty list's) / tools`, and its ratio to the 1,000-tool row's (target ≤ 1.3:
 *   the cost of a tool does not grow with the list); the wall time beside it;
 * - the peak resident set size (`maxRSS` of the process, read by usage.ts) and the growth over the empty list's
 *   peak as a multiple of the list's size in bytes (target ≤ 10).
 * One sample per size: the 100,000-tool run takes minutes (`--scale` stops at a smaller list, see {@link scaleSizes}).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scaledList } from "./scaled-list.js";
import { MCP_WIRE } from "./mcp-wire.js";

const USAGE = new URL("./usage.js", import.meta.url).href;

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

/** One measured run: wall and CPU time in ms, peak RSS in bytes. */
interface Run {
  readonly ms: number;
  readonly cpuMs: number;
  readonly peakBytes: number;
}

/** Replays `file` with doctor in a new process (exit 0 or 1: a host losing something is exit 1). */
function replay(file: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", USAGE, MCP_WIRE, "doctor", "--format", "json", "--replay", file], { stdio: ["ignore", "ignore", "pipe", "pipe"] });
    let stderr = "";
    let usage = "";
    child.stderr?.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => void (usage += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`doctor --replay ${file} exited ${code}: ${stderr.slice(0, 500)}`));
      else {
        const [peakBytes = NaN, cpuUs = NaN] = usage.trim().split(" ").map(Number);
        resolve({ ms: performance.now() - started, cpuMs: cpuUs / 1000, peakBytes });
      }
    });
  });
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
    const empty = write(0);
    const floor = await replay(empty.file);
    onRow({ tools: 0, listBytes: empty.bytes, ms: floor.ms, cpuMs: floor.cpuMs, perToolMs: 0, perToolRatio: 1, peakBytes: floor.peakBytes, memoryRatio: 0, met: true });
    const rows: ScaleRow[] = [];
    for (const count of sizes) {
      const list = write(count);
      const run = await replay(list.file);
      rmSync(list.file);
      const perToolMs = (run.cpuMs - floor.cpuMs) / count;
      const perToolRatio = perToolMs / (rows[0]?.perToolMs ?? perToolMs);
      const memoryRatio = (run.peakBytes - floor.peakBytes) / list.bytes;
      const row = { tools: count, listBytes: list.bytes, ms: run.ms, cpuMs: run.cpuMs, perToolMs, perToolRatio, peakBytes: run.peakBytes, memoryRatio, met: perToolRatio <= PER_TOOL_TARGET && memoryRatio <= MEMORY_TARGET };
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
  if (row.tools === 0) return `${head}: ${times}, peak RSS ${mb(row.peakBytes)} (the floor of the rows below)`;
  return (
    `${head}: ${times}, ${row.perToolMs.toFixed(2)} ms CPU per tool = ${row.perToolRatio.toFixed(2)}× the first row's (target ≤ ${PER_TOOL_TARGET}); ` +
    `peak RSS ${mb(row.peakBytes)}, ${row.memoryRatio.toFixed(1)}× the list over the floor (target ≤ ${MEMORY_TARGET})${row.met ? " ✓" : " ✗"}`
  );
}
