/**
 * `node packages/bench/dist/doctor-ratio.js [--runs N]`: doctor's total time as a ratio to a bare SDK client
 * doing the least a host does with the same server — start (or open), initialize, list every tool, close — both
 * measured in the same run, alternating, N times each (default 7); prints the medians and the ratio (target ≤ 1.5×).
 * Two servers: server-everything over stdio (`doctor()` with every host, against `Client` +
 * `StdioClientTransport` of @modelcontextprotocol/sdk 1.32.2), and the largest capture of fixtures/servers
 * replayed (`doctor()` over a `RecordedTransport`, against the same client over the same transport).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { doctor, RecordedTransport, recordingFrom } from "@mcp-wire/cli";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Math.max(1, Math.trunc(Number(values.runs)) || 7);
const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const FIXTURES = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));

/** Start (or open), initialize, every tools/list page (raw, as doctor requests them), close. */
async function bareClient(transport: Transport): Promise<void> {
  const client = new Client({ name: "bench", version: "0" });
  await client.connect(transport);
  let cursor: string | undefined;
  do {
    const page = await client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } }, ResultSchema);
    cursor = typeof page["nextCursor"] === "string" ? page["nextCursor"] : undefined;
  } while (cursor !== undefined);
  await client.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function compare(label: string, base: () => Promise<void>, ours: () => Promise<void>): Promise<void> {
  const a: number[] = [];
  const b: number[] = [];
  await base(); // warm-up of both sides
  await ours();
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await base();
    a.push(performance.now() - t);
    t = performance.now();
    await ours();
    b.push(performance.now() - t);
  }
  const ratio = median(b) / median(a);
  console.log(`${label}: bare client ${median(a).toFixed(1)} ms, doctor ${median(b).toFixed(1)} ms, ratio ${ratio.toFixed(2)}× (target ≤ 1.5×) ${ratio <= 1.5 ? "✓" : "✗"}`);
}

const largest = readdirSync(FIXTURES).filter((f) => f.endsWith(".tools.json")).sort((x, y) => statSync(FIXTURES + y).size - statSync(FIXTURES + x).size)[0] ?? "";
const recording = recordingFrom(JSON.parse(readFileSync(FIXTURES + largest, "utf8")));
console.log(`doctor vs a bare SDK 1.x client, median of ${runs} runs each; largest capture: ${largest} (${recording.tools.length} tools)`);

await compare(
  "server-everything (stdio)",
  () => bareClient(new StdioClientTransport({ command: process.execPath, args: [EVERYTHING, "stdio"], stderr: "ignore" })),
  async () => void (await doctor({ kind: "stdio", command: process.execPath, args: [EVERYTHING, "stdio"] })),
);
await compare(
  `${largest} (replayed)`,
  () => bareClient(new RecordedTransport(recording)),
  async () => void (await doctor({ kind: "transport", transport: new RecordedTransport(recording), label: largest })),
);
