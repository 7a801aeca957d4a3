/**
 * What one host — a product or an archetype — finds in a whole `tools/list`, per tool schema, per tool and for the
 * server: archetypes straight from `checkTools`; products composed from the archetypes their record embeds per
 * schema role, their `tools/list` parse (the wire layer at the negotiated revision) and their own rules
 * (`evaluateProduct`); a rule that records the product filtering a tool out pre-empts the findings of the archetypes
 * it names on that tool (`ProductRule.preempts`: they never see it). The one composition doctor's verdicts and the projections share.
 */
import { ARCHETYPES, ARCHETYPE_PROFILES, type ArchetypeId, type Transport, type WireTolerance } from "../archetypes.js";
import { checkTools, summaryOf, toolChecker, tolerated, type HostSummary, type ToolReport } from "../check-tools.js";
import type { CompileCache } from "../validators.js";
import { hostIssue, worse } from "../issues.js";
import { PRODUCTS } from "../products/catalog/index.js";
import { countFindings, entryFindings, evaluateProduct, productRules, type SchemaFindings, type ToolFindings } from "../products/evaluate.js";
import { markContested, selectFacts, type FactSelection } from "../products/facts.js";
import { PRODUCT_IDS, type ArchetypeUse, type EvidenceLevel, type ProductId, type ResultParse } from "../products/types.js";
import { judgedVersion } from "../products/versions.js";
import { compositionOf, MODEL_APIS, type ComposedHost, type Composition } from "../model-apis.js";
import { SCHEMA_ROLES, type Blast, type HostIssue, type ModelApi, type Revision, type SchemaRole, type Source } from "../types.js";
import { wireFindings, type WireFinding } from "../wire/check.js";
import { resultFindings } from "../wire/results.js";
import { eachEntry, readEntries, UNREADABLE_CODES, type EntryRead } from "../read-tools.js";
import { readJson, type JsonValue } from "@mcp-wire/dialect";
import { textDigest } from "../digest.js";

/**
 * A host findings can be made for: a product host, an archetype host, or a product composed with the model API it
 * routes to (`cursor+gemini`: {@link ComposedHost}).
 */
export type HostTarget = ProductId | ArchetypeId | ComposedHost;
/** Every product and archetype {@link HostTarget}: the products first, then the archetypes (composed hosts are not listed). */
export const HOST_TARGETS: readonly HostTarget[] = Object.freeze([...PRODUCT_IDS, ...ARCHETYPES]);
/** Whether `value` is one of {@link HOST_TARGETS} or a {@link ComposedHost}. */
export const isHostTarget = (value: unknown): value is HostTarget => (HOST_TARGETS as readonly unknown[]).includes(value) || compositionOf(value) !== undefined;
/** Whether `host` is a product host. */
export const isProductHost = (host: HostTarget): host is ProductId => (PRODUCT_IDS as readonly string[]).includes(host);
/** The product a host judges: a product host itself, the product of `<product>+<model-api>`; `undefined` for an archetype. */
export const productOf = (host: HostTarget): ProductId | undefined => (isProductHost(host) ? host : compositionOf(host)?.product);

/** Findings per schema role present on a tool (paths into that schema), and tool-wide (paths into the tool). */
export interface RoleFindings {
  readonly schemas: Readonly<Partial<Record<SchemaRole, readonly HostIssue[]>>>;
  readonly tool: readonly HostIssue[];
}

/**
 * One tool's findings for one host ({@link RoleFindings}), and `atRisk`: the findings of the product's contested
 * facts that do not count (evidence level `reported`), in the same shape, each marked `contested`; absent when none.
 */
export interface ToolFindingsByRole extends RoleFindings {
  readonly atRisk?: RoleFindings;
}

/** What {@link hostFindings} returns: `tools[i]` for the list's entry `i`, `summary` what the host keeps. */
export interface HostFindings {
  readonly host: HostTarget;
  readonly tools: readonly ToolFindingsByRole[];
  readonly summary: HostSummary;
}

