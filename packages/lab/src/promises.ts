/**
 * What serving promises, checked against what a product did with the served lists: every tool the projection for
 * the product keeps must be listed by the product, and every constraint of the projected input schema (the server's
 * own, less what the projection loosened and said in `loosened`) must reach the model unchanged.
 * A constraint is a leaf of the schema that is not an annotation: the value of a constraint keyword (`type`,
 * `required`, `minLength`, …), a `$ref`, or a boolean subschema, found by walking the applicator positions of the
 * vocabulary (`@mcp-wire/core`), so a property named `default` is walked as a schema, not skipped as an annotation.
 */
import { DIALECTS, keywordInfo, parsePointer, pointer, POSITIONS, resolveTokens, type PositionKind } from "@mcp-wire/core";
import { BLASTS, type Blast, type ToolsProjection } from "@mcp-wire/hosts";
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

/**
 * How `value` holds subschemas under `keyword` in any dialect: an array where some dialect takes one there (draft-07
 * `items: [...]`), else the dialects' kind (`map`, `single`); `undefined` for a data keyword.
 */
function position(keyword: string, value: Json): PositionKind | undefined {
  const kinds = DIALECTS.flatMap((dialect) => POSITIONS[dialect][keyword] ?? []);
  if (kinds.length === 0) return undefined;
  if (Array.isArray(value)) return kinds.some((kind) => kind === "array" || kind === "single-or-array") ? "array" : undefined;
  return kinds.includes("map") ? "map" : "single";
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
    const kind = position(keyword, value);
    if (kind === "map") return isObject(value) ? Object.entries(value).flatMap(([name, sub]) => constraints(sub, pointer(here, name))) : [];
    if (kind === "array") return Array.isArray(value) ? value.flatMap((sub, index) => constraints(sub, pointer(here, index))) : [];
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

const worse = (blast: Blast, than: Blast): boolean => BLASTS.indexOf(blast) >= BLASTS.indexOf(than);

/**
 * The promises of `projection` (the list's own projection for the product, at the recording's revision and version)
 * that the product broke on the served `recording` of `list`: a tool whose blast after projection is below `tool`
 * not listed, or a constraint of its projected input schema missing or changed in the schema the model received.
 * A list the projection still loses whole, or whose requests it says fail (a tool or server-wide issue of blast
 * `list` or `requests`), promises nothing; nor does a constraint the projection's report says the product misreads
 * (an input-schema issue of blast `misread` at the constraint or at a schema above it, the root excepted: a root
 * finding such as a keyword the product adds says nothing of the constraints below) — doctor told the user those
 * are lost, and the differential test holds that prediction to the product.
 */
export function brokenPromises(list: ProbeList, projection: ToolsProjection, recording: ListRecording): BrokenPromise[] {
  if ([...projection.server, ...projection.report].some((entry) => worse(entry.blast, "list"))) return [];
  return list.tools.flatMap((probe, index): BrokenPromise[] => {
    const projected = projection.report[index];
    if (projected === undefined || worse(projected.blast, "tool")) return [];
    const sent = recording.tools[probe.key];
    if (sent?.listed !== true) return [{ list: list.id, key: probe.key, kind: "not-listed" }];
    const received = sent.schema ?? null;
    const tool = projection.tools[index];
    const schema = isObject(tool as Json) ? ((tool as JsonObject)["inputSchema"] ?? null) : null;
    const misread = projected.issues.filter((issue) => issue.blast === "misread" && issue.role === "inputSchema" && issue.path !== "").map((issue) => issue.path);
    const foretold = (at: string) => misread.some((path) => at === path || at.startsWith(`${path}/`));
    return constraints(schema)
      .filter((constraint) => !foretold(constraint.at) && !same(valueAt(received, constraint.at), constraint.value))
      .map((constraint) => ({ list: list.id, key: probe.key, kind: "constraint", at: constraint.at, expected: constraint.value, received: valueAt(received, constraint.at) ?? null }));
  });
}
