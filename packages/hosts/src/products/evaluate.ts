/**
 * The product rules evaluator: a `tools/list` result's `tools` array against one product's own rules (its
 * archetypes and wire parse are judged by their own modules). Input is read once through a guarded snapshot; the
 * evaluator never throws and never mutates its input; its time is linear in the size of the list (plus a bounded
 * reference search per schema).
 */
import { pointer } from "@mcp-wire/core";
import type { HostIssue, Revision, SchemaRole } from "../types.js";
import { PRODUCTS } from "./catalog/index.js";
import { findMatches, kindOf, schemaNodes, type SchemaNode } from "./schema-matchers.js";
import { readJson, type JsonObject, type JsonSchema, type JsonValue } from "./snapshot.js";
import { judgedVersion } from "./versions.js";
import { markContested, selectFacts } from "./facts.js";
import { entryName, readEntries, unreadableIssues, type EntryRead } from "../read-tools.js";
import { SCHEMA_ROLES, type ModelApi } from "../types.js";
import type { ArchetypeId, EvidenceLevel, ProductId, ProductRule, SchemaMatcher, ServerMatcher, ToolMatcher } from "./types.js";

/** The findings about one schema of one tool: `tool` its index in the list, `issues` with paths into that schema. */
export interface SchemaFindings {
  readonly tool: number;
  readonly role: SchemaRole;
  readonly issues: readonly HostIssue[];
  /** The embedded archetypes whose findings on this tool the tripped rules pre-empt (`ProductRule.preempts`); absent when none. */
  readonly preempts?: readonly ArchetypeId[];
}

/** The findings about one tool as a whole (name, size): `name` when it is a string, paths into the tool. */
export interface ToolFindings {
  readonly tool: number;
  readonly name: string | undefined;
  readonly issues: readonly HostIssue[];
}

/**
 * What one product's own rules say of a tool list: per schema, per tool and per server (paths into the list).
 * Only schemas and tools with at least one issue are listed, in list order.
 */
export interface ProductFindings {
  readonly product: ProductId;
  readonly schemas: readonly SchemaFindings[];
  readonly tools: readonly ToolFindings[];
  readonly server: readonly HostIssue[];
  /**
   * When a tripped `tool-count` rule of blast `tool` caps the list: the smallest such `max` (the first that many tools
   * the product would keep are offered, the rest are lost) and that rule's server issue; else absent.
   */
  readonly cap?: { readonly max: number; readonly issue: HostIssue };
  /**
   * What the contested rules that do not count (evidence level `reported`) find, in the same shapes: shown "at
   * risk", never counted (no cap, no pre-emption). Absent when they find nothing.
   */
  readonly atRisk?: { readonly schemas: readonly SchemaFindings[]; readonly tools: readonly ToolFindings[]; readonly server: readonly HostIssue[] };
}

/** Options of {@link evaluateProduct}. */
export interface EvaluateOptions {
  /**
   * The product version to judge at (`judgedVersion`): a release (`2.1.206`, as a client's `clientInfo.version`
   * says), `latest` or absent (the product's current release), `*` (every recorded version). Rules whose versions
   * exclude it are skipped.
   */
  readonly version?: string;
  /** Which rules count (`EvidenceLevel`); default `reported`: contested rules are only reported `atRisk`. */
  readonly evidence?: EvidenceLevel;
  /** The MCP revision the product negotiated: rules scoped to other revisions are skipped; absent: every rule holds. */
  readonly revision?: Revision;
  /** The model API the product routes to (`<product>+<model-api>`): settles the rules with `routes` (`FactSelection.route`). */
  readonly route?: ModelApi;
  /**
   * Where tool `index` held, as received, a number past the double range, as a JSON Pointer into the tool
   * (`HostFindingsOptions.pastDouble`): `tools` carries it as the `null` a host passes on. Absent: no tool held one.
   */
  readonly pastDouble?: (index: number) => string | undefined;
}

/** The schema roles a rule judges (its `scope`; none: both). */
function rolesOf(rule: ProductRule): readonly SchemaRole[] {
  return rule.scope === "inputSchema" || rule.scope === "outputSchema" ? [rule.scope] : ["inputSchema", "outputSchema"];
}

/** A host-layer issue of `rule` at `path` (marked when the rule is contested). */
function issueOf(rule: ProductRule, path: string, message = rule.message): HostIssue {
  return markContested({ path, code: rule.code, layer: "host", blast: rule.blast, message, source: rule.sources[0] }, rule);
}

