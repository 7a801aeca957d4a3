/**
 * Lossless rewrites of one property node into its wire form. Each rewrite is recorded as a note
 * with its own code; none weakens a constraint. Structural forms the wire cannot carry reject here.
 *
 * Rewrites (DESIGN.md "Lossless normalizations"): a one-member `type` array → the type;
 * `const` → one-member `enum`; `anyOf`/`oneOf` of string consts → `enum`, or the titled form when
 * every option has a title (titled `oneOf`; `enum` + `enumNames` where the revision has no titled
 * variant); `enum` or titled options without `type` → `type: "string"`; integer exclusive bounds →
 * inclusive; the same rules inside a multi-select's `items`.
 */
import { pointer, show } from "@mcp-wire/core";
import { isRecord, record, type JsonRecord, type JsonValue } from "../tree.js";
import { keywordClass } from "../keywords.js";
import { note, reject, unsupported, type Entries, type Entry, type WalkContext } from "./context.js";
import { isNullOption, readConstOptions, type EnumOption } from "./options.js";
import { patternFate } from "./patterns.js";
import { entriesOf, inlineRefs } from "./refs.js";

const UNION_KEYWORDS = ["anyOf", "oneOf"] as const;

/** Sets `key` to `value`, pointing at the input place `from` it was rewritten from. */
function set(entries: Entries, key: string, value: JsonValue, from: Entry): void {
  entries.set(key, from.withValue(value));
}

function normalizeTypeArray(entries: Entries, ctx: WalkContext): boolean {
  const type = entries.get("type");
  if (!type || !Array.isArray(type.value)) return true;
  if (type.value.includes("null")) {
    reject(ctx, type.path, "nullable-unsupported", `type ${show(type.value)} is nullable; the wire has no null: make the field optional instead`);
    return false;
  }
  if (type.value.length !== 1) {
    reject(ctx, type.path, "union-unsupported", `type ${show(type.value)} is a union; a wire field has one type`);
    return false;
  }
  set(entries, "type", type.value[0]!, type);
  note(ctx, type.path, "type-array-collapsed", `type ${show(type.value)} written as ${show(type.value[0])}`);
  return true;
}

function addStringType(entries: Entries, at: Entry, ctx: WalkContext): boolean {
  const type = entries.get("type");
  if (type === undefined) {
    set(entries, "type", "string", at);
    note(ctx, at.path, "enum-type-added", `type "string" added beside the options`);
    return true;
  }
  if (type.value === "string") return true;
  reject(ctx, type.path, "enum-non-string", `enum options must be strings; type ${show(type.value)} cannot carry them`);
  return false;
}

function normalizeConst(entries: Entries, ctx: WalkContext): boolean {
  const constant = entries.get("const");
  if (!constant) return true;
  if (typeof constant.value !== "string") {
    reject(ctx, constant.path, "enum-non-string", `const ${show(constant.value)} is not a string; wire enums hold strings`);
    return false;
  }
  if (entries.has("enum")) {
    reject(ctx, constant.path, "variant-conflict", "`const` beside `enum`: write one enum");
    return false;
  }
  entries.delete("const");
  set(entries, "enum", [constant.value], constant);
  note(ctx, constant.path, "const-to-enum", `const ${show(constant.value)} written as a one-member enum`);
  return addStringType(entries, constant, ctx);
}

/** The titled form the revision has, if any, for options of a single-select (`self`) or multi-select (`items`). */
function titledKeyword(ctx: WalkContext, where: "self" | "items"): "oneOf" | "anyOf" | "enumNames" | undefined {
  for (const v of ctx.grammar.variants) {
    if (where === "self" && v.keys.has("oneOf")) return "oneOf";
    if (where === "items" && v.items?.keys.has("anyOf")) return "anyOf";
  }
  return where === "self" && ctx.grammar.propertyKeys.string.has("enumNames") ? "enumNames" : undefined;
}

