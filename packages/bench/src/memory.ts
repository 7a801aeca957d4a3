/**
 * P6: heap growth over many cold conversions of freshly built schemas, after GC. The conversion
 * cache is a WeakMap keyed by schema identity, so dead schemas must not stay reachable through it.
 */
import { toRequestedSchema } from "@mcp-wire/elicitation";
import { zodForm } from "./inputs.js";

/** Heap growth in bytes after `count` conversions of fresh schemas, GC before and after. */
export interface MemoryOutcome {
  readonly count: number;
  readonly growthBytes: number;
  readonly bytesPerConversion: number;
}

/** Upper bound of acceptable growth: a cache that kept every result alive would hold ≥ 1 KB each. */
export const MEMORY_TARGET_BYTES_PER_CONVERSION = 64;

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with node --expose-gc (pnpm bench does)");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Converts `count` freshly built zod forms and measures what stays on the heap. */
export function measureMemory(count: number): MemoryOutcome {
  toRequestedSchema(zodForm()); // load and warm everything once
  const before = collect();
  for (let i = 0; i < count; i++) toRequestedSchema(zodForm());
  const growthBytes = collect() - before;
  return { count, growthBytes, bytesPerConversion: growthBytes / count };
}