/** Options of {@link hostFindings}. */
export interface HostFindingsOptions {
  /**
   * The version to judge each product host at (`judgedVersion`: `2.1.206`, `latest`, `*` for every recorded
   * version): only the facts whose recorded versions hold for it apply (`holdsFor`) — its own rules, its
   * `tools/list` parse and the archetypes it embeds. A composed host takes its own entry, else its product's. A
   * product without one: its current release.
   */
  readonly versions?: Readonly<Partial<Record<ProductId | ComposedHost, string>>>;
  /** Which facts count (`EvidenceLevel`); default `reported`: contested facts are only reported `atRisk`. */
  readonly evidence?: EvidenceLevel;
  /**
   * Compile outcomes shared with other `checkTools` calls of the caller (see `CheckToolsOptions.compileCache`); each
   * host's findings on each tool without a `$id` are kept with it too, and a later call sharing it (a projection of the
   * list, `ProjectToolsOptions.compileCache`) takes them for the same tool, host and options instead of judging again.
   */
  readonly compileCache?: CompileCache;
  /**
   * The transport the hosts reach the server over (`CheckToolsOptions.transport`); default `"http"`. Only the
   * `x-mcp-header` rules depend on it: over `"stdio"` a 2.x client keeps a tool whose declaration it would refuse.
   */
  readonly transport?: Transport;
  /**
   * The raw `tools/list` results `tools` came from (every page, in order): their own members are judged at the
   * revision too (`resultFindings` of wire/results.ts: `resultType` at 2026-07-28, …). An archetype that parses
   * `tools/list` at that revision loses the list on any finding; a product only where a `results` fact
   * (`ResultParse`) holds at that revision and names the finding's path. Absent: results are not judged.
   */
  readonly pages?: readonly unknown[];
  /**
   * Where tool `index` held, as received, a number past the double range (`1e400`: ±Infinity once parsed), as a JSON
   * Pointer into the tool, or `undefined`: the tools judged carry such a number as the `null` a host passes on, and a
   * product whose own parse refuses the number (`number-past-double` rules) is judged by this. Absent: no tool held one.
   */
  readonly pastDouble?: (index: number) => string | undefined;
}

const ROLES = SCHEMA_ROLES;

/** A path inside one of a tool's schemas (`/inputSchema/required` → `/required`), else `undefined`. */
function inside(path: string, role: SchemaRole): string | undefined {
  if (path === `/${role}`) return "";
  return path.startsWith(`/${role}/`) ? path.slice(role.length + 1) : undefined;
}

/** No findings: a tool without any. */
export const NO_FINDINGS: ToolFindingsByRole = Object.freeze({ schemas: {}, tool: [] });

/**
 * A tool's findings against the revision's `Tool` definition (`wireFindings`), as `wire-invalid` issues of blast
 * `loses`: per schema role (paths into that schema) and tool-wide (paths into the tool, e.g. its name).
 * @param tool - one `tools` entry as received (any JSON value)
 * @param revision - the negotiated MCP revision, whose schema.json `Tool` definition is the reference
 * @param loses - the blast of a refusal: what a client that parses the list with that definition loses
 * @param source - the public report the blast rests on, when a product record gives one
 * @param tolerates - where the client's own parser accepts what the definition refuses (`WireParse.tolerates`)
 * @returns {@link ToolFindingsByRole}; never throws
 */
export function wireByRole(tool: JsonValue, revision: Revision, loses: Blast, source?: Source, tolerates: readonly WireTolerance[] = []): ToolFindingsByRole {
  const found = wireFindings(tool, revision).filter((finding) => !tolerated(tolerates, revision, tool, finding)).map((finding) => hostIssue(finding.path, "wire-invalid", "wire", loses, finding.message, source));
  const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
  for (const role of ROLES) {
    schemas[role] = found.flatMap((issue) => {
      const path = inside(issue.path, role);
      return path === undefined ? [] : [{ ...issue, path }];
    });
  }
  return { schemas, tool: found.filter((issue) => ROLES.every((role) => inside(issue.path, role) === undefined)) };
}

/** The archetypes `hosts` need judged by `checkTools`: each archetype named, and each one a named product embeds. */
function archetypesOf(hosts: readonly HostTarget[]): ArchetypeId[] {
  const embedded = (product: ProductId): ArchetypeId[] => PRODUCTS[product].archetypes.map((use) => use.archetype);
  const named = hosts.flatMap((host): ArchetypeId[] => {
    const composed = compositionOf(host);
    if (composed !== undefined) return [...embedded(composed.product), composed.archetype];
    return isProductHost(host) ? embedded(host) : [host as ArchetypeId];
  });
  return ARCHETYPES.filter((id) => named.includes(id));
}

/**
 * The fact selection a product is judged with: at its version (`versions[host]`, else its product's), `evidence`,
 * `revision`, and for a composed host the model API it routes to.
 */
function selectionOf(host: HostTarget, revision: Revision, options: HostFindingsOptions): { readonly product: ProductId; readonly selection: FactSelection } | undefined {
  const { versions = {}, evidence = "reported" } = options;
  const composed = compositionOf(host);
  const product = composed?.product ?? (isProductHost(host) ? host : undefined);
  if (product === undefined) return undefined;
  const version = composed === undefined ? versions[product] : (versions[host as ComposedHost] ?? versions[product]);
  const at = judgedVersion(PRODUCTS[product], version);
  return { product, selection: composed === undefined ? { at, evidence, revision } : { at, evidence, revision, route: composed.modelApi } };
}

/** The `EvaluateOptions` of a product's own rules under `selection`. */
function ruleOptions(selection: FactSelection): { version: string; evidence: EvidenceLevel; revision?: Revision; route?: ModelApi } {
  return {
    version: selection.at.version,
    evidence: selection.evidence,
    ...(selection.revision === undefined ? {} : { revision: selection.revision }),
    ...(selection.route === undefined ? {} : { route: selection.route }),
  };
}

