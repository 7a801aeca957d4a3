/**
 * The package's issue codes, its issue builder over `@mcp-wire/core`'s issue model, and its one error class.
 * Every code is listed with its meaning in `ISSUE_CODES` (documented in docs/tool-schemas.md and docs/hosts.md).
 */
import { IssueError, listPaths, makeIssue, type SchemaIssue as CoreIssue } from "@mcp-wire/core";

/** Every issue code the package emits, with what it means. */
export const ISSUE_CODES = Object.freeze({
  // conversion refusals (convertDialect)
  "unsupported-dialect": "the $schema label names a dialect this package does not convert",
  "embedded-dialect": "a subschema declares another dialect with its own $schema",
  "unevaluated-not-expressible": "unevaluatedProperties/unevaluatedItems beside in-place applicators has no draft-07 form",
  "dynamic-ref-not-expressible": "$dynamicRef/$dynamicAnchor resolution has no draft-07 form",
  "contains-bounds-not-expressible": "minContains/maxContains has no draft-07 form",
  "anchor-beside-id": "$anchor beside a $id has no draft-07 form ($id cannot hold both)",
  "duplicate-anchor": "two subschemas of one resource declare the same $anchor (2020-12 Core §8.2.2): a reference to it has no single target",
  "keyword-conflict": "two keywords would map to the same target keyword with different values",
  "invalid-keyword-value": "a keyword's value is not what its dialect allows",
  "too-deep": "the schema nests deeper than the traversal guard",
  "cyclic-schema": "the schema object graph contains a cycle",
  "too-large": "the input holds more values than the snapshot reads (a shared sub-object counts at every place it appears), or an array longer than 1,000,000 items",
  // input hazards (every public function reads its input through a guarded snapshot)
  "invalid-value": "a value JSON cannot carry (NaN, Infinity, BigInt, a symbol, a function, undefined, a Date, RegExp, Map or class instance, a sparse array hole), or reading it threw (a getter, a Proxy trap, a revoked Proxy)",
  // portable projection loosenings (toPortableSchema)
  "dropped-items-beside-prefix-items": "items beside prefixItems dropped: draft-07 readers would apply it to every element",
  "tuple-unchecked-by-draft-07": "prefixItems kept: draft-07 readers do not check tuple elements",
  "dropped-unevaluated": "unevaluatedProperties/unevaluatedItems dropped: draft-07 readers ignore them",
  "dropped-dynamic-ref": "a $dynamicRef that cannot be resolved statically was dropped",
  "dropped-contains-bounds": "minContains/maxContains dropped: draft-07 readers ignore them",
  "dropped-branch": "a not/oneOf/if whose inside would loosen was dropped as a whole",
  "dangling-ref": "a $ref whose target is missing was replaced by an empty schema",
  // reading notes (toPortableSchema): listed in `loosened`, never stop the projection
  "read-as-draft-07": "a schema without $schema used a form invalid in 2020-12 (items array, dependencies, $id with a fragment); it was read with its draft-07 meaning",
  // what no reader can load, and the MCP tool-schema root (toPortableSchema, toToolSchema)
  "missing-ref-target": "a $ref points at a location that does not exist",
  "ref-cycle": "a $ref loops back to itself through $ref and in-place applicators only (allOf, not, if, …): no host can compile or apply it",
  "root-not-object": "a tool input or output schema must have type \"object\" at its root (MCP Tool.inputSchema / Tool.outputSchema)",
  "unsupported-pattern": "a pattern that is not a valid ECMA-262 regex in unicode mode",
  // toToolSchema
  "not-a-schema": "the value is neither a Standard Schema nor a JSON Schema (a schema root is an object or a boolean)",
  "converter-missing": "the library that converts this vendor's schemas is not installed",
  "vendor-conversion-failed": "the schema library could not express this schema as JSON Schema",
} as const);

/** A kebab-case issue code; see `ISSUE_CODES`. */
export type IssueCode = keyof typeof ISSUE_CODES;

/** One problem at one place: `path` is a JSON Pointer into the input schema (`""` is the root). */
export type SchemaIssue = CoreIssue<IssueCode>;

/** Longest path quoted at the start of a message (the issue's `path` itself is never cut). */
const MAX_QUOTED_PATH = 100;

/** How a message names its path: `root`, or the path cut to 100 characters. */
function quotedPath(path: string): string {
  if (path === "") return "root";
  return path.length > MAX_QUOTED_PATH ? `${path.slice(0, MAX_QUOTED_PATH - 1)}…` : path;
}

/**
 * Builds an issue; the message names the path (cut to 100 characters) and is clipped as a whole to core's
 * `MAX_MESSAGE_LENGTH` (a 1 MB keyword value never makes a 1 MB message).
 */
export function issue(path: string, code: IssueCode, detail?: string): SchemaIssue {
  return makeIssue(path, code, `${quotedPath(path)}: ${detail ?? ISSUE_CODES[code]}`);
}

/**
 * An issue's message without the `<path>: ` it starts with, for reports that show the path in a column of its own
 * (e.g. `"$ref \"#/gone\" has no target"`). A message not built by this package is returned as it is.
 * @param found - a {@link SchemaIssue}, or anything with its `path` and `message`
 * @returns the message's detail
 */
export function issueDetail(found: Pick<SchemaIssue, "path" | "message">): string {
  const prefix = `${quotedPath(found.path)}: `;
  return found.message.startsWith(prefix) ? found.message.slice(prefix.length) : found.message;
}

/**
 * The same issue as seen from a document that holds the schema at `prefix` (a JSON Pointer): its path prefixed and
 * its message rebuilt around the same detail (`rebaseIssue("/tools/2/inputSchema", issue)`).
 * @param prefix - the JSON Pointer of the schema inside the containing document
 * @param found - an issue of this package
 */
export function rebaseIssue(prefix: string, found: SchemaIssue): SchemaIssue {
  return issue(`${prefix}${found.path}`, found.code, issueDetail(found));
}

/**
 * The error every throwing function of this package throws (an `IssueError` of `@mcp-wire/core`, so a `TypeError`).
 * `issues` lists every problem found (all are collected before throwing); the message is `<summary>: <path> (<code>),
 * …`, naming the first 20 distinct paths (each cut to 100 characters) and how many more: bounded whatever the count.
 */
export class DialectError extends IssueError<IssueCode> {
  override readonly name = "DialectError";

  /**
   * @param issues - every issue found
   * @param summary - what went wrong, the start of the message (default `"Schema cannot be used"`)
   */
  constructor(issues: readonly SchemaIssue[], summary = "Schema cannot be used") {
    super(`${summary}: ${listPaths(issues, { root: "/", codes: true })}`, issues);
  }
}
