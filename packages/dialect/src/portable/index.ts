/**
 * `toPortableSchema`: the projection of a tool schema that hosts of both dialects read alike.
 */
import { ownOptions } from "@mcp-wire/core";
import { convertRead } from "../convert/index.js";
import { dialectOf } from "../dialects.js";
import { issue, type SchemaIssue } from "../issues.js";
import { isJsonObject, isSchema, own, setOwn, type JsonObject, type JsonSchema } from "../json.js";
import { parsePointer } from "../pointer.js";
import { followPointer, fragmentTokens, splitRef } from "../refs.js";
import { readSchema } from "../snapshot.js";
import { structuralIssues } from "../structure.js";
import { walkSchema } from "../traverse.js";
import { readDraft07Forms } from "./draft07-forms.js";
import { Projector } from "./projector.js";
import { indexTargets, type TargetIndex } from "./targets.js";

/**
 * The outcome of `toPortableSchema`: `schema` (undefined when refused) with every loosening it made in
 * `loosened` (each `{ path, code, message }`, path into the input after dialect conversion) — which also
 * carries the `read-as-draft-07` notes of an unlabelled schema's draft-07-only forms (path into the input) —
 * and `issues` that stop it.
 */
export type PortableResult =
  | { readonly schema: JsonSchema; readonly loosened: readonly SchemaIssue[]; readonly issues: readonly [] }
  | { readonly schema: undefined; readonly loosened: readonly SchemaIssue[]; readonly issues: readonly SchemaIssue[] };

/** Options of `toPortableSchema`. */
export interface PortableOptions {
  /**
   * Keep every root `$defs`/`definitions` entry (projected) and every `$anchor`, even when inlining left them
   * unreferenced: for a
   * document that other documents reference by URI. Default `false`; implied when the schema itself holds a
   * `$ref` to another document (which may point back into this one).
   */
  readonly keepDefs?: boolean;
}

/**
 * Projects a tool schema (draft-07, or 2020-12 / unlabelled) to the form draft-07 and 2020-12 readers both
 * accept and read the same way, for hosts you do not know:
 *
 * - no `$schema` label; draft-07 input is first converted to 2020-12 (`convertDialect`); an unlabelled schema
 *   is 2020-12 (MCP), but its forms that are invalid in 2020-12 and definite in draft-07 (`items: [...]` with
 *   its `additionalItems`, `dependencies`, `$id: "#name"`) are read with their draft-07 meaning, each reported
 *   in `loosened` as `read-as-draft-07` (see `readDraft07Forms` in draft07-forms.ts);
 * - tuples as `prefixItems` + `minItems`/`maxItems`, never `items: false` (which draft-07 readers apply to
 *   every element); an `items` schema beside `prefixItems` is dropped (loosening);
 * - type arrays as `anyOf` of single types; `dependentRequired`/`dependentSchemas` mirrored in `dependencies`;
 * - same-document `$ref`s inlined unless recursive (recursive targets kept under `$defs`); anchors become
 *   pointers; a `$ref` whose target is missing becomes `{}` (loosening);
 * - `unevaluated*` and `minContains`/`maxContains` turned into exact draft-07-readable keywords where one
 *   exists, dropped otherwise (loosening); `$dynamicRef` resolved statically or dropped (loosening).
 *
 * It only ever loosens validation, never tightens it: a loosening inside `not`, `oneOf` or `if` drops that
 * keyword as a whole (`dropped-branch`). Reads the input once through a guarded snapshot (snapshot.ts; hazards
 * are `issues` with their path), and refuses what no host can load — keyword values of the wrong type
 * (`invalid-keyword-value`) and `$ref` loops that make no progress (`ref-cycle`) — rather than claim to fix them.
 * Never mutates the input; never throws.
 */
export function toPortableSchema(schema: JsonSchema, options: PortableOptions = {}): PortableResult {
  const read = readSchema(schema);
  if (read.value === undefined) return { schema: undefined, loosened: [], issues: read.issues };
  return portableRead(read.value, options);
}

/**
 * `toPortableSchema` on a value already read through `readSchema` (a plain JSON snapshot): the same
 * `PortableResult`, without a second snapshot. Never throws; never mutates `schema`.
 */
