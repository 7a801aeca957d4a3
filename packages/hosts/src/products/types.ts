/**
 * The shapes of product host knowledge: each product (Claude Code, Cursor, VS Code, …) is a record composed of the
 * validator archetypes it embeds per schema role, how it parses `tools/list`, its own rules (each a small
 * declarative matcher with its blast, versions and public sources) and the `clientInfo` names it announces itself
 * with. Data shapes only; `evaluate.ts` reads the rules, `recognize.ts` the client names.
 */
import type { ArchetypeId, JsonKind, WireTolerance } from "../archetypes.js";
import type { HostIssueCode } from "../issues.js";
import type { ModelApi } from "../types.js";
import type { Blast, Revision, SchemaRole, Scope, Source, VersionRange } from "../types.js";

export type { ArchetypeId, JsonKind } from "../archetypes.js";
import type { JsonSchema, JsonValue } from "./snapshot.js";

/** The product hosts modelled, in the order docs and reports list them. */
export const PRODUCT_IDS = [
  "claude-code", "claude-desktop", "cursor", "vscode", "windsurf", "zed", "codex", "gemini", "qwen-code", "copilot-cli", "continue", "kilo", "chatgpt", "kimi",
] as const;
/** One of {@link PRODUCT_IDS}. */
export type ProductId = (typeof PRODUCT_IDS)[number];

/**
 * How well a fact is established:
 * - `confirmed`: two or more independent public reports, the product's own code or maintainers, or a lab run of the
 *   product say it;
 * - `reported`: one public report says it and nothing public contradicts it;
 * - `contested`: credible evidence both ways (`against` names the other side). A contested fact is shown as "at risk"
 *   with both sides and does not count in what a product keeps, nor in the exit code, unless asked for.
 */
export type Confidence = "confirmed" | "reported" | "contested";

/**
 * How a fact is known:
 * - `measured`: the product was installed at a pinned version and run offline by the lab; each source is
 *   `lab:<product>@<version>#<probe list>`, naming the recording `fixtures/lab/<product>@<version>.json`;
 * - `source`: read in the product's public code at one commit; each source is `<owner>/<repo>@<commit>:<path>`;
 * - `reported`: public reports; each source is `owner/repo#N`, `npm:<name>@<version>` or a documentation URL.
 */
export type EvidenceKind = "measured" | "source" | "reported";

/**
 * Which facts count — in what a product keeps, its blasts, a run's exit code and the projections served to it:
 * - `reported` (the default): confirmed and reported facts; a contested fact is only shown "at risk", with both sides;
 * - `contested`: contested facts count too.
 */
export const EVIDENCE_LEVELS = ["reported", "contested"] as const;
/** One of {@link EVIDENCE_LEVELS}. */
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/**
 * The evidence every fact carries: the product versions (and MCP revisions) it holds for, its public sources, and how
 * well it is established.
 */
export interface Evidence {
  /** A semver range over the product's own versions (`"*"`: every version the sources cover). */
  readonly versions: VersionRange;
  /**
   * The MCP revisions the fact holds at: the revision the product negotiated with the server (`selectFacts` leaves the
   * fact out at any other); absent: every revision.
   */
  readonly revisions?: readonly Revision[];
  /** At least one source in the form its `kind` gives; the first is the one an issue cites. */
  readonly sources: readonly [Source, ...Source[]];
  readonly confidence: Confidence;
  /** How the fact is known; absent: `reported`. */
  readonly kind?: EvidenceKind;
  /** The public change that ended the behaviour, when known (the rule holds for versions before it). */
  readonly fixedBy?: Source;
  /** Counter-evidence: sources that credibly say otherwise (present exactly when `confidence` is `contested`). */
  readonly against?: readonly [Source, ...Source[]];
  /**
   * The model APIs the fact holds on, when it holds only on some (Zed's subset-provider rewrites: on Gemini, not on
   * Anthropic or OpenAI direct). Judged for `<product>+<model-api>`, the fact holds, confirmed, exactly when that model
   * API is listed (its contest is the unknown route alone); judged for the product alone, as recorded. Absent: every
   * model API.
   */
  readonly routes?: readonly ModelApi[];
}

/**
 * Which MCP revisions a product negotiates, most preferred first: with a server that speaks several, it uses the first
 * of `prefers` the server speaks (measured by the lab with servers that offer 2026-07-28 at `server/discover` and
 * answer every 2025 revision in `initialize`: `lab:<product>@<version>#offer-2026-07-28`).
 */
export interface Negotiation extends Evidence {
  readonly prefers: readonly [Revision, ...Revision[]];
}

/**
 * How a product parses a `tools/list` result beyond its tools (the members of the revision's `ListToolsResult`): a
 * result whose `resultFindings` (wire/results.ts) fall at one of `paths` costs `loses`, with issue `code` and
 * `message`. Scoped by `revisions` to the revisions whose schema requires those members.
 */
export interface ResultParse extends Evidence {
  readonly paths: readonly string[];
  readonly loses: Extract<Blast, "list">;
  readonly code: string;
  readonly message: string;
}

