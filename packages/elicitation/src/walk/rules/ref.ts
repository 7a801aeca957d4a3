/**
 * Local `$ref` inlining: converters emit `{ "$ref": "#/$defs/Color" }` for enum classes and
 * registered schemas. A ref whose target is a primitive property schema is replaced by the target
 * (siblings of `$ref` may add annotations, never a second copy of a constraint); remote,
 * recursive and missing targets reject with `ref-unsupported`.
 *
 * Source: JSON Schema 2020-12 Core §8.2.3.1 (`$ref` with siblings applies both), RFC 6901.
 */
import { keywordClass } from "../../keywords.js";
import { isRecord, own, type JsonRecord, type JsonValue } from "../../tree.js";
import { Entry, note, reject, type Entries, type WalkContext } from "../context.js";
import { show } from "@mcp-wire/core";

/** The keywords of `node` as entries, each with its JSON Pointer under `path`. */
export function entriesOf(node: JsonRecord, path: string): Entries {
  const entries: Entries = new Map();
  for (const key of Object.keys(node)) entries.set(key, new Entry(node[key]!, path, key));
  return entries;
}

function resolve(root: JsonRecord, fragment: string): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const raw of fragment.split("/").slice(1)) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(token) ? node[Number(token)] : undefined;
    else node = isRecord(node ?? null) ? own(node as JsonRecord, token) : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

function decodeFragment(ref: string): string | undefined {
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * Resolves every `$ref` of a node (following chains), returning the merged entries, or
 * `undefined` after recording a rejection.
 */
export function inlineRefs(entries: Entries, ctx: WalkContext): Entries | undefined {
  const seen = new Set<string>();
  let current = entries;
  for (let ref = current.get("$ref"); ref; ref = current.get("$ref")) {
    if (typeof ref.value !== "string") {
      reject(ctx, ref.path, "invalid-value", `$ref must be a string, got ${show(ref.value)}`);
      return undefined;
    }
    const fragment = ref.value === "#" || ref.value.startsWith("#/") ? decodeFragment(ref.value) : undefined;
    if (fragment === undefined) {
      reject(ctx, ref.path, "ref-unsupported", `$ref ${show(ref.value)} is not a local JSON Pointer; inline the schema`);
      return undefined;
    }
    if (fragment === "" || seen.has(fragment)) {
      reject(ctx, ref.path, "ref-unsupported", `$ref ${show(ref.value)} is recursive`);
      return undefined;
    }
    seen.add(fragment);
    const target = resolve(ctx.root, fragment);
    if (!isRecord(target ?? null)) {
      reject(ctx, ref.path, "ref-unsupported", `$ref ${show(ref.value)} points to ${target === undefined ? "nothing" : "a non-schema"}`);
      return undefined;
    }
    const merged = entriesOf(target as JsonRecord, fragment);
    for (const [key, entry] of current) {
      if (key === "$ref") continue;
      if (merged.has(key) && keywordClass(key, entry.value) !== "annotation") {
        reject(ctx, entry.path, "ref-unsupported", `\`${key}\` beside $ref repeats a keyword of its target`);
        return undefined;
      }
      merged.set(key, entry);
    }
    note(ctx, ref.path, "ref-inlined", `$ref ${show(ref.value)} inlined`);
    current = merged;
  }
  return current;
}
