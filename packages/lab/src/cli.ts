/**
 * `pnpm lab`: run every driver (or `--product <id>`) over the probe corpus and write `fixtures/lab/<product>@<version>.json`;
 * `--served` puts `mcp-wire proxy` in front of every scripted server (runs of at most `BATCH` lists: a proxy per
 * server slows the start, and a product times out servers that start slowly) and writes `fixtures/lab/served/` instead;
 * `--check` re-runs and compares with the committed recording instead (exit 1 on drift); `--offered` runs only the
 * offered lists (servers offering 2026-07-28) and writes or checks only the recording's `offered` section; `--wrapped`
 * runs the wrapped lists with each product's MCP config rewritten by `mcp-wire wrap` first (fixtures/lab/wrapped/),
 * `--renamed` the renamed lists behind `mcp-wire proxy --rename` (fixtures/lab/renamed/). Prints per product the wall
 * time and the CPU seconds (this process and the product's processes).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { Command, InvalidArgumentError } from "commander";
import { cpuSeconds } from "./cpu.js";
import { diffRecordings } from "./diff.js";
import { DRIVERS } from "./drivers/index.js";
import { negotiationLists, OFFER, offeredLists, probeList, probeLists } from "./probes/index.js";
import { announced, canonicalJson } from "./record.js";
import { BATCH, ensureInstalled, productRecording, recordingPath, runLists, type RunOptions } from "./run.js";
import { SERVED_START_MS, servedCommand, servedRecordingPath } from "./served.js";
import { renamedLists, wrappedLists } from "./probes/wrapped.js";
import type { Driver, ProbeList, ProductRecording } from "./types.js";
import { pathWithCli, renamedRecordingPath, wrapBeforeStart, wrappedRecordingPath } from "./wrapped.js";

const positive = (value: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError("it must be a positive whole number of seconds");
  return number;
};

interface Options {
  readonly product?: string[];
  readonly list?: string[];
  readonly check: boolean;
  readonly keep: boolean;
  readonly served: boolean;
  readonly wrapped: boolean;
  readonly renamed: boolean;
  readonly offered: boolean;
  readonly timeout: number;
}

/** What one mode runs: its lists, what it changes in a run, where it records. */
interface Mode {
  readonly lists: readonly ProbeList[];
  readonly path: string;
  readonly about: string;
  /** Whether the lists are the corpus (or `--list` of it), recorded beside the negotiation lists when direct. */
  readonly direct: boolean;
  readonly run: Partial<Pick<RunOptions, "serve" | "batch" | "serverStartMs" | "beforeStart">>;
  /** Wrapped mode: the lines each run's `wrap` diff added (filled as the runs go). */
  readonly wrap?: string[][];
}

/** The mode `options` ask for: direct (the corpus), served, wrapped (`wrap` rewrites the config) or renamed (`proxy --rename`). */
function modeOf(driver: Driver, options: Options): Mode {
  const served = { batch: BATCH, serverStartMs: SERVED_START_MS };
  if (options.wrapped) {
    const wrap: string[][] = [];
    return { lists: wrappedLists(), path: wrappedRecordingPath(driver), about: ", config rewritten by mcp-wire wrap", direct: false, run: { ...served, beforeStart: wrapBeforeStart(driver, wrap) }, wrap };
  }
  if (options.renamed) return { lists: renamedLists(), path: renamedRecordingPath(driver), about: ", served through mcp-wire proxy --rename", direct: false, run: { ...served, serve: servedCommand(driver, true) } };
  const lists = options.list === undefined ? probeLists() : options.list.map(probeList);
  if (options.served) return { lists, path: servedRecordingPath(driver), about: ", served through mcp-wire proxy", direct: false, run: { ...served, serve: servedCommand(driver) } };
  return { lists, path: recordingPath(driver), about: "", direct: true, run: {} };
}

/**
 * The part of `recording` a `--list` run can check: the recordings of the lists `ids`, beside the product fields. Such
 * a run records no `negotiation` or `offered` section, and what the product announced comes from its own first server
 * (Qwen Code names its client after the server: `qwen-cli-mcp-client-<server>`), so those are left out on both sides.
 */
