/**
 * Same-document references for `ref-inline`, `ref-hoist` and `root-object-type`: resolving a local `$ref` (a JSON
 * Pointer fragment, RFC 6901 §6, or a plain-name anchor: 2020-12 `$anchor`, draft-07 `$id: "#name"`), and finding the
 * embedded resources (a non-root `$id` that changes the base URI) under which references resolve elsewhere.
 * Sources: JSON Schema 2020-12 core §8.2.1–8.2.2, §8.2.3.1.
 */
import { fragmentTokens, pointer, resolveTokens } from "@mcp-wire/core";
import { isJsonObject, own, type Dialect, type JsonSchema } from "@mcp-wire/dialect";
import { forEachSubschema } from "./subschemas.js";

/** A resolved reference: the target subschema and the JSON Pointer where it sits. */
export type Resolution =
  | { readonly found: true; readonly target: JsonSchema; readonly path: string }
  | { readonly found: false; readonly why: string };

/** Whether a schema value is a subschema (an object or a boolean). */
function isSubschema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || isJsonObject(value);
}

/** Resolves a same-document reference of one document; see {@link resolverFor}. */
export type Resolver = (ref: string) => Resolution;

/**
 * A resolver for the same-document references of `root` (those starting with `#`): a JSON Pointer fragment is
 * followed through own members; a plain-name fragment finds its `$anchor` (or draft-07 `$id: "#name"`) in an index
 * built once, on the first anchor reference, so resolving many references stays linear. Never throws.
 */
export function resolverFor(root: JsonSchema, dialect: Dialect): Resolver {
  let anchors: Map<string, { target: JsonSchema; path: string }> | undefined;
  return (ref) => {
    if (!ref.startsWith("#")) return { found: false, why: "a remote reference" };
    const fragment = ref.slice(1);
    const tokens = fragmentTokens(fragment);
    if (tokens !== undefined) {
      const hit = resolveTokens(root, tokens);
      return hit.found && isSubschema(hit.value) ? { found: true, target: hit.value, path: pointer("", ...tokens) } : { found: false, why: "no subschema at its target" };
    }
    if (anchors === undefined) {
      const index = new Map<string, { target: JsonSchema; path: string }>();
      forEachSubschema(root, dialect, (node, at) => {
        if (!isJsonObject(node)) return;
        const anchor = own(node, "$anchor");
        const id = own(node, "$id");
        const name = typeof anchor === "string" ? anchor : typeof id === "string" && id.startsWith("#") ? id.slice(1) : undefined;
        if (name !== undefined && !index.has(name)) index.set(name, { target: node, path: at.path });
      });
      anchors = index;
    }
    const hit = anchors.get(fragment);
    return hit === undefined ? { found: false, why: "no subschema with that anchor" } : { found: true, ...hit };
  };
}

/** JSON Pointers of the non-root subschemas whose `$id` sets a new base URI (not a fragment-only `$id`). */
export function embeddedResources(root: JsonSchema, dialect: Dialect): string[] {
  const out: string[] = [];
  forEachSubschema(root, dialect, (node, at) => {
    const id = isJsonObject(node) ? own(node, "$id") : undefined;
    if (at.path !== "" && typeof id === "string" && !id.startsWith("#")) out.push(at.path);
  });
  return out;
}

/** Every `$ref` of `root` that is a string, with the pointer of the subschema holding it. */
export function referencesOf(root: JsonSchema, dialect: Dialect): { readonly path: string; readonly ref: string }[] {
  const out: { path: string; ref: string }[] = [];
  forEachSubschema(root, dialect, (node, at) => {
    const ref = isJsonObject(node) ? own(node, "$ref") : undefined;
    if (typeof ref === "string") out.push({ path: at.path, ref });
  });
  return out;
}


/** Reference keywords resolved by dynamic scope, which a copy would change. */
const DYNAMIC: readonly string[] = ["$dynamicRef", "$recursiveRef"];

/** JSON Pointers of the subschemas holding a dynamic reference (`$dynamicRef`, `$recursiveRef`). */
export function dynamicReferences(root: JsonSchema, dialect: Dialect): string[] {
  const out: string[] = [];
  forEachSubschema(root, dialect, (node, at) => {
    if (isJsonObject(node) && DYNAMIC.some((keyword) => Object.hasOwn(node, keyword))) out.push(at.path);
  });
  return out;
}
