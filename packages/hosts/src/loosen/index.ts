/**
 * `loosen`: the projection of a tool schema that a host reads, built from the rewrites the host needs, each of which
 * only loosens (the projection never refuses a value the original accepts) and says what it changed, with its path.
 * Where a rewrite has no loosening-only form, the part stays as it is and an issue says so.
 */
import { makeIssue, ownOptions, pointer, show } from "@mcp-wire/core";
import { DEFAULT_DIALECT, DIALECTS, dialectOf, readSchema, type Dialect } from "@mcp-wire/dialect";
import type { RewriteContext } from "./context.js";
import { REWRITES } from "./table.js";
import { LOOSENINGS, LoosenError, type LoosenOptions, type LoosenResult, type LooseningId } from "./types.js";
import { SCHEMA_ROLES } from "../types.js";

/** Largest `inlineDepth`. */
const MAX_INLINE_DEPTH = 16;
const DEFAULT_INLINE_DEPTH = 2;
const ROLES: readonly unknown[] = SCHEMA_ROLES;

/** Reads the caller's `rewrites` (a Proxy or a getter may throw: that is a caller's mistake too). */
function checkedRewrites(rewrites: unknown): Set<LooseningId> {
  let ids: unknown[];
  try {
    if (!Array.isArray(rewrites)) throw new TypeError("not an array");
    ids = [...(rewrites as unknown[])];
  } catch {
    throw new LoosenError("rewrites", [makeIssue("", "unknown-rewrite", "rewrites must be an array of loosening ids")]);
  }
  const issues = ids.flatMap((id, index) =>
    (LOOSENINGS as readonly unknown[]).includes(id) ? [] : [makeIssue(pointer("", index), "unknown-rewrite", `not a loosening id: ${typeof id === "string" ? show(id) : typeof id}`)],
  );
  if (issues.length > 0) throw new LoosenError("rewrites", issues);
  return new Set(ids as LooseningId[]);
}

/** Reads and checks the caller's options. */
function checkedOptions(options: unknown): { dialect: Dialect | undefined; role: LoosenOptions["role"]; inlineDepth: number; standIn: number | undefined } {
  let read: { dialect?: unknown; role?: unknown; inlineDepth?: unknown; standIn?: unknown };
  try {
    if (typeof options !== "object" || options === null) throw new TypeError("not an object");
    const { dialect, role, inlineDepth, standIn } = ownOptions(options as LoosenOptions);
    read = { dialect, role, inlineDepth, standIn };
  } catch {
    throw new LoosenError("loosen options", [makeIssue("", "invalid-option", "options must be an object whose members can be read")]);
  }
  const { dialect, role, inlineDepth = DEFAULT_INLINE_DEPTH, standIn } = read;
  const issues = [
    ...(dialect === undefined || (DIALECTS as readonly unknown[]).includes(dialect) ? [] : [makeIssue("/dialect", "invalid-option", `dialect must be one of ${DIALECTS.join(", ")}`)]),
    ...(role === undefined || ROLES.includes(role) ? [] : [makeIssue("/role", "invalid-option", "role must be inputSchema or outputSchema")]),
    ...(typeof inlineDepth === "number" && Number.isInteger(inlineDepth) && inlineDepth >= 0 && inlineDepth <= MAX_INLINE_DEPTH
      ? []
      : [makeIssue("/inlineDepth", "invalid-option", `inlineDepth must be an integer from 0 to ${MAX_INLINE_DEPTH}`)]),
    ...(standIn === undefined || (typeof standIn === "number" && Number.isFinite(standIn) && standIn > 0) ? [] : [makeIssue("/standIn", "invalid-option", "standIn must be a positive finite number")]),
  ];
  if (issues.length > 0) throw new LoosenError("loosen options", issues);
  return { dialect: dialect as Dialect | undefined, role: role as LoosenOptions["role"], inlineDepth: inlineDepth as number, standIn: standIn as number | undefined };
}

/**
 * Projects a tool schema for a host by the rewrites it lists.
 * @param schema - a JSON Schema (object or boolean) as received; read once through a guarded snapshot
 *   (`readSchema`), never mutated
 * @param rewrites - the ids the host needs, any order (they apply in {@link LOOSENINGS} order); `[]` returns the
 *   snapshot unchanged
 * @param options - {@link LoosenOptions}: `role`, `dialect` (default: the `$schema` label, else 2020-12),
 *   `inlineDepth` (default 2), `standIn` (the number standing for ±Infinity; default none)
 * @returns {@link LoosenResult}: `{ schema, loosened, issues, wrapped }`. `loosened` lists each change with its JSON
 *   Pointer (into the schema as that rewrite met it: the input, for every change before a `ref-*`, `root-*` or
 *   `output-wrap` rewrite reshapes it); `issues` each part left unchanged (`no-loosening-form`, `unresolved-ref`,
 *   `inline-too-large`) or, with `schema: undefined`, why the input is not JSON (`readSchema`'s codes)
 * @throws LoosenError code `unknown-rewrite` (path: the index in `rewrites`, or `""` when it is not a readable array)
 *   or `invalid-option` (path: the option, or `""` when `options` is not a readable object; `/standIn` when it is not a positive finite number)
 */
export function loosen(schema: unknown, rewrites: readonly LooseningId[], options: LoosenOptions = {}): LoosenResult {
  const requested = checkedRewrites(rewrites);
  const { dialect, role, inlineDepth, standIn } = checkedOptions(options);
  const snapshot = readSchema(schema);
  if (snapshot.value === undefined) return { schema: undefined, loosened: [], issues: snapshot.issues, wrapped: false };
  const context: RewriteContext = {
    dialect: dialect ?? dialectOf(snapshot.value) ?? DEFAULT_DIALECT,
    role,
    inlineDepth,
    requested,
    loosened: [],
    issues: [],
    wrapped: false,
    standIn,
  };
  let out = snapshot.value;
  for (const id of LOOSENINGS) if (requested.has(id)) out = REWRITES[id].apply(out, context);
  return { schema: out, loosened: context.loosened, issues: context.issues, wrapped: context.wrapped };
}
