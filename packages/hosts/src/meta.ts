/**
 * The dialect layer: a tool schema against its own dialect, whatever host reads it. The meta-schema of its declared
 * dialect (no `$schema`: 2020-12, MCP 2025-11-25 "JSON Schema usage"), with Ajv's copies of the official meta-schemas
 * (draft-06, draft-07, 2019-09, 2020-12; json-schema.org); and what meta-schemas do not say but every engine needs:
 * each `pattern` and `patternProperties` key a valid ECMA-262 regex in unicode mode (`new RegExp(p, "u")`, as Ajv
 * compiles them; JSON Schema 2020-12 validation §6.3.3 and core §4.3.3 point at ECMA-262), keyword value kinds and
 * `$ref` loops (`structuralIssues` of `@mcp-wire/dialect`), `$ref` targets that exist, unique `$anchor`s and `$id`s
 * (core §8.2.2–8.2.3), non-empty `enum` (validation §6.1.2 "SHOULD have at least one element"; Ajv refuses `[]`).
 */
import { fragmentTokens, makeIssue, pointer, resolveTokens, show, thrownMessage, type SchemaIssue } from "@mcp-wire/core";
import { DIALECT_URI, dialectOf, isJsonObject, isSchema, own, splitRef, structuralIssues, walkSchema, type Dialect, type JsonSchema } from "@mcp-wire/dialect";
import { Ajv, type AnySchemaObject } from "ajv";
import type { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import type { HostIssueCode } from "./issues.js";
import { loadAjv2019 } from "./validators.js";

/** A dialect-layer finding, before a host prices it: `{ path, code, message }`, path a JSON Pointer into the schema. */
export type DialectFinding = SchemaIssue<HostIssueCode>;

/** Most meta-schema errors reported per schema (Ajv lists every failed branch of `anyOf`s). */
const MAX_META_ERRORS = 10;

const DRAFT_06_URIS = new Set(["http://json-schema.org/draft-06/schema", "https://json-schema.org/draft-06/schema"]);

type MetaDialect = Dialect | "draft-06";
const require = createRequire(import.meta.url);
type MetaEngine = Ajv | Ajv2019 | Ajv2020;
let engines: Map<MetaDialect, MetaEngine> | undefined;

/**
 * The meta-schema validator for a dialect (Ajv instances built once, only for `validateSchema`). Its generated code is
 * optimized (Ajv's default): unoptimized, it takes more stack per level, and a schema nested 600 levels deep then
 * overflows the meta-schema check that passes optimized (test/project-tools.test.ts).
 */
function metaEngine(dialect: MetaDialect): MetaEngine {
  engines ??= new Map();
  let found: MetaEngine | undefined = engines.get(dialect);
  if (found === undefined) {
    const options = { strict: false, allErrors: true, validateFormats: false, logger: false } as const;
    if (dialect === "2020-12") found = new Ajv2020(options);
    else if (dialect === "2019-09") found = new (loadAjv2019())(options);
    else {
      const ajv = new Ajv(options);
      if (dialect === "draft-06") ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as AnySchemaObject);
      found = ajv;
    }
    engines.set(dialect, found);
  }
  return found;
}

