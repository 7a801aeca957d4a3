/**
 * The runner: installs a driver's pinned product when absent, runs it over the probe corpus in batches of lists (one
 * scripted server per list), and builds the product's recording from the model and server logs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonText } from "./json-text.js";
import { startModel } from "./model.js";
import { announced, recordList } from "./record.js";
import type { ServerLogEntry } from "./server.js";
import type { Driver, ListRecording, NegotiationRecording, ProbeList, ProductRecording, RunContext, RunServer } from "./types.js";

/** The repository root (this file is packages/lab/{src,dist}/run.*). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SERVER_BIN = fileURLToPath(new URL("../bin/lab-server.js", import.meta.url));

/** Where products are installed: env `MCP_WIRE_LAB_PRODUCTS` (when set and not empty), else `packages/lab/.products`. */
export const productsDir = (): string => process.env["MCP_WIRE_LAB_PRODUCTS"] || join(REPO_ROOT, "packages/lab/.products");

/** The committed recording of a product@version: `fixtures/lab/<product>@<version>.json`. */
export const recordingPath = (driver: Pick<Driver, "product" | "version">): string => join(REPO_ROOT, "fixtures/lab", `${driver.product}@${driver.version}.json`);

/** Batching: at most this many lists, and this many tools over all lists, per product run; a bigger list runs alone. */
export const BATCH = { lists: 8, tools: 60 } as const;

/** The prompt every product gets (the fake model ignores it; it reads as a plausible request). */
export const PROMPT = "Call each available tool whose description starts with [lab: once, then reply done.";

/** Thrown when a product cannot be installed or another installer does not finish in time. */
export class LabInstallError extends Error {
  override readonly name = "LabInstallError";
}

/**
 * Makes sure `driver`'s package is installed in `<productsDir>/<product>@<version>` and returns that directory.
 * Waits (up to 15 minutes) while another process's `.installing` file is there; writes its own while installing.
 * Throws {@link LabInstallError} when the install fails or the wait runs out.
 */
