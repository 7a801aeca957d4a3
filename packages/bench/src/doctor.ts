/**
 * P8: `mcp-wire doctor`'s total time as a ratio to its floor and to a bare SDK client doing a host's job with the same
 * server, both sides in the same run (docs/performance.md, "P8"). The bare client is `listAll` (list-all.ts: `Client`
 * of @modelcontextprotocol/sdk 1.32.2 — connect, `listTools()` for every page, which parses each page and compiles
 * every outputSchema with its Ajv, as a host does — close). doctor (every product host) does the same over the same
 * kind of transport and then judges every schema for every host, which takes more compiles than the bare client's:
 * the real validators of the other hosts compile what the SDK 1.x client does not (another engine, or a projection's
 * rewritten form). doctor's floor is the bare client's run plus those extra compiles:
 * - the extra compiles: every Ajv compile one doctor run makes (recorded by wrapping Ajv's `compile` during one run;
 *   each a compile cache miss of doctor's), less the ones the bare client makes itself (recorded the same way:
 *   the same engine and the same schema, members in any order — the SDK's parse puts the keys it knows first);
 * - the floor side runs the bare client, then makes each extra compile again with a new session of the same
 *   validator (`openValidator`, built as the client builds it): the real validators alone, nothing of doctor's own.
 * No run of doctor may profit from an earlier one (a user runs doctor once), so:
 * - one process per run: `node packages/cli/bin/mcp-wire.js doctor …` (the installed bin, which runs the bundle) against `node packages/bench/dist/bare-client.js …`,
 *   each a new Node process (start-up and module loading count, as they do for the user), on server-everything over
 *   stdio and on the largest capture of fixtures/servers replayed (`doctor --replay`);
 * - in process: `doctor()` against `listAll` on the largest capture played by a `RecordedTransport`, each run given
 *   its own copy of the capture with the first tool's description numbered, so no cache of an earlier run (doctor's
 *   projections are cached by list content) applies; the bare side gets the same copies.
 * The rows against the floor hold the target (≤ 1.25×); the rows against the bare client alone and the
 * compiles alone are reported.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { doctor, RecordedTransport, recordingFrom } from "@mcp-wire/cli";
import { openValidator, type ValidatorKind, type ValidatorSession } from "@mcp-wire/hosts";
import { largestToolList } from "./inputs.js";
import { listAll } from "./list-all.js";
import type { Comparison, Side } from "./measure.js";
import { MCP_WIRE } from "./mcp-wire.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const FIXTURES = fileURLToPath(new URL("../../../fixtures/servers/", import.meta.url));
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

/** Ajv's base class as @mcp-wire/hosts loads it (the one its engines extend). */
interface AjvCore {
  prototype: { compile(this: { opts: { strict?: unknown }; constructor: { name: string } }, schema: unknown, meta?: boolean): unknown };
}

/** The validator whose engine `ajv` is: SDK options (`strict: false`) in the draft-07 class or a later one, or default options. */
function kindOf(ajv: { opts: { strict?: unknown }; constructor: { name: string } }): ValidatorKind {
  if (ajv.opts.strict !== false) return "ajv-default";
  return ajv.constructor.name === "Ajv" ? "sdk-1.x-ajv" : "client-2.x-ajv";
}

/** One Ajv compile: the validator whose engine made it, and the schema compiled (a copy). */
interface Compile {
  readonly kind: ValidatorKind;
  readonly schema: unknown;
}

/** Every Ajv compile `run` makes (a doctor run: each one a compile cache miss of doctor's), with the validator that made it. */
async function compilesOf(run: () => Promise<void>): Promise<Compile[]> {
  const hostsEntry = createRequire(import.meta.url).resolve("@mcp-wire/hosts");
  const core = (createRequire(hostsEntry)("ajv/dist/core.js") as { default: AjvCore }).default;
  const original = core.prototype.compile;
  const made: Compile[] = [];
  core.prototype.compile = function (schema, meta) {
    made.push({ kind: kindOf(this), schema: structuredClone(schema) });
    return original.call(this, schema, meta);
  };
  try {
    await run();
  } finally {
    core.prototype.compile = original;
  }
  return made;
}

