/**
 * The lists of wrapped mode (`pnpm lab --wrapped`, a config rewritten by `mcp-wire wrap`) and renamed mode (`pnpm lab
 * --renamed`, servers behind `mcp-wire proxy --rename`). Apart from the corpus (`probeLists()`), so the corpus'
 * recordings stay as they are.
 */
import type { Json, ProbeList } from "../types.js";
import { buildList, type ListSpec } from "./build.js";
import { probeList } from "./index.js";

type JsonObject = { readonly [key: string]: Json };
const obj = (properties: JsonObject, required: readonly string[] = []): JsonObject => ({ type: "object", properties, ...(required.length === 0 ? {} : { required }) });
/** A valid tool the script calls with `args` (valid against `inputSchema`). */
const called = (key: string, inputSchema: JsonObject, args: JsonObject) => ({ key, description: "A plain tool.", inputSchema, call: { arguments: args } });

/** Plain valid tools of the usual parameter shapes, every one called: a wrapped server must keep each listed and callable. */
const EVERY_CALL: ListSpec = {
  id: "wrap-calls",
  about: "plain valid tools of the usual parameter shapes (string, numbers, enum, boolean, array, nested object, none, optional only), each called",
  probes: [
    called("echo_text", obj({ text: { type: "string" } }, ["text"]), { text: "hi" }),
    called("add_numbers", obj({ a: { type: "number" }, b: { type: "integer" } }, ["a", "b"]), { a: 1.5, b: 2 }),
    called("pick_mode", obj({ mode: { type: "string", enum: ["fast", "slow"] } }, ["mode"]), { mode: "fast" }),
    called("set_flag", obj({ on: { type: "boolean" } }, ["on"]), { on: true }),
    called("tag_items", obj({ tags: { type: "array", items: { type: "string" } } }, ["tags"]), { tags: ["a", "b"] }),
    called("move_point", obj({ point: obj({ x: { type: "integer" }, y: { type: "integer" } }, ["x", "y"]) }, ["point"]), { point: { x: 1, y: 2 } }),
    called("no_arguments", obj({}), {}),
    called("maybe_note", obj({ note: { type: "string" } }), {}),
  ],
};

/**
 * A list whose one tool, called, has a Claude Code name `mcp__<list id>__<tool>` of 70 characters (`qualified-name-length`
 * of the claude-code catalog, mims-harvard/ToolUniverse#65: over 64 once the tool name has 57). The list id is the
 * server's name in the product's config.
 */
const qualified70 = (id: string, about: string): ListSpec => ({ id, about, probes: [{ key: "probe", name: `probe_${"n".repeat(70 - `mcp__${id}__probe_`.length)}`, inputSchema: obj({}), call: {} }] });

/**
 * The renamed lists: server `q` with a 62-character tool name (`proxy --rename` lists 56: `mcp__q__<tool>` is then 64)
 * and server `rename` with a 57-character one (renamed to 56, `mcp__rename__<tool>` is still 69: the proxy does not
 * know the name the config gives the server).
 */
const QUALIFIED_70: readonly ListSpec[] = [
  qualified70("q", "a tool whose mcp__q__<tool> name has 70 characters (the tool name 62), called"),
  qualified70("rename", "a tool whose mcp__rename__<tool> name has 70 characters (the tool name 57), called"),
];

let wrapped: readonly ProbeList[] | undefined;
let renamed: readonly ProbeList[] | undefined;

/** The wrapped mode's lists: {@link EVERY_CALL} and the captured server-everything and server-filesystem lists. */
export function wrappedLists(): readonly ProbeList[] {
  wrapped ??= [buildList(EVERY_CALL), probeList("server-everything"), probeList("server-filesystem")];
  return wrapped;
}

/** The renamed mode's lists: {@link QUALIFIED_70}. */
export function renamedLists(): readonly ProbeList[] {
  renamed ??= QUALIFIED_70.map(buildList);
  return renamed;
}