/**
 * The entries of a tool list read once (`readJson`, then entry by entry when its tools nest past that read:
 * `readEntries`), or `undefined` when it is not a readable array.
 * @param tools - `ListToolsResult.tools` as received (any value); never mutated
 * @returns one {@link EntryRead} per entry, in list order; never throws
 */
export function readList(tools: unknown): EntryRead[] | undefined {
  const read = readJson(tools);
  if (read.value === undefined) return readEntries(tools, read.issues);
  return Array.isArray(read.value) ? read.value.map((value): EntryRead => ({ value, issues: [] })) : undefined;
}

/**
 * One host's findings on one entry of a list ({@link ListJudge.entry}); for a composed host (`cursor+gemini`) the
 * product's, and in `modelApi` the model-API archetype's: the two are composed per list ({@link listFindings}), as a
 * tool the product drops or caps never reaches the model API.
 */
export interface EntryFindings extends ToolFindingsByRole {
  readonly modelApi?: ToolFindingsByRole;
}

/**
 * Judges the entries of one read tool list for `hosts`, one at a time: {@link ListJudge.entry} gives each host's
 * findings on one entry, {@link listFindings} composes them into each host's findings on the list.
 */
export interface ListJudge {
  /**
   * Each host's findings on entry `index` (`hosts` order), before any tool-count cap; `received()` is the entry as
   * received, asked only for an entry that could not be read. One judge per pass over a list, called in list order
   * (its validator sessions keep what a schema's `$id` leaves in the engine, as a client's do).
   */
  entry(entry: EntryRead, index: number, received: () => unknown): EntryFindings[];
}

/**
 * What a caller's passes sharing one compile cache judged (one caller's run: doctor judges a list, then each failing
 * host's projection of it, whose unchanged tools are the list's): `slots` numbers each {@link judgeKey} met; `entries`
 * each host's findings on an entry by the SHA-256 of the entry's JSON text, at the slot of its key. Only a readable
 * entry without any `$id` member, judged before any entry of its pass with one, is kept or taken: judging it leaves
 * nothing in a validator session that a later entry could see (the rule of `CompileCache`), and its sessions hold no
 * `$id` a `$ref` of it could reach, so its findings depend on its text and the judge alone. After an entry with a
 * `$id`, a `$ref` to that `$id` resolves (as in a real client's engine): every later entry of the pass is judged anew.
 */
interface Judged {
  readonly slots: Map<string, number>;
  readonly entries: Map<string, (EntryFindings | undefined)[]>;
}

const JUDGED = new WeakMap<CompileCache, Judged>();

/**
 * The key {@link listJudge} reads an entry by: the {@link textDigest} of its JSON text, and whether that text holds
 * `"$id"`; `undefined` for a value without JSON text.
 */
interface EntryKey {
  readonly digest: string;
  readonly id: boolean;
}

/**
 * The {@link EntryKey} of each frozen entry keyed (a projection freezes the entries of a parsed list it passes on, and
 * the next host's projection of the same list reads the same objects: one text and digest per entry, not one per
 * host). A frozen snapshot never changes, so its key holds while it lives.
 */
const FROZEN_KEYS = new WeakMap<object, EntryKey>();

/** The {@link EntryKey} of an entry's value, kept for a frozen object ({@link FROZEN_KEYS}). */
function entryKey(value: JsonValue): EntryKey {
  const frozen = typeof value === "object" && value !== null && Object.isFrozen(value);
  const known = frozen ? FROZEN_KEYS.get(value) : undefined;
  if (known !== undefined) return known;
  const text = JSON.stringify(value);
  // a `$id` member anywhere puts `"$id"` in the text (a string value "$id" does too: such an entry is judged each time)
  const key = { digest: textDigest(text), id: text.includes('"$id"') };
  if (frozen) FROZEN_KEYS.set(value, key);
  return key;
}

/**
 * One frozen object per distinct findings one pass ({@link listJudge}) made, by JSON text (or by its {@link textDigest} past
 * {@link LONGEST_KEY} characters): most tools of a large list draw the same few findings from each host (the same
 * label, the same unsupported keyword), so a list's findings hold a few objects, not one per tool and host.
 */
type Distinct = Map<string, EntryFindings>;

/** Longest findings text kept as its own key in a {@link Distinct}; a longer one is keyed by its digest. */
const LONGEST_KEY = 64;

/** What one host's findings on an entry depend on besides the entry: the host, the revision, the transport, the facts selected. */
function judgeKey(host: HostTarget, revision: Revision, transport: Transport, options: HostFindingsOptions): string {
  const selection = selectionOf(host, revision, options)?.selection;
  return selection === undefined ? `${host}|${revision}|${transport}` : `${host}|${revision}|${transport}|${selection.at.version}|${selection.evidence}|${selection.route ?? ""}`;
}

/**
 * Freezes findings a judge made, in place: the findings record (and its `atRisk`, `modelApi`), each schema record, each
 * issue array and each issue; an issue's own members (its `source`, its `contested` sources) are the facts' records,
 * left as they are. Already frozen parts (the shared clean findings) are left as they are.
 */