const ROLES = SCHEMA_ROLES;

/** The matcher kinds that judge one tool as a whole ({@link ToolMatcher}). */
const TOOL_KINDS: readonly string[] = ["tool-name", "tool-without", "entry-not-object", "member-kind", "number-past-double"] satisfies readonly ToolMatcher["kind"][];
const isSchemaRule = (rule: ProductRule): rule is ProductRule & { refuses: SchemaMatcher } => !TOOL_KINDS.includes(rule.refuses.kind) && rule.refuses.kind !== "tool-count";
const isToolRule = (rule: ProductRule): rule is ProductRule & { refuses: ToolMatcher } => TOOL_KINDS.includes(rule.refuses.kind);

/**
 * The path in `entry` (an entry of `tools`) where a tool matcher trips, or `undefined` when it does not: `""` for an
 * entry that is not an object (`entry-not-object`, the only matcher that judges one); `tool-name` reads a string name
 * only; `number-past-double` trips at `pastDouble`, the path of the entry's first number past the double range as
 * received (the caller's, see `entryFindings`' `pastDouble`).
 */
function toolMatch(entry: JsonValue, matcher: ToolMatcher, pastDouble: string | undefined): string | undefined {
  if (!isObject(entry)) return matcher.kind === "entry-not-object" ? "" : undefined;
  switch (matcher.kind) {
    case "entry-not-object":
      return undefined;
    case "number-past-double":
      return pastDouble;
    case "tool-without":
      return Object.hasOwn(entry, matcher.keyword) ? undefined : pointer("", matcher.keyword);
    case "member-kind": {
      const value = Object.hasOwn(entry, matcher.keyword) ? entry[matcher.keyword] : undefined;
      return value === undefined || matcher.kinds.includes(kindOf(value)) ? undefined : pointer("", matcher.keyword);
    }
    case "tool-name":
      return typeof entry.name === "string" && !new RegExp(matcher.pattern, "u").test(entry.name) ? "/name" : undefined;
    default:
      return matcher satisfies never;
  }
}
/** The message of a tool rule tripped by a tool named `name`: the first of its `nameMessages` whose `name` matches, else its `message`. */
function nameMessage(rule: ProductRule, name: string | undefined): string {
  const found = name === undefined ? undefined : rule.nameMessages?.find((entry) => new RegExp(entry.name, "u").test(name));
  return found?.message ?? rule.message;
}
const isServerRule = (rule: ProductRule): rule is ProductRule & { refuses: ServerMatcher } => rule.refuses.kind === "tool-count";

/** Whether a snapshot value is a JSON object (not an array, not null). */
function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The findings when the input itself cannot be read as a tool list (nothing else is judged). */
function unreadable(product: ProductId, issues: readonly HostIssue[]): ProductFindings {
  return { product, schemas: [], tools: [], server: issues };
}

/**
 * Judges `tools` (the `tools` array of a `tools/list` result) against the own rules of `product`.
 * A value that is not a readable array gives one server issue (`not-a-tool-list`, or the snapshot's `invalid-value`,
 * `cyclic-schema`, `too-deep` with their paths), blast `none`, and nothing else. An array whose entries cannot all be
 * read (one nested past the reading limit, cyclic, not JSON) is read entry by entry: each unreadable entry gives a
 * tool finding `unreadable-tool`, blast `tool` (nothing in it was judged). An entry that is not an object is judged by
 * the `entry-not-object` rules alone; schemas that are neither objects nor booleans are left to the wire layer. Rules apply at the version
 * `options.version` judges the product at (absent: its current release); contested rules are found apart, `atRisk`,
 * unless `options.evidence` is `contested`.
 * @returns the findings; never throws
 * @see the sources on each rule in `PRODUCTS[product].rules`
 */