/** Writes options in the wire form the revision has; returns the keyword written. */
function writeOptions(entries: Entries, union: Entry, options: EnumOption[], where: "self" | "items", ctx: WalkContext): string {
  options.forEach((o, i) => {
    for (const key of o.extra) {
      note(ctx, pointer(union.path, i, key), "annotation-dropped", `\`${key}\` of an option is not on the wire`);
    }
  });
  const titled = options.every((o) => o.title !== undefined) ? titledKeyword(ctx, where) : undefined;
  if (titled === "oneOf" || titled === "anyOf") {
    set(entries, titled, options.map((o) => record({ const: o.value as JsonValue, title: o.title! })), union);
    const key = union.path.slice(union.path.lastIndexOf("/") + 1);
    if (key !== titled || options.some((o) => o.extra.length > 0)) {
      note(ctx, union.path, "options-to-titled", `options written as titled \`${titled}\``);
    }
    return titled;
  }
  set(entries, "enum", options.map((o) => o.value), union);
  if (titled === "enumNames") {
    set(entries, "enumNames", options.map((o) => o.title!), union);
    note(ctx, union.path, "titled-to-legacy", "titled options written as `enum` + `enumNames` for this revision");
    return "enum";
  }
  note(ctx, union.path, "options-to-enum", "const options written as `enum`");
  options.forEach((o, i) => {
    if (o.title !== undefined) note(ctx, pointer(union.path, i, "title"), "annotation-dropped", "option titles need every option titled");
  });
  return "enum";
}

function normalizeUnion(entries: Entries, where: "self" | "items", ctx: WalkContext): boolean {
  const present = UNION_KEYWORDS.filter((k) => entries.has(k));
  if (present.length === 0) return true;
  const union = entries.get(present[0]!)!;
  const members = Array.isArray(union.value) ? union.value : [];
  if (Array.isArray(union.value) && members.length === 0) {
    reject(ctx, union.path, "enum-empty", `\`${present[0]}\` has no options: nothing could be chosen`);
    return false;
  }
  const nullAt = members.findIndex(isNullOption);
  if (nullAt >= 0) {
    reject(ctx, pointer(union.path, nullAt), "nullable-unsupported", "a null option makes the field nullable; make it optional instead");
    return false;
  }
  const options = present.length === 1 && !entries.has("enum") ? readConstOptions(union.value) : undefined;
  if (!options) {
    reject(ctx, union.path, "union-unsupported", `\`${present[0]}\` of mixed schemas; the wire carries only options of string consts`);
    return false;
  }
  entries.delete(present[0]!);
  const written = writeOptions(entries, union, options, where, ctx);
  return written === "anyOf" || addStringType(entries, union, ctx);
}

function normalizeEnum(entries: Entries, ctx: WalkContext): boolean {
  const values = entries.get("enum");
  if (!values) return true;
  if (!Array.isArray(values.value)) {
    reject(ctx, values.path, "invalid-value", `enum must be an array, got ${show(values.value)}`);
    return false;
  }
  const bad = values.value.findIndex((v) => typeof v !== "string");
  if (bad >= 0) {
    reject(ctx, pointer(values.path, bad), "enum-non-string", `enum value ${show(values.value[bad])} is not a string; wire enums hold strings`);
    return false;
  }
  return addStringType(entries, values, ctx);
}

/** The next double after `x` towards `direction` (±Infinity past the largest finite double). */
function nextDouble(x: number, direction: 1 | -1): number {
  if (x === 0) return direction * Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigInt64(0, view.getBigInt64(0) + (x > 0 === direction > 0 ? 1n : -1n));
  return view.getFloat64(0);
}

/**
 * The least integer-valued double strictly above `x` (`direction` 1), or the greatest strictly
 * below it (-1). `x ± 1` is exact below 2^53; beyond, it rounds back to `x` and every double is an
 * integer, so the answer is the next double. Infinite when no finite double is there.
 */
function integerBeyond(x: number, direction: 1 | -1): number {
  const step = direction > 0 ? Math.floor(x) + 1 : Math.ceil(x) - 1;
  return step !== x ? step : nextDouble(x, direction);
}

const EXCLUSIVE_BOUNDS = [
  { exclusive: "exclusiveMinimum", inclusive: "minimum", toInclusive: (x: number) => integerBeyond(x, 1), tighter: Math.max },
  { exclusive: "exclusiveMaximum", inclusive: "maximum", toInclusive: (x: number) => integerBeyond(x, -1), tighter: Math.min },
] as const;

function normalizeIntegerBounds(entries: Entries, ctx: WalkContext): boolean {
  if (entries.get("type")?.value !== "integer") return true;
  let ok = true;
  for (const { exclusive, inclusive, toInclusive, tighter } of EXCLUSIVE_BOUNDS) {
    const bound = entries.get(exclusive);
    if (!bound || typeof bound.value !== "number") continue;
    const current = entries.get(inclusive)?.value;
    const value = typeof current === "number" ? tighter(current, toInclusive(bound.value)) : toInclusive(bound.value);
    if (!Number.isFinite(value)) {
      reject(ctx, bound.path, "bounds-conflict", `${exclusive} ${bound.value} leaves no integer a JSON number can hold`);
      ok = false;
      continue;
    }
    entries.delete(exclusive);
    set(entries, inclusive, value, bound);
    note(ctx, bound.path, "exclusive-bound-to-inclusive", `${exclusive} ${bound.value} on an integer written as ${inclusive} ${value}`);
  }
  return ok;
}

