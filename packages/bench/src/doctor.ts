/**
 * P8: `mcp-wire doctor`'s total time as a ratio to a bare SDK client doing a host's job with the same server, both
 * sides in the same run (docs/performance.md, "P8"). The bare side is `Client` of @modelcontextprotocol/sdk 1.32.2:
 * connect (initialize), `listTools()` for every page — which parses the result and compiles every outputSchema with
 * its Ajv, as a host does — and close. doctor (`doctor()`, every product host) does the same over the same kind of
 * transport and then judges every schema for every host.
 * - server-everything: both start `@modelcontextprotocol/server-everything` over stdio (`StdioClientTransport`);
 * - the largest capture of fixtures/servers: both talk to a `RecordedTransport` playing it (in memory).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { doctor, RecordedTransport, recordingFrom, type DoctorTarget } from "@mcp-wire/cli";
import type { Comparison } from "./measure.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const FIXTURES = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));

/** Connect (initialize), `listTools()` for every page (each compiles its outputSchemas), close. */
async function bareClient(transport: Transport): Promise<void> {
  const client = new Client({ name: "bench", version: "0" });
  await client.connect(transport);
  let cursor: string | undefined;
  do cursor = (await client.listTools(cursor === undefined ? {} : { cursor })).nextCursor;
  while (cursor !== undefined);
  await client.close();
}

/** The largest `.tools.json` capture of fixtures/servers, by file size. */
export function largestCapture(): { readonly file: string; readonly recording: ReturnType<typeof recordingFrom> } {
  const file = readdirSync(FIXTURES).filter((f) => f.endsWith(".tools.json")).sort((x, y) => statSync(FIXTURES + y).size - statSync(FIXTURES + x).size)[0] ?? "";
  return { file, recording: recordingFrom(JSON.parse(readFileSync(FIXTURES + file, "utf8"))) };
}

/** Samples per side and round: each sample starts a server (or judges a whole list), so few are needed. */
const SAMPLES = 4;

/** The two P8 comparisons: server-everything over stdio, and the largest capture replayed. */
export function doctorComparisons(): Comparison[] {
  const stdio = { command: process.execPath, args: [EVERYTHING, "stdio"] };
  const { file, recording } = largestCapture();
  const side = (target: () => DoctorTarget) => async () => void (await doctor(target()));
  return [
    {
      id: "P8",
      title: "doctor: server-everything over stdio",
      subject: { label: "doctor", run: side(() => ({ kind: "stdio", ...stdio })) },
      base: { label: "sdk-1.x client", run: () => bareClient(new StdioClientTransport({ ...stdio, stderr: "ignore" })) },
      better: "slower",
      target: 1.5,
      samples: SAMPLES,
    },
    {
      id: "P8",
      title: `doctor: ${file.replace(/\.tools\.json$/, "")} capture replayed (${recording.tools.length} tools)`,
      subject: { label: "doctor", run: side(() => ({ kind: "transport", transport: new RecordedTransport(recording), label: file })) },
      base: { label: "sdk-1.x client", run: () => bareClient(new RecordedTransport(recording)) },
      better: "slower",
      target: 1.5,
      samples: SAMPLES,
    },
  ];
}