function listsOnly(recording: ProductRecording, ids: readonly string[]): ProductRecording {
  const { negotiation: _negotiation, offered: _offered, ...rest } = recording;
  return { ...rest, clientInfo: null, protocolVersion: null, lists: Object.fromEntries(Object.entries(recording.lists).filter(([id]) => ids.includes(id))) };
}

/** Runs one driver; returns whether it agreed with its committed recording (always true when not checking). */
async function labProduct(driver: Driver, options: Options): Promise<boolean> {
  const say = (line: string): void => void process.stdout.write(`${line}\n`);
  if (options.offered) return labOffered(driver, options);
  const mode = modeOf(driver, options);
  const lists = mode.lists;
  const installDir = await ensureInstalled(driver);
  const [start, cpu] = [Date.now(), cpuSeconds()];
  say(`${driver.product}@${driver.version}: ${lists.length} lists${mode.about}`);
  const run: RunOptions = { installDir, timeoutMs: options.timeout * 1000, keep: options.keep, say, ...mode.run };
  const outcomes = await runLists(driver, lists, run);
  // the servers that offer 2026-07-28: direct runs of the whole corpus only (the other modes record their lists alone)
  const offered = mode.direct && options.list === undefined ? negotiationLists() : [];
  const negotiation = offered.length === 0 ? undefined : { lists: offered, outcomes: await runLists(driver, offered, run) };
  // a product that negotiated the offered revision there: the offered lists too
  const modern = [...(negotiation?.outcomes.values() ?? [])].some((outcome) => announced(outcome.server).protocolVersion === OFFER.revision);
  const offeredSection = modern ? { revision: OFFER.revision, lists: offeredLists(), outcomes: await runLists(driver, offeredLists(), run) } : undefined;
  const recording = { ...productRecording(driver, lists, outcomes, negotiation, offeredSection), ...(mode.wrap === undefined ? {} : { wrap: mode.wrap }) };
  say(`${driver.product}@${driver.version}: ${((Date.now() - start) / 1000).toFixed(1)} s wall, ${(cpuSeconds() - cpu).toFixed(1)} s CPU`);
  const path = mode.path;
  if (!options.check) {
    if (options.list !== undefined && !options.wrapped && !options.renamed) {
      say(canonicalJson(recording));
      return true;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, canonicalJson(recording));
    say(`  wrote ${path}`);
    return true;
  }
  if (!existsSync(path)) {
    say(`  no committed recording at ${path}`);
    return false;
  }
  const committed = JSON.parse(readFileSync(path, "utf8")) as ProductRecording;
  const ids = options.wrapped || options.renamed ? undefined : options.list;
  const differences = ids === undefined ? diffRecordings(committed, recording) : diffRecordings(listsOnly(committed, ids), listsOnly(recording, ids));
  for (const difference of differences) say(`  ${difference.at}:\n    committed ${difference.committed.slice(0, 300)}\n    now       ${difference.now.slice(0, 300)}`);
  say(`  ${differences.length === 0 ? "no drift" : `${differences.length} differences`}`);
  return differences.length === 0;
}

/**
 * `--offered`: runs `driver` over the offered lists alone (`offeredLists()`, servers offering 2026-07-28) and writes
 * them as the committed recording's `offered` section, the rest of the file kept (its `recordedAt` too); under
 * `--check`, compares that section alone. Returns whether it agreed (always true when not checking); false when there
 * is no committed recording to write into or compare with.
 */
