/**
 * The portable projection of one 2020-12 subschema: the form that draft-07 and 2020-12 readers both read,
 * never tighter than the input. Each keyword rule is either exact or a reported loosening; a loosening inside
 * a `not`, `oneOf` or `if` (where loosening would tighten the whole) drops that keyword as a whole instead.
 */
import { addDependency, containsBoundIsNoop, emptyEnumAsNot, META_DATA, unevaluatedSeesMore, unevaluatedTwin } from "../draft07-rules.js";
import { issue, type IssueCode, type SchemaIssue } from "../issues.js";
import { copyJson, isJsonObject, isSchema, own, setOwn, type JsonObject, type JsonSchema, type JsonValue } from "../json.js";
import { appendPointer } from "../pointer.js";
import { DRAFT_2020_12_POSITIONS as POSITIONS } from "../positions.js";
import { WalkGuard, mapKeywordValue } from "../traverse.js";
import { resolveDynamicRef, resolveRef, type RefTarget, type TargetIndex } from "./targets.js";

/** Keywords whose subschemas do not stand in positive position: loosening inside them tightens the whole. */
const NON_POSITIVE: readonly (readonly [string, readonly string[]])[] = [["not", ["not"]], ["oneOf", ["oneOf"]], ["if", ["if", "then", "else"]]];

/** The loosenings of one node, grouped by the keyword they happened under (created on first use). */
type ByKeyword = { map: Map<string, SchemaIssue[]> | undefined };

function addLoosened(byKeyword: ByKeyword, keyword: string, items: readonly SchemaIssue[]): void {
  const map = (byKeyword.map ??= new Map());
  const list = map.get(keyword);
  if (list === undefined) map.set(keyword, [...items]);
  else list.push(...items);
}

const NO_ISSUES: readonly SchemaIssue[] = Object.freeze([]);

/** Keywords that do not validate: a `$ref` beside only these needs no `allOf` wrapper. */
const REF_NEUTRAL_SIBLINGS: ReadonlySet<string> = new Set(["$ref", ...META_DATA]);

/** How many subschemas inlining may copy before references are kept instead. */
const INLINE_BUDGET = 20_000;

/** One projected subschema and what it loosened. */
export interface Projection {
  readonly schema: JsonSchema;
  readonly loosened: readonly SchemaIssue[];
}

/** State of one projection run (see portable/index.ts for the fixpoint over kept references). */
export class Projector {
  readonly issues: SchemaIssue[] = [];
  /** Target pointers of references kept as `$ref` (recursive, or over budget). */
  readonly kept = new Set<string>();
  readonly #guard = new WalkGuard();
  #budget = INLINE_BUDGET;

  constructor(
    readonly index: TargetIndex,
    /** Kept targets whose own projection loosens: a reference to one is a loosening at the reference. */
    readonly looseningTargets: ReadonlySet<string>,
    /** Keep anchors and keep every local `$ref` as a pointer (the document is referenced from elsewhere). */
    readonly keepAnchors = false,
  ) {}

  /**
   * Projects `node` found at input pointer `pointer`; `stack` holds the targets being inlined around it.
   * `top` marks the document root (its `$defs` are handled by the caller).
   */
  project(node: JsonSchema, pointer: string, stack: readonly string[], depth: number, top = false): Projection {
    if (!isJsonObject(node)) return { schema: node, loosened: [] };
    const stop = this.#guard.enter(node, pointer, depth);
    if (stop) {
      this.issues.push(stop);
      return { schema: true, loosened: [] };
    }
    this.#budget--;
    const result = this.#object(node, pointer, stack, depth, top);
    this.#guard.leave(node);
    return result;
  }

  #object(node: JsonObject, pointer: string, stack: readonly string[], depth: number, top: boolean): Projection {
    const out: JsonObject = {};
    const byKeyword: ByKeyword = { map: undefined };
    const loosen = (keyword: string, code: IssueCode, detail?: string): void => {
      addLoosened(byKeyword, keyword, [issue(appendPointer(pointer, keyword), code, detail)]);
    };
    const child = (keyword: string) => (value: JsonSchema, tokens: readonly string[]): JsonSchema => {
      const projected = this.project(value, appendPointer(pointer, ...tokens), stack, depth + 1);
      if (projected.loosened.length > 0) addLoosened(byKeyword, keyword, projected.loosened);
      return projected.schema;
    };
    const keepAnchors = this.index.embedsResources || this.keepAnchors;
    let refSchema: JsonSchema | undefined;

