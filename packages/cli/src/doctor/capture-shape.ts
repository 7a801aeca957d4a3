/**
 * The shape of a `--replay` file, checked before anything is played: a file may hold anything, and a field of the
 * wrong kind would otherwise reach the MCP client as a garbled initialize failure. Two formats (docs/doctor.md,
 * "Offline"): a capture of `--save` (`captureVersion: 1`), and a tools capture of `fixtures/servers`, which has no
 * `captureVersion` member (the older format, read as a single page). Any other `captureVersion` is refused.
 *
 * What is checked is a table, read in order (the order `--save` writes the members): the first field of the wrong
 * kind is the one named. Each initialize field checked is one the MCP client requires of an initialize result
 * (MCP `InitializeResult`: `protocolVersion`, `capabilities`, `serverInfo` with `name` and `version`). A capture of
 * version 1 without `initialize` (written by hand) is answered from its `serverInfo`, which must then have them too.
 */

import { REVISIONS } from "@mcp-wire/spec";

/** The `captureVersion` written by this version of the CLI, and the only one it reads. */
export const CAPTURE_VERSION = 1;

/** A kind a field must have. `object` excludes arrays and `null`; `objects` is an array of objects. */
type Kind = "object" | "array" | "objects" | "string";

/** One checked field: its JSON Pointer tokens, its kind, and whether it must be present. */
interface Field {
  readonly path: readonly string[];
  readonly kind: Kind;
  readonly required: boolean;
}

const field = (pointer: string, kind: Kind, required = true): Field => ({ path: pointer.split("/").slice(1), kind, required });

/** A tools capture (`fixtures/servers`): what the recording answers initialize and tools/list with. */
const TOOLS_CAPTURE: readonly Field[] = [field("/protocolVersion", "string"), field("/serverInfo", "object"), field("/serverInfo/name", "string"), field("/serverInfo/version", "string"), field("/tools", "array")];

/** A capture of `captureVersion: 1` without `initialize`: played as a tools capture (and its `pages`, when given). */
const CAPTURE_V1_TOOLS: readonly Field[] = [...TOOLS_CAPTURE, field("/pages", "objects", false)];

/** A `--save` capture, `captureVersion: 1`: the raw initialize result (and the pages, when given) are what is played. */
const CAPTURE_V1: readonly Field[] = [
  field("/protocolVersion", "string"),
  field("/serverInfo", "object", false),
  field("/tools", "array"),
  field("/initialize", "object"),
  field("/initialize/protocolVersion", "string"),
  field("/initialize/capabilities", "object"),
  field("/initialize/serverInfo", "object"),
  field("/initialize/serverInfo/name", "string"),
  field("/initialize/serverInfo/version", "string"),
  field("/initialize/instructions", "string", false),
  field("/pages", "objects", false),
  field("/lanes", "object", false),
  ...REVISIONS.map((revision) => field(`/lanes/${revision}`, "objects", false)),
];

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

const KIND_TEST: Readonly<Record<Kind, (value: unknown) => boolean>> = {
  object: isObject,
  array: Array.isArray,
  objects: (value) => Array.isArray(value),
  string: (value) => typeof value === "string",
};

const KIND_NAME: Readonly<Record<Kind, string>> = { object: "an object", array: "an array", objects: "an array of objects", string: "a string" };

/** What a value is, for messages: `null`, `an array`, `an object`, `a number`, …. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** A value shown in a message: short numbers and strings as JSON (at most 40 characters), anything else by its kind. */
export const shown = (value: unknown) => ((typeof value === "number" || typeof value === "string") && JSON.stringify(value).length <= 40 ? JSON.stringify(value) : kindOf(value));

/** The value at `path` under `root`, own members only (`undefined` when a step is missing or not an object). */
function at(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const token of path) {
    if (!isObject(value) || !Object.hasOwn(value, token)) return undefined;
    value = value[token];
  }
  return value;
}

/** The JSON Pointer of `path` (RFC 6901: `~` as `~0`, `/` as `~1`). */
const pointerOf = (path: readonly (string | number)[]) => path.map((token) => `/${String(token).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

/** The lists of tools/list results a capture may hold: each page must have a `tools` array (MCP `ListToolsResult`). */
const PAGE_LISTS: readonly (readonly string[])[] = [["pages"], ...REVISIONS.map((revision) => ["lanes", revision])];

/**
 * Why `json` is not a replayable capture, naming the JSON Pointer of the first field of the wrong kind, or
 * `undefined` when it is one. After the fields, each captured page (`/pages/<i>`, `/lanes/<revision>/<i>`) must have
 * a `tools` array, and the protocol version initialize is answered with (`/initialize/protocolVersion`, else
 * `/protocolVersion`) must be one of `protocolVersions`.
 * @param json - the parsed `--replay` file (or `diff` side)
 * @param protocolVersions - the versions the MCP client that plays it accepts (the SDK's `SUPPORTED_PROTOCOL_VERSIONS`)
 * @returns e.g. `/captureVersion must be 1 (the capture version this mcp-wire reads; got 99)`,
 *   `/initialize/serverInfo/name must be a string (got a number)`, `/pages/2 must be an object (got null)`,
 *   `/pages/0/tools must be an array (got a string)`, `/protocolVersion must be a protocol version the MCP client
 *   speaks (2025-11-25, …; got "1999-01-01")`; never throws
 */
export function captureProblem(json: unknown, protocolVersions: readonly string[]): string | undefined {
  if (!isObject(json)) return `the root must be an object (got ${kindOf(json)})`;
  const versioned = Object.hasOwn(json, "captureVersion");
  if (versioned && json["captureVersion"] !== CAPTURE_VERSION) {
    return `/captureVersion must be ${CAPTURE_VERSION} (the capture version this mcp-wire reads; got ${shown(json["captureVersion"])})`;
  }
  const table = !versioned ? TOOLS_CAPTURE : Object.hasOwn(json, "initialize") ? CAPTURE_V1 : CAPTURE_V1_TOOLS;
  for (const { path, kind, required } of table) {
    const value = at(json, path);
    if (value === undefined && !required) continue;
    if (!KIND_TEST[kind](value)) return `${pointerOf(path)} must be ${KIND_NAME[kind]} (got ${value === undefined ? "nothing" : kindOf(value)})`;
    if (kind === "objects") {
      const index = (value as readonly unknown[]).findIndex((item) => !isObject(item));
      if (index !== -1) return `${pointerOf([...path, index])} must be an object (got ${kindOf((value as readonly unknown[])[index])})`;
    }
  }
  for (const path of PAGE_LISTS) {
    const pages = at(json, path);
    if (!Array.isArray(pages)) continue;
    const index = pages.findIndex((page) => !Array.isArray(at(page, ["tools"])));
    if (index !== -1) {
      const tools = at(pages[index], ["tools"]);
      return `${pointerOf([...path, index, "tools"])} must be an array (got ${tools === undefined ? "nothing" : kindOf(tools)})`;
    }
  }
  const played = table === CAPTURE_V1 ? ["initialize", "protocolVersion"] : ["protocolVersion"];
  const version = at(json, played);
  if (!protocolVersions.includes(version as string)) {
    return `${pointerOf(played)} must be a protocol version the MCP client speaks (${protocolVersions.join(", ")}; got ${shown(version)})`;
  }
  return undefined;
}
