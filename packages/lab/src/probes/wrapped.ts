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
 * A tool whose Claude Code name `mcp__rename__<tool>` has 70 characters (the tool name 57, one over the 56 that keep
 * it within 64 for any server name: `qualified-name-length` of the claude-code catalog, mims-harvard/ToolUniverse#65),
 * called. The list id is the server's name in the product's config.
 */
const QUALIFIED_70: ListSpec = {
  id: "rename",
  about: "a tool whose mcp__rename__<tool> name has 70 characters (the tool name 57), called",
  probes: [{ key: "probe", name: `probe_${"n".repeat(51)}`, inputSchema: obj({}), call: {} }],
};

let wrapped: readonly ProbeList[] | undefined;
let renamed: readonly ProbeList[] | undefined;

/** The wrapped mode's lists: {@link EVERY_CALL} and the captured server-everything and server-filesystem lists. */
export function wrappedLists(): readonly ProbeList[] {
  wrapped ??= [buildList(EVERY_CALL), probeList("server-everything"), probeList("server-filesystem")];
  return wrapped;
}

/** The renamed mode's lists: {@link QUALIFIED_70}. */
export function renamedLists(): readonly ProbeList[] {
  renamed ??= [buildList(QUALIFIED_70)];
  return renamed;
}