function freezeFindings(value: unknown, depth = 0): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  // an issue's own members (its `source`, `contested`) are the facts' records, left as they are
  if (depth < 4) for (const member of Object.values(value)) if (!isIssue(member)) freezeFindings(member, depth + 1);
  if (Array.isArray(value)) for (const issue of value) Object.freeze(issue);
  Object.freeze(value);
}

const isIssue = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { code?: unknown }).code === "string";

/** The one frozen object of `same` equal in JSON to `found` (`found` itself, frozen, when it is the first). */
function distinct(same: Distinct, found: EntryFindings): EntryFindings {
  if (Object.isFrozen(found) && CLEAN_FINDINGS.has(found)) return found;
  const text = JSON.stringify(found);
  const key = text.length > LONGEST_KEY ? textDigest(text) : text;
  const known = same.get(key);
  if (known !== undefined) return known;
  freezeFindings(found);
  same.set(key, found);
  return found;
}

/**
 * A {@link ListJudge} for `hosts` at `revision`, with one validator session per validator archetype they need. Equal
 * findings it makes are one frozen object ({@link Distinct}); findings taken from an earlier pass are that pass's.
 * @param options - {@link HostFindingsOptions}: product versions, evidence, a shared compile cache, the transport
 * @param remember - keep each host's findings on each entry with `options.compileCache` and take them from there when
 *   an earlier pass sharing it judged the same entry for the same host (see {@link JUDGED}); for a caller's own cache
 */
export function listJudge(hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}, remember = options.compileCache !== undefined): ListJudge {
  const { compileCache, transport = "http" } = options;
  const archetypes = archetypesOf(hosts);
  const check = toolChecker(archetypes, revision, transport, compileCache);
  const judges = hosts.map((host): EntryJudge => {
    const scoped = selectionOf(host, revision, options);
    if (scoped === undefined) return archetypeJudge(archetypes.indexOf(host as ArchetypeId));
    const product = productJudge(scoped.product, archetypes, revision, scoped.selection, options.pastDouble);
    const composed = compositionOf(host);
    if (composed === undefined) return product;
    const api = archetypeJudge(archetypes.indexOf(composed.archetype));
    return (report, entry, index, received) => ({ ...product(report, entry, index, received), modelApi: api(report, entry, index, received) });
  });
  const unnamed = (): undefined => undefined;
  let judged: Judged | undefined;
  if (remember && compileCache !== undefined) {
    judged = JUDGED.get(compileCache);
    if (judged === undefined) JUDGED.set(compileCache, (judged = { slots: new Map(), entries: new Map() }));
  }
  const same: Distinct = new Map();
  const slots = hosts.map((host) => {
    const key = judgeKey(host, revision, transport, options);
    let slot = judged?.slots.get(key);
    if (judged !== undefined && slot === undefined) judged.slots.set(key, (slot = judged.slots.size));
    return slot ?? -1;
  });
  /** An entry of this pass had a `$id` (its sessions may hold it): no later entry's findings are kept or taken. */
  let holdsId = false;
  return {
    entry(entry, index, received) {
      // an entry that held a number past the double range is judged by more than its text (`pastDouble`): never kept or taken
      const key = judged !== undefined && !holdsId && entry.value !== undefined && entry.issues.length === 0 && options.pastDouble?.(index) === undefined ? entryKey(entry.value) : undefined;
      if (key?.id === true) holdsId = true;
      const digest = key === undefined || holdsId ? undefined : key.digest;
      const known = digest === undefined ? undefined : judged?.entries.get(digest);
      const found = known === undefined ? [] : slots.map((slot) => known[slot]);
      if (found.length > 0 && found.every((findings) => findings !== undefined)) return found as EntryFindings[];
      const report = check(entry, index, unnamed);
      const made = judges.map((judge) => distinct(same, judge(report, entry, index, received)));
      if (digest !== undefined) {
        const bySlot = known ?? [];
        made.forEach((findings, k) => (bySlot[slots[k] as number] = findings));
        judged?.entries.set(digest, bySlot);
      }
      return made;
    },
  };
}

type EntryJudge = (report: ToolReport, entry: EntryRead, index: number, received: () => unknown) => EntryFindings;

/** Findings without any, one frozen object per set of schema roles present (a list of clean tools shares them). */
const CLEAN = new Map<string, ToolFindingsByRole>();
/** The {@link CLEAN} findings, by identity. */
const CLEAN_FINDINGS = new WeakSet<object>();
const NONE: readonly HostIssue[] = Object.freeze([]);

/** `found`, or the shared {@link CLEAN} findings of the same roles when it has no finding at all. */
function interned(found: ToolFindingsByRole): ToolFindingsByRole {
  if (found.atRisk !== undefined || toolIssues(found).length > 0) return found;
  const roles = Object.keys(found.schemas);
  const key = roles.join(" ");
  let clean = CLEAN.get(key);
  if (clean === undefined) {
    CLEAN.set(key, (clean = Object.freeze({ schemas: Object.freeze(Object.fromEntries(roles.map((role) => [role, NONE]))), tool: NONE })));
    CLEAN_FINDINGS.add(clean);
  }
  return clean;
}

