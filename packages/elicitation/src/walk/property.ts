/**
 * The walk of one property: `$ref` inlining, lossless rewrites, then one fate per keyword from the
 * grammar (keep / drop / reject), then the match against exactly one wire variant, the variant's
 * own zod check, and the consistency checks (bounds, enums, `default`).
 */
import type { PrimitiveType, VariantShape } from "@mcp-wire/spec";
import type { IssueCode } from "../issues.js";
import { pointer, show, thrownMessage } from "@mcp-wire/core";
import { copyJson, INHERITS_NOTHING, isRecord, type JsonRecord, type JsonValue } from "../tree.js";
import { note, reject, unsupported, type Entries, type WalkContext } from "./context.js";
import { fateOf } from "./fates.js";
import { checkConsistency, checkDefault, type PathOf, type Report } from "./consistency.js";
import { normalizeShape } from "./normalize.js";
import { formatFate } from "./rules/format.js";
import { companionDropped, patternFate } from "./rules/pattern.js";
import { findVariant } from "./variants.js";
import { snapshotVariant } from "./fast-accept.js";
import { entriesOf, inlineRefs } from "./rules/ref.js";

/** Structural `type` values and why the wire refuses each. */
const REFUSED_TYPES: Readonly<Record<string, [IssueCode, string]>> = {
  object: ["nested-object", "nested objects are not on the wire; flatten the form"],
  null: ["type-unsupported", "type \"null\" is not on the wire"],
};

function fieldType(entries: Entries, path: string, ctx: WalkContext): PrimitiveType | undefined {
  const type = entries.get("type");
  if (!type) {
    reject(ctx, path, "type-missing", "the field has no `type`; give it string, number, integer, boolean or a multi-select");
    return undefined;
  }
  if (typeof type.value === "string" && Object.hasOwn(ctx.grammar.propertyKeys, type.value)) return type.value as PrimitiveType;
  const refused = typeof type.value === "string" && Object.hasOwn(REFUSED_TYPES, type.value) ? REFUSED_TYPES[type.value] : undefined;
  reject(ctx, type.path, refused?.[0] ?? "type-unsupported", refused?.[1] ?? `type ${show(type.value)} is not a wire type`);
  return undefined;
}

/** Meets the fate of every keyword ({@link fateOf}); returns the kept ones. */
function keepWireKeys(entries: Entries, type: PrimitiveType, ctx: WalkContext): Entries {
  const kept: Entries = new Map();
  for (const [key, entry] of entries) {
    const fate = fateOf(ctx.grammar, type, key, entry.value);
    switch (fate.kind) {
      case "keep":
        kept.set(key, entry);
        break;
      case "rule":
        if (fate.rule === "format") formatFate(kept, entry, ctx);
        else patternFate(entries, entry, ctx);
        break;
      case "drop":
        note(ctx, entry.path, fate.code, `\`${key}\` is not on the wire for ${type} fields at ${ctx.grammar.revision}`);
        break;
      case "unsupported":
        unsupported(ctx, entry.path, fate.code, `\`${key}\` cannot be sent on this ${type} field`);
        break;
      case "reject":
        reject(ctx, entry.path, fate.code, `\`${key}\` is not on the wire for ${type} fields`);
        break;
      default:
        fate satisfies never;
    }
  }
  return kept;
}

