/**
 * The `--call` result checks within the `--timeout` budget. The real clients' validators (results.ts) run on
 * server-supplied content, and a server's `outputSchema` may carry a pattern that backtracks catastrophically
 * (`^(a+)+$` against `"aaaa…!"`): the validator then runs for hours, and while it runs on the main thread no timer
 * fires and no SIGINT / SIGTERM / SIGHUP handler runs. So the checks run in a worker thread (result-worker.ts):
 * each host's check of each result gets the whole budget, and a check that does not finish within it has its worker
 * terminated and gets a verdict of its own (`validator-timeout`: a host running that validator would hang on that
 * result the same way), naming the schema's patterns that nest unbounded quantifiers; the checks left go on in a new
 * worker. The main thread only waits, so the session's signal guard ends doctor and the server's process group at once.
 *
 * This module loads no validator: the worker does, started once a call returned a result (a run without `--call`
 * starts no worker), so the validators load while the run goes on.
 */
import { Worker } from "node:worker_threads";
import { makeIssue, pointer } from "@mcp-wire/core";
import { DEFAULT_DIALECT, dialectOf, walkSchema } from "@mcp-wire/dialect";
import type { EvidenceLevel, Revision } from "@mcp-wire/hosts";
import type { DoctorHost } from "./verdicts.js";
import type { ResultVerdict } from "./results.js";

/** What the worker needs to build a `ResultChecker` (its constructor's arguments, each structured-cloneable; sent with the job). */
export interface CheckerSetup {
  readonly hosts: readonly DoctorHost[];
  readonly versions: Readonly<Partial<Record<DoctorHost, string>>>;
  readonly evidence: EvidenceLevel;
  readonly revisions: Readonly<Partial<Record<DoctorHost, Revision>>>;
}

/** One result to judge: the called tool's name, its `outputSchema` as listed (`undefined`: none), the raw result. */
export interface ResultToCheck {
  readonly tool: string;
  readonly outputSchema: unknown;
  readonly result: Readonly<Record<string, unknown>>;
}

/**
 * A message from main to the worker: with a `ResultChecker` of `setup`, check `items` from item `item`, host `host` on (the host index wraps to the
 * next item); `unfinished` lists, per item, the validators (by archetype host) already known not to finish on it
 * with the verdict to give every other host that embeds them.
 */
export interface WorkerJob {
  readonly setup: CheckerSetup;
  readonly items: readonly ResultToCheck[];
  readonly item: number;
  readonly host: number;
  readonly unfinished: readonly (readonly [item: number, archetype: DoctorHost, verdict: ResultVerdict])[];
}

/**
 * A message from the worker: `begin` (host `host` of item `item` is being checked, with the validator of `archetype`),
 * `verdict` (its verdict), `done` (every check of the job ran).
 */
export type WorkerMessage =
  | { readonly kind: "begin"; readonly item: number; readonly host: number; readonly hostId: DoctorHost; readonly archetype: DoctorHost }
  | { readonly kind: "verdict"; readonly item: number; readonly host: number; readonly verdict: ResultVerdict }
  | { readonly kind: "done" };

/**
 * Whether a regular expression's source nests an unbounded quantifier (`*`, `+`, `{n,}`) inside a group that is itself
 * quantified without bound (`(a+)+`, `(?:x*y)*`, `((ab)+c)+`): star height 2 or more, the shape whose backtracking
 * grows exponentially with the input on a failing match. Classes and escapes are skipped; overlapping alternatives
 * (`(a|a)*`) are not detected.
 * @param source - the pattern as written in the schema; any string (an invalid pattern is read as far as it goes)
 * @returns `true` when some group is such a nest; never throws
 */