function archetypeJudge(k: number): EntryJudge {
  return (report) => {
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of report.schemas) schemas[schema.role] = schema.hosts[k]?.issues ?? [];
    return interned({ schemas, tool: report.hosts[k]?.issues ?? [] });
  };
}

/**
 * What a tool nested past the depth mcp-wire reads costs the archetypes a product embeds: each archetype's tool-wide
 * finding of that kind whose path lies in a schema role the product embeds it for (a parser that overflows on the
 * inputSchema loses the list of a product that parses its lists with it).
 */
function depthCosts(tool: ToolReport, archetypes: readonly ArchetypeId[], uses: readonly ArchetypeUse[]): HostIssue[] {
  return ROLES.flatMap((role) =>
    uses
      .filter((use) => use.role === role)
      .flatMap((use) =>
        (tool.hosts[archetypes.indexOf(use.archetype)]?.issues ?? []).filter((issue) => UNREADABLE_CODES.has(issue.code) && inside(issue.path, role) !== undefined).map((issue) => markContested(issue, use)),
      ),
  );
}

/**
 * The findings on one schema of the archetypes in `uses` that embed for `role` and are not pre-empted, each marked
 * when its use is contested. An embedded client that does not speak `revision` did not parse the list there (the
 * product negotiated a revision that client cannot): its wire-layer findings are left out.
 */
function embeddedIssues(schema: ToolReport["schemas"][number], archetypes: readonly ArchetypeId[], uses: readonly ArchetypeUse[], preempted: ReadonlySet<ArchetypeId>, revision: Revision): HostIssue[] {
  const parsedAt = (id: ArchetypeId) => ARCHETYPE_PROFILES[id].wire?.speaks.includes(revision) ?? true;
  return uses
    .filter((use) => use.role === schema.role && !preempted.has(use.archetype))
    .flatMap((use) => (schema.hosts[archetypes.indexOf(use.archetype)]?.issues ?? []).filter((issue) => issue.layer !== "wire" || parsedAt(use.archetype)).map((issue) => markContested(issue, use)));
}

/** `findings` with every issue marked as a finding of the contested `fact`. */
function marked(findings: ToolFindingsByRole, fact: Parameters<typeof markContested>[1]): RoleFindings {
  const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
  for (const role of ROLES) if (findings.schemas[role] !== undefined) schemas[role] = (findings.schemas[role] ?? []).map((issue) => markContested(issue, fact));
  return { schemas, tool: findings.tool.map((issue) => markContested(issue, fact)) };
}

/** The archetypes of {@link MODEL_APIS}: what a product that embeds one routes to when no model API is named. */
const MODEL_API_ARCHETYPES: ReadonlySet<ArchetypeId> = new Set(Object.values(MODEL_APIS));

function productJudge(product: ProductId, archetypes: readonly ArchetypeId[], revision: Revision, selection: FactSelection, pastDouble: HostFindingsOptions["pastDouble"]): EntryJudge {
  const record = PRODUCTS[product];
  const rules = productRules(product, ruleOptions(selection));
  // a product's embedded model API is the route it takes when none is named; naming one replaces it
  const uses = selectFacts(selection.route === undefined ? record.archetypes : record.archetypes.filter((use) => !MODEL_API_ARCHETYPES.has(use.archetype)), selection);
  const wires = selectFacts(record.wire === undefined ? [] : [record.wire], selection);
  const unnamed = (): undefined => undefined;
  return (tool, entry, i, received) => {
    const value = entry.value ?? (received() as JsonValue);
    const wireOf = (wire: (typeof wires.counted)[number] | undefined): RoleFindings =>
      wire === undefined ? NO_FINDINGS : marked(wireByRole(value, revision, wire.loses, wire.sources[0], wire.tolerates), wire);
    const past = pastDouble?.(i);
    const own = entryFindings(entry, i, unnamed, rules.counted, past);
    // the contested rules judge what was read whole: an entry that could not be read is left to the counted ones
    const ownAtRisk = rules.atRisk === undefined ? undefined : entryFindings({ value: entry.value ?? null, issues: [] }, i, unnamed, rules.atRisk, past);
    const wired = wireOf(wires.counted[0]);
    const risky = wireOf(wires.atRisk[0]);
    const preempted = new Set(own.schemas.flatMap((found) => found.preempts ?? []));
    const ruleIssues = (entries: readonly SchemaFindings[], role: SchemaRole) => entries.filter((found) => found.role === role).flatMap((found) => found.issues);
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    const riskySchemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const schema of tool.schemas) {
      const role = schema.role;
      schemas[role] = [...(wired.schemas[role] ?? []), ...embeddedIssues(schema, archetypes, uses.counted, preempted, revision), ...ruleIssues(own.schemas, role)];
      const atRisk = [...(risky.schemas[role] ?? []), ...embeddedIssues(schema, archetypes, uses.atRisk, preempted, revision), ...ruleIssues(ownAtRisk?.schemas ?? [], role)];
      if (atRisk.length > 0) riskySchemas[role] = atRisk;
    }
    const toolIssuesOf = (entries: readonly ToolFindings[]) => entries.flatMap((found) => found.issues);
    const toolWide = [...wired.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, archetypes, uses.counted) : []), ...toolIssuesOf(own.tools)];
    const riskyTool = [...risky.tool, ...(tool.schemas.length === 0 ? depthCosts(tool, archetypes, uses.atRisk) : []), ...toolIssuesOf(ownAtRisk?.tools ?? [])];
    const atRisk = Object.keys(riskySchemas).length > 0 || riskyTool.length > 0 ? { schemas: riskySchemas, tool: riskyTool } : undefined;
    return interned(atRisk === undefined ? { schemas, tool: toolWide } : { schemas, tool: toolWide, atRisk });
  };
}

