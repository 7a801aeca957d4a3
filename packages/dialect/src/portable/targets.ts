/**
 * Same-document `$ref` targets of a 2020-12 schema: anchors (`$anchor`, `$dynamicAnchor`) and JSON Pointer
 * fragments, resolved to the JSON Pointer of the target subschema. Documents with embedded resources (a
 * nested `$id`) are not indexed: their references resolve against other bases and are kept as written.
 */
import { issue, type SchemaIssue } from "../issues.js";
import { isJsonObject, isSchema, own, type JsonSchema, type JsonValue } from "../json.js";
import { appendPointer } from "../pointer.js";
import { followPointer, fragmentTokens, splitRef } from "../refs.js";
import { scanSchema, walkSchema } from "../traverse.js";

/** The anchors of a document and whether it embeds other resources. */
export interface TargetIndex {
  readonly root: JsonSchema;
  /** anchor name → JSON Pointer of the schema carrying it. */
  readonly anchors: ReadonlyMap<string, string>;
  /** dynamic anchor name → every JSON Pointer carrying it. */
  readonly dynamicAnchors: ReadonlyMap<string, readonly string[]>;
  /** True when a subschema below the root has its own `$id` (then references are not resolved here). */
  readonly embedsResources: boolean;
  /** True when some `$ref` names another document. */
  readonly hasExternalRefs: boolean;
  /** The root `$id` without fragment, if any: a `$ref` with this base is same-document. */
  readonly rootId: string | undefined;
  /** `too-deep` / `cyclic-schema` / `duplicate-anchor` issues met while indexing (then the document is not projected). */
  readonly guardIssues: readonly SchemaIssue[];
}

/** Indexes a 2020-12 document in one walk, which also reports cycles and excessive nesting (`guardIssues`). */
export function indexTargets(root: JsonSchema): TargetIndex {
  const id = isJsonObject(root) ? own(root, "$id") : undefined;
  const rootId = typeof id === "string" ? id.replace(/#.*$/, "") : undefined;
  // Fast path: most tool schemas have no anchors, so no pointer is needed. Any anchor, cycle or excessive
  // nesting falls back to the full walk below (same result, with paths).
  let embeds = false;
  let external = false;
  const plain = scanSchema(root, "2020-12", (node, depth) => {
    if (Object.hasOwn(node, "$anchor") || Object.hasOwn(node, "$dynamicAnchor")) return false;
    if (!external && (externalRef(own(node, "$ref"), rootId) || externalRef(own(node, "$dynamicRef"), rootId))) external = true;
    if (depth > 0 && typeof own(node, "$id") === "string") embeds = true;
    return true;
  });
  if (plain) return { root, anchors: new Map(), dynamicAnchors: new Map(), embedsResources: embeds, hasExternalRefs: external, rootId, guardIssues: [] };
  return indexWithPointers(root, rootId);
}

function externalRef(ref: JsonValue | undefined, rootId: string | undefined): boolean {
  return typeof ref === "string" && !sameDocument(splitRef(ref).base, rootId);
}

function indexWithPointers(root: JsonSchema, rootId: string | undefined): TargetIndex {
  const anchors = new Map<string, string>();
  // Plain anchors must be unique in a resource (2020-12 Core §8.2.2); a second one is reported, never resolved.
  const plainAnchors = new Map<string, string>();
  const duplicates: SchemaIssue[] = [];
  const dynamicAnchors = new Map<string, string[]>();
  let embedsResources = false;
  let hasExternalRefs = false;
  const guardIssues = walkSchema(root, "2020-12", (node, pointer) => {
    if (!isJsonObject(node)) return;
    for (const keyword of ["$ref", "$dynamicRef"]) {
      const ref = own(node, keyword);
      if (typeof ref === "string" && !sameDocument(splitRef(ref).base, rootId)) hasExternalRefs = true;
    }
    if (pointer !== "" && typeof own(node, "$id") === "string") embedsResources = true;
    const anchor = own(node, "$anchor");
    if (typeof anchor === "string") {
      const first = plainAnchors.get(anchor);
      if (first === undefined) plainAnchors.set(anchor, pointer);
      else duplicates.push(issue(appendPointer(pointer, "$anchor"), "duplicate-anchor", `$anchor ${JSON.stringify(anchor).slice(0, 60)} is also at ${first.slice(0, 60) || "the root"}`));
      if (!anchors.has(anchor)) anchors.set(anchor, pointer);
    }
    const dynamic = own(node, "$dynamicAnchor");
    if (typeof dynamic === "string") {
      dynamicAnchors.set(dynamic, [...(dynamicAnchors.get(dynamic) ?? []), pointer]);
      if (!anchors.has(dynamic)) anchors.set(dynamic, pointer);
    }
  });
  return { root, anchors, dynamicAnchors, embedsResources, hasExternalRefs, rootId, guardIssues: embedsResources ? guardIssues : [...guardIssues, ...duplicates] };
}

function sameDocument(base: string, rootId: string | undefined): boolean {
  return base === "" || (rootId !== undefined && base === rootId);
}

/** Where a reference leads. */
export type RefTarget =
  | { readonly kind: "local"; readonly pointer: string; readonly schema: JsonSchema }
  | { readonly kind: "missing" }
  | { readonly kind: "external" };

/**
 * Resolves a `$ref` value. `local` for a same-document fragment (pointer or anchor) that exists,
 * `missing` for one that does not, `external` for anything with a base URI (or in a document with embedded
 * resources, where the base is not the root's).
 */
export function resolveRef(index: TargetIndex, ref: string): RefTarget {
  const { base, fragment } = splitRef(ref);
  if (!sameDocument(base, index.rootId) || index.embedsResources) return { kind: "external" };
  const text = fragment ?? "";
  const tokens = fragmentTokens(text);
  if (tokens !== undefined) {
    const schema = followPointer(index.root, tokens);
    return isSchema(schema) ? { kind: "local", pointer: appendPointer("", ...tokens), schema } : { kind: "missing" };
  }
  const pointer = index.anchors.get(decodeURIComponentSafe(text));
  if (pointer === undefined) return { kind: "missing" };
  const schema = followPointer(index.root, fragmentTokens(pointer) ?? []);
  return isSchema(schema) ? { kind: "local", pointer, schema } : { kind: "missing" };
}

/**
 * A `$dynamicRef` that can only ever resolve to one place in this standalone document: a pointer fragment, or
 * an anchor that exactly one `$dynamicAnchor` (or only a plain `$anchor`) carries.
 */
export function resolveDynamicRef(index: TargetIndex, ref: string): RefTarget {
  const { base, fragment } = splitRef(ref);
  if (!sameDocument(base, index.rootId) || index.embedsResources || fragment === undefined) return { kind: "external" };
  if (fragment.startsWith("/") || fragment === "") return resolveRef(index, ref);
  const dynamic = index.dynamicAnchors.get(fragment) ?? [];
  return dynamic.length > 1 ? { kind: "external" } : resolveRef(index, ref);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
