/**
 * The issue codes of `@mcp-wire/hosts` (documented in docs/hosts.md) and the one builder of {@link HostIssue}s.
 */
import { IssueError, makeIssue, rejectionMessage, type SchemaIssue } from "@mcp-wire/core";
import type { Blast, HostIssue, Layer, Source } from "./types.js";

/** Every code `checkTools` emits, with what it means. */
export const HOST_ISSUE_CODES = Object.freeze({
  // wire layer: the tool against the negotiated revision's Tool definition (schema.json)
  "wire-invalid": "the tool does not match the Tool definition of the negotiated MCP revision (schema.json)",
  "not-a-tool-list": "the tools/list result has no tools array",
  "mcp-header-invalid": "an x-mcp-header declaration breaks the 2026-07-28 rules (RFC 9110 token, string/integer/boolean property, unique regardless of case, reached through properties alone): a Streamable HTTP client drops the tool",
  "parse-overflow": "the client's tools/list parser recurses per JSON level and overflows its stack on a schema nested this deep (RangeError): the list is lost",
  "unreadable-tool": "the tool cannot be read as JSON within mcp-wire's limits (too deep, cyclic, not JSON): not judged, so it counts as lost",
  // dialect layer: the schema against its own dialect
  "meta-schema-invalid": "the schema is not valid against the meta-schema of its declared dialect (no $schema: 2020-12)",
  "invalid-pattern": "a pattern is not a valid ECMA-262 regular expression in unicode mode (new RegExp(p, \"u\") throws)",
  "invalid-keyword-value": "a keyword's value is not what its dialect allows",
  "ref-cycle": "a $ref loops back to itself through $ref and in-place applicators only",
  "missing-ref-target": "a $ref points at a location that does not exist in the document",
  "remote-ref": "a $ref that is not local to the tool schema",
  "duplicate-anchor": "two subschemas of one resource declare the same $anchor",
  "duplicate-id": "two subschemas declare the same $id",
  "empty-enum": "an enum with no values (no instance is valid; Ajv refuses to compile it)",
  "unknown-dialect": "the $schema label names no dialect with a known meta-schema; the meta-schema layer is skipped",
  // host layer
  "compile-failed": "the host's validator throws compiling the schema",
  "infinite-recursion": "the schema compiles, but validating an instance recurses forever through a $ref loop of in-place applicators: the host's validator overflows its stack at every call",
  "shared-id": "the host's validator already holds a different schema under this root $id and applies that one instead",
  "unsupported-dialect-label": "the host refuses this $schema label",
  "read-as-draft-07": "the host reads the schema with draft-07 semantics, so keywords of later dialects are ignored or read differently",
  "tuple-misread": "prefixItems with items is read as a constraint on every element under draft-07 semantics",
  "draft-07-tuple": "an items array (draft-07 tuple) is not a valid 2020-12 schema",
  "root-combinator": "the host refuses anyOf / oneOf / allOf at the top level of an input schema",
  "property-name": "the host refuses this properties key (its pattern for property names)",
  "type-array": "the host refuses a type array",
  "unsupported-keyword": "the host does not read this keyword",
  "unsupported-format": "the host does not support this format",
  "strict-additional-properties": "strict mode needs additionalProperties: false on every object",
  "strict-required": "strict mode needs every property listed in required",
  "unsupported-pattern": "the host's regex engine does not support this pattern",
  "root-not-object": "a tool input schema must have type \"object\" at its root",
  "tool-name": "the host refuses this tool name (its pattern for tool names)",
} as const);

/** One of {@link HOST_ISSUE_CODES}. */
export type HostIssueCode = keyof typeof HOST_ISSUE_CODES;

/**
 * Builds a {@link HostIssue} through `makeIssue` of `@mcp-wire/core` (message clipped to 200 characters, path exact).
 * @param path - JSON Pointer into the schema (or the tool, for tool-wide findings)
 * @param message - a short sentence; the code's meaning when omitted
 */
export function hostIssue(path: string, code: HostIssueCode, layer: Layer, blast: Blast, message?: string, source?: Source): HostIssue {
  const base = makeIssue(path, code, message ?? HOST_ISSUE_CODES[code]);
  return source === undefined ? { path: base.path, code, layer, blast, message: base.message } : { path: base.path, code, layer, blast, message: base.message, source };
}

/** The worse of two blasts (the order of `BLASTS`). */
export function worse(a: Blast, b: Blast): Blast {
  return BLAST_RANK[a] >= BLAST_RANK[b] ? a : b;
}

const BLAST_RANK: Readonly<Record<Blast, number>> = { none: 0, misread: 1, result: 2, tool: 3, list: 4, requests: 5 };

/**
 * The error `@mcp-wire/hosts` throws, for bad options only (a tool list is never thrown about: its problems are
 * issues). `code` is `invalid-option`; `issues` name the option as a path (`/hosts/2`); the message names what was
 * rejected (`projectTools options rejected at /host: …`).
 * @param issues - one per option rejected, its path into the options (the host argument as `/host`)
 * @param subject - what was rejected, as the message begins: the function's options (default `checkTools options`)
 */
export class HostsError extends IssueError<"invalid-option"> {
  override readonly name = "HostsError";
  readonly code = "invalid-option";

  constructor(issues: readonly SchemaIssue<"invalid-option">[], subject = "checkTools options") {
    super(rejectionMessage(subject, issues), issues);
  }
}