/**
 * Each host's findings on a whole list from its findings on each entry: `found[k][i]` host `k`'s on entry `i`
 * ({@link ListJudge.entry}); a product's tool-count rules judge the list's length (a cap they set is applied) and
 * give its server-wide issues, with those of its `results` facts on `options.pages`; an archetype that parses
 * `tools/list` at `revision` loses the list on a page finding; a composed host is its product's findings with the
 * model API's added on each tool the product keeps; each host's summary says what it keeps.
 * @param hosts - the hosts of the judge, in its order; `revision` and `options` - the judge's (`HostFindingsOptions`)
 * @returns one {@link HostFindings} per host, in `hosts` order
 */
export function listFindings(hosts: readonly HostTarget[], found: readonly (readonly EntryFindings[])[], revision: Revision, options: HostFindingsOptions = {}): HostFindings[] {
  const results = pageFindings(options.pages ?? [], revision);
  return hosts.map((host, k): HostFindings => {
    const tools = found[k] ?? [];
    const scoped = selectionOf(host, revision, options);
    if (scoped === undefined) return archetypeResult(host as ArchetypeId, tools, summaryOf(tools, verdictBlasts, []), revision, results);
    const rules = productRules(scoped.product, ruleOptions(scoped.selection));
    const own = countFindings(tools.length, rules.counted);
    const offered = own.cap === undefined ? tools : capped(tools, own.cap.max, own.cap.issue);
    const riskyServer = rules.atRisk === undefined ? [] : countFindings(tools.length, rules.atRisk).server;
    const product = productResult(scoped.product, scoped.selection, offered, own.server, riskyServer, results);
    return compositionOf(host) === undefined ? product : composedResult(host as ComposedHost, product, (i) => tools[i]?.modelApi, []);
  });
}

/** The worst blast of each verdict an archetype's findings on one tool come from (one per schema, one tool-wide). */
function verdictBlasts(tool: ToolFindingsByRole): Blast[] {
  const blasts: Blast[] = [worstBlast(tool.tool)];
  for (const role of ROLES) {
    const found = tool.schemas[role];
    if (found !== undefined) blasts.push(worstBlast(found));
  }
  return blasts;
}

/** Every blast of a tool's findings (a product's summary counts each finding). */
const findingBlasts = (tool: ToolFindingsByRole): Blast[] => toolIssues(tool).map((issue) => issue.blast);

/** An archetype's findings with `summary`, and the page findings as server issues when it parses `tools/list` at `revision`. */
function archetypeResult(host: ArchetypeId, tools: readonly ToolFindingsByRole[], summary: HostSummary, revision: Revision, results: readonly PageFinding[]): HostFindings {
  const profile = ARCHETYPE_PROFILES[host];
  const wire = profile.wire;
  const parsed = wire !== undefined && wire.speaks.includes(revision) ? results.map((found) => resultIssue(found, wire.blast, profile.sources[0])) : [];
  return { host, tools, summary: withServerIssues(summary, parsed) };
}

/**
 * A product's findings on a list: `offered` (its tools, a cap applied), `server` and `serverAtRisk` its own
 * rules' server-wide findings, with those of its `results` facts (`ResultParse`) that hold under `selection`.
 */
function productResult(product: ProductId, selection: FactSelection, offered: readonly ToolFindingsByRole[], server: readonly HostIssue[], serverAtRisk: readonly HostIssue[], results: readonly PageFinding[]): HostFindings {
  const parses = selectFacts(PRODUCTS[product].results ?? [], selection);
  const parsed = (facts: readonly ResultParse[]) =>
    facts.flatMap((parse) => results.filter((found) => parse.paths.includes(found.finding.path)).map((found) => markContested({ ...resultIssue(found, parse.loses, parse.sources[0]), code: parse.code, message: `${parse.message} (${found.finding.message})` }, parse)));
  const summary = summaryOf(offered, findingBlasts, [...server, ...parsed(parses.counted)]);
  const atRisk = [...serverAtRisk, ...parsed(parses.atRisk)];
  return { host: product, tools: offered, summary: atRisk.length === 0 ? summary : { ...summary, atRisk } };
}