/** The JSON text of `value` with every object's members in code-point order: one schema, whatever order its members came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(",")}}`;
}

/** The compiles of `doctor` beyond those of `bare` (the same validator and schema, counted with repeats), in doctor's order. */
function beyond(doctor: readonly Compile[], bare: readonly Compile[]): Compile[] {
  const left = new Map<string, number>();
  const keyOf = ({ kind, schema }: Compile) => `${kind}\n${canonical(schema)}`;
  for (const made of bare) left.set(keyOf(made), (left.get(keyOf(made)) ?? 0) + 1);
  return doctor.filter((made) => {
    const n = left.get(keyOf(made)) ?? 0;
    if (n > 0) left.set(keyOf(made), n - 1);
    return n === 0;
  });
}

/**
 * Makes each of `compiles` again, in order, each validator in one new session (`openValidator`) built as the client
 * builds it (`optimizeCode: true`: Ajv optimizes the generated code, as the client's engine does): the real validators
 * alone, at the client's cost.
 */
function compileAlone(compiles: readonly Compile[]): void {
  const sessions = new Map<ValidatorKind, ValidatorSession>();
  for (const { kind, schema } of compiles) {
    let session = sessions.get(kind);
    if (session === undefined) sessions.set(kind, (session = openValidator(kind, new Map(), { optimizeCode: true })));
    session.compile(structuredClone(schema) as never);
  }
}

/** Samples per side and round: each sample starts a process or a server (or judges a whole list), so few are needed. */
const SAMPLES = 4;
const DOCTOR_EXITS = [0, 1];

/**
 * The P8 comparisons: one process per run (server-everything over stdio, the largest capture replayed), in process,
 * each against the bare client and, for the largest capture, against the floor (the bare client and the extra
 * compiles), and the compiles of one in-process run alone.
 */
export async function doctorComparisons(): Promise<Comparison[]> {
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
  const judge = async () => void (await doctor({ kind: "transport", transport: new RecordedTransport(unseen()), label: file }));
  const bare = () => listAll(new RecordedTransport(unseen()));
  await judge(); // loads what every run shares (the wire schema's validator), so the record holds one run's own compiles
  await bare();
  const compiles = await compilesOf(judge);
  const extra = beyond(compiles, await compilesOf(bare));
  const replayed = { label: "mcp-wire doctor", run: () => run([MCP_WIRE, "doctor", "--format", "json", "--replay", path], DOCTOR_EXITS) };
  const bareReplayed = () => run([BARE, "--replay", path], [0]);
  const floor = `floor (sdk-1.x client + ${extra.length} compiles)`;
  const sdk = "sdk-1.x client";
  return [
    row("doctor: server-everything over stdio, one process per run", { label: "mcp-wire doctor", run: () => run([MCP_WIRE, "doctor", "--format", "json", ...everything], DOCTOR_EXITS) }, { label: sdk, run: () => run([BARE, ...everything], [0]) }),
    row(`doctor --replay ${name} (${capture.tools.length} tools), one process per run`, replayed, { label: sdk, run: bareReplayed }),
    row(`the row above against its floor: the bare client and the ${extra.length} extra compiles`, replayed, { label: floor, run: async () => (await bareReplayed(), compileAlone(extra)) }, FLOOR_TARGET),
    row(`doctor: ${name} replayed in process, a new list each run`, { label: "doctor()", run: judge }, { label: sdk, run: bare }),
    row(`the row above against its floor: the bare client and the ${extra.length} extra compiles`, { label: "doctor()", run: judge }, { label: floor, run: async () => (await bare(), compileAlone(extra)) }, FLOOR_TARGET),
    row(`the in-process row's ${compiles.length} Ajv compiles alone`, { label: "compiles", run: () => compileAlone(compiles) }, { label: sdk, run: bare }),
  ];
}

/** The issue's target for doctor against its floor (the bare client's run and the compiles beyond its own). */
const FLOOR_TARGET = 1.25;

/** One P8 comparison: `subject`'s time as a multiple of `base`'s, with a target or reported, {@link SAMPLES} per side and round. */
const row = (title: string, subject: Side, base: Side, target?: number): Comparison => ({ id: "P8", title, subject, base, better: "slower", target, samples: SAMPLES });
