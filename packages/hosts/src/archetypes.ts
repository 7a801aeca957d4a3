/**
 * The archetype hosts: validators and model APIs that product hosts embed, as data. Each says which tool schemas it
 * receives and compiles (its scope), whether it parses `tools/list` with a revision's wire schema, the real validator
 * it runs (validators.ts) or the rules it applies (api-rules.ts, from its reading as data), and what a failure costs
 * (its blast). Product
 * hosts compose these ("embeds mcp-sdk-v1-client for outputSchema").
 */
import type { Dialect } from "@mcp-wire/dialect";
import type { HostIssueCode } from "./issues.js";
import type { Blast, Revision, Scope, Source } from "./types.js";
import type { ValidatorKind } from "./validators.js";

/** The archetype host ids. */
export const ARCHETYPES = [
  "mcp-sdk-v1-client",
  "mcp-sdk-v2-client",
  "2020-12-only",
  "draft-07-ajv-default",
  "anthropic-api",
  "openapi-3.0-subset",
  "openai-strict",
] as const;
/** One of {@link ARCHETYPES}. */
export type ArchetypeId = (typeof ARCHETYPES)[number];

/** JSON kinds, as a wire tolerance names them. */
export type JsonKind = "object" | "array" | "string" | "number" | "boolean" | "null";

/**
 * A place where a client's own wire parser accepts what the revision's schema.json refuses: at a tool path matching
 * `path`, a value of one of `kinds` passes. Checked against the client package by the differential tests.
 */
export interface WireTolerance {
  readonly revisions: readonly Revision[];
  readonly path: RegExp;
  readonly kinds: readonly JsonKind[];
  readonly reason: string;
}

/**
 * How a host parses `tools/list`: the revisions it speaks, the ones it negotiates (most preferred first: with a server
 * that speaks several it uses the first of `prefers` the server speaks), what its parser tolerates, and what a refusal
 * costs.
 */
export interface WireReading {
  readonly speaks: readonly Revision[];
  readonly prefers: readonly [Revision, ...Revision[]];
  readonly tolerates: readonly WireTolerance[];
  readonly blast: Blast;
  /**
   * The deepest JSON nesting of a tool schema its parser takes, when it parses schemas recursively: past it, the
   * parse overflows the stack and `listTools()` throws (blast `blast`). Absent: the parser does not recurse into them.
   */
  readonly parserMaxJsonDepth?: number;
  /** How it judges `x-mcp-header` declarations (wire/mcp-header.ts), when it reads them. */
  readonly mcpHeaders?: McpHeaderReading;
}

/** The transports a host connects over, as far as host facts tell them apart. */
export type Transport = "stdio" | "http";

/**
 * A client that judges the `x-mcp-header` declarations of `inputSchema`s (wire/mcp-header.ts): at `revisions`, over
 * `transports`, a tool with a refused declaration costs `blast`. No projection removes a declaration: the client would
 * then send the call without the `Mcp-Param-*` header the server checks, and the server refuses it (docs/hosts.md).
 */
export interface McpHeaderReading {
  readonly revisions: readonly Revision[];
  readonly transports: readonly Transport[];
  readonly blast: Blast;
}

/**
 * The deepest JSON nesting of an `inputSchema` or `outputSchema` (the schema itself: 1) that the 2.x clients'
 * `tools/list` parse takes on Node 20's default stack (984 KB). `npm:@modelcontextprotocol/client@2.4.0` and
 * `@2.0.0-beta.5` parse both schemas with zod 4 schemas of JSON values that recurse per level, so a deep schema makes
 * `listTools()` throw RangeError "Maximum call stack size exceeded" and the list is lost. Measured in fresh processes
 * with the real clients: schemas of up to 1100 JSON levels always parsed; the first overflows came at 1200 to 4000
 * levels (by `properties` or `items`; the depth moves with the stack in use and how warm the JIT is); every schema
 * of 4000 levels or more overflowed. The SDK 1.x client's zod 3 parse does not recurse into schemas (8000 levels
 * parsed). Checked against the real clients well below and well above (test/real-depth.test.ts).
 */
export const PARSER_MAX_JSON_DEPTH = 1000;

/** A host that runs a real validator on the schemas it compiles. */
export interface ValidatorReading {
  readonly kind: ValidatorKind;
  /** What a schema that fails to compile costs. */
  readonly blast: Blast;
  /**
   * What a compiled schema whose validation throws costs (the validator overflows its stack on a `$ref` loop of
   * in-place applicators): the SDK clients validate `structuredContent` inside `callTool`, so that tool's calls fail.
   */
  readonly validates: Blast;
  /** The semantics it applies: always draft-07 (the Ajv draft-07 class), or the one the schema declares. */
  readonly reads: "draft-07" | "declared";
}

/**
 * A host modelled by rules (a model API), as data: what a refused schema costs, and how it reads a schema (api-rules.ts
 * applies it).
 */