function matchVariant(kept: Entries, type: PrimitiveType, path: string, ctx: WalkContext): VariantShape | undefined {
  const keys = [...kept.keys()];
  const items = kept.get("items")?.value;
  const itemKeys = isRecord(items ?? null) ? Object.keys(items as JsonRecord) : [];
  const fits = findVariant(ctx.grammar, type, keys, itemKeys);
  if (fits) return fits;
  // The closest variant: most keys covered, then most of its own required keys present (so
  // `{ enum, minLength }` reads as an enum with a stray `minLength`, not the reverse).
  const score = (v: VariantShape) => keys.filter((k) => v.keys.has(k)).length * 2 + [...v.required].filter((k) => kept.has(k)).length;
  const best = ctx.grammar.variantsByType[type].reduce((a, b) => (score(b) > score(a) ? b : a));
  const strays = keys.filter((k) => !best.keys.has(k));
  const anchor = keys.find((k) => best.keys.has(k) && k !== "type" && k !== "title" && k !== "description") ?? "type";
  for (const key of strays) {
    reject(ctx, kept.get(key)!.path, "variant-conflict", `\`${key}\` cannot sit beside \`${anchor}\`: no wire variant carries both`);
  }
  if (strays.length === 0) {
    const missing = [...best.required].filter((k) => !kept.has(k));
    reject(ctx, path, "variant-conflict", `a ${best.name} needs ${missing.map((k) => `\`${k}\``).join(", ")}`);
  }
  return undefined;
}

/**
 * The wire field: the kept keywords in the variant's key order, on a record that inherits nothing
 * (the checks that follow read it; a polluted `Object.prototype` must not answer for a missing key).
 */
function build(kept: Entries, variant: VariantShape): JsonRecord {
  const out: JsonRecord = Object.create(INHERITS_NOTHING);
  for (const key of variant.keyOrder) {
    const entry = kept.get(key);
    if (entry) out[key] = entry.value;
  }
  return out;
}

/** The JSON Pointer of the root's property `name`, made only when a finding needs it. */
export const propertyPath = (name: string): string => pointer("/properties", name);

/**
 * The field as the caller receives it, for a field already exactly on the wire: its keywords of `keys` in the
 * variant's key order, as plain JSON. `keys` are own keys of the snapshot record (so a keyword of the variant it lacks
 * is never read through the record's prototype chain).
 */
function buildExact(node: JsonRecord, keys: readonly string[], variant: VariantShape): JsonRecord {
  const out: JsonRecord = {};
  const order = variant.keyOrder;
  for (let index = 0; index < order.length; index++) {
    const key = order[index]!;
    if (keys.includes(key)) out[key] = copyJson(node[key]!);
  }
  return out;
}

/**
 * A field exactly on the wire but for a `pattern` that is the vendor's own regex for its wire `format` (zod's
 * `z.email()` writes both): the steps of {@link walkProperty} would drop that pattern with its note
 * (`format-companion-dropped`, see `patternFate`) and find nothing else, so the note is made and the rest kept as it is.
 * `undefined` for any other field (the steps run). Held equal to the steps by test/fast-accept.test.ts.
 * @param keys - the record's own keys
 * @param name - the field's name under `properties`
 */
function exactButCompanion(node: JsonRecord, keys: readonly string[], name: string, ctx: WalkContext): JsonRecord | undefined {
  const pattern = node["pattern"]; // a snapshot record: own keys only
  const format = node["format"];
  if (typeof pattern !== "string" || typeof format !== "string" || !ctx.grammar.formats.has(format) || ctx.formatPatterns.get(pattern) !== format) return undefined;
  const rest = keys.filter((key) => key !== "pattern");
  const variant = snapshotVariant(node, rest, ctx.grammar);
  if (!variant) return undefined;
  companionDropped(ctx, pointer(propertyPath(name), "pattern"), format);
  return buildExact(node, rest, variant);
}

/** zod's names of expected types, in JSON Schema's words. */
const EXPECTED: Readonly<Record<string, string>> = {
  int: "an integer",
  number: "a number",
  string: "a string",
  boolean: "a boolean",
  array: "an array",
  object: "an object",
};

function checkVariantValues(node: JsonRecord, kept: Entries, variant: VariantShape, path: string, ctx: WalkContext): boolean {
  if (variant.accepts(node)) return true;
  let parsed: ReturnType<VariantShape["schema"]["safeParse"]>;
  try {
    parsed = variant.schema.safeParse(node); // the same verdict, with the reasons
  } catch (cause) {
    // zod itself failed (e.g. a polluted Object.prototype breaks the property descriptors it builds).
    reject(ctx, path, "invalid-value", `the wire check of this field threw: ${thrownMessage(cause)}`);
    return false;
  }
  if (parsed.success) return true;
  for (const problem of parsed.error.issues.slice(0, 5)) {
    const [head, ...rest] = problem.path.map(String);
    const base = head !== undefined ? kept.get(head)?.path : undefined;
    const code = head === "default" ? "default-invalid" : "invalid-value";
    const expected = "expected" in problem && typeof problem.expected === "string" ? `must be ${EXPECTED[problem.expected] ?? problem.expected}` : problem.message;
    reject(ctx, base ? pointer(base, ...rest) : "", code, `\`${[head, ...rest].join("/")}\` ${expected}`);
  }
  return false;
}

function pathOfKept(kept: Entries): PathOf {
  return (key) => {
    const [head, ...rest] = key.split("/");
    return pointer(kept.get(head!)!.path, ...rest);
  };
}

/**
 * Walks one property schema into its wire PrimitiveSchemaDefinition.
 * @param node - the property schema (snapshot)
 * @param name - its name under the root's `properties` (its JSON Pointer, `/properties/<name>`, is made only when a
 *   finding needs it)
 * @returns the wire form, or `undefined` when rejected (the issues are in `ctx.rejected`)
 */
export function walkProperty(node: JsonValue, name: string, ctx: WalkContext): JsonRecord | undefined {
  if (!isRecord(node)) {
    const code = typeof node === "boolean" ? "structure-unsupported" : "not-an-object";
    reject(ctx, propertyPath(name), code, `a field schema must be an object, got ${show(node)}`);
    return undefined;
  }
  // A field already exactly on the wire is kept as it is: the steps below would find nothing in it
  // (the fast acceptance check's contract, held by test/fast-accept.test.ts).
  const keys = Object.keys(node);
  const exact = snapshotVariant(node, keys, ctx.grammar);
  if (exact) return buildExact(node, keys, exact);
  const companion = exactButCompanion(node, keys, name, ctx);
  if (companion) return companion;
  const path = propertyPath(name);
  const entries = inlineRefs(entriesOf(node, path), ctx);
  if (!entries || !normalizeShape(entries, path, ctx)) return undefined;
  const type = fieldType(entries, path, ctx);
  if (!type) return undefined;
  const before = ctx.rejected.length;
  const kept = keepWireKeys(entries, type, ctx);
  const variant = matchVariant(kept, type, path, ctx);
  if (!variant) return undefined;
  const out = build(kept, variant);
  if (!checkVariantValues(out, kept, variant, path, ctx)) return undefined;
  const report: Report = (path, code, message) => reject(ctx, path(), code, message);
  checkConsistency(out, pathOfKept(kept), report);
  const dropped = kept.has("default") ? undefined : entries.get("default");
  // A default the revision cannot carry is dropped, but a wrong one is still a bug in the schema.
  if (dropped) checkDefault(out, dropped.value, () => dropped.path, report);
  return ctx.rejected.length === before ? copyJson(out) : undefined;
}