/**
 * Product finding codes that say the product rewrites the keyword at the finding's path away before the model API
 * receives the schema (Zed's subset adapter removes `format`, renames `oneOf`, …): the model API's finding at that
 * very path never happens.
 */
const REWRITTEN_BEFORE_SENDING: ReadonlySet<string> = new Set(["keyword-lowered"]);
/**
 * Product finding codes that say the product writes a keyword in before the model API receives the schema: for a
 * rule whose matcher is `root-without` (`keyword` absent from an object root), the model API's finding at
 * `<finding path>/<keyword>` never happens (Kilo's `additionalProperties: false` on an object root answers strict
 * mode's `additionalProperties` there, lab:kilo@7.7.7#root-allof).
 */
const ADDED_BEFORE_SENDING: ReadonlySet<string> = new Set(["keyword-added"]);

/**
 * The paths at which the product's own rewrites, recorded as its findings `ours`, leave nothing for the model API to
 * find: a removed keyword's path, an added keyword's path (the rule of `product` the finding comes from, by code and
 * message). Pure.
 */
function rewrittenPaths(ours: readonly HostIssue[], product: ProductId): Set<string> {
  const added = new Map(PRODUCTS[product].rules.flatMap((rule) => (ADDED_BEFORE_SENDING.has(rule.code) && rule.refuses.kind === "root-without" ? [[`${rule.code}\u0000${rule.message}`, rule.refuses.keyword] as const] : [])));
  return new Set(
    ours.flatMap((issue) => {
      if (REWRITTEN_BEFORE_SENDING.has(issue.code)) return [issue.path];
      const keyword = added.get(`${issue.code}\u0000${issue.message}`);
      return keyword === undefined ? [] : [`${issue.path}/${keyword.replace(/~/g, "~0").replace(/\//g, "~1")}`];
    }),
  );
}

/**
 * A product composed with the model API it routes to: the product's findings (`product`, judged with its facts that
 * hold only on some model APIs settled for this one and the model API it embeds replaced by the one named), and the
 * model-API archetype's findings `modelApiOf(i)` (none on a tool the product drops, none at a path the product
 * rewrites away or writes the keyword in first: `rewrittenPaths`), per schema and per tool; `apiServer` the model
 * API's server-wide issues; the summary of the union (a tool is kept only when both keep it).
 */
function composedResult(host: ComposedHost, product: HostFindings, modelApiOf: (i: number) => ToolFindingsByRole | undefined, apiServer: readonly HostIssue[]): HostFindings {
  const owner = (compositionOf(host) as Composition).product;
  const merged = product.tools.map((found, i): ToolFindingsByRole => {
    // a tool the product drops (or whose whole list it loses) never reaches the model API
    const dropped = toolIssues(found).some((issue) => issue.blast === "tool" || issue.blast === "list");
    const theirs = dropped ? NO_FINDINGS : (modelApiOf(i) ?? NO_FINDINGS);
    const schemas: Partial<Record<SchemaRole, readonly HostIssue[]>> = {};
    for (const role of ROLES) {
      const ours = found.schemas[role];
      if (ours === undefined && theirs.schemas[role] === undefined) continue;
      const rewritten = rewrittenPaths(ours ?? [], owner);
      schemas[role] = [...(ours ?? []), ...(theirs.schemas[role] ?? []).filter((issue) => !rewritten.has(issue.path))];
    }
    const tool = [...found.tool, ...theirs.tool];
    return found.atRisk === undefined ? { schemas, tool } : { schemas, tool, atRisk: found.atRisk };
  });
  const summary = summaryOf(merged, findingBlasts, [...product.summary.issues, ...apiServer]);
  return { host, tools: merged, summary: product.summary.atRisk === undefined ? summary : { ...summary, atRisk: product.summary.atRisk } };
}

/** The findings of the `tools/list` results' own members at `revision`, paths into the result (`page` counted from 1). */
interface PageFinding {
  readonly page: number;
  readonly finding: WireFinding;
}

function pageFindings(pages: readonly unknown[], revision: Revision): PageFinding[] {
  return pages.flatMap((page, i) => resultFindings("tools/list", page, revision).map((finding) => ({ page: i + 1, finding })));
}

/** A page finding as a server issue of `blast` (the page named when past the first). */
function resultIssue(found: PageFinding, blast: Blast, source: Source | undefined): HostIssue {
  return hostIssue(found.finding.path, "wire-invalid", "wire", blast, found.page === 1 ? found.finding.message : `tools/list page ${found.page}: ${found.finding.message}`, source);
}