export interface RuleReading {
  readonly blast: Blast;
  /** The dialect the API applies. */
  readonly reads: Dialect;
  /** `$schema` labels it loads (an absent label always loads). */
  readonly labels: readonly Dialect[];
  /** Whether it reads a `type` array. */
  readonly typeArrays: boolean;
  /** The keywords it reads (`"any"`: a full validator). */
  readonly keywords: readonly string[] | "any";
  /** The formats it accepts (`"any"`: unknown formats are ignored). */
  readonly formats: readonly string[] | "any";
  /** OpenAI strict mode: every object closed and every property required, no lookaround in patterns. */
  readonly strict: boolean;
  /** Refuses `anyOf` / `oneOf` / `allOf` at the top level of an input schema. */
  readonly rootCombinators: boolean;
  /** The dialect-layer findings the API refuses (what its meta-schema check and `$ref` resolution catch). */
  readonly refuses: readonly HostIssueCode[];
  /** The pattern every top-level `properties` key must match, when the API has one. */
  readonly propertyNames?: RegExp;
  /**
   * The tool names the API takes, when it has a rule for them: `pattern` an ECMAScript regex source (unicode mode,
   * anchored by its own `^…$`), as the product `tool-name` rules read it; `source` the public report. A tool whose
   * `name` does not match costs the API's `blast` (finding `tool-name` at `/name`).
   */
  readonly toolNames?: { readonly pattern: string; readonly source: Source };
}

/**
 * What an API that checks a schema against the 2020-12 meta-schema and resolves its `$ref`s refuses. Not in it: a
 * pattern invalid in unicode mode, an empty enum, repeated anchors or ids — valid against the meta-schema (`format:
 * "regex"` is an annotation there), with no public report of an API refusing them.
 */
const META_AND_REFS: readonly HostIssueCode[] = ["meta-schema-invalid", "invalid-keyword-value", "ref-cycle", "missing-ref-target", "remote-ref"];

/** One archetype host, as data. */
export interface ArchetypeProfile {
  readonly id: ArchetypeId;
  readonly summary: string;
  /** Public evidence: `owner/repo#N`, or `npm:<name>@<version>` for a fact read in the package. */
  readonly sources: readonly Source[];
  /** Which tool schemas reach the host. */
  readonly receives: Scope;
  /** Which of them it compiles or checks (`none`: it only parses them on the wire). */
  readonly compiles: Scope | "none";
  readonly wire?: WireReading;
  readonly validator?: ValidatorReading;
  readonly rules?: RuleReading;
}

/** The OpenAPI 3.0 Schema fields Gemini function declarations read (ai.google.dev function calling, Schema object). */
const OPENAPI_30_KEYWORDS = [
  "type", "format", "title", "description", "nullable", "enum", "maxItems", "minItems", "properties", "required",
  "minProperties", "maxProperties", "minLength", "maxLength", "pattern", "example", "anyOf", "propertyOrdering",
  "default", "items", "minimum", "maximum",
] as const;

/** The keywords and formats of OpenAI strict function calling (Structured Outputs, supported schemas). */
const OPENAI_STRICT_KEYWORDS = [
  "type", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "$defs",
  "title", "description", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "multipleOf", "minItems", "maxItems",
] as const;
const OPENAI_STRICT_FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"] as const;

/** A tool path to one member of an `inputSchema`'s or `outputSchema`'s root `properties` (where wire tolerances apply). */
export const PROPERTY_VALUE = /^\/(?:input|output)Schema\/properties\/[^/]+$/;

