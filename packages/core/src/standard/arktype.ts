/**
 * ArkType: its Standard JSON Schema output keeps "the part of a type JSON Schema can represent" where its strict
 * `toJsonSchema()` throws (ArkType's `ToJsonSchema.standardFallback`). Here every such fallback is a finding at the
 * path it fires: narrows (`predicate`) and morphs are constraints the schema still enforces when it validates; every
 * other code is a constraint the JSON Schema would lose, refused.
 *
 * ArkType's input side (`~standard.jsonSchema.input`, the type's `in`) has no `default`: ArkType applies a default as
 * a morph, and `in` is the type before morphs. Its whole-type `toJsonSchema()` writes each JSON default
 * (`type({ n: "number = 5" })` → `n: { type: "number", default: 5 }`, not required); the input side takes them from
 * there.
 */
import { own, setOwn, type JsonObject, type JsonValue } from "../json.js";
import { makeIssue } from "../issues.js";
import { addUnadvertised, type Findings, type ConversionSide, type UnadvertisedKind } from "./findings.js";
import { forEachObject, marked, takeMarks } from "./marks.js";

/** ArkType fallback codes the schema enforces on validation → what they are. */
const ENFORCED: Readonly<Record<string, UnadvertisedKind>> = { predicate: "refinement", morph: "transform" };

/** ArkType fallback codes (its `ToJsonSchema` codes) that lose a constraint → what is lost. */
const REFUSED: Readonly<Record<string, string>> = {
  arrayObject: "an array with object properties",
  arrayPostfix: "array elements after a variadic part",
  defaultValue: "a default JSON cannot carry",
  domain: "a type JSON has no value for (bigint, symbol, …)",
  patternIntersection: "an intersection of patterns (JSON Schema would keep only the first)",
  proto: "an instance type (Map, Set, …)",
  symbolKey: "a symbol key",
  unit: "a literal JSON cannot carry (undefined, a bigint, a symbol, …)",
  date: "a Date (JSON has none)",
};

type FallbackContext = { readonly base?: unknown };

const markAll = Object.fromEntries(
  [...Object.keys(ENFORCED), ...Object.keys(REFUSED)].map((code) => [code, (context: FallbackContext) => marked(context.base, code)]),
);

/** `libraryOptions` for ArkType's Standard JSON Schema converter: every fallback marks where it fires. */
export function arktypeLibraryOptions(): Record<string, unknown> {
  return { fallback: markAll };
}

type ArkType = { internal?: { includesTransform?: unknown }; toJsonSchema?: (options: Record<string, unknown>) => unknown };

/**
 * Turns the marks in ArkType's `output` into findings; on the input side also finds morphs, which ArkType's input
 * schema (`rawIn`) no longer holds, and restores defaults into `output` (a fresh object of the converter's): a second
 * conversion of the whole type, only when it includes a transform (a default is one).
 */
export function arktypeFindings(schema: object, output: unknown, io: ConversionSide, findings: Findings): void {
  for (const { path, label } of takeMarks(output)) {
    if (Object.hasOwn(ENFORCED, label)) addUnadvertised(findings, path, ENFORCED[label] as UnadvertisedKind);
    else {
      const lost = Object.hasOwn(REFUSED, label) ? REFUSED[label] : label;
      findings.refused.push(makeIssue(path, "constraint-refused", `ArkType's strict toJsonSchema() refuses ${lost}; its JSON Schema would drop the constraint`));
    }
  }
  const type = schema as ArkType;
  if (io !== "input" || type.internal?.includesTransform !== true || typeof type.toJsonSchema !== "function") return;
  let whole: unknown;
  try {
    whole = type.toJsonSchema({
      target: "draft-2020-12",
      fallback: { default: (context: FallbackContext) => context.base, defaultValue: () => undefined, morph: (context: FallbackContext) => marked(context.base, "morph") },
    });
  } catch {
    return;
  }
  for (const { path } of takeMarks(whole)) addUnadvertised(findings, path, "transform");
  restoreDefaults(output, whole);
}

/** What must match for a default of the whole type to belong to the input schema's node at the same path. */
const SAME_NODE = ["type", "enum", "const"] as const;

/**
 * Copies each `default` of `whole` (ArkType's whole-type JSON Schema) onto the node of `input` at the same JSON
 * Pointer when that node has none and describes the same values (same `type`, `enum`, `const`).
 */
function restoreDefaults(input: unknown, whole: unknown): void {
  const defaults = new Map<string, JsonObject>();
  forEachObject(whole, (node, path) => {
    if (Object.hasOwn(node, "default")) defaults.set(path, node as JsonObject);
  });
  if (defaults.size === 0) return;
  forEachObject(input, (node, path) => {
    const source = defaults.get(path);
    const target = node as JsonObject;
    if (source === undefined || Object.hasOwn(target, "default")) return;
    if (SAME_NODE.every((key) => JSON.stringify(own(source, key)) === JSON.stringify(own(target, key)))) {
      setOwn(target, "default", own(source, "default") as JsonValue);
    }
  });
}