/** One archetype a product embeds for one schema role. */
export interface ArchetypeUse extends Evidence {
  readonly role: SchemaRole;
  readonly archetype: ArchetypeId;
}

/**
 * How a product parses a `tools/list` result: against the negotiated revision's wire schema, except where its own
 * parser accepts more (`tolerates`, absent: nowhere); a failure costs `loses`.
 */
export interface WireParse extends Evidence {
  readonly loses: Extract<Blast, "list">;
  readonly tolerates?: readonly WireTolerance[];
}

/**
 * What one rule refuses, as data:
 * - `keyword`: any of `keywords` present in a subschema (`at: "root"`: only in the schema's root);
 * - `keywords-together`: all of `keywords` present in the same subschema;
 * - `keyword-value`: one of `keywords` present with a value of one of `kinds` (anywhere);
 * - `keyword-values`: a subschema where every keyword of `values` is present with one of the values listed for it
 *   (compared as JSON; `at: "root"`: only the schema's root);
 * - `boolean-subschema`: a boolean subschema (not the root) whose value is one of `values`, as a member of
 *   `properties` or anywhere, except as the value of one of the keywords `except` (absent: none);
 * - `root-not-object`: a root without `type: "object"`;
 * - `root-without`: an object root (`type: "object"`) without `keyword`;
 * - `array-without-items`: a subschema whose `type` is (or includes) `"array"` and that has no `items`;
 * - `property-without`: a member of `properties` (an object) without `keyword` and without any of `unless`;
 * - `enum-kinds`: an `enum` with a value of a kind outside `allowed`, or an empty `enum`;
 * - `ref-prefix`: a `$ref` that does not start with `prefix`;
 * - `recursive-ref`: a same-document `$ref` whose target contains, directly or through further `$ref`s, that `$ref`;
 * - `unresolved-ref`: a same-document JSON Pointer `$ref` (`#`, `#/…`) whose target is not in the schema;
 * - `missing-type`: a node without `type` that no `anyOf`/`allOf`/`oneOf` array stands in for (each of its entries is
 *   judged the same way), from the root down through `properties` of `type: "object"` nodes and `items` of
 *   `type: "array"` nodes only (`$defs` and other keywords are not entered; boolean subschemas pass) — Gemini CLI's
 *   `hasValidTypes` (google-gemini/gemini-cli, `packages/core/src/tools/mcp-client.ts`);
 * - `schema-bytes`: the schema serialized as JSON is longer than `max` UTF-8 bytes;
 * - `tool-name`: the tool's `name` does not match `pattern` (an ECMAScript regex source, matched whole);
 * - `tool-count`: the server lists more than `max` tools;
 * - `dialect-finding`: the dialect layer (`dialectFindings` of meta.ts: the schema against its declared dialect's
 *   meta-schema, no label read as 2020-12) reports one of `codes` in the schema, except at a keyword of `except`
 *   (the last token of the finding's path; absent: none);
 * - `property-name`: a key of the root's `properties` that does not match `pattern` (an ECMAScript regex source, as
 *   `tool-name` reads it);
 * - `keywords-outside`: a keyword of a subschema that is not in `keeps`, not an annotation (`title`, `description`,
 *   `default`, `examples`, `$comment`, … : they change no value's verdict) and not `$schema` — what a product that
 *   rewrites schemas to a subset of keywords takes out;
 * - `untyped`: a subschema without `type` that has one of `with` (`with` empty: any subschema without `type`;
 *   `at: "root"`: only the schema's root) — where a product writes in a `type` of its own;
 * - `json-depth`: the schema nests more than `max` JSON levels (`jsonDepth` of depth.ts: `{}` is 1);
 * - `tool-without`: a tool (an object) without the member `keyword` (e.g. `inputSchema`);
 * - `entry-not-object`: an entry of `tools` that is not an object (`null`, a number, a string, a boolean, an array);
 * - `member-kind`: a tool (an object) whose member `keyword` is present with a value of a kind outside `kinds` (a
 *   `name` that is not a string: `keyword: "name"`, `kinds: ["string"]`);
 * - `number-past-double`: a tool that holds, as received, a number past the double range (`1e400`: ±Infinity once
 *   parsed). The tools judged carry it as the `null` a host passes on, so the caller names the tools that held one
 *   (`HostFindingsOptions.pastDouble`); a literal `null` is no such number.
 */
