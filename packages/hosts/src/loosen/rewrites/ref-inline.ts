/**
 * `ref-inline`: every same-document `$ref` is replaced by its target, for hosts that read no references (Zed's subset
 * providers before zed-industries/zed#60165). Same
 * meaning: the target's keywords and the reference's siblings both apply (2020-12 core §8.2.3.1; draft-07 ignores the
 * siblings, so there the target alone is kept). A recursive reference is expanded `inlineDepth` times inside itself,
 * then written `{}` (a loosening; where that would tighten the reference is left, with an issue). Copies carry no
 * anchors (refs.ts `anonymous`). Remote and dangling references are left as they are, with an issue; a schema with
 * an embedded `$id` or a dynamic reference (`$dynamicRef`, `$recursiveRef`) is left whole, with an issue. Root
 * `$defs` and `definitions` are dropped once nothing refers to them.
 */
import { pointer, show } from "@mcp-wire/core";
import { isJsonObject, mapKeywordValue, own, setOwn, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import { note, refuse, type Rewrite, type RewriteContext } from "../context.js";
import { dynamicReferences, embeddedResources, referencesOf, resolverFor } from "../refs.js";
import { anonymous, monotone, without } from "../walk.js";
import { MAX_INLINED_NODES } from "../types.js";

/** Keywords that say something about a value without constraining it, plus the structural ones, which merge freely. */
const NEUTRAL: readonly string[] = [
  "title", "description", "default", "examples", "$comment", "deprecated", "readOnly", "writeOnly", "$schema", "$defs", "definitions",
];

/** Keywords whose meaning depends on a sibling (`additionalProperties` on `properties`, `then` on `if`, …). */
const SIBLING_BOUND: readonly string[] = [
  "properties", "patternProperties", "additionalProperties", "unevaluatedProperties", "items", "prefixItems", "additionalItems",
  "unevaluatedItems", "if", "then", "else", "contains", "minContains", "maxContains",
];

class TooLarge extends Error {}

/** The subschema a reference node stands for: its target with the reference's siblings (same meaning). */
function merge(siblings: JsonObject, target: JsonSchema, context: RewriteContext): JsonSchema {
  const base = (typeof target === "boolean" ? (target ? {} : { not: {} }) : anonymous(target, context.dialect)) as JsonObject;
  if (context.dialect === "draft-07") {
    // draft-07 ignores every sibling of $ref; annotations are kept for the reader
    const out: JsonObject = { ...base };
    for (const [key, value] of Object.entries(siblings)) if (NEUTRAL.includes(key) && !Object.hasOwn(out, key)) setOwn(out, key, value);
    return out;
  }
  const checks = Object.keys(siblings).filter((key) => !NEUTRAL.includes(key));
  const clash = checks.length > 0 && (checks.some((key) => Object.hasOwn(base, key)) || [...checks, ...Object.keys(base)].some((key) => SIBLING_BOUND.includes(key)));
  if (!clash) return { ...base, ...siblings };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(siblings)) if (key !== "allOf") setOwn(out, key, value);
  const earlier = own(siblings, "allOf");
  setOwn(out, "allOf", [...(Array.isArray(earlier) ? earlier : []), base]);
  return out;
}

export const refInline: Rewrite = {
  id: "ref-inline",
  source: "zed-industries/zed#60165",
  apply: (schema, context) => {
    if (!isJsonObject(schema) || referencesOf(schema, context.dialect).length === 0) return schema;
    const embedded = embeddedResources(schema, context.dialect);
    const dynamic = dynamicReferences(schema, context.dialect);
    if (embedded.length > 0 || dynamic.length > 0) {
      const [path, why] = embedded.length > 0 ? [embedded[0], "references under an embedded $id resolve against another base"] : [dynamic[0], "a dynamic reference resolves by scope, which copies would change"];
      refuse(context, "unresolved-ref", path as string, `${why}; none inlined`);
      return schema;
    }
    const resolve = resolverFor(schema, context.dialect);
    let written = 0;
    let left = false;
    const expand = (node: JsonSchema, path: string, positive: boolean, stack: readonly string[]): JsonSchema => {
      if (++written > MAX_INLINED_NODES) throw new TooLarge();
      if (!isJsonObject(node)) return node;
      const ref = own(node, "$ref");
      if (typeof ref === "string") {
        const resolved = resolve(ref);
        if (!resolved.found) {
          refuse(context, "unresolved-ref", pointer(path, "$ref"), `$ref ${show(ref)} is ${resolved.why}; left as it is`);
          left = true;
          return descend(node, path, positive, stack);
        }
        const depth = stack.filter((seen) => seen === resolved.path).length;
        if (depth > context.inlineDepth) {
          if (!positive) {
            refuse(context, "no-loosening-form", pointer(path, "$ref"), `recursive $ref ${show(ref)} cannot end in {} here without tightening`);
            left = true;
            return node;
          }
          note(context, refInline, pointer(path, "$ref"), "looser", `recursive $ref ${show(ref)} unrolled ${context.inlineDepth} times, then {}`);
          return {};
        }
        note(context, refInline, pointer(path, "$ref"), "same", `$ref ${show(ref)} inlined`);
        return expand(merge(without(node, ["$ref"]), resolved.target, context), path, positive, [...stack, resolved.path]);
      }
      return descend(node, path, positive, stack);
    };
    const descend = (node: JsonObject, path: string, positive: boolean, stack: readonly string[]): JsonObject => {
      const out: JsonObject = {};
      for (const [key, value] of Object.entries(node)) {
        if (path === "" && stack.length === 0 && (key === "$defs" || key === "definitions")) setOwn(out, key, value);
        else {
          const childPositive = positive && monotone(node, key);
          setOwn(out, key, mapKeywordValue(context.dialect, key, value, (child, tokens) => expand(child, pointer(path, ...tokens), childPositive, stack)));
        }
      }
      return out;
    };
    const mark = { loosened: context.loosened.length, issues: context.issues.length };
    let out: JsonSchema;
    try {
      out = expand(schema, "", true, []);
    } catch (cause) {
      if (!(cause instanceof TooLarge)) throw cause;
      context.loosened.length = mark.loosened;
      context.issues.length = mark.issues;
      refuse(context, "inline-too-large", "", `inlining would write more than ${MAX_INLINED_NODES} subschemas; no $ref inlined`);
      return schema;
    }
    if (left || !isJsonObject(out)) return out;
    const unused = ["$defs", "definitions"].filter((key) => Object.hasOwn(out as JsonObject, key));
    for (const key of unused) note(context, refInline, pointer("", key), "same", `${key} no longer referenced; dropped`);
    return without(out, unused);
  },
};
