/**
 * P8: `mcp-wire doctor`'s total time as a ratio to a bare SDK client doing a host's job with the same server, both
 * sides in the same run (docs/performance.md, "P8"). The bare side is `listAll` (list-all.ts: `Client` of
 * @modelcontextprotocol/sdk 1.32.2 — connect, `listTools()` for every page, which parses each page and compiles every
 * outputSchema with its Ajv, as a host does — close). doctor (every product host) does the same over the same kind of
 * transport and then judges every schema for every host.
 * No run of doctor may profit from an earlier one (a user runs doctor once), so:
 * - one process per run: `node packages/cli/dist/bin.js doctor …` against `node packages/bench/dist/bare-client.js …`,
 *   each a new Node process (start-up and module loading count, as they do for the user), on server-everything over
 *   stdio and on the largest capture of fixtures/servers replayed (`doctor --replay`);
 * - in process: `doctor()` against `listAll` on the largest capture played by a `RecordedTransport`, each run given
 *   its own copy of the capture with the first tool's description numbered, so no cache of an earlier run (doctor's
 *   projections are cached by list content) applies; the bare side gets the same copies.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { doctor, RecordedTransport, recordingFrom } from "@mcp-wire/cli";
import { largestToolList } from "./inputs.js";
import { listAll } from "./list-all.js";
import type { Comparison } from "./measure.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const FIXTURES = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));
const BIN = fileURLToPath(new URL("../../cli/dist/bin.js", import.meta.url));
const BARE = fileURLToPath(new URL("./bare-client.js", import.meta.url));

/**
 * Runs `node <args>` to its end; resolves on the exit codes `ok` allows (doctor exits 1 when a host loses something),
 * rejects otherwise, with its stderr.
 */
function run(args: readonly string[], ok: readonly number[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (ok.includes(code ?? -1) ? resolve() : reject(new Error(`node ${args.join(" ")} exited ${code}: ${stderr.slice(0, 500)}`))));
  });
}

/** Samples per side and round: each sample starts a process or a server (or judges a whole list), so few are needed. */
const SAMPLES = 4;
const DOCTOR_EXITS = [0, 1];

/** The P8 comparisons: one process per run (server-everything over stdio, the largest capture replayed), and in process. */
export function doctorComparisons(): Comparison[] {
  const { file, list: capture } = largestToolList();
  const name = file.replace(/\.tools\.json$/, "");
  const path = FIXTURES + file;
  let runs = 0;
  /** A copy of the capture no earlier run has seen (see the module comment). */
  const unseen = () => {
    const copy = structuredClone(capture) as { tools: Record<string, unknown>[] };
    const first = copy.tools[0];
    if (first !== undefined) first["description"] = `${typeof first["description"] === "string" ? first["description"] : ""} (run ${++runs})`;
    return recordingFrom(copy);
  };
  const everything = ["--", process.execPath, EVERYTHING, "stdio"];
  return [
    {
      id: "P8",
      title: "doctor: server-everything over stdio, one process per run",
      subject: { label: "mcp-wire doctor", run: () => run([BIN, "doctor", "--format", "json", ...everything], DOCTOR_EXITS) },
      base: { label: "sdk-1.x client", run: () => run([BARE, ...everything], [0]) },
      better: "slower",
      target: 1.5,
      samples: SAMPLES,
    },
    {
      id: "P8",
      title: `doctor --replay ${name} (${capture.tools.length} tools), one process per run`,
      subject: { label: "mcp-wire doctor", run: () => run([BIN, "doctor", "--format", "json", "--replay", path], DOCTOR_EXITS) },
      base: { label: "sdk-1.x client", run: () => run([BARE, "--replay", path], [0]) },
      better: "slower",
      target: 1.5,
      samples: SAMPLES,
    },
    {
      id: "P8",
      title: `doctor: ${name} replayed in process, a new list each run`,
      subject: { label: "doctor()", run: async () => void (await doctor({ kind: "transport", transport: new RecordedTransport(unseen()), label: file })) },
      base: { label: "sdk-1.x client", run: () => listAll(new RecordedTransport(unseen())) },
      better: "slower",
      target: 1.5,
      samples: SAMPLES,
    },
  ];
}