    for (const [keyword, value] of Object.entries(node)) {
      switch (keyword) {
        case "$schema":
        case "additionalItems": // ignored by 2020-12, applied by draft-07 readers
        case "definitions":
          if (keyword === "definitions" && this.index.embedsResources) setOwn(out, keyword, mapKeywordValue("2020-12", keyword, value, child(keyword)));
          break;
        case "$defs":
          if (!top || this.index.embedsResources) setOwn(out, keyword, mapKeywordValue("2020-12", keyword, value, child(keyword)));
          break;
        case "$anchor":
        case "$dynamicAnchor":
          if (keepAnchors) setOwn(out, "$anchor", copyJson(value));
          break;
        case "$ref":
        case "$dynamicRef":
          if (typeof value !== "string") break;
          refSchema = this.#ref(keyword, value, keyword === "$ref" ? resolveRef(this.index, value) : resolveDynamicRef(this.index, value), pointer, stack, depth, loosen, byKeyword);
          break;
        case "unevaluatedProperties":
        case "unevaluatedItems":
          this.#unevaluated(node, keyword, value, out, child, loosen);
          break;
        case "prefixItems":
          setOwn(out, keyword, mapKeywordValue("2020-12", keyword, value, child(keyword)));
          if (Array.isArray(value) && value.length > 0) loosen(keyword, "tuple-unchecked-by-draft-07");
          break;
        case "items":
          this.#items(node, value, out, child, loosen, pointer);
          break;
        case "contains":
        case "minContains":
        case "maxContains":
          this.#contains(node, keyword, value, out, child, loosen);
          break;
        case "pattern":
          // Ajv and hyperjump compile patterns with the `u` flag; one that is invalid there cannot load.
          if (typeof value === "string" && !validUnicodeRegex(value)) loosen(keyword, "unsupported-pattern", `pattern ${JSON.stringify(value)} is not a valid ECMA-262 unicode regex; dropped`);
          else setOwn(out, keyword, copyJson(value));
          break;
        case "enum":
          if (emptyEnumAsNot(node, value)) setOwn(out, "not", {});
          else setOwn(out, keyword, copyJson(value));
          break;
        default:
          // Data keywords (no subschema position) are copied without building a mapping closure.
          setOwn(out, keyword, Object.hasOwn(POSITIONS, keyword) ? mapKeywordValue("2020-12", keyword, value, child(keyword)) : copyJson(value));
      }
    }
    dependencies(out);
    typeArray(out);
    const map = byKeyword.map;
    if (map === undefined) return { schema: refSchema === undefined ? out : withRef(out, refSchema), loosened: NO_ISSUES };
    for (const [keyword, dropped] of NON_POSITIVE) {
      const inner = dropped.flatMap((key) => map.get(key) ?? []);
      if (inner.length === 0 || !Object.hasOwn(out, keyword)) continue;
      for (const key of dropped) {
        delete out[key];
        map.delete(key);
      }
      const codes = [...new Set(inner.map((item) => item.code))].join(", ");
      loosen(keyword, "dropped-branch", `${keyword} dropped as a whole: inside it ${codes}`);
    }
    const schema = refSchema === undefined ? out : withRef(out, refSchema);
    return { schema, loosened: [...map.values()].flat() };
  }

  /** A `$ref`/`$dynamicRef`: inlined when local and not recursive, kept as a pointer `$ref` otherwise. */
  #ref(
    keyword: string, value: string, target: RefTarget, pointer: string, stack: readonly string[], depth: number,
    loosen: (keyword: string, code: IssueCode, detail?: string) => void, byKeyword: ByKeyword,
  ): JsonSchema | undefined {
    if (target.kind === "missing") {
      loosen(keyword, "dangling-ref", `${keyword} ${JSON.stringify(value)} has no target; replaced by {}`);
      return undefined;
    }
    if (target.kind === "external") {
      if (keyword === "$dynamicRef") {
        loosen(keyword, "dropped-dynamic-ref");
        return undefined;
      }
      return { $ref: value };
    }
    if (this.keepAnchors || stack.includes(target.pointer) || this.#budget <= 0) {
      this.kept.add(target.pointer);
      if (this.looseningTargets.has(target.pointer)) loosen(keyword, "dropped-branch", `the recursive target ${target.pointer} loosens`);
      return { $ref: `#${target.pointer.split("/").map(encodeURIComponentForPointer).join("/")}` };
    }
    const inlined = this.project(target.schema, target.pointer, [...stack, target.pointer], depth + 1);
    if (inlined.loosened.length > 0) addLoosened(byKeyword, keyword, inlined.loosened);
    return inlined.schema;
  }

  /** `unevaluated*` → its exact `additional*`/`items` twin when nothing in place evaluates more; else dropped. */
  #unevaluated(
    node: JsonObject, keyword: "unevaluatedProperties" | "unevaluatedItems", value: JsonValue, out: JsonObject,
    child: (keyword: string) => (value: JsonSchema, tokens: readonly string[]) => JsonSchema,
    loosen: (keyword: string, code: IssueCode) => void,
  ): void {
    if (unevaluatedSeesMore(node, keyword)) {
      if (value !== true && !(isJsonObject(value) && Object.keys(value).length === 0)) loosen(keyword, "dropped-unevaluated");
      return;
    }
    if (unevaluatedTwin(node, keyword) === undefined) return;
    if (keyword === "unevaluatedItems") this.#items(node, value, out, child, loosen, "");
    else if (isSchema(value)) setOwn(out, "additionalProperties", child(keyword)(value, [keyword]));
  }

  /** `items` beside `prefixItems`: `false` → `maxItems`, `true` dropped, a schema dropped (loosening). */
  #items(
    node: JsonObject, value: JsonValue, out: JsonObject,
    child: (keyword: string) => (value: JsonSchema, tokens: readonly string[]) => JsonSchema,
    loosen: (keyword: string, code: IssueCode) => void,
    pointer: string,
  ): void {
    const prefix = own(node, "prefixItems");
    if (!Array.isArray(prefix) || prefix.length === 0) {
      if (isSchema(value)) setOwn(out, "items", child("items")(value, ["items"]));
      else this.issues.push(issue(appendPointer(pointer, "items"), "invalid-keyword-value", "items must be a schema in 2020-12"));
      return;
    }
    if (value === false || (isJsonObject(value) && isJsonObject(own(value, "not")) && Object.keys(value).length === 1 && Object.keys(own(value, "not") as JsonObject).length === 0)) {
      const max = own(node, "maxItems");
      setOwn(out, "maxItems", typeof max === "number" ? Math.min(max, prefix.length) : prefix.length);
    } else if (value !== true && !(isJsonObject(value) && Object.keys(value).length === 0)) loosen("items", "dropped-items-beside-prefix-items");
  }

  /** `contains` with `minContains`/`maxContains` (2020-12 validation §6.4.4-6.4.5). */
  #contains(
    node: JsonObject, keyword: string, value: JsonValue, out: JsonObject,
    child: (keyword: string) => (value: JsonSchema, tokens: readonly string[]) => JsonSchema,
    loosen: (keyword: string, code: IssueCode) => void,
  ): void {
    const min = own(node, "minContains");
    const vacuous = min === 0;
    if (keyword === "contains") {
      if (!vacuous && isSchema(value)) setOwn(out, "contains", child("contains")(value, ["contains"]));
      return;
    }
    if (containsBoundIsNoop(node, keyword, value)) return;
    if (keyword === "maxContains" && vacuous) return void loosen("maxContains", "dropped-contains-bounds");
    loosen(keyword, "dropped-contains-bounds");
  }
}