/** Normalizes a multi-select's `items` into `{ type: "string", enum }` or `{ anyOf: [{ const, title }] }`. */
function normalizeItems(entries: Entries, path: string, ctx: WalkContext): boolean {
  if (ctx.grammar.propertyKeys.array.size === 0) {
    reject(ctx, path, "revision-unsupported", `multi-select fields need revision 2025-11-25 or later (this is ${ctx.grammar.revision})`);
    return false;
  }
  const tuple = entries.get("prefixItems") ?? (Array.isArray(entries.get("items")?.value) ? entries.get("items") : undefined);
  if (tuple) {
    reject(ctx, tuple.path, "array-items-unsupported", "tuples are not on the wire; a multi-select is an array of enum strings");
    return false;
  }
  const items = entries.get("items");
  if (!items || !isRecord(items.value)) {
    reject(ctx, items?.path ?? path, "array-items-unsupported", "an array field must be a multi-select: `items` with string options");
    return false;
  }
  const inner = inlineRefs(entriesOf(items.value, items.path), ctx);
  if (!inner || !normalizeTypeArray(inner, ctx) || !normalizeConst(inner, ctx) || !normalizeUnion(inner, "items", ctx) || !normalizeEnum(inner, ctx)) {
    return false;
  }
  if (!inner.has("enum") && !inner.has("anyOf")) {
    reject(ctx, items.path, "array-items-unsupported", "array items must be string options (`enum` or titled `anyOf`)");
    return false;
  }
  const keep = inner.has("anyOf") ? ["anyOf"] : ["type", "enum"];
  const out: JsonRecord = record({});
  for (const key of keep) out[key] = inner.get(key)!.value;
  for (const [key, entry] of inner) {
    if (keep.includes(key)) continue;
    if (key === "type" && entry.value === "string") note(ctx, entry.path, "annotation-dropped", "`type` beside titled options is implied by them");
    else if (keywordClass(key, entry.value) === "annotation") note(ctx, entry.path, "annotation-dropped", `\`${key}\` of items is not on the wire`);
    else unsupported(ctx, entry.path, "keyword-unsupported", `\`${key}\` on multi-select items cannot be sent`);
  }
  set(entries, "items", out, items);
  return true;
}

/**
 * An `allOf` of plain schemas (zod writes chained `.regex()` as an `allOf` of patterns) merged into
 * the field: a conjunction of keywords is the same field when no keyword repeats. Each pattern from
 * it gets its own fate; any other repeated keyword is structure the wire cannot carry.
 */
function mergeAllOf(entries: Entries, ctx: WalkContext): boolean {
  const allOf = entries.get("allOf");
  if (!allOf) return true;
  const members = Array.isArray(allOf.value) ? allOf.value : [];
  if (members.length === 0 || !members.every((m) => isRecord(m))) {
    reject(ctx, allOf.path, "structure-unsupported", "`allOf` must hold schemas to merge into the field");
    return false;
  }
  entries.delete("allOf");
  const patterns: Entry[] = [];
  let merged = true;
  members.forEach((member, i) => {
    for (const [key, entry] of entriesOf(member as JsonRecord, pointer(allOf.path, i))) {
      if (key === "pattern") patterns.push(entry);
      else if (entries.has(key)) {
        reject(ctx, entry.path, "structure-unsupported", `\`${key}\` appears in \`allOf\` and beside it; write it once`);
        merged = false;
      } else entries.set(key, entry);
    }
  });
  if (!merged) return false;
  note(ctx, allOf.path, "all-of-merged", "`allOf` merged into the field");
  for (const pattern of patterns) patternFate(entries, pattern, ctx);
  return true;
}

/**
 * Applies every lossless rewrite to a property node's entries, in place.
 * @returns `false` when the node was rejected (the rejection is recorded in `ctx`)
 */
export function normalizeShape(entries: Entries, path: string, ctx: WalkContext): boolean {
  if (
    !mergeAllOf(entries, ctx) ||
    !normalizeTypeArray(entries, ctx) ||
    !normalizeConst(entries, ctx) ||
    !normalizeUnion(entries, "self", ctx) ||
    !normalizeEnum(entries, ctx)
  ) {
    return false;
  }
  if (!normalizeIntegerBounds(entries, ctx)) return false;
  return entries.get("type")?.value === "array" ? normalizeItems(entries, path, ctx) : true;
}