export function evaluateProduct(tools: unknown, product: ProductId, options: EvaluateOptions = {}): ProductFindings {
  const snapshot = readJson(tools);
  const entries = snapshot.value === undefined ? readEntries(tools, snapshot.issues) : undefined;
  if (snapshot.value === undefined && entries === undefined) {
    return unreadable(
      product,
      snapshot.issues.map((issue) => ({ path: issue.path, code: issue.code, layer: "host", blast: "none", message: issue.message })),
    );
  }
  const list = entries ?? (Array.isArray(snapshot.value) ? snapshot.value.map((value): EntryRead => ({ value, issues: [] })) : undefined);
  if (list === undefined) {
    return unreadable(product, [{ path: "", code: "not-a-tool-list", layer: "host", blast: "none", message: "the tools of a tools/list result are an array" }]);
  }
  const rules = productRules(product, options);
  const found = { schemas: [] as SchemaFindings[], tools: [] as ToolFindings[] };
  const risky = { schemas: [] as SchemaFindings[], tools: [] as ToolFindings[] };
  list.forEach((entry, index) => {
    const past = options.pastDouble?.(index);
    const own = entryFindings(entry, index, () => entryName(tools, index), rules.counted, past);
    found.schemas.push(...own.schemas);
    found.tools.push(...own.tools);
    if (rules.atRisk === undefined) return;
    // the contested rules judge what was read whole: an entry that could not be read is left to the counted ones
    const contested = entryFindings({ value: entry.value ?? null, issues: [] }, index, () => undefined, rules.atRisk, past);
    risky.schemas.push(...contested.schemas);
    risky.tools.push(...contested.tools);
  });
  const { server, cap } = countFindings(list.length, rules.counted);
  const riskyServer = rules.atRisk === undefined ? [] : countFindings(list.length, rules.atRisk).server;
  const shown = risky.schemas.length + risky.tools.length + riskyServer.length === 0 ? undefined : { schemas: risky.schemas, tools: risky.tools, server: riskyServer };
  const base = { product, schemas: found.schemas, tools: found.tools, server };
  return { ...base, ...(cap === undefined ? {} : { cap }), ...(shown === undefined ? {} : { atRisk: shown }) };
}

/** One product's rules that hold for a judgement, by what they judge: a schema, a tool, the list's length. */
export interface RuleSet {
  readonly schemas: readonly (ProductRule & { refuses: SchemaMatcher })[];
  readonly tools: readonly (ProductRule & { refuses: ToolMatcher })[];
  readonly counts: readonly (ProductRule & { refuses: ServerMatcher })[];
}

function ruleSet(rules: readonly ProductRule[]): RuleSet {
  return { schemas: rules.filter(isSchemaRule), tools: rules.filter(isToolRule), counts: rules.filter(isServerRule) };
}

/**
 * The rules of `product` that hold at `options.version`, `options.revision` and `options.route` (`selectFacts`): `counted` those that count at
 * `options.evidence`, `atRisk` the contested rest (`undefined` when none).
 */
export function productRules(product: ProductId, options: EvaluateOptions = {}): { readonly counted: RuleSet; readonly atRisk: RuleSet | undefined } {
  const { counted, atRisk } = selectFacts(PRODUCTS[product].rules, {
    at: judgedVersion(PRODUCTS[product], options.version),
    evidence: options.evidence ?? "reported",
    ...(options.revision === undefined ? {} : { revision: options.revision }),
    ...(options.route === undefined ? {} : { route: options.route }),
  });
  return { counted: ruleSet(counted), atRisk: atRisk.length === 0 ? undefined : ruleSet(atRisk) };
}

/**
 * What the schema and tool rules of `rules` find in one entry of a read tool list (`index` its place): its schemas'
 * findings and its tool findings, each list empty or of one entry per schema (tool). An entry that could not be read
 * gives its `unreadable-tool` finding (`name()`: its name as received); one that is not an object, the findings of
 * the `entry-not-object` rules (path `""`, no name). `pastDouble`: the JSON Pointer into the entry of its first number
 * past the double range as received, which the value judged carries as `null`: the `number-past-double` rules find it
 * in the schema it is in (its path into that schema), elsewhere in the tool as a whole; absent: none.
 */
