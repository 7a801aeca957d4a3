/**
 * How a probe list is built from a row of the corpus: the control tool first, then the row's probes, each
 * description starting with its {@link marker}.
 */
import { marker, type Json, type ProbeList, type ProbeTool } from "../types.js";

type JsonObject = { readonly [key: string]: Json };

/** One probe of a corpus row: the tool's fields (name defaults to the key; `description` follows the marker). */
export interface ProbeSpec {
  readonly key: string;
  /** The tool's `name`: any JSON value, sent as written (a number probes a name that is not a string). */
  readonly name?: Json;
  /**
   * An entry of `tools` that is not a Tool object (`null`), listed verbatim in place of a tool: the probe has no other
   * field and no call (it carries no marker, so no product request can offer or call it).
   */
  readonly entry?: Json;
  readonly description?: string;
  readonly inputSchema?: Json;
  readonly outputSchema?: Json;
  /** Any other tool fields (`title`, `annotations`, `_meta`...), copied verbatim. */
  readonly fields?: JsonObject;
  /** The scripted call: arguments (default `{}`) and the result (default one text block `<list>/<key> ok`). */
  readonly call?: { readonly arguments?: JsonObject; readonly result?: JsonObject };
}

/** One row of the corpus: the list id (kebab-case, stable), what it probes, and its probes. */
export interface ListSpec {
  readonly id: string;
  readonly about: string;
  readonly probes: readonly ProbeSpec[];
}

/**
 * The control tool of every list: a plain valid tool the script always calls, so every run proves calls work. Its name
 * is the list's own (`ctl_<list id with _ for ->`, at most 29 characters), so that a product offering tools under bare
 * names (Continue CLI: a call goes to the first server with a tool of that name) can run many lists at once.
 */
const control = (list: string): ProbeTool => ({
  key: "control",
  tool: {
    name: `ctl_${list.replaceAll("-", "_")}`,
    description: `${marker(list, "control")} A plain tool: echoes its text.`,
    inputSchema: { type: "object", properties: { text: { type: "string", description: "Any text." } }, required: ["text"] },
  },
  call: { arguments: { text: "hello" }, result: { content: [{ type: "text", text: `${list}/control ok` }] } },
});

/** The fields of a {@link ProbeSpec} besides `key` that describe a tool (none may sit beside `entry`). */
const TOOL_FIELDS = ["name", "description", "inputSchema", "outputSchema", "fields", "call"] as const;

/**
 * Builds one probe list from a corpus row: `tools[0]` is the control tool, then each probe with its marker prefixed
 * to its description (a probe without `inputSchema` sends none: the field is absent), or its `entry` as written.
 * Throws Error on a duplicate key, or on an `entry` probe with a tool field beside it.
 */
export function buildList(spec: ListSpec): ProbeList {
  const keys = new Set<string>(["control"]);
  const probes = spec.probes.map((probe): ProbeTool => {
    if (keys.has(probe.key)) throw new Error(`probe list ${spec.id}: duplicate key ${probe.key}`);
    keys.add(probe.key);
    if (probe.entry !== undefined) {
      const beside = TOOL_FIELDS.filter((field) => probe[field] !== undefined);
      if (beside.length > 0) throw new Error(`probe list ${spec.id}: probe ${probe.key} has an entry and ${beside.join(", ")}`);
      return { key: probe.key, tool: {}, entry: probe.entry };
    }
    const description = `${marker(spec.id, probe.key)}${probe.description === undefined ? "" : ` ${probe.description}`}`;
    const tool: JsonObject = {
      name: probe.name ?? probe.key,
      description,
      ...(probe.inputSchema === undefined ? {} : { inputSchema: probe.inputSchema }),
      ...(probe.outputSchema === undefined ? {} : { outputSchema: probe.outputSchema }),
      ...probe.fields,
    };
    if (probe.call === undefined) return { key: probe.key, tool };
    const result = probe.call.result ?? { content: [{ type: "text", text: `${spec.id}/${probe.key} ok` }] };
    return { key: probe.key, tool, call: { arguments: probe.call.arguments ?? {}, result } };
  });
  return { id: spec.id, about: spec.about, tools: [control(spec.id), ...probes] };
}
