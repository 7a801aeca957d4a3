/**
 * Building the recording of one probe list from what the run logged: the model turns (what the product sent the
 * model), the script's calls, and the list's server log (what the product sent the server).
 */
import type { ModelLogEntry } from "./model.js";
import { indexProbes, probeOf, type ScriptCall } from "./script.js";
import { envelopeRevision, type ServerLogEntry } from "./server.js";
import type { Json, ListRecording, ProbeList, SentTool, SentToolResult, ToolRecording } from "./types.js";

/** What one run logged, as {@link recordList} reads it. */
export interface RunLog {
  readonly model: readonly ModelLogEntry[];
  readonly calls: readonly ScriptCall[];
  /** The server log entries of this list's server. */
  readonly server: readonly ServerLogEntry[];
}

/**
 * The recording of `list`: whether its server was initialized and asked for tools/list, and per probe whether it was
 * offered to the model (name and schema from the first turn that offered it), and for scripted calls whether the call
 * reached the server and what the product handed back.
 */
export function recordList(list: ProbeList, log: RunLog): ListRecording {
  const index = indexProbes([list]);
  const sent = new Map<string, SentTool>();
  const results = new Map<string, SentToolResult>();
  for (const entry of log.model) {
    for (const tool of entry.turn.tools) {
      const ref = probeOf(tool, index);
      if (ref !== undefined && !sent.has(ref.probe.key)) sent.set(ref.probe.key, tool);
    }
    for (const result of entry.turn.toolResults) if (!results.has(result.callId)) results.set(result.callId, result);
  }
  const calledNames = new Set(log.server.filter((entry) => entry.method === "tools/call").map((entry) => callName(entry.params)));
  const tools: { [key: string]: ToolRecording } = {};
  for (const probe of list.tools) {
    const tool = sent.get(probe.key);
    const own = probe.tool["description"];
    const listed: ToolRecording =
      tool === undefined ? { listed: false } : { listed: true, name: tool.name, schema: tool.schema, ...(tool.description === own ? {} : { description: tool.description }) };
    if (probe.call === undefined) {
      tools[probe.key] = listed;
      continue;
    }
    const reachedServer = calledNames.has(String(probe.tool["name"]));
    const answer = log.calls
      .filter((call) => call.list === list.id && call.key === probe.key)
      .map((call) => results.get(call.callId))
      .find((result) => result !== undefined);
    tools[probe.key] = { ...listed, call: answer === undefined ? { reachedServer, answered: false } : { reachedServer, isError: answer.isError, text: answer.text } };
  }
  return { initialized: log.server.some((entry) => entry.method === "initialize"), listedTools: log.server.some((entry) => entry.method === "tools/list"), tools };
}

function callName(params: Json | undefined): string {
  return typeof params === "object" && params !== null && !Array.isArray(params) ? String((params as { readonly [key: string]: Json })["name"]) : "";
}

/**
 * What the product announced to the servers of `entries`: the `clientInfo` of the first `initialize`; the
 * `protocolVersion` it negotiated — that `initialize`'s (the lab's server echoes every 2025 revision it is asked for),
 * else the revision the 2026-07-28 `_meta` envelope of its first such request names; and whether it sent
 * `server/discover` (`serverDiscover`). Nulls when it sent nothing of the kind.
 */
export function announced(entries: readonly ServerLogEntry[]): { clientInfo: { name: string; version: string } | null; protocolVersion: string | null; serverDiscover: boolean } {
  const init = entries.find((entry) => entry.method === "initialize");
  const params = isObject(init?.params) ? init.params : {};
  const info = params["clientInfo"];
  const clientInfo = isObject(info) ? { name: String(info["name"]), version: String(info["version"]) } : null;
  const enveloped = entries.map((entry) => envelopeRevision(entry.params)).find((revision) => revision !== undefined);
  const protocolVersion = typeof params["protocolVersion"] === "string" ? params["protocolVersion"] : (enveloped ?? null);
  return { clientInfo, protocolVersion, serverDiscover: entries.some((entry) => entry.method === "server/discover") };
}

const isObject = (value: Json | undefined): value is { readonly [key: string]: Json } => typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` as JSON with every object's keys sorted, 2-space indented, with a final newline (deterministic files). */
export function canonicalJson(value: unknown): string {
  const sort = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(sort)
      : typeof node === "object" && node !== null
        ? Object.fromEntries(Object.keys(node).sort().map((key) => [key, sort((node as Record<string, unknown>)[key])]))
        : node;
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}