export function entryFindings(entry: EntryRead, index: number, name: () => string | undefined, rules: RuleSet, pastDouble?: string): { readonly schemas: SchemaFindings[]; readonly tools: ToolFindings[] } {
  const schemas: SchemaFindings[] = [];
  if (entry.value === undefined) {
    // not read, so not judged; but a number past the double range in it, which the caller found, is the parse's refusal
    const past = pastDouble === undefined ? [] : rules.tools.filter((rule) => rule.refuses.kind === "number-past-double").map((rule) => issueOf(rule, pastDouble));
    return { schemas, tools: [{ tool: index, name: name(), issues: [...past, ...unreadableIssues(entry.issues)] }] };
  }
  const tool = entry.value;
  if (!isObject(tool)) {
    const issues = rules.tools.flatMap((rule) => (toolMatch(tool, rule.refuses, undefined) === undefined ? [] : [issueOf(rule, "")]));
    return { schemas, tools: issues.length > 0 ? [{ tool: index, name: undefined, issues }] : [] };
  }
  // a number past the double range inside a schema is that schema's finding (a projection of the schema can drop it)
  // (a schema that is neither an object nor a boolean is not judged here: the finding is then the tool's)
  const isSchema = (role: SchemaRole): boolean => typeof tool[role] === "boolean" || isObject(tool[role]);
  const pastRole = pastDouble === undefined ? undefined : ROLES.find((role) => (pastDouble === `/${role}` || pastDouble.startsWith(`/${role}/`)) && isSchema(role));
  for (const role of ROLES) {
    if (!isSchema(role)) continue;
    const judged = judgeSchema(tool[role] as JsonSchema, role, rules.schemas);
    // the parse's refusal first: it loses the whole list, whatever the schema rules say
    const past = role === pastRole ? rules.tools.filter((rule) => rule.refuses.kind === "number-past-double").map((rule) => issueOf(rule, (pastDouble as string).slice(role.length + 1))) : [];
    const issues = [...past, ...judged.flatMap((found) => found.issues)];
    const preempts = [...new Set(judged.flatMap((found) => (found.issues.length > 0 ? (found.rule.preempts ?? []) : [])))];
    if (issues.length > 0) schemas.push(preempts.length === 0 ? { tool: index, role, issues } : { tool: index, role, issues, preempts });
  }
  const toolName = typeof tool.name === "string" ? tool.name : undefined;
  const issues = rules.tools.flatMap((rule) => {
    const path = pastRole !== undefined && rule.refuses.kind === "number-past-double" ? undefined : toolMatch(tool, rule.refuses, pastDouble);
    return path === undefined ? [] : [issueOf(rule, path, nameMessage(rule, toolName))];
  });
  return { schemas, tools: issues.length > 0 ? [{ tool: index, name: toolName, issues }] : [] };
}

/** What the tool-count rules of `rules` find in a list of `length` tools: server issues, and the smallest cap a tripped rule of blast `tool` sets. */
export function countFindings(length: number, rules: RuleSet): Pick<ProductFindings, "server" | "cap"> {
  const tripped = rules.counts.filter((rule) => length > rule.refuses.max);
  const server = tripped.map((rule) => issueOf(rule, "", `${rule.message} (${length} tools, limit ${rule.refuses.max})`));
  const caps = tripped.flatMap((rule, i) => (rule.blast === "tool" ? [{ max: rule.refuses.max, issue: server[i] as HostIssue }] : []));
  const cap = caps.reduce<(typeof caps)[number] | undefined>((least, next) => (least === undefined || next.max < least.max ? next : least), undefined);
  return cap === undefined ? { server } : { server, cap };
}

/**
 * The `schemaNodes` of the last schema snapshots judged (a tool's input and output schemas): every product's rules
 * judge the same schema objects of a tool one product after another, and a snapshot is never changed, so they are
 * walked once per tool, not once per product. Only the last two are held (a list's nodes are never all held at once).
 */
const LAST_NODES: { schema: object; nodes: readonly SchemaNode[] }[] = [];

/** `schemaNodes(schema)`, taken from {@link LAST_NODES} when `schema` is one of the last two judged. */
function nodesOf(schema: JsonSchema): readonly SchemaNode[] {
  if (typeof schema !== "object") return schemaNodes(schema);
  const known = LAST_NODES.find((last) => last.schema === schema);
  if (known !== undefined) return known.nodes;
  const nodes = schemaNodes(schema);
  LAST_NODES.unshift({ schema, nodes });
  LAST_NODES.length = Math.min(LAST_NODES.length, 2);
  return nodes;
}

/** Per schema rule that judges `role`, its issues, each at its path inside `schema`. */
function judgeSchema(schema: JsonSchema, role: SchemaRole, rules: readonly (ProductRule & { refuses: SchemaMatcher })[]): { rule: ProductRule; issues: HostIssue[] }[] {
  const applicable = rules.filter((rule) => rolesOf(rule).includes(role));
  if (applicable.length === 0) return [];
  const nodes = nodesOf(schema);
  return applicable.map((rule) => ({ rule, issues: findMatches(schema, nodes, rule.refuses).map((path) => issueOf(rule, path)) }));
}