/** The dialect a schema's label names for the meta-schema layer; `undefined` for a label with no known meta-schema. */
function metaDialect(schema: JsonSchema): MetaDialect | undefined {
  const declared = dialectOf(schema);
  if (declared !== undefined) return declared;
  const label = isJsonObject(schema) ? own(schema, "$schema") : undefined;
  return typeof label === "string" && DRAFT_06_URIS.has(label.replace(/#$/, "")) ? "draft-06" : undefined;
}

/**
 * Every dialect-layer finding of one tool schema (a plain JSON snapshot, as `readSchema` of `@mcp-wire/dialect` makes):
 * `meta-schema-invalid` (at the failing keyword), `invalid-pattern`, `invalid-keyword-value`, `ref-cycle`,
 * `missing-ref-target`, `remote-ref`, `duplicate-anchor`, `duplicate-id`, `empty-enum`, and `unknown-dialect` (at
 * `/$schema`) for a label whose meta-schema is unknown (draft-04, a custom one). Bounded: at most 10 meta-schema
 * errors; the walk stops at `MAX_DEPTH` (its `too-deep` issue is reported as `invalid-keyword-value`-free input).
 * Never throws; never mutates `schema`.
 */
export function dialectFindings(schema: JsonSchema): DialectFinding[] {
  const out: DialectFinding[] = [];
  const dialect = metaDialect(schema);
  const traversal: Dialect = dialect === undefined || dialect === "draft-06" ? "draft-07" : dialect;
  if (dialect === undefined) out.push(finding("/$schema", "unknown-dialect", `no known meta-schema for $schema ${show(isJsonObject(schema) ? own(schema, "$schema") : undefined)}`));
  const structural = structuralIssues(schema, traversal);
  for (const found of structural) out.push(finding(found.path, found.code === "ref-cycle" ? "ref-cycle" : "invalid-keyword-value", found.message));
  const anchors = new Map<string, string>();
  const ids = new Map<string, string>();
  const guard = walkSchema(schema, traversal, (node, at) => {
    if (!isJsonObject(node)) return;
    const patternValue = own(node, "pattern");
    if (typeof patternValue === "string" && !unicodeRegex(patternValue)) {
      out.push(finding(pointer(at, "pattern"), "invalid-pattern", `pattern ${show(patternValue)} is not a valid unicode-mode regex`));
    }
    const patternProperties = own(node, "patternProperties");
    if (isJsonObject(patternProperties)) {
      for (const key of Object.keys(patternProperties)) {
        if (!unicodeRegex(key)) out.push(finding(pointer(at, "patternProperties", key), "invalid-pattern", `patternProperties key ${show(key)} is not a valid unicode-mode regex`));
      }
    }
    const ref = own(node, "$ref");
    if (typeof ref === "string") {
      const kind = refKind(schema, ref);
      if (kind === "missing") out.push(finding(pointer(at, "$ref"), "missing-ref-target", `$ref ${show(ref)} has no target`));
      if (kind === "external") out.push(finding(pointer(at, "$ref"), "remote-ref", `$ref ${show(ref)} is not in this document`));
    }
    const anchor = own(node, "$anchor");
    if (typeof anchor === "string") duplicate(anchors, anchor, pointer(at, "$anchor"), "duplicate-anchor", out);
    const id = own(node, "$id");
    if (typeof id === "string") duplicate(ids, id, pointer(at, "$id"), "duplicate-id", out);
    const values = own(node, "enum");
    if (Array.isArray(values) && values.length === 0) out.push(finding(pointer(at, "enum"), "empty-enum", "enum has no values"));
  });
  for (const stop of guard) out.push(finding(stop.path, "invalid-keyword-value", stop.message));
  if (dialect !== undefined) out.push(...metaFindings(schema, dialect, new Set(out.map((found) => found.path))));
  return out;
}

/** {@link dialectFindingsOf}'s findings, per schema snapshot object. */
const OF_SNAPSHOT = new WeakMap<object, DialectFinding[]>();

/**
 * {@link dialectFindings} of a schema snapshot, made once per snapshot object while it lives (the findings depend on
 * its content alone, and a snapshot is never changed): the host layer and a product's `dialect-finding` rules judge
 * the same schema object of a tool. `known`, when given, is taken as the schema's findings (made for another snapshot
 * with the same JSON text) and kept for this one.
 * @returns the findings, one array shared by every call for the same snapshot: callers must not change it
 */
export function dialectFindingsOf(schema: JsonSchema, known?: DialectFinding[]): DialectFinding[] {
  if (typeof schema !== "object") return known ?? dialectFindings(schema);
  let found = OF_SNAPSHOT.get(schema);
  if (found === undefined) OF_SNAPSHOT.set(schema, (found = known ?? dialectFindings(schema)));
  return found;
}

/** Ajv's meta-schema errors, one per failing path, skipping paths a more precise finding already names. */
function metaFindings(schema: JsonSchema, dialect: MetaDialect, named: ReadonlySet<string>): DialectFinding[] {
  const engine = metaEngine(dialect);
  let valid: boolean | Promise<unknown>;
  try {
    valid = engine.validateSchema(schema as AnySchemaObject);
  } catch (cause) {
    return [finding("", "meta-schema-invalid", `the meta-schema check threw: ${thrownMessage(cause)}`)];
  }
  if (valid === true) return [];
  const out: DialectFinding[] = [];
  const seen = new Set<string>();
  for (const error of engine.errors ?? []) {
    const path = error.instancePath;
    if (seen.has(path) || named.has(path) || [...named].some((other) => other.startsWith(`${path}/`))) continue;
    seen.add(path);
    out.push(finding(path, "meta-schema-invalid", `${dialect} meta-schema: ${error.message ?? error.keyword}`));
    if (out.length === MAX_META_ERRORS) break;
  }
  return out;
}

function duplicate(seen: Map<string, string>, value: string, at: string, code: "duplicate-anchor" | "duplicate-id", out: DialectFinding[]): void {
  const first = seen.get(value);
  if (first === undefined) seen.set(value, at);
  else out.push(finding(at, code, `${code === "duplicate-id" ? "$id" : "$anchor"} ${show(value)} is already declared at ${first}`));
}

/** Whether `source` compiles as an ECMA-262 regex with the `u` flag. */
export function unicodeRegex(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

function finding(path: string, code: HostIssueCode, message: string): DialectFinding {
  return makeIssue(path, code, message);
}

/**
 * Where a `$ref` of `root` leads: `local` (a subschema of this document, an anchor or `$id` fragment in it, or a known
 * meta-schema URI), `missing` (a same-document pointer or anchor with no target), `external` (another document).
 */
function refKind(root: JsonSchema, ref: string): "local" | "missing" | "external" {
  const { base, fragment } = splitRef(ref);
  const id = isJsonObject(root) ? own(root, "$id") : undefined;
  if (base !== "" && base !== (typeof id === "string" ? id.replace(/#.*$/, "") : undefined)) {
    return Object.values(DIALECT_URI).some((uri) => uri.replace(/#$/, "") === base.replace(/#$/, "")) ? "local" : "external";
  }
  const tokens = fragmentTokens(fragment ?? "");
  if (tokens !== undefined) {
    const target = resolveTokens(root, tokens);
    return target.found && isSchema(target.value) ? "local" : "missing";
  }
  let found = false;
  walkSchema(root, "2020-12", (node) => {
    if (!isJsonObject(node)) return;
    for (const key of ["$anchor", "$dynamicAnchor"]) if (own(node, key) === fragment) found = true;
    if (own(node, "$id") === `#${fragment}`) found = true;
  });
  return found ? "local" : "missing";
}