function validUnicodeRegex(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

function encodeURIComponentForPointer(token: string): string {
  return encodeURIComponent(token).replaceAll("%7E", "~").replaceAll("%24", "$");
}

/** `dependentRequired`/`dependentSchemas` stay for 2020-12 readers; `dependencies` says the same to draft-07 ones. */
function dependencies(out: JsonObject): void {
  const required = own(out, "dependentRequired");
  const schemas = own(out, "dependentSchemas");
  if (!isJsonObject(required) && !isJsonObject(schemas)) return;
  const merged: JsonObject = {};
  for (const source of [required, schemas]) {
    if (!isJsonObject(source)) continue;
    for (const [name, value] of Object.entries(source)) addDependency(merged, name, copyJson(value));
  }
  setOwn(out, "dependencies", merged);
}

/** `type: ["string", "null"]` → `anyOf: [{type: "string"}, {type: "null"}]` (exact: other keywords stay beside). */
function typeArray(out: JsonObject): void {
  const type = own(out, "type");
  if (!Array.isArray(type)) return;
  delete out["type"];
  if (type.length === 1) {
    setOwn(out, "type", copyJson(type[0] as JsonValue));
    return;
  }
  const anyOf = type.map((name) => ({ type: copyJson(name) }));
  if (!Object.hasOwn(out, "anyOf")) setOwn(out, "anyOf", anyOf);
  else {
    const allOf = own(out, "allOf");
    setOwn(out, "allOf", [...(Array.isArray(allOf) ? allOf : []), { anyOf }]);
  }
}

/** Puts a resolved reference back beside the node's other keywords (draft-07 readers ignore `$ref` siblings). */
function withRef(out: JsonObject, ref: JsonSchema): JsonSchema {
  const keys = Object.keys(out);
  if (keys.length === 0) return ref;
  const kept = isJsonObject(ref) ? own(ref, "$ref") : undefined;
  if (typeof kept === "string" && keys.every((key) => REF_NEUTRAL_SIBLINGS.has(key))) {
    setOwn(out, "$ref", kept);
    return out;
  }
  const allOf = own(out, "allOf");
  setOwn(out, "allOf", [...(Array.isArray(allOf) ? allOf : []), ref]);
  return out;
}