export type Matcher =
  | { readonly kind: "keyword"; readonly keywords: readonly string[]; readonly at: "root" | "anywhere" }
  | { readonly kind: "keywords-together"; readonly keywords: readonly string[] }
  | { readonly kind: "keyword-value"; readonly keywords: readonly string[]; readonly kinds: readonly JsonKind[] }
  | { readonly kind: "keyword-values"; readonly values: Readonly<Record<string, readonly JsonValue[]>>; readonly at: "root" | "anywhere" }
  | { readonly kind: "boolean-subschema"; readonly under: "properties" | "anywhere"; readonly values: readonly boolean[]; readonly except?: readonly string[] }
  | { readonly kind: "root-not-object" }
  | { readonly kind: "root-without"; readonly keyword: string }
  | { readonly kind: "array-without-items" }
  | { readonly kind: "property-without"; readonly keyword: string; readonly unless: readonly string[] }
  | { readonly kind: "enum-kinds"; readonly allowed: readonly JsonKind[] }
  | { readonly kind: "ref-prefix"; readonly prefix: string }
  | { readonly kind: "recursive-ref" }
  | { readonly kind: "unresolved-ref" }
  | { readonly kind: "missing-type" }
  | { readonly kind: "schema-bytes"; readonly max: number }
  | { readonly kind: "tool-name"; readonly pattern: string }
  | { readonly kind: "tool-count"; readonly max: number }
  | { readonly kind: "dialect-finding"; readonly codes: readonly HostIssueCode[]; readonly except?: readonly string[] }
  | { readonly kind: "property-name"; readonly pattern: string }
  | { readonly kind: "keywords-outside"; readonly keeps: readonly string[] }
  | { readonly kind: "untyped"; readonly with: readonly string[]; readonly at: "root" | "anywhere" }
  | { readonly kind: "json-depth"; readonly max: number }
  | { readonly kind: "tool-without"; readonly keyword: string }
  | { readonly kind: "entry-not-object" }
  | { readonly kind: "member-kind"; readonly keyword: string; readonly kinds: readonly JsonKind[] }
  | { readonly kind: "number-past-double" };

/** The matcher kinds that judge one schema (the others judge a tool or the whole server). */
export type SchemaMatcher = Exclude<Matcher, ToolMatcher | ServerMatcher>;
/** The matcher kinds that judge one tool as a whole. */
export type ToolMatcher = Extract<Matcher, { kind: "tool-name" } | { kind: "tool-without" } | { kind: "entry-not-object" } | { kind: "member-kind" } | { kind: "number-past-double" }>;
/** The matcher kinds that judge the whole tool list. */
export type ServerMatcher = Extract<Matcher, { kind: "tool-count" }>;

/**
 * One rule of a product: `id` unique within the product, `code` the kebab-case issue code (listed in docs/hosts.md),
 * `refuses` what trips it, `scope` the schemas it judges (schema matchers only), `blast` what tripping it costs,
 * `message` the sentence an issue carries.
 */
export interface ProductRule extends Evidence {
  readonly id: string;
  readonly code: string;
  readonly refuses: Matcher;
  readonly scope?: Scope;
  readonly blast: Blast;
  readonly message: string;
  /**
   * The embedded archetypes that never see a tool this rule trips (blast `tool`: the product filters the tool out
   * before it would send it on), so their findings on that tool are pre-empted and not reported for the product.
   */
  readonly preempts?: readonly ArchetypeId[];
  /**
   * `tool-name` rules only: the message for names that trip the rule for another reason than `message` states (a
   * length bound `{1,N}` refuses an empty name too), in order: the first whose `name` matches the tool's name is the
   * issue's message; no match (or none given): `message`.
   */
  readonly nameMessages?: readonly NameMessage[];
}

/**
 * One case of a `tool-name` rule's message ({@link ProductRule.nameMessages}): `name` an ECMAScript regex source
 * matched with the `u` flag against the tool's name, `message` the issue's message for a name it matches.
 */
export interface NameMessage {
  readonly name: string;
  readonly message: string;
}

/**
 * The `clientInfo.name` values a product sends in `initialize`, with their evidence: `names` matched exactly,
 * `prefixes` matched as the start of the name (a product that appends the server's name: Qwen Code sends
 * `qwen-cli-mcp-client-<server>`). `announcesVersion: false`: the `clientInfo.version` it sends is not its own release
 * (Qwen Code sends `0.0.1` at every release), so it is not read as one; absent: it is.
 */
export interface ClientNames extends Evidence {
  readonly names: readonly string[];
  readonly prefixes?: readonly string[];
  readonly announcesVersion?: false;
}

/**
 * One product host: `title` for humans, `archetypes` per schema role, `wire` how it parses `tools/list` (absent when
 * no public source says), `results` how it parses the result's own members, `negotiates` the revisions it negotiates,
 * `rules` its own rules, `clients` the `clientInfo` names that identify it (absent when unknown), `notes` what the data
 * leaves out.
 */
export interface Product {
  readonly id: ProductId;
  readonly title: string;
  /**
   * The product's current release: the newest version its records cover. A product judged with no version given is
   * judged at this one.
   */
  readonly current?: string;
  readonly archetypes: readonly ArchetypeUse[];
  readonly wire?: WireParse;
  /** How it parses a `tools/list` result's own members (`resultType` at 2026-07-28, …); absent: no public source says. */
  readonly results?: readonly ResultParse[];
  /** Which revisions it negotiates; absent: unknown, judged as the SDK 1.x client negotiates (`preferredRevisions`). */
  readonly negotiates?: Negotiation;
  readonly rules: readonly ProductRule[];
  readonly clients?: ClientNames;
  readonly notes?: string;
}

/** One subschema: its JSON Pointer and the keyword that holds it (`undefined` at the root). */
export interface SchemaNode {
  readonly schema: JsonSchema;
  readonly path: string;
  readonly parentKeyword: string | undefined;
}