export function portableRead(schema: JsonSchema, options: PortableOptions = {}): PortableResult {
  const dialect = dialectOf(schema);
  if (dialect !== "draft-07" && dialect !== "2020-12") {
    const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
    return { schema: undefined, loosened: [], issues: [issue("/$schema", "unsupported-dialect", `no portable form for ${JSON.stringify(label)}`)] };
  }
  const broken = structuralIssues(schema, dialect);
  if (broken.length > 0) return { schema: undefined, loosened: [], issues: broken };
  // Unlabelled: 2020-12 (MCP), except forms invalid there that draft-07 gives one meaning (draft07-forms.ts).
  const read = dialect === "2020-12" ? readDraft07Forms(schema) : { schema, notes: [] };
  const converted = dialect === "draft-07" ? convertRead(schema, { from: "draft-07", to: "2020-12" }) : { schema: read.schema, issues: [] };
  if (converted.schema === undefined) return { schema: undefined, loosened: [], issues: converted.issues };
  const index = indexTargets(converted.schema);
  if (index.guardIssues.length > 0) return { schema: undefined, loosened: read.notes, issues: index.guardIssues };
  const result = project(converted.schema, index, ownOptions(options).keepDefs === true || index.hasExternalRefs);
  return read.notes.length === 0 ? result : { ...result, loosened: [...read.notes, ...result.loosened] };
}

/** Projects until the set of kept targets that loosen is stable (each round can only grow it). */
function project(doc: JsonSchema, index: TargetIndex, keepDefs: boolean): PortableResult {
  let loosening = new Set<string>();
  for (;;) {
    const projector = new Projector(index, loosening, keepDefs);
    const main = projector.project(doc, "", [""], 0, true);
    if (keepDefs) for (const pointer of rootDefs(doc)) projector.kept.add(pointer);
    const loosened = [...main.loosened];
    const entries = new Map<string, JsonSchema>();
    const next = new Set<string>();
    const seen = new Set<string>();
    for (let pending = [...projector.kept]; pending.length > 0; pending = [...projector.kept].filter((t) => !seen.has(t))) {
      for (const target of pending) {
        seen.add(target);
        const tokens = parsePointer(target) ?? [];
        const entry = defsEntry(tokens, index);
        const at = entry ?? tokens;
        const pointer = at.length === 0 ? "" : "/" + at.map((t) => t.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
        const value = followPointer(doc, at);
        if (!isSchema(value)) continue;
        const result = projector.project(value, pointer, ["", target, pointer], 0);
        if (result.loosened.length > 0) {
          next.add(target);
          loosened.push(...result.loosened);
        }
        if (entry !== undefined) entries.set(entry.join("\u0000"), result.schema);
      }
    }
    if ([...next].every((target) => loosening.has(target))) {
      if (projector.issues.length > 0) return { schema: undefined, loosened: dedupe(loosened), issues: projector.issues };
      const schema = attachEntries(main.schema, entries);
      // Only a kept reference can be a same-document `$ref` in the output (others are inlined or external).
      const dangling = projector.kept.size === 0 ? [] : missingTargets(schema, index);
      if (dangling.length > 0) return { schema: undefined, loosened: dedupe(loosened), issues: dangling };
      return { schema, loosened: dedupe(loosened), issues: [] };
    }
    loosening = new Set([...loosening, ...next]);
  }
}

function rootDefs(doc: JsonSchema): string[] {
  if (!isJsonObject(doc)) return [];
  return ["$defs", "definitions"].flatMap((container) => {
    const map = own(doc, container);
    return isJsonObject(map) ? Object.keys(map).map((name) => `/${container}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`) : [];
  });
}

/** `["$defs", "a", …]` → `["$defs", "a"]` (the root definition holding a target); `undefined` elsewhere. */
function defsEntry(tokens: readonly string[], index: TargetIndex): string[] | undefined {
  const [container, name] = tokens;
  if (index.embedsResources || name === undefined || (container !== "$defs" && container !== "definitions")) return undefined;
  return [container, name];
}

function attachEntries(root: JsonSchema, entries: ReadonlyMap<string, JsonSchema>): JsonSchema {
  if (entries.size === 0) return root;
  const out: JsonObject = isJsonObject(root) ? root : { allOf: [root] };
  for (const [key, value] of entries) {
    const [container, name] = key.split("\u0000") as [string, string];
    const existing = own(out, container);
    const map: JsonObject = isJsonObject(existing) ? existing : {};
    setOwn(map, name, value);
    setOwn(out, container, map);
  }
  return out;
}

/** Kept same-document `$ref`s whose pointer does not land on a schema in the output. */
function missingTargets(schema: JsonSchema, index: TargetIndex): SchemaIssue[] {
  if (index.embedsResources) return [];
  const out: SchemaIssue[] = [];
  walkSchema(schema, "2020-12", (node, pointer) => {
    const ref = isJsonObject(node) ? own(node, "$ref") : undefined;
    if (typeof ref !== "string") return;
    const { base, fragment } = splitRef(ref);
    const tokens = fragmentTokens(fragment ?? "");
    if (base === "" && tokens !== undefined && !isSchema(followPointer(schema, tokens))) out.push(issue(`${pointer}/$ref`, "missing-ref-target"));
  });
  return out;
}

function dedupe(issues: readonly SchemaIssue[]): SchemaIssue[] {
  const seen = new Set<string>();
  return issues.filter((item) => {
    const key = `${item.path}\u0000${item.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