export function nestsUnboundedQuantifiers(source: string): boolean {
  const groups: boolean[] = [false]; // per open group: whether it holds an unbounded quantifier
  let closedUnbounded = false; // whether the atom just read is a group holding one
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === "\\") {
      i += 2;
      closedUnbounded = false;
    } else if (c === "[") {
      i++;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i++;
      closedUnbounded = false;
    } else if (c === "(") {
      groups.push(false);
      i++;
      closedUnbounded = false;
    } else if (c === ")") {
      const inner = groups.length > 1 ? (groups.pop() as boolean) : false;
      if (inner) groups[groups.length - 1] = true;
      closedUnbounded = inner;
      i++;
    } else {
      const unbounded = c === "*" || c === "+" ? 1 : (/^\{\d+,\}/.exec(source.slice(i, i + 24))?.[0].length ?? 0);
      if (unbounded > 0) {
        if (closedUnbounded) return true;
        groups[groups.length - 1] = true;
        i += unbounded;
      } else i++;
      closedUnbounded = false;
    }
  }
  return false;
}

/**
 * The JSON Pointers (into `schema`) of its `pattern` values and `patternProperties` keys that nest unbounded
 * quantifiers ({@link nestsUnboundedQuantifiers}), in walk order; every subschema position of the dialect the
 * schema declares (`dialectOf`; 2020-12 for no label or an unknown one) is visited.
 * @param schema - a tool's `outputSchema` as listed; anything else than an object gives `[]`
 * @returns the pointers, e.g. `["/properties/p/pattern"]`; never throws
 */
export function catastrophicPatterns(schema: unknown): string[] {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return [];
  const found: string[] = [];
  walkSchema(schema as never, dialectOf(schema as never) ?? DEFAULT_DIALECT, (node, at) => {
    if (typeof node !== "object" || node === null) return;
    const object = node as Record<string, unknown>;
    if (typeof object["pattern"] === "string" && nestsUnboundedQuantifiers(object["pattern"])) found.push(pointer(at, "pattern"));
    const keyed = object["patternProperties"];
    if (typeof keyed === "object" && keyed !== null && !Array.isArray(keyed)) {
      for (const key of Object.keys(keyed)) if (nestsUnboundedQuantifiers(key)) found.push(pointer(at, "patternProperties", key));
    }
  });
  return found;
}

/**
 * The verdict of a host whose validator did not finish checking a result within the budget: `fail`, one
 * `validator-timeout` issue at `/structuredContent` per pattern of {@link catastrophicPatterns} (`params`: `timeoutMs`,
 * `schemaPath` the pattern's JSON Pointer into the outputSchema), or one without `schemaPath` when none is found.
 * `error` names what the host meets: its call hangs (the client throws nothing).
 * @param host - the host judged
 * @param timeoutMs - the budget (`--timeout`)
 * @param outputSchema - the tool's `outputSchema` as listed
 */
export function unfinishedVerdict(host: DoctorHost, timeoutMs: number, outputSchema: unknown): ResultVerdict {
  const seconds = `${timeoutMs / 1000}s`;
  const error = `the client's validator did not finish within ${seconds}: a host running it hangs on this result`;
  const patterns = catastrophicPatterns(outputSchema);
  const issues = patterns.length === 0
    ? [makeIssue("/structuredContent", "validator-timeout", `validator did not finish within ${seconds}`, { timeoutMs })]
    : patterns.map((at) => makeIssue("/structuredContent", "validator-timeout", `validator did not finish within ${seconds}: catastrophic pattern at ${at} (nested unbounded quantifiers)`, { timeoutMs, schemaPath: at }));
  return { host, status: "fail", issues, error };
}

/**
 * Where the worker's module is: beside this one once built (`dist/doctor/result-worker.js`); when this module runs
 * from its TypeScript source (the tests), the built one of the same package, as a worker cannot load TypeScript.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith(".ts") ? new URL("../../dist/doctor/result-worker.js", import.meta.url) : new URL("./result-worker.js", import.meta.url);
}

/** How one worker's run ended: every check done, or the check `item`/`host` (of `hostId`, with `archetype`'s validator) out of time. */
type RunEnd = { readonly kind: "done" } | { readonly kind: "timeout"; readonly item: number; readonly host: number; readonly hostId: DoctorHost; readonly archetype: DoctorHost };

