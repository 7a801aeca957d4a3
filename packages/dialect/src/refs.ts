/**
 * `$ref` helpers: splitting a reference, following a JSON Pointer fragment through a schema by position,
 * and rewriting the keyword tokens of a pointer fragment when keywords are renamed (`definitions` → `$defs`).
 * Sources: RFC 3986 (fragments), RFC 6901 §6 (pointer in a URI fragment), JSON Schema core "$ref".
 */
import type { Dialect } from "./dialects.js";
import { isJsonObject, own, type JsonSchema, type JsonValue } from "./json.js";
import { escapeToken, fragmentTokens } from "./pointer.js";
import { positionsOf, type PositionTable } from "./positions.js";

/** A reference split at its first `#`: `base` is `""` for a same-document reference. */
export interface SplitRef {
  readonly base: string;
  readonly fragment: string | undefined;
}

/** Splits `"other.json#/a/b"` into `{ base: "other.json", fragment: "/a/b" }`. */
export function splitRef(ref: string): SplitRef {
  const hash = ref.indexOf("#");
  if (hash < 0) return { base: ref, fragment: undefined };
  return { base: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}

/**
 * Chooses the new name of a keyword token met while following a pointer: `keyword` is the decoded token,
 * `next` the following decoded token, `node` the schema object it belongs to when known.
 */
export type RenameKeyword = (keyword: string, next: string | undefined, node: JsonValue | undefined) => string;

/**
 * Rewrites the keyword tokens of a `$ref`'s JSON Pointer fragment, walking it with `dialect`'s positions
 * (keyword, then index or name, then keyword…), so names and indexes are never renamed. `resourceRoot` lets
 * renames look at the real node for same-document references. Tokens after an unknown keyword are copied.
 */
export function rewriteRefPointer(
  ref: string,
  dialect: Dialect,
  rename: RenameKeyword,
  resourceRoot: JsonSchema | undefined,
): string {
  return rewriteRefPointerIn(ref, positionsOf(dialect), rename, resourceRoot);
}

/** `rewriteRefPointer` over any position table (the portable reading of draft-07 forms walks a mixed one). */
export function rewriteRefPointerIn(
  ref: string,
  positions: PositionTable,
  rename: RenameKeyword,
  resourceRoot: JsonSchema | undefined,
): string {
  const { base, fragment } = splitRef(ref);
  if (fragment === undefined || !fragment.startsWith("/")) return ref;
  const decoded = fragmentTokens(fragment);
  if (decoded === undefined) return ref;
  // Tokens are copied as written unless a percent-encoded `/` made the written and the decoded segments differ;
  // then each is written escaped (`~1`), with `%` kept encoded.
  const written = fragment.slice(1).split("/");
  const raw = written.length === decoded.length ? written : decoded.map((token) => escapeToken(token).replaceAll("%", "%25"));
  let node: JsonValue | undefined = base === "" ? resourceRoot : undefined;
  let state: "schema" | "index" | "name" | "opaque" = "schema";
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const token = decoded[i] as string;
    if (state === "opaque") {
      out.push(raw[i] as string);
      continue;
    }
    if (state === "index" || state === "name") {
      out.push(raw[i] as string);
      node = step(node, token);
      state = "schema";
      continue;
    }
    const kind = Object.hasOwn(positions, token) ? positions[token] : undefined;
    const next = decoded[i + 1];
    const renamed = rename(token, next, node);
    out.push(renamed === token ? (raw[i] as string) : renamed);
    node = step(node, token);
    if (kind === undefined) state = "opaque";
    else if (kind === "array") state = "index";
    else if (kind === "map") state = "name";
    else if (kind === "single-or-array") state = next !== undefined && /^\d+$/.test(next) ? "index" : "schema";
    else state = "schema";
  }
  return `${base}#/${out.join("/")}`;
}

function step(node: JsonValue | undefined, token: string): JsonValue | undefined {
  if (Array.isArray(node)) return /^(0|[1-9]\d*)$/.test(token) ? node[Number(token)] : undefined;
  if (isJsonObject(node)) return own(node, token);
  return undefined;
}

/** Follows a decoded-token JSON Pointer through any JSON value; `undefined` when a step is missing. */
export function followPointer(root: JsonValue, tokens: readonly string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const token of tokens) node = step(node, token);
  return node;
}

export { fragmentTokens };
