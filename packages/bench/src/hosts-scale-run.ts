/**
 * One run of P12 in its own process (hosts-scale.ts starts it): `node --expose-gc hosts-scale-run.js <checkTools|projectTools> <count>`
 * builds `count` tools shaped like the captured servers' (the object schemas of fixtures/servers of at most
 * {@link MAX_SCHEMA_VALUES} JSON values, in turn, each made distinct by a numbered `description`, so no cache stands
 * in for the work), reads its resident set, runs the function once, and prints one JSON line: the list's JSON size,
 * the peak resident set the call added (`VmHWM` of /proc/self/status less the resident set before it, after GC) and
 * its time. Exits 1 when the call did not judge every tool.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checkTools, projectTools } from "@mcp-wire/hosts";
import { realToolSchemas } from "./inputs.js";

/** The outcome of one run, as printed. */
export interface ScaleRun {
  readonly count: number;
  readonly listBytes: number;
  readonly peakAddedBytes: number;
  readonly ms: number;
}

/** The kilobytes a `/proc/self/status` field holds (`VmHWM`, `VmRSS`). */
function status(field: string): number {
  const found = new RegExp(`^${field}:\\s+(\\d+) kB`, "mu").exec(readFileSync("/proc/self/status", "utf8"));
  if (found === null) throw new Error(`no ${field} in /proc/self/status (Linux only)`);
  return Number(found[1]) * 1024;
}

/**
 * The JSON values of the largest schema used: 100,000 tools stay inside the 2,000,000 values one read of a list takes
 * (`MAX_SNAPSHOT_VALUES` of @mcp-wire/core; the average captured schema has 27 values, so a list of such tools past
 * about 60,000 is refused whole as too large).
 */
const MAX_SCHEMA_VALUES = 10;

/** How many JSON values `value` holds (itself included). */
const valuesOf = (value: unknown): number => (typeof value === "object" && value !== null ? 1 + Object.values(value).reduce<number>((sum, item) => sum + valuesOf(item), 0) : 1);

/** `count` tools, the schemas of the captures in turn (input schemas; every seventh tool also gets the next as output schema). */
function scaleTools(count: number, tag = "tool"): Record<string, unknown>[] {
  const schemas = realToolSchemas().filter((schema) => schema["type"] === "object" && valuesOf(schema) <= MAX_SCHEMA_VALUES);
  return Array.from({ length: count }, (_, i) => {
    const schema = (k: number) => ({ ...schemas[k % schemas.length], description: `${tag} ${i}` });
    return { name: `tool_${i}`, description: `generated ${tag} ${i}`, inputSchema: schema(i), ...(i % 7 === 0 ? { outputSchema: schema(i + 1) } : {}) };
  });
}

const [which, countText] = process.argv.slice(2);
const count = Number(countText);
if ((which !== "checkTools" && which !== "projectTools") || !Number.isSafeInteger(count) || count <= 0) {
  console.error("usage: node --expose-gc hosts-scale-run.js <checkTools|projectTools> <count>");
  process.exit(2);
}
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("run with node --expose-gc");
// one warm-up call on 1,000 other tools loads and warms every module (and the JIT), as the rows measure the list's
// cost, not start-up: the 1,000-tool run is the per-tool floor of the larger ones
const warm = scaleTools(1000, "warm-up");
if (which === "checkTools") checkTools({ tools: warm });
else projectTools(warm, "cursor");
const tools = scaleTools(count);
const listBytes = Buffer.byteLength(JSON.stringify(tools));
gc();
gc();
// the peak is measured from here: writing 5 to clear_refs resets VmHWM to the current resident set (Linux)
writeFileSync("/proc/self/clear_refs", "5");
const before = status("VmRSS");
const start = performance.now();
const judged = which === "checkTools" ? checkTools({ tools }).tools.length : projectTools(tools, "cursor").server.some((issue) => issue.code === "not-a-tool-list") ? 0 : count;
const ms = performance.now() - start;
if (judged !== count) {
  console.error(`${which} did not judge the ${count} tools (the list was refused as a whole)`);
  process.exit(1);
}
const run: ScaleRun = { count, listBytes, peakAddedBytes: Math.max(0, status("VmHWM") - before), ms };
console.log(JSON.stringify(run));