/** Every archetype, keyed by id. */
export const ARCHETYPE_PROFILES: Readonly<Record<ArchetypeId, ArchetypeProfile>> = Object.freeze({
  "mcp-sdk-v1-client": {
    id: "mcp-sdk-v1-client",
    summary: "TS SDK 1.x client: zod-parses tools/list, compiles every outputSchema inside listTools() with Ajv's draft-07 class (validateSchema: false)",
    sources: ["npm:@modelcontextprotocol/sdk@1.32.2"],
    receives: "both",
    compiles: "outputSchema",
    wire: {
      speaks: ["2025-06-18", "2025-11-25"],
      // initialize at LATEST_PROTOCOL_VERSION (2025-11-25); an older revision the server answers with is accepted
      prefers: ["2025-11-25", "2025-06-18"],
      tolerates: [{ revisions: ["2025-06-18", "2025-11-25"], path: PROPERTY_VALUE, kinds: ["array"], reason: "properties values are checked with z.custom(typeof v === 'object'), which an array passes" }],
      blast: "list",
    },
    validator: { kind: "sdk-1.x-ajv", blast: "list", validates: "result", reads: "draft-07" },
  },
  "mcp-sdk-v2-client": {
    id: "mcp-sdk-v2-client",
    summary: "TS SDK 2.x client: Ajv class by $schema label, each outputSchema compiled lazily at callTool (a failure fails that tool's calls); negotiates 2026-07-28 through server/discover when its host opts in (versionNegotiation mode 'auto' or pinned), else the 2025 handshake (mode 'legacy', its default)",
    sources: ["npm:@modelcontextprotocol/client@2.4.0", "modelcontextprotocol/typescript-sdk#2534"],
    receives: "both",
    compiles: "outputSchema",
    wire: {
      speaks: ["2025-06-18", "2025-11-25", "2026-07-28"],
      // judged as a host that opted in (mode 'auto'): server/discover first, the 2025 initialize when it is refused
      prefers: ["2026-07-28", "2025-11-25", "2025-06-18"],
      tolerates: [{ revisions: ["2025-06-18", "2025-11-25"], path: PROPERTY_VALUE, kinds: ["boolean", "array", "string", "number", "null"], reason: "properties values are parsed as any JSON value" }],
      blast: "list",
      parserMaxJsonDepth: PARSER_MAX_JSON_DEPTH,
      // Client._excludeInvalidXMcpHeaderTools: on the modern era, over any transport but stdio, listTools() leaves the
      // tool out (console.warn "excluding tool ... invalid x-mcp-header declaration"); the other tools are kept
      mcpHeaders: { revisions: ["2026-07-28"], transports: ["http"], blast: "tool" },
    },
    validator: { kind: "client-2.x-ajv", blast: "result", validates: "result", reads: "declared" },
  },
  "2020-12-only": {
    id: "2020-12-only",
    summary: "TS SDK 2.0 betas (Claude Desktop builds of 2026): Ajv2020 only; any other $schema label fails that tool's calls",
    sources: ["npm:@modelcontextprotocol/client@2.0.0-beta.5", "modelcontextprotocol/typescript-sdk#2532", "anthropics/claude-code#86142"],
    receives: "both",
    compiles: "outputSchema",
    wire: {
      speaks: ["2025-06-18", "2025-11-25"],
      prefers: ["2025-11-25", "2025-06-18"],
      tolerates: [{ revisions: ["2025-06-18", "2025-11-25"], path: PROPERTY_VALUE, kinds: ["boolean", "array", "string", "number", "null"], reason: "properties values are parsed as any JSON value" }],
      blast: "list",
      parserMaxJsonDepth: PARSER_MAX_JSON_DEPTH,
    },
    validator: { kind: "client-2.0-beta-ajv", blast: "result", validates: "result", reads: "declared" },
  },
  "draft-07-ajv-default": {
    id: "draft-07-ajv-default",
    summary: "a host on `new Ajv()` with default options: strict mode (unknown keywords and formats throw), draft-07 meta-schema",
    sources: ["npm:ajv@8.20.0"],
    receives: "both",
    compiles: "both",
    validator: { kind: "ajv-default", blast: "tool", validates: "result", reads: "draft-07" },
  },
  "anthropic-api": {
    id: "anthropic-api",
    summary: "Anthropic Messages API: input_schema must be valid 2020-12, $ref targets must exist, top-level property keys ^[a-zA-Z0-9_.-]{1,64}$, no anyOf/oneOf/allOf at the top level; a refusal fails every request",
    sources: ["anthropics/claude-code#63673", "anthropics/claude-code#4668", "anthropics/claude-code#5973", "mobile-next/mobile-mcp#344"],
    receives: "inputSchema",
    compiles: "inputSchema",
    rules: {
      blast: "requests", reads: "2020-12", labels: ["draft-07", "2020-12"], typeArrays: true, keywords: "any", formats: "any", strict: false,
      rootCombinators: true, refuses: META_AND_REFS, propertyNames: /^[a-zA-Z0-9_.-]{1,64}$/,
    },
  },
  "openapi-3.0-subset": {
    id: "openapi-3.0-subset",
    summary: "Gemini function declarations (parameters): an OpenAPI 3.0 Schema subset; a refusal fails every request",
    sources: ["microsoft/azure-devops-mcp#139", "sherifkozman/the-llm-council#9"],
    receives: "inputSchema",
    compiles: "inputSchema",
    rules: {
      blast: "requests", reads: "draft-07", labels: [], typeArrays: false, keywords: OPENAPI_30_KEYWORDS, formats: "any", strict: false,
      rootCombinators: false, refuses: META_AND_REFS,
      // "Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9),
      // underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64." (the API's 400 of 2026;
      // 2025 messages had no colons: CherryHQ/cherry-studio#4087, google-gemini/gemini-cli#2966)
      toolNames: { pattern: "^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$", source: "Finerestaurant/kicad-mcp-python#2" },
    },
  },
  "openai-strict": {
    id: "openai-strict",
    summary: "OpenAI strict function calling: closed objects, every property required, a keyword and format subset",
    sources: ["spring-projects/spring-ai#6865", "letta-ai/letta#3137"],
    receives: "inputSchema",
    compiles: "inputSchema",
    rules: {
      blast: "requests", reads: "2020-12", labels: [], typeArrays: true, keywords: OPENAI_STRICT_KEYWORDS, formats: OPENAI_STRICT_FORMATS, strict: true,
      rootCombinators: false, refuses: META_AND_REFS,
    },
  },
} satisfies Record<ArchetypeId, ArchetypeProfile>);

/** Whether a scope includes a role. */
export function inScope(scope: Scope | "none", role: "inputSchema" | "outputSchema"): boolean {
  return scope === "both" || scope === role;
}
