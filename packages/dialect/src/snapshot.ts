/**
 * The API boundary: every public function reads its untrusted input once, through `readSchema`, into a plain JSON
 * snapshot (`@mcp-wire/core`'s `snapshot`), and works on the snapshot only. Hazards become issues with their JSON
 * Pointer: `invalid-value`, `cyclic-schema`, `too-deep`, `too-large` (a shared sub-object counted at every place it
 * appears past core's budget), and `not-a-schema` for a root that is neither an object nor a boolean schema.
 */
import { isArrayGuarded, describeValue, snapshot, type SchemaIssue as CoreIssue, type SnapshotCode } from "@mcp-wire/core";
import { issue, type IssueCode, type SchemaIssue } from "./issues.js";
import type { JsonSchema, JsonValue } from "./json.js";
import { MAX_DEPTH } from "./traverse.js";

export { thrownMessage } from "@mcp-wire/core";

/**
 * JSON nesting accepted by the snapshot, which reads the whole input before any subschema is visited. A subschema
 * level takes at most two JSON levels (`properties/a`), so a schema nested past `MAX_DEPTH` subschemas but within this
 * bound gets the subschema guard's issue; input nested deeper (in a schema or in data such as `default`) gets the
 * snapshot's `too-deep` issue where it stops reading, before the stack can be exhausted.
 */
export const MAX_JSON_DEPTH = 2 * MAX_DEPTH + 8;

/** A snapshot: `value` is `undefined` exactly when `issues` is non-empty. */
export type Snapshot<T> = { readonly value: T; readonly issues: readonly [] } | { readonly value: undefined; readonly issues: readonly SchemaIssue[] };

/** This package's code for each snapshot hazard; the cycle keeps its schema wording. */
const CODES: Readonly<Record<SnapshotCode, IssueCode>> = {
  "invalid-value": "invalid-value",
  "cyclic-value": "cyclic-schema",
  "too-deep": "too-deep",
  "too-large": "too-large",
};

const recode = (found: CoreIssue<SnapshotCode>): SchemaIssue =>
  found.code === "cyclic-value" ? issue(found.path, CODES[found.code]) : issue(found.path, CODES[found.code], found.message);

/** Snapshots any JSON value into plain objects; never throws. */
export function readJson(input: unknown): Snapshot<JsonValue> {
  const read = snapshot(input, { maxDepth: MAX_JSON_DEPTH });
  return read.value === undefined ? { value: undefined, issues: read.issues.map(recode) } : read;
}

/**
 * Snapshots a schema at the API boundary: `not-a-schema` at `""` for a root that is neither an object nor a boolean
 * (a string, number, null, array, function, `undefined`), else `readJson`'s issues. Never throws.
 */
export function readSchema(input: unknown): Snapshot<JsonSchema> {
  if (typeof input === "boolean") return { value: input, issues: [] };
  const isArray = isArrayGuarded(input);
  if (typeof input !== "object" || input === null || isArray === true) {
    const what = input === null ? "null" : isArray === true ? "an array" : describeValue(input);
    return { value: undefined, issues: [issue("", "not-a-schema", `a schema is an object or a boolean, got ${what}`)] };
  }
  return readJson(input) as Snapshot<JsonSchema>;
}
