/**
 * The fake model's script, shared by every protocol adapter: given one model turn as an adapter read it, decide the
 * answer. Probe tools are found by the marker their description starts with (whatever name the product gave them).
 * A turn offering no probe tool (titles, summaries, routing checks) gets a short text and does not move the script;
 * when the product only names its deferred tools, the driver's loader is called for them first; then every offered
 * probe with a scripted `call` is called, all in one answer; once that is done the answer is the text `done`.
 */
import type { Driver, Json, ModelAction, ModelTurn, ProbeList, ProbeTool, SentTool } from "./types.js";

/** A probe tool found again: its list and the probe. */
export interface ProbeRef {
  readonly list: string;
  readonly probe: ProbeTool;
}

/** A call the script made: the call id it gave, and the probe. */
export interface ScriptCall {
  readonly callId: string;
  readonly list: string;
  readonly key: string;
}

/** How many answers with calls (loader or probes) one run gets at most; later turns are answered with text. */
export const MAX_CALL_TURNS = 4;

const MARKER = /\[lab:[^\]\s]+\]/;

/** Indexes probe lists by marker: `[lab:<list>/<key>]` → the probe. */
export function indexProbes(lists: readonly ProbeList[]): ReadonlyMap<string, ProbeRef> {
  const index = new Map<string, ProbeRef>();
  for (const list of lists) for (const probe of list.tools) index.set(`[lab:${list.id}/${probe.key}]`, { list: list.id, probe });
  return index;
}

/**
 * The probe a sent tool is, from the first marker in its description (a product may prepend text: Claude Code puts a
 * removed root `oneOf`'s constraint first); undefined when none.
 */
export function probeOf(tool: SentTool, index: ReadonlyMap<string, ProbeRef>): ProbeRef | undefined {
  const found = MARKER.exec(tool.description);
  return found === null ? undefined : index.get(found[0]);
}

/** The script of one run: its decisions so far and the calls it made. */
export class Script {
  readonly #index: ReadonlyMap<string, ProbeRef>;
  readonly #loader: Driver["deferredLoader"];
  readonly #called = new Set<string>();
  #callTurns = 0;
  #ids = 0;
  #loaded = false;
  /** Every call the script made, in order. */
  readonly calls: ScriptCall[] = [];

  /** A script over `lists`; `loader` is the driver's deferred-tool loader, when the product defers tools. */
  constructor(lists: readonly ProbeList[], loader?: Driver["deferredLoader"]) {
    this.#index = indexProbes(lists);
    this.#loader = loader;
  }

  /** The answer to one model turn (and the calls it makes are recorded in {@link calls}). */
  decide(turn: ModelTurn): ModelAction {
    const offered = turn.tools.map((tool) => ({ tool, ref: probeOf(tool, this.#index) }));
    const probes = offered.filter((entry): entry is { tool: SentTool; ref: ProbeRef } => entry.ref !== undefined);
    if (probes.length === 0) return this.#unscripted(turn);
    const pending = probes.filter(({ ref }) => ref.probe.call !== undefined && !this.#called.has(`${ref.list}/${ref.probe.key}`));
    if (pending.length === 0 || this.#callTurns >= MAX_CALL_TURNS) return { kind: "text", text: "done" };
    this.#callTurns += 1;
    return {
      kind: "calls",
      calls: pending.map(({ tool, ref }) => {
        this.#called.add(`${ref.list}/${ref.probe.key}`);
        const callId = this.#nextId();
        this.calls.push({ callId, list: ref.list, key: ref.probe.key });
        return { id: callId, name: tool.name, arguments: ref.probe.call?.arguments ?? {} };
      }),
    };
  }

  /** A fresh call id (`call_lab_<n>`, counting loader calls too). */
  #nextId(): string {
    this.#ids += 1;
    return `call_lab_${this.#ids}`;
  }

  /** A turn with no probe tool: load the deferred tools once when the product named some, else a short text. */
  #unscripted(turn: ModelTurn): ModelAction {
    const loader = this.#loader;
    const deferred = turn.deferred ?? [];
    if (loader !== undefined && !this.#loaded && deferred.length > 0 && turn.tools.some((tool) => tool.name === loader.name) && this.#callTurns < MAX_CALL_TURNS) {
      this.#loaded = true;
      this.#callTurns += 1;
      return { kind: "calls", calls: [{ id: this.#nextId(), name: loader.name, arguments: loader.arguments(deferred) as { readonly [key: string]: Json } }] };
    }
    return { kind: "text", text: turn.wantsJson ? "{}" : "ok" };
  }
}