async function labOffered(driver: Driver, options: Options): Promise<boolean> {
  const say = (line: string): void => void process.stdout.write(`${line}\n`);
  const path = recordingPath(driver);
  if (!existsSync(path)) {
    say(`  no committed recording at ${path}`);
    return false;
  }
  const committed = JSON.parse(readFileSync(path, "utf8")) as ProductRecording;
  const installDir = await ensureInstalled(driver);
  const [start, cpu] = [Date.now(), cpuSeconds()];
  say(`${driver.product}@${driver.version}: ${offeredLists().length} lists offering ${OFFER.revision}`);
  const outcomes = await runLists(driver, offeredLists(), { installDir, timeoutMs: options.timeout * 1000, keep: options.keep, say });
  const { offered } = productRecording(driver, [], new Map(), undefined, { revision: OFFER.revision, lists: offeredLists(), outcomes });
  say(`${driver.product}@${driver.version}: ${((Date.now() - start) / 1000).toFixed(1)} s wall, ${(cpuSeconds() - cpu).toFixed(1)} s CPU`);
  const { offered: _before, ...rest } = committed;
  const recording: ProductRecording = { ...rest, ...(offered === undefined ? {} : { offered }) };
  if (!options.check) {
    writeFileSync(path, canonicalJson(recording));
    say(`  wrote the offered section of ${path}`);
    return true;
  }
  const differences = diffRecordings(committed, recording);
  for (const difference of differences) say(`  ${difference.at}:\n    committed ${difference.committed.slice(0, 300)}\n    now       ${difference.now.slice(0, 300)}`);
  say(`  ${differences.length === 0 ? "no drift" : `${differences.length} differences`}`);
  return differences.length === 0;
}

/** The `pnpm lab` command line. Exits 1 on drift under `--check`, 2 on a usage or install error. */
export async function main(argv: readonly string[]): Promise<void> {
  const program = new Command("lab")
    .description("Drive the real MCP host products offline over the probe corpus and record what each did.")
    .option("--product <id...>", `only these products (${DRIVERS.map((driver) => driver.product).join(", ")})`)
    .option("--list <id...>", "only these probe lists (prints the recording instead of writing it)")
    .option("--check", "re-run and compare with the committed recordings (ignoring recordedAt); exit 1 on drift", false)
    .option("--keep", "keep each run's scratch directory (logs, the product's config)", false)
    .option("--offered", `only the offered lists (servers offering ${OFFER.revision}): written into the committed recording's offered section, the rest kept; with --check, that section compared`, false)
    .option("--served", "start each scripted server behind `mcp-wire proxy --host <product>@<version>` (build the CLI first); records into fixtures/lab/served/", false)
    .option("--wrapped", "rewrite each product's MCP config with `mcp-wire wrap --host <product>` before it starts (claude-code, codex; build the CLI first); records the wrapped lists into fixtures/lab/wrapped/", false)
    .option("--renamed", "serve the renamed lists behind `mcp-wire proxy --host <product>@<version> --rename`; records into fixtures/lab/renamed/", false)
    .option("--timeout <seconds>", "seconds per product run", positive, 90)
    .showHelpAfterError();
  program.parse(argv, { from: "user" });
  const options = program.opts<Options>();
  const unknown = (options.product ?? []).filter((id) => !DRIVERS.some((driver) => driver.product === id));
  if (unknown.length > 0) program.error(`unknown product ${unknown.join(", ")}; drivers: ${DRIVERS.map((driver) => driver.product).join(", ")}`, { exitCode: 2 });
  const unknownLists = (options.list ?? []).filter((id) => !probeLists().some((list) => list.id === id));
  if (unknownLists.length > 0) program.error(`unknown probe list ${unknownLists.join(", ")}; lists: ${probeLists().map((list) => list.id).join(", ")}`, { exitCode: 2 });
  if ([options.served, options.wrapped, options.renamed, options.offered].filter(Boolean).length > 1) program.error("--served, --wrapped, --renamed and --offered are separate modes: give one", { exitCode: 2 });
  // wrapped entries run `mcp-wire`: the products find it on the PATH they inherit, as after a global install
  if (options.wrapped) process.env["PATH"] = pathWithCli(process.env["PATH"]);
  const drivers = DRIVERS.filter((driver) => options.product === undefined || options.product.includes(driver.product));
  const [start, cpu] = [Date.now(), cpuSeconds()];
  let agreed = true;
  for (const driver of drivers) agreed = (await labProduct(driver, options)) && agreed;
  process.stdout.write(`lab: ${drivers.length} products, ${((Date.now() - start) / 1000).toFixed(1)} s wall, ${(cpuSeconds() - cpu).toFixed(1)} s CPU\n`);
  if (!agreed) process.exitCode = 1;
}

await main(process.argv.slice(2));