/** `summary` with server-wide `issues` added: a `list` one loses the list (nothing kept, nothing counted lost). */
function withServerIssues(summary: HostSummary, issues: readonly HostIssue[]): HostSummary {
  if (issues.length === 0) return summary;
  const listLost = summary.listLost || issues.some((issue) => issue.blast === "list");
  const requestsFail = summary.requestsFail || issues.some((issue) => issue.blast === "requests");
  return { ...summary, toolsKept: listLost ? 0 : summary.toolsKept, toolsLost: listLost ? 0 : summary.toolsLost, listLost, requestsFail, issues: [...summary.issues, ...issues] };
}

/**
 * The findings of each of `hosts` on `tools`, judged entry by entry for every archetype they need. The list is read
 * entry by entry as it is judged (`eachEntry`: each entry's snapshot is dropped once judged, so no copy of the whole
 * list is held); a list that one read of it whole reports anything on (not an array, a cycle, a getter, an entry too
 * deep or past the budget of values) is read whole instead (`readList`) and judged again from its start. Equal
 * findings are one frozen object, shared by the tools and hosts that have them (a large list holds a few, not one per
 * tool and host).
 * @param tools - `ListToolsResult.tools` as received (any values; read through guarded snapshots, never mutated)
 * @param hosts - the hosts, in the order returned
 * @param revision - the negotiated MCP revision
 * @param options - {@link HostFindingsOptions}: product versions, a shared compile cache, the transport, the pages
 * @returns one {@link HostFindings} per host, in `hosts` order; never throws for any `tools`
 */
export function hostFindings(tools: readonly unknown[], hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions = {}): HostFindings[] {
  const judgeAll = (read: (each: (entry: EntryRead, index: number) => void) => boolean): EntryFindings[][] | undefined => {
    const judge = listJudge(hosts, revision, options);
    const found = hosts.map((): EntryFindings[] => []);
    return read((entry, index) => judge.entry(entry, index, () => tools[index]).forEach((findings, k) => found[k]?.push(findings))) ? found : undefined;
  };
  // entry by entry (each entry's snapshot dropped once judged), unless reading the list whole would say more
  const found =
    judgeAll((each) => eachEntry(tools, each)) ??
    judgeAll((each) => {
      const entries = readList(tools);
      entries?.forEach(each);
      return entries !== undefined;
    });
  if (found === undefined) return unreadList(tools, hosts, revision, options);
  return listFindings(hosts, found, revision, options);
}

/**
 * Each host's findings on a list that is not a readable array (what {@link hostFindings} gives when neither read
 * takes it): nothing per tool, the reading's issue server-wide, at the blast the host pays: an archetype's is
 * `checkTools`' (`not-a-tool-list`, the blast of its `tools/list` parser when it has one, else `none`), a product's
 * its own rules' (`evaluateProduct`), a composed host's both.
 * @param tools - the value given as `ListToolsResult.tools` (any value; never mutated)
 * @returns one {@link HostFindings} per host, in `hosts` order, each with `tools: []`; never throws
 */
export function unreadList(tools: unknown, hosts: readonly HostTarget[], revision: Revision, options: HostFindingsOptions): HostFindings[] {
  const { transport = "http" } = options;
  const report = checkTools({ tools }, { hosts: archetypesOf(hosts), revision, transport });
  const results = pageFindings(options.pages ?? [], revision);
  return hosts.map((host): HostFindings => {
    const scoped = selectionOf(host, revision, options);
    if (scoped === undefined) return archetypeResult(host as ArchetypeId, [], report.summary.hosts[host as ArchetypeId] as HostSummary, revision, results);
    const own = evaluateProduct(tools, scoped.product, ruleOptions(scoped.selection));
    const product = productResult(scoped.product, scoped.selection, [], own.server, own.atRisk?.server ?? [], results);
    const composed = compositionOf(host);
    // a model API reads the tools the product sends it, never the tools/list result itself
    return composed === undefined ? product : composedResult(host as ComposedHost, product, () => undefined, (report.summary.hosts[composed.archetype] as HostSummary).issues);
  });
}

/**
 * A tool-count cap applied: of the tools the product would keep (no finding of blast `tool` or `list`), those after
 * the first `max` get the cap's issue tool-wide (blast `tool`: never offered), so each tool's verdict says it is lost.
 */
function capped(tools: readonly ToolFindingsByRole[], max: number, issue: HostIssue): ToolFindingsByRole[] {
  let offered = 0;
  return tools.map((tool) => {
    const lost = toolIssues(tool).some((found) => found.blast === "tool" || found.blast === "list");
    if (lost || ++offered <= max) return tool;
    return { ...tool, tool: [...tool.tool, issue] };
  });
}

/** The worst blast of `issues` (`none` when empty). */
export function worstBlast(issues: readonly { readonly blast: Blast }[]): Blast {
  return issues.reduce<Blast>((worst, issue) => worse(worst, issue.blast), "none");
}

/** Every finding about one tool for one host: its schemas' and its own. */
export function toolIssues(tool: ToolFindingsByRole): HostIssue[] {
  return [...ROLES.flatMap((role) => tool.schemas[role] ?? []), ...tool.tool];
}
