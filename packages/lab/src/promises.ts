/**
 * What serving promises, checked against what a product did with the served lists: every tool the projection for
 * the product keeps must be listed by the product, and every constraint of the server's own input schema must reach
 * the model unchanged, unless the projection said it loosened it (a `loosened` entry at or above it).
 * A constraint is a leaf of the schema that is not an annotation: the value of a constraint keyword (`type`,
 * `required`, `minLength`, …), a `$ref`, or a boolean subschema, found by walking the applicator positions of the
 * vocabulary (`@mcp-wire/core`), so a property named `default` is walked as a schema, not skipped as an annotation.
 */
import { keywordInfo, parsePointer, pointer, POSITIONS, resolveTokens, type PositionKind } from "@mcp-wire/core";
import { BLASTS, type ProjectedTool, type ToolsProjection } from "@mcp-wire/hosts";
import type { Json, ListRecording, ProbeList } from "./types.js";

/** One constraint of a schema: its JSON Pointer (to the keyword, or to a boolean subschema) and its value. */
export interface Constraint {
  readonly at: string;
  readonly value: Json;
}

/** A promise of serving the product did not keep, per probe tool. */
export type BrokenPromise =
  | { readonly list: string; readonly key: string; readonly kind: "not-listed" }
  | { readonly list: string; readonly key: string; readonly kind: "constraint"; readonly at: string; readonly expected: Json; readonly received: Json | null };

type JsonObject = { readonly [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** Where any dialect holds subschemas under a keyword (2020-12 first; draft-07 adds `definitions`, array `items`, …). */
function position(keyword: string): PositionKind | undefined {
  return POSITIONS["2020-12"][keyword] ?? POSITIONS["2019-09"][keyword] ?? POSITIONS["draft-07"][keyword];
}

/**
 * Every constraint of `schema`, in document order. Annotations (`description`, `default`, …) and keywords no
 * vocabulary defines (`x-…`, `nullable`) are not constraints; `$schema`, `$id` and other structure keywords neither.
 * @param schema - a JSON Schema (object or boolean) as JSON
 * @param at - the pointer of `schema` itself (default the root, `""`)
 */
export function constraints(schema: Json, at = ""): Constraint[] {
  if (typeof schema === "boolean") return [{ at, value: schema }];
  if (!isObject(schema)) return [];
  return Object.entries(schema).flatMap(([keyword, value]): Constraint[] => {
    const here = pointer(at, keyword);
    const kind = position(keyword);
    if (kind === "map") return isObject(value) ? Object.entries(value).flatMap(([name, sub]) => constraints(sub, pointer(here, name))) : [];
    if (kind === "array" || (kind === "single-or-array" && Array.isArray(value))) return Array.isArray(value) ? value.flatMap((sub, index) => constraints(sub, pointer(here, index))) : [];
    if (kind !== undefined) return constraints(value, here);
    const info = keywordInfo(keyword);
    return info?.class === "constraint" || keyword === "$ref" ? [{ at: here, value }] : [];
  });
}

/** The value at `at` inside `schema` (own members only, as `@mcp-wire/core` resolves pointers), or `undefined`. */
function valueAt(schema: Json, at: string): Json | undefined {
  const found = resolveTokens(schema, parsePointer(at) ?? []);
  return found.found ? (found.value as Json) : undefined;
}

const same = (a: Json | undefined, b: Json | undefined): boolean => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(value: Json | undefined): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item) ?? null);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key]) ?? null]));
}

/** Whether the projection keeps `tool` listed: its blast after projection drops neither it nor its list. */
const keeps = (tool: ProjectedTool | undefined): boolean => tool !== undefined && BLASTS.indexOf(tool.blast) < BLASTS.indexOf("tool");

/** Whether the projection said it loosened the constraint at `at` (a `loosened` entry at it or above it). */
const said = (tool: ProjectedTool, at: string): boolean =>
  (tool.loosened.inputSchema ?? []).some((change) => change.path === at || at.startsWith(`${change.path}/`) || change.path === "");

/**
 * The promises of `projection` (the list's own projection for the product, at the recording's revision and version)
 * that the product broke on the served `recording` of `list`. A list whose projection still loses it whole (a tool
 * or server-wide issue of blast `list`) promises nothing.
 */
export function brokenPromises(list: ProbeList, projection: ToolsProjection, recording: ListRecording): BrokenPromise[] {
  if ([...projection.server, ...projection.report].some((entry) => entry.blast === "list")) return [];
  return list.tools.flatMap((probe, index): BrokenPromise[] => {
    const projected = projection.report[index];
    if (projected === undefined || !keeps(projected)) return [];
    const sent = recording.tools[probe.key];
    if (sent?.listed !== true) return [{ list: list.id, key: probe.key, kind: "not-listed" }];
    const received = sent.schema ?? null;
    return constraints(probe.tool["inputSchema"] ?? null)
      .filter((constraint) => !said(projected, constraint.at) && !same(valueAt(received, constraint.at), constraint.value))
      .map((constraint) => ({ list: list.id, key: probe.key, kind: "constraint", at: constraint.at, expected: constraint.value, received: valueAt(received, constraint.at) ?? null }));
  });
}
