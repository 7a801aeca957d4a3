/**
 * The shared vocabulary of host knowledge: layers, blast radius, scope, issues, rules and profiles.
 * Every module of `@mcp-wire/hosts` speaks these types; they are data shapes only.
 */

/** The MCP protocol revisions (one list, `@mcp-wire/spec`'s); each has its `Tool` / `ListToolsResult` wire definitions. */
export { REVISIONS, type Revision } from "@mcp-wire/spec";

/**
 * Where a finding comes from:
 * - `wire`: the tool against the `Tool` / `ListToolsResult` definition of the negotiated revision (the spec's schema.json);
 * - `dialect`: the schema against the meta-schema of its declared dialect (no label: 2020-12), regexes in unicode mode,
 *   `$ref` targets, unique anchors and ids, non-empty `enum`;
 * - `host`: what one host's validator or converter does with it.
 */
export const LAYERS = ["wire", "dialect", "host"] as const;
/** One of {@link LAYERS}. */
export type Layer = (typeof LAYERS)[number];

/**
 * What a finding costs, least to most:
 * - `none`: nothing (a note);
 * - `misread`: the schema loads but the host reads a different set of values (looser or tighter);
 * - `result`: that tool's results are rejected at call time;
 * - `tool`: that tool is dropped;
 * - `list`: the whole server's tools are lost;
 * - `requests`: every model request fails while the tool is advertised.
 */
export const BLASTS = ["none", "misread", "result", "tool", "list", "requests"] as const;
/** One of {@link BLASTS}; ordered, so `BLASTS.indexOf` compares severity. */
export type Blast = (typeof BLASTS)[number];

/** Which tool schemas a host receives and compiles. */
export type Scope = "inputSchema" | "outputSchema" | "both";

/** Which schema of a tool a finding is about. */
export type SchemaRole = "inputSchema" | "outputSchema";
/** Every {@link SchemaRole}, in the order a tool's schemas are read: input, then output. */
export const SCHEMA_ROLES: readonly SchemaRole[] = Object.freeze(["inputSchema", "outputSchema"]);

/** A public source for a host fact: `owner/repo#N`, a package as `npm:<name>@<version>`, or a documentation URL. */
export type Source = string;

/**
 * One finding: `path` is a JSON Pointer into the schema (or into the tool, for tool-wide findings), `code` a kebab-case
 * code of `HOST_ISSUE_CODES` (docs/check-tools.md), `layer` and `blast` as above, `source` the public evidence of a host rule.
 */
export interface HostIssue {
  readonly path: string;
  readonly code: string;
  readonly layer: Layer;
  readonly blast: Blast;
  readonly message: string;
  readonly source?: Source;
  /**
   * Present exactly on a finding of a contested product fact (`confidence: "contested"`): `sources` the evidence that
   * the product does it, `against` the evidence that it does not.
   */
  readonly contested?: { readonly sources: readonly Source[]; readonly against: readonly Source[] };
}

/** The versions of a product a rule holds for, as a semver range over the product's own versions (`"*"`: all known). */
export type VersionRange = string;

/**
 * A model API a product can route a request to, named after `+` in a composed host (`cursor+gemini`): the keys of
 * `MODEL_APIS` (model-apis.ts), which maps each to the archetype that models it. The protocol carries no model
 * signal (Kilo-Org/kilocode#11950, akitaonrails/ai-memory#735), so only the user can name it.
 */
export type ModelApi = "anthropic" | "gemini" | "openai-strict";
