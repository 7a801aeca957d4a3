/**
 * Rule profiles: how each known MCP host reads a tool schema, as data. Each entry carries the evidence it
 * rests on (also in docs/hosts.md). Checks (rules.ts) and projections (project.ts) read only this table; `checkTools`
 * uses the rules of the model-API profiles. For the validator hosts, `checkTools` runs the real validators
 * (archetypes.ts, validators.ts) and supersedes these rules where they differ: the SDK 1.x client, for one, loads every
 * `$schema` label (it is built with `validateSchema: false`), which `labels` below does not say.
 */
import type { Dialect, Projection } from "@mcp-wire/dialect";

/** The hosts with a profile. */
export const HOSTS = [
  "mcp-sdk-v1-client",
  "mcp-sdk-v2-client",
  "2020-12-only",
  "anthropic-api",
  "vscode",
  "draft-07-ajv-default",
  "openapi-3.0-subset",
  "openai-strict",
] as const;

/** A host profile id. */
export type HostId = (typeof HOSTS)[number];

/** How a host reads tool schemas. */
export interface HostProfile {
  readonly id: HostId;
  readonly summary: string;
  /** Where the behaviour is documented or observed. */
  readonly evidence: string;
  /** The semantics applied: a fixed dialect, or the one the schema declares (no label: 2020-12). */
  readonly reads: Dialect | "declared";
  /** `$schema` labels that load; an absent label always loads. */
  readonly labels: readonly Dialect[];
  readonly typeArrays: boolean;
  /** Keywords the host reads; `"any"` for a full validator. */
  readonly keywords: readonly string[] | "any";
  /** Formats the host accepts; `"any"` when unknown formats are ignored. */
  readonly formats: readonly string[] | "any";
  /** OpenAI strict mode rules: every object closed and every property required, no lookaround in patterns. */
  readonly strict: boolean;
  readonly projection: Projection;
}

const OPENAPI_30_KEYWORDS = [
  "type", "format", "title", "description", "nullable", "enum", "maxItems", "minItems", "properties", "required",
  "minProperties", "maxProperties", "minLength", "maxLength", "pattern", "example", "anyOf", "propertyOrdering",
  "default", "items", "minimum", "maximum",
] as const;

const OPENAI_STRICT_KEYWORDS = [
  "type", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "$defs",
  "title", "description", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "multipleOf", "minItems", "maxItems",
] as const;

const OPENAI_STRICT_FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"] as const;

/** Every profile, keyed by id. */
export const HOST_PROFILES: Readonly<Record<HostId, HostProfile>> = Object.freeze({
  // @modelcontextprotocol/sdk 1.x client: AjvJsonSchemaValidator = `new Ajv({ strict: false, validateFormats: true })`
  // (the draft-07 class) + ajv-formats; it validates structuredContent against outputSchema. Cursor and Gemini CLI
  // validate the same way: a 2020-12 tuple fails every element ("boolean schema is false").
  "mcp-sdk-v1-client": {
    id: "mcp-sdk-v1-client", summary: "Ajv draft-07 class, strict off, formats on (TS SDK 1.x clients, Cursor, Gemini CLI structured content)",
    evidence: "npm:@modelcontextprotocol/sdk@1.32.2 (src/validation/ajv-provider.ts): prefixItems + items:false fails [1,2] (test/real-failures.test.ts reproduces it)",
    reads: "draft-07", labels: ["draft-07"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "draft-07",
  },
  // @modelcontextprotocol/sdk 2.x client: picks the Ajv class from $schema (2020-12 when absent, per MCP 2025-11-25).
  "mcp-sdk-v2-client": {
    id: "mcp-sdk-v2-client", summary: "Ajv by declared dialect (TS SDK 2.x clients)",
    evidence: "typescript-sdk 2.x validators: Ajv2020 by default, draft-07 Ajv for a draft-07 $schema",
    reads: "declared", labels: ["draft-07", "2020-12"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "2020-12",
  },
  // TS SDK 2.0 betas and Claude Desktop output schemas: "JSON Schema declares an unsupported dialect" for draft-07.
  "2020-12-only": {
    id: "2020-12-only", summary: "2020-12 only; a draft-07 $schema is refused (TS SDK 2.0 betas, Claude Desktop output schemas)",
    evidence: "npm:@modelcontextprotocol/client@2.0.0-beta.5: draft-07 label → \"JSON Schema declares an unsupported dialect\" (ankimcp/anki-mcp-server#53, mongodb-js/mongodb-mcp-server#1427)",
    reads: "2020-12", labels: ["2020-12"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "2020-12",
  },
  // Anthropic Messages API: tools[].input_schema is checked against the 2020-12 meta-schema; a missing $ref target
  // or a draft-07 tuple refuses the whole request.
  "anthropic-api": {
    id: "anthropic-api", summary: "input schema must be a valid 2020-12 schema whose $ref targets exist",
    evidence: "Anthropic tool use docs (input_schema: JSON Schema); an items array is refused by the 2020-12 meta-schema (npm:@hyperjump/json-schema@1.18.0 reproduces it)",
    reads: "2020-12", labels: ["draft-07", "2020-12"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "2020-12",
  },
  // VS Code (vscode-json-languageservice): "meta-schema features ($dynamicRef) not yet supported" for a 2020-12 label.
  "vscode": {
    id: "vscode", summary: "no 2020-12 $schema label; draft-07 reading (VS Code chat tools)",
    evidence: "older npm:vscode-json-languageservice: 2020-12 label → \"meta-schema features ($dynamicRef) not yet supported\" (5.7.2 accepts it)",
    reads: "draft-07", labels: ["draft-07"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "portable",
  },
  // Kiro and other hosts on Ajv's default class: a 2020-12 label fails to load
  // ("no schema with key or ref https://json-schema.org/draft/2020-12/schema").
  "draft-07-ajv-default": {
    id: "draft-07-ajv-default", summary: "Ajv default (draft-07) class: a 2020-12 label fails to load (Kiro and others)",
    evidence: "npm:ajv@8.20.0, default class: \"no schema with key or ref https://json-schema.org/draft/2020-12/schema\"",
    reads: "draft-07", labels: ["draft-07"], typeArrays: true, keywords: "any", formats: "any", strict: false, projection: "draft-07",
  },
  // Gemini function declarations: an OpenAPI 3.0 Schema subset (no type arrays, no $ref/$defs, anyOf only).
  "openapi-3.0-subset": {
    id: "openapi-3.0-subset", summary: "OpenAPI 3.0 Schema subset (Gemini function declarations)",
    evidence: "ai.google.dev function calling: Schema object fields ([\"string\",\"null\"] refused, anyOf accepted)",
    reads: "draft-07", labels: [], typeArrays: false, keywords: OPENAPI_30_KEYWORDS, formats: "any", strict: false, projection: "portable",
  },
  // OpenAI function calling with strict: true (Structured Outputs supported-schemas list).
  "openai-strict": {
    id: "openai-strict", summary: "OpenAI strict mode: closed objects, all properties required, a keyword and format subset",
    evidence: "platform.openai.com structured outputs: supported schemas, additionalProperties:false, all fields required",
    reads: "2020-12", labels: [], typeArrays: true, keywords: OPENAI_STRICT_KEYWORDS, formats: OPENAI_STRICT_FORMATS, strict: true, projection: "portable",
  },
} satisfies Record<HostId, HostProfile>);

/** The profile of a host; exhaustive over `HostId`. */
export function hostProfile(host: HostId): HostProfile {
  return HOST_PROFILES[host];
}