/** A started worker (loading the validators from the moment it starts), with what ended it if something did. */
interface StartedWorker {
  readonly worker: Worker;
  /** Set when the worker failed or exited on its own before it was given a job. */
  failure: Error | undefined;
}

/** Starts a worker; its module loads the validators at once. */
function startWorker(): StartedWorker {
  const worker = new Worker(workerUrl());
  const started: StartedWorker = { worker, failure: undefined };
  worker.on("error", (error) => (started.failure ??= error));
  worker.on("exit", (code) => (started.failure ??= new Error(`the result checks' worker exited early (code ${code})`)));
  return started;
}

/** Runs `job` on a started worker, handing each verdict to `onVerdict`; terminates the worker at the end or when a check passes `timeoutMs`. */
function runWorker(started: StartedWorker, job: WorkerJob, timeoutMs: number, onVerdict: (item: number, verdict: ResultVerdict) => void): Promise<RunEnd> {
  const { worker } = started;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    const end = (outcome: RunEnd | Error) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    if (started.failure !== undefined) return end(started.failure);
    worker.on("message", (message: WorkerMessage) => {
      if (message.kind === "begin") {
        clearTimeout(timer);
        const { item, host, hostId, archetype } = message;
        timer = setTimeout(() => end({ kind: "timeout", item, host, hostId, archetype }), timeoutMs);
      } else if (message.kind === "verdict") {
        clearTimeout(timer);
        onVerdict(message.item, message.verdict);
      } else end({ kind: "done" });
    });
    worker.on("error", (error) => end(error));
    worker.on("exit", (code) => end(new Error(`the result checks' worker exited early (code ${code})`)));
    worker.postMessage(job);
  });
}

/**
 * The result checks of one run: a worker started at once (the validators load while the run goes on: the other
 * revisions' lanes, the schemas' judging), given the results once every host's revision is known.
 */
export interface ResultChecks {
  /**
   * Judges each result for each selected host (as `ResultChecker.check` does, in the worker), each host's check of
   * each result bounded by `timeoutMs`: one out of time gets {@link unfinishedVerdict}, and so does every other host
   * embedding the same client's validator for that result (same validator, same content: it would not finish
   * either); the checks left go on in a new worker. Call once.
   * @param setup - the hosts and how each is judged
   * @param items - the results, in call order
   * @param timeoutMs - the budget of one host's check of one result (`--timeout`)
   * @returns per item, the verdicts in host order (`[]` for hosts without a result client), as `ResultChecker.check`
   * @throws Error when a worker cannot start or fails (an internal error: doctor exits 2)
   */
  check(setup: CheckerSetup, items: readonly ResultToCheck[], timeoutMs: number): Promise<ResultVerdict[][]>;
  /** Terminates the worker when it was not used (a run that failed before its checks); never throws. */
  close(): void;
}

/**
 * Starts the result checks of a run (see {@link ResultChecks}); call {@link ResultChecks.close} when the run ends
 * without {@link ResultChecks.check}, else the worker keeps the process alive.
 */
export function startResultChecks(): ResultChecks {
  let next: StartedWorker | undefined = startWorker();
  return {
    async check(setup, items, timeoutMs) {
      const verdicts: ResultVerdict[][] = items.map(() => []);
      const unfinished: [number, DoctorHost, ResultVerdict][] = [];
      let from = { item: 0, host: 0 };
      for (;;) {
        const started = next ?? startWorker();
        next = undefined;
        const end = await runWorker(started, { setup, items, ...from, unfinished }, timeoutMs, (item, verdict) => verdicts[item]?.push(verdict));
        if (end.kind === "done") return verdicts;
        const verdict = unfinishedVerdict(end.hostId, timeoutMs, items[end.item]?.outputSchema);
        verdicts[end.item]?.push(verdict);
        unfinished.push([end.item, end.archetype, verdict]);
        from = { item: end.item, host: end.host + 1 };
      }
    },
    close() {
      void next?.worker.terminate();
      next = undefined;
    },
  };
}