export async function ensureInstalled(driver: Driver, root = productsDir()): Promise<string> {
  const dir = join(root, `${driver.product}@${driver.version}`);
  const marker = join(dir, ".installing");
  for (let waited = 0; existsSync(marker); waited += 2000) {
    if (waited > 15 * 60_000) throw new LabInstallError(`${dir}: still .installing after 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const manifest = join(dir, "node_modules", driver.package, "package.json");
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version === driver.version) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(marker, `${process.pid}\n`);
  try {
    if (!existsSync(join(dir, "package.json"))) writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
    await driver.install(dir);
  } catch (error) {
    throw new LabInstallError(`installing ${driver.package}@${driver.version} into ${dir}: ${String(error)}`);
  } finally {
    rmSync(marker, { force: true });
  }
  return dir;
}

/** A list with more tools than this runs alone (a tool-count limit is per request, whatever server the tools came from). */
export const ALONE_OVER = 100;

/**
 * Splits `lists` into product runs within `limit` (default {@link BATCH}), in order; a list over the tool limit, or
 * over {@link ALONE_OVER} tools (the 129-tool list), runs alone. With `limit.distinctCalledNames`, a list starts a new
 * run when a called tool of it, or of the run so far, shares its name with any tool of the other.
 */
export function batches(lists: readonly ProbeList[], limit: NonNullable<Driver["batch"]> = BATCH): ProbeList[][] {
  const out: ProbeList[][] = [];
  let current: ProbeList[] = [];
  let tools = 0;
  const names = { all: new Set<string>(), called: new Set<string>() };
  const clash = (list: ProbeList): boolean =>
    limit.distinctCalledNames === true &&
    list.tools.some((probe) => {
      const name = String(probe.tool["name"]);
      return names.called.has(name) || (probe.call !== undefined && names.all.has(name));
    });
  for (const list of lists) {
    if (list.tools.length > ALONE_OVER) {
      out.push([list]);
      continue;
    }
    if (current.length > 0 && (current.length >= limit.lists || tools + list.tools.length > limit.tools || clash(list))) {
      out.push(current);
      current = [];
      tools = 0;
      names.all.clear();
      names.called.clear();
    }
    current.push(list);
    tools += list.tools.length;
    for (const probe of list.tools) {
      names.all.add(String(probe.tool["name"]));
      if (probe.call !== undefined) names.called.add(String(probe.tool["name"]));
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Options of {@link runLists}. */
export interface RunOptions {
  readonly installDir: string;
  /** Milliseconds per product run. */
  readonly timeoutMs: number;
  /** Keep each run's scratch directory (and print where). */
  readonly keep: boolean;
  /** Progress lines. */
  readonly say: (line: string) => void;
  /** Served mode: what each scripted server's argv becomes (the proxy in front of it); absent: the server itself. */
  readonly serve?: (command: readonly string[]) => readonly string[];
  /** Batch limits that override the driver's (served mode: each server costs a proxy process more). */
  readonly batch?: { readonly lists: number; readonly tools: number };
  /** Passed on as {@link RunContext.serverStartMs}. */
  readonly serverStartMs?: number;
  /** Passed on as {@link RunContext.beforeStart}, with the run's scratch directory. */
  readonly beforeStart?: (config: string, workDir: string) => Promise<void>;
}

/** What {@link runLists} returns: per list id, its recording and the server log of its run. */
export type ListOutcomes = Map<string, { readonly recording: ListRecording; readonly server: readonly ServerLogEntry[] }>;

function readLog(path: string): ServerLogEntry[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ServerLogEntry);
}

/** One product run over `lists` (one scripted server each): its recordings per list. */
async function runOnce(driver: Driver, lists: readonly ProbeList[], options: RunOptions): Promise<ListOutcomes> {
  const workDir = mkdtempSync(join(tmpdir(), `mcp-wire-lab-${driver.product}-`));
  mkdirSync(join(workDir, "lab"));
  const servers: RunServer[] = lists.map((list) => {
    const file = join(workDir, "lab", `${list.id}.json`);
    writeFileSync(file, jsonText(list));
    const command = [process.execPath, SERVER_BIN, file, join(workDir, "lab", `${list.id}.log.jsonl`)];
    return { name: list.id, list, command: options.serve?.(command) ?? command };
  });
  const model = await startModel({ lists, deferredLoader: driver.deferredLoader, rawLog: join(workDir, "lab", "model.jsonl") });
  let outcome;
  try {
    outcome = await driver.run({ installDir: options.installDir, workDir, modelUrl: model.url, servers, prompt: PROMPT, timeoutMs: options.timeoutMs, ...(options.serverStartMs === undefined ? {} : { serverStartMs: options.serverStartMs }), ...(options.beforeStart === undefined ? {} : { beforeStart: (config: string) => options.beforeStart?.(config, workDir) ?? Promise.resolve() }) });
  } finally {
    await model.close();
  }
  if (outcome.timedOut || outcome.exitCode !== 0) options.say(`  ${lists.map((list) => list.id).join(", ")}: ${outcome.timedOut ? "timed out" : `exit ${outcome.exitCode}`}: ${outcome.stderr.slice(-400).trim()}`);
  const result: ListOutcomes = new Map();
  for (const list of lists) {
    const server = readLog(join(workDir, "lab", `${list.id}.log.jsonl`));
    result.set(list.id, { recording: recordList(list, { model: model.log, calls: model.script.calls, server }), server });
  }
  if (options.keep) options.say(`  kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  return result;
}

/**
 * Runs `driver` over `lists` in {@link batches} (the driver's `batch` limits). When no list of a shared run got its
 * control tool to the model (the product failed as a whole: a crash, a refused request, a tool count), each list of it
 * is run again alone, so that one server's failure is not recorded as every server's. Returns per list id.
 */
export async function runLists(driver: Driver, lists: readonly ProbeList[], options: RunOptions): Promise<ListOutcomes> {
  const outcomes: ListOutcomes = new Map();
  for (const batch of batches(lists, options.batch ?? driver.batch)) {
    const ran = await runOnce(driver, batch, options);
    for (const [id, outcome] of ran) outcomes.set(id, outcome);
    if (batch.length === 1 || batch.some((list) => ran.get(list.id)?.recording.tools["control"]?.listed === true)) continue;
    options.say(`  no control tool of ${batch.length} lists reached the model; running each alone`);
    for (const list of batch) for (const [id, outcome] of await runOnce(driver, [list], options)) outcomes.set(id, outcome);
  }
  return outcomes;
}

/** The lists of one section of a recording run, and their outcomes. */
export interface RunSection {
  readonly lists: readonly ProbeList[];
  readonly outcomes: ListOutcomes;
}

/**
 * The product recording from the outcomes of every list (`recordedAt` is today's date, UTC), with the outcomes of the
 * lists whose servers offer 2026-07-28 as its `negotiation` when given, and those of the offered lists as its
 * `offered` section under `offered.revision` when given (each with how the product negotiated there).
 */
export function productRecording(driver: Driver, lists: readonly ProbeList[], outcomes: ListOutcomes, negotiation?: RunSection, offered?: RunSection & { readonly revision: string }): ProductRecording {
  const ordered = lists.map((list) => outcomes.get(list.id)).filter((outcome) => outcome !== undefined);
  const { clientInfo, protocolVersion } = announced(ordered.flatMap((outcome) => outcome.server));
  return {
    product: driver.product,
    version: driver.version,
    package: driver.package,
    recordedAt: new Date().toISOString().slice(0, 10),
    clientInfo,
    protocolVersion,
    lists: Object.fromEntries(lists.flatMap((list) => {
      const outcome = outcomes.get(list.id);
      return outcome === undefined ? [] : [[list.id, outcome.recording]];
    })),
    ...(negotiation === undefined ? {} : { negotiation: negotiated(negotiation.lists, negotiation.outcomes) }),
    ...(offered === undefined ? {} : { offered: { [offered.revision]: negotiated(offered.lists, offered.outcomes) } }),
  };
}

/** Per list with an outcome: its recording and the revision the product negotiated with its server. */
function negotiated(lists: readonly ProbeList[], outcomes: ListOutcomes): { [list: string]: NegotiationRecording } {
  return Object.fromEntries(lists.flatMap((list) => {
    const outcome = outcomes.get(list.id);
    if (outcome === undefined) return [];
    const { protocolVersion, serverDiscover } = announced(outcome.server);
    return [[list.id, { ...outcome.recording, protocolVersion, serverDiscover }]];
  }));
}
