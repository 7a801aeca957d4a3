/**
 * `projectTools`: the tool list one host keeps, built only from loosenings (`loosen`): the host's findings on the
 * list (`hostFindings`) name the rewrites each schema needs (`NEEDS`), the projection is re-judged for the host, and
 * what no loosening fixes is said as issues. Also the "common" form for a client not recognised (the rewrites any
 * product or archetype needs, less those that remove `$ref`s or change a `$schema` label or dialect form) and "as-is"
 * (only the SEP-2106 wrap).
 */
import { readJson, isJsonObject, own, setOwn, type JsonObject, type JsonValue } from "@mcp-wire/dialect";
import { isArrayGuarded, jsonKind, makeIssue, ownOptions } from "@mcp-wire/core";
import { loosen } from "../loosen/index.js";
import { standInPath } from "../loosen/rewrites/non-finite-number.js";
import type { Loosened, LooseningId } from "../loosen/types.js";
import { HostsError } from "../issues.js";
import { REVISIONS, SCHEMA_ROLES, type Blast, type HostIssue, type Revision, type SchemaRole } from "../types.js";
import { textDigest } from "../digest.js";
import { hasId, type CompileCache } from "../validators.js";
import type { Transport } from "../archetypes.js";
import { compositionOf } from "../model-apis.js";
import { HOST_TARGETS, isHostTarget, isProductHost, listFindings, listJudge, readList, unreadList, wireByRole, worstBlast, type EntryFindings, type HostTarget, type ToolFindingsByRole } from "./findings.js";
import { needsOf, WHOLE_LIST } from "./needs.js";
import { EVIDENCE_LEVELS, type EvidenceLevel } from "../products/types.js";
import { entryName, parsedEntries, type EntryRead } from "../read-tools.js";

/**
 * What a tool list can be projected for: a product or archetype host ({@link HOST_TARGETS}); `"common"`: the form
 * for a client not recognised; `"as-is"`: every schema as the server wrote it, only the SEP-2106 wrap applied.
 */
export type ProjectionHost = HostTarget | "common" | "as-is";
/** Every {@link ProjectionHost} but the composed ones: products, archetypes, then `"common"` and `"as-is"`. */
export const PROJECTION_HOSTS: readonly ProjectionHost[] = Object.freeze([...HOST_TARGETS, "common", "as-is"]);
/** Whether `value` is a {@link ProjectionHost}: one of {@link PROJECTION_HOSTS}, or a composed host (`cursor+gemini`). */
export const isProjectionHost = (value: unknown): value is ProjectionHost => value === "common" || value === "as-is" || isHostTarget(value);

/** Options of {@link projectTools}. */
export interface ProjectToolsOptions {
  /** The negotiated MCP revision; default `"2025-11-25"`. */
  readonly revision?: Revision;
  /**
   * `false`: never wrap a non-object output schema (the caller's SDK wraps it itself, as `@modelcontextprotocol/server`
   * 2.x does for 2025-era sessions). Default `true`.
   */
  readonly wrapOutputs?: boolean;
  /**
   * The product version to judge a product host at (`judgedVersion`: `2.1.206` as its client announces, `latest`,
   * `*` for every recorded version): only facts whose recorded versions hold for it apply (`holdsFor`). Ignored for
   * other hosts (`"common"` judges every product at its current release); default: the product's current release.
   */
  readonly version?: string;
  /**
   * Which product facts the projection answers (`EvidenceLevel`); default `reported`: a contested fact is not
   * answered (it is at risk only, see `ToolFindingsByRole.atRisk`).
   */
  readonly evidence?: EvidenceLevel;
  /** Compile outcomes shared with the caller's other `checkTools` calls (see `CheckToolsOptions.compileCache`). */
  readonly compileCache?: CompileCache;
  /** The transport the host reaches the server over (`CheckToolsOptions.transport`); default `"http"`. */
  readonly transport?: Transport;
  /**
   * `true`: `tools` is a value `JSON.parse` returned, not changed since nor while the projection is used (a proxy's
   * parsed `tools/list` answer): when it holds nothing the snapshot would report or change, it is read without the
   * snapshot's copy (`parsedEntries`), and the tools the projection leaves unchanged are `tools`' own entries, which
   * are then frozen with the projection (the caller hands them over). The projection is the same either way. Default
   * `false`.
   */
  readonly parsed?: boolean;
}

/** A finding left on the projection (nothing loosening-only fixes it), with the host that makes it. */
export interface ProjectionIssue extends HostIssue {
  /**
   * The host whose finding it is; the projection's own host for what `loosen` left unchanged (blast `none`), and
   * `"as-is"` for a list an `"as-is"` projection cannot read (it judges no host: blast `none`).
   */
  readonly host: ProjectionHost;
  /** The schema the finding is in (its `path` points into it); absent for a finding about the tool as a whole. */
  readonly role?: SchemaRole;
}

/** What the projection did to one tool, and what is left. */
export interface ProjectedTool {
  /** The tool's `name`, or `#<index>` when it has none. */
  readonly name: string;
  /** Every change, per schema, with its JSON Pointer into the schema as received. */
  readonly loosened: Readonly<Partial<Record<SchemaRole, readonly Loosened[]>>>;
  /** What no loosening-only form fixes: the host's findings on the projected tool (blast `none` ones included). */
  readonly issues: readonly ProjectionIssue[];
  /** The worst blast of `issues`: what the host still does to the projected tool. */
  readonly blast: Blast;
  /** `true` when its output schema got the SEP-2106 wrap: each `structuredContent` must go through `wrapStructuredContent`. */
  readonly wrapped: boolean;
}

/**
 * The result of {@link projectTools}, shared between callers that hit the cache, so frozen all the way down: the
 * projection, its arrays, every report entry with its `loosened` and `issues` and each issue, the server issues, and
 * every tool read as JSON with everything in it (its schemas, their keywords and values). Not frozen: an entry passed
 * on as received because it could not be read as JSON (nested past what is read, a cycle, a getter; or every entry
 * of a list that is not a JSON tools array): it is the caller's own value.
 */
export interface ToolsProjection {
  readonly host: ProjectionHost;
  readonly revision: Revision;
  /** The tools to send, in order (entries that are not objects pass unchanged); `[]` when `tools` is not an array. */
  readonly tools: readonly unknown[];
  /** One entry per tool, in list order. */
  readonly report: readonly ProjectedTool[];
  /**
   * Server-wide findings left (tool-count caps, a list that is not JSON). A list that cannot be read as a JSON tools
   * array (not an array; a cycle, a throwing getter, a BigInt anywhere in it) is one `not-a-tool-list` issue per host
   * judged (`"as-is"`: one, its own), at the JSON Pointer into `tools` where reading stopped (`""` for a value that
   * is not an array), with the blast `hostFindings` gives that host for the same value: `list` for an archetype whose
   * `tools/list` parser loses the list (as `checkTools` says), else `none`.
   */
  readonly server: readonly ProjectionIssue[];
  /** Names of the tools whose output schema was wrapped. */
  readonly wrapped: readonly string[];
}

/**
 * The rewrites the common form never uses: it keeps `$defs` / `$ref`, which 2020-12-reading clients rely on, and
 * every `$schema` label and dialect form as the server wrote them. No label is loaded by every host the form is judged
 * for: the 2020-12-only reader (the TS SDK 2.0 betas) refuses a draft-07 one, `new Ajv()` (`draft-07-ajv-default`,
 * which compiles input and output schemas) a 2020-12 one and `prefixItems`; a converted label or form would cost one
 * of them tools the list as written keeps there (server-everything's 14 draft-07 tools relabelled 2020-12: 14 lost by
 * `new Ajv()` instead of 1), so the common form never costs a host what the original does not.
 */
const NOT_COMMON: ReadonlySet<LooseningId> = new Set(["ref-inline", "dialect-2020-12", "dialect-draft-07", "unlabel-2020-12"]);
/** The first revision whose `Tool.outputSchema` may have any root (SEP-2106). */
const ANY_OUTPUT_ROOT: Revision = "2026-07-28";
/** Re-judging rounds: a rewrite can uncover a finding another rewrite answers (a folded root combinator's boolean branch). */
const MAX_ROUNDS = 3;
const ROLES = SCHEMA_ROLES;

interface Checked {
  readonly revision: Revision;
  readonly wrapOutputs: boolean;
  readonly version: string | undefined;
  readonly evidence: EvidenceLevel;
  readonly compileCache: CompileCache | undefined;
  readonly transport: Transport;
  readonly parsed: boolean;
}

function checkOptions(host: unknown, options: unknown): Checked {
  const { revision = "2025-11-25", wrapOutputs = true, version, evidence = "reported", compileCache, transport = "http", parsed = false } = typeof options === "object" && options !== null ? ownOptions(options as ProjectToolsOptions) : {};
  const issues = [
    ...(isProjectionHost(host) ? [] : [makeIssue("/host", "invalid-option" as const, `unknown host (known: ${PROJECTION_HOSTS.join(", ")}, or <product>+<model-api>)`)]),
    ...((REVISIONS as readonly unknown[]).includes(revision) ? [] : [makeIssue("/revision", "invalid-option" as const, `revision must be one of ${REVISIONS.join(", ")}`)]),
    ...(typeof wrapOutputs === "boolean" ? [] : [makeIssue("/wrapOutputs", "invalid-option" as const, "wrapOutputs must be a boolean")]),
    ...(version === undefined || typeof version === "string" ? [] : [makeIssue("/version", "invalid-option" as const, "version must be a string")]),
    ...((EVIDENCE_LEVELS as readonly unknown[]).includes(evidence) ? [] : [makeIssue("/evidence", "invalid-option" as const, `evidence must be one of ${EVIDENCE_LEVELS.join(", ")}`)]),
    ...(compileCache === undefined || compileCache instanceof Map ? [] : [makeIssue("/compileCache", "invalid-option" as const, "compileCache must be a Map")]),
    ...(transport === "stdio" || transport === "http" ? [] : [makeIssue("/transport", "invalid-option" as const, "transport must be one of stdio, http")]),
    ...(typeof parsed === "boolean" ? [] : [makeIssue("/parsed", "invalid-option" as const, "parsed must be a boolean")]),
  ];
  if (issues.length > 0) throw new HostsError(issues, "projectTools options");
  const versioned = isProductHost(host as HostTarget) || compositionOf(host) !== undefined;
  return { revision, wrapOutputs, version: versioned ? version : undefined, evidence, compileCache, transport, parsed };
}

/** The hosts whose findings a projection answers. */
function targetsOf(host: ProjectionHost): readonly HostTarget[] {
  if (host === "as-is") return [];
  return host === "common" ? HOST_TARGETS : [host];
}

type Needs = Map<number, Map<SchemaRole, Set<LooseningId>>>;
type Allowed = (id: LooseningId, role: SchemaRole) => boolean;

/**
 * Adds to tool `i`'s needs the rewrites its findings ask for (each host's, per schema), and collects into `wholeList`
 * those of `WHOLE_LIST` codes (for every schema of the list); `true` when a need of the tool is new.
 */
function addNeeds(needs: Needs, i: number, findings: readonly ToolFindingsByRole[], allowed: Allowed, wholeList: Set<LooseningId>): boolean {
  let grew = false;
  for (const tool of findings) {
    for (const role of ROLES) {
      for (const issue of tool.schemas[role] ?? []) {
        if (addIds(needs, i, role, needsOf(issue), allowed)) grew = true;
        for (const id of Object.hasOwn(WHOLE_LIST, issue.code) ? (WHOLE_LIST[issue.code] ?? []) : []) wholeList.add(id);
      }
    }
  }
  return grew;
}

/** Adds `ids` (those `allowed`) to the needs of tool `i`'s schema `role`; `true` when one is new. */
function addIds(needs: Needs, i: number, role: SchemaRole, ids: Iterable<LooseningId>, allowed: Allowed): boolean {
  let grew = false;
  for (const id of ids) {
    if (!allowed(id, role)) continue;
    let byRole = needs.get(i);
    if (byRole === undefined) needs.set(i, (byRole = new Map()));
    let set = byRole.get(role);
    if (set === undefined) byRole.set(role, (set = new Set()));
    if (!set.has(id)) grew = true;
    set.add(id);
  }
  return grew;
}

interface Applied {
  readonly tool: JsonValue;
  readonly loosened: Partial<Record<SchemaRole, readonly Loosened[]>>;
  readonly notes: ProjectionIssue[];
  readonly wrapped: boolean;
}

function apply(tool: JsonValue, needs: ReadonlyMap<SchemaRole, ReadonlySet<LooseningId>>, notesHost: ProjectionHost, standIn: number | undefined): Applied | undefined {
  if (!isJsonObject(tool)) return undefined;
  const out: JsonObject = { ...tool };
  const loosened: Partial<Record<SchemaRole, readonly Loosened[]>> = {};
  const notes: ProjectionIssue[] = [];
  let wrapped = false;
  let changed = false;
  for (const role of ROLES) {
    const ids = needs.get(role);
    if (ids === undefined || ids.size === 0 || !Object.hasOwn(tool, role)) continue;
    const result = loosen(own(tool, role), [...ids], standIn === undefined ? { role } : { role, standIn });
    if (result.schema === undefined) continue;
    changed = true;
    setOwn(out, role, result.schema as JsonValue);
    if (result.loosened.length > 0) loosened[role] = result.loosened;
    for (const issue of result.issues) notes.push({ path: issue.path, code: issue.code, layer: "host", blast: "none", message: issue.message, host: notesHost, role });
    if (role === "outputSchema" && result.wrapped) wrapped = true;
  }
  return changed ? { tool: out, loosened, notes, wrapped } : undefined;
}

function nameOf(tool: JsonValue, index: number): string {
  const name = isJsonObject(tool) ? own(tool, "name") : undefined;
  return typeof name === "string" ? name : `#${index}`;
}

/** Whether a schema of a read tool has a `$id` anywhere (compiling it leaves state in a validator session). */
const hasSchemaId = (tool: JsonValue | undefined): boolean => isJsonObject(tool) && ROLES.some((role) => Object.hasOwn(tool, role) && hasId(own(tool, role)));

const NONE: readonly ProjectionIssue[] = Object.freeze([]);
const UNCHANGED: Readonly<Partial<Record<SchemaRole, readonly Loosened[]>>> = Object.freeze({});

/**
 * The projection of a read list ({@link WireRead}: `entries` read from `received`, or none and `why`). Judged incrementally: every tool once as received, then, each round, only the tools whose rewrites
 * grew (each host's verdict on a tool depends on that tool alone), and a host's list-wide findings (tool-count caps,
 * its summary) from the verdicts on each tool. A list with a `$id` in a schema is judged whole each round, in order,
 * as a client's validator session sees it (a `$id` compiled stays in the engine for the schemas after it).
 */
function project({ given, received, entries, why, standIn, ids }: WireRead, host: ProjectionHost, checked: Checked): ToolsProjection {
  const { revision, wrapOutputs, version, evidence, compileCache, transport } = checked;
  const options = { evidence, transport, compileCache: compileCache ?? new Map(), ...(version === undefined ? {} : { versions: { [host]: version } }) };
  if (entries === undefined) {
    // what each host loses is what `hostFindings` says of the same value (`unreadList`: `checkTools`' blast for an
    // archetype, the product's own for a product); "as-is" judges no host and still says the list is not one
    const targets = targetsOf(host);
    const lost = targets.length === 0 ? [] : unreadList(given, targets, revision, options);
    const issue = (target: ProjectionHost, blast: Blast): ProjectionIssue => ({ path: why?.path ?? "", code: "not-a-tool-list", layer: "wire", blast, message: `not a JSON tools array: ${why?.message ?? "unreadable"}`, host: target });
    const server = targets.length === 0 ? [issue(host, "none")] : targets.map((target, k) => issue(target, worstBlast(lost[k]?.summary.issues ?? [])));
    return freeze({ host, revision, tools: restoreInfinity([...received], standIn), report: received.map((_, i) => ({ name: entryName(received, i) ?? `#${i}`, loosened: {}, issues: [], blast: "none", wrapped: false })), server, wrapped: [] });
  }
  // a tool nested past even the entry-wise read stays as received, unchanged and never rewritten, and its findings
  // (what that depth costs each host) are reported
  const readable = (i: number): boolean => entries[i]?.value !== undefined;
  const valueOf = (i: number): JsonValue => entries[i]?.value ?? (received[i] as JsonValue);
  const targets = targetsOf(host);
  const wraps = wrapOutputs && revision < ANY_OUTPUT_ROOT;
  const allowed: Allowed = (id, role) => (id !== "output-wrap" || (role === "outputSchema" && wraps)) && (host !== "common" || !NOT_COMMON.has(id));
  const found: EntryFindings[][] = targets.map(() => new Array<EntryFindings>(entries.length));
  const applied = new Map<number, Applied>();
  const current = (i: number): JsonValue => applied.get(i)?.tool ?? valueOf(i);
  /** Judges the tools at `indices` (ascending) in their current form; they are the ones whose findings changed. */
  const judge = (indices: Iterable<number>): void => {
    if (targets.length === 0) return;
    // a number past the double range no rewrite dropped is judged where it is (`number-past-double` rules): in a tool
    // read, as its stand-in; in a tool passed on as received (nested past what is read), as the stand-in of its copy,
    // or as ±Infinity itself when nothing else in the list held one (so the list was read without a stand-in)
    // (found once per entry and pass: every product host of the pass asks; not asked of a list read whole without one)
    const pastAt = new Map<number, string | undefined>();
    const pastDouble = (i: number): string | undefined => {
      if (!pastAt.has(i)) pastAt.set(i, readable(i) ? (standIn === undefined ? undefined : standInPath(current(i), standIn)) : standInPath(received[i] as JsonValue, standIn ?? Infinity));
      return pastAt.get(i);
    };
    const pass = listJudge(targets, revision, standIn === undefined && !unread ? options : { ...options, pastDouble }, compileCache !== undefined);
    for (const i of indices) {
      const entry = entries[i] as EntryRead;
      pass.entry(readable(i) ? { value: current(i), issues: [] } : entry, i, () => received[i]).forEach((findings, k) => ((found[k] as EntryFindings[])[i] = findings));
    }
  };
  const all = (): Iterable<number> => entries.keys();
  // whether a tool is passed on as received (nested past what is read): a number past the double range in it is sought
  const unread = entries.some((entry) => entry.value === undefined);
  const stateful = ids !== false && entries.some((entry) => hasSchemaId(entry.value));
  const needs: Needs = new Map();
  const wholeList = new Set<LooseningId>();
  // a composed host's findings on a tool depend on the list (the model API never sees a tool its product drops or
  // caps): its needs are read from its findings on the list as it stands
  const composed = targets.some((target) => compositionOf(target) !== undefined);
  /** Adds the needs of the tools at `indices` (their findings just changed) and the list-wide ones; the tools whose needs grew. */
  const grow = (indices: Iterable<number>): number[] => {
    const listed = composed ? listFindings(targets, found, revision, options).map((findings) => findings.tools) : found;
    const perTool = (i: number): ToolFindingsByRole[] => listed.map((host) => host[i] as ToolFindingsByRole);
    const grown = new Set<number>();
    for (const i of indices) if (addNeeds(needs, i, perTool(i), allowed, wholeList)) grown.add(i);
    if (wholeList.size > 0) {
      for (const i of all()) {
        if (!readable(i)) continue;
        const tool = valueOf(i);
        for (const role of ROLES) if (isJsonObject(tool) && Object.hasOwn(tool, role) && addIds(needs, i, role, wholeList, allowed)) grown.add(i);
      }
    }
    return [...grown].sort((a, b) => a - b);
  };
  /** Applies the needs of the tools at `indices`; those whose form changed. */
  const reapply = (indices: readonly number[]): number[] =>
    indices.filter((i) => {
      const before = current(i);
      const result = readable(i) ? apply(valueOf(i), needs.get(i) ?? new Map(), host, standIn) : undefined;
      if (result === undefined) applied.delete(i);
      else applied.set(i, result);
      return current(i) !== before;
    });
  for (const i of all()) {
    if (!readable(i)) continue;
    const tool = valueOf(i);
    if (wraps && isJsonObject(tool) && Object.hasOwn(tool, "outputSchema")) addIds(needs, i, "outputSchema", ["output-wrap"], allowed);
    // whatever the host: a tool the revision's `Tool` definition refuses gets the same-meaning rewrites that make it
    // valid (any client may parse the list with that definition, as the SDK clients do, and lose it whole)
    if (host !== "as-is") addNeeds(needs, i, [wireByRole(tool, revision, "list")], allowed, wholeList);
    // and a schema holding a number past the double range loses the keywords holding it: every host parses the list
    // and passes the schema on, where the number is `null` (or refused by the parser itself)
    if (host !== "as-is" && standIn !== undefined && isJsonObject(tool)) {
      for (const role of ROLES) if (Object.hasOwn(tool, role) && standInPath(own(tool, role) as JsonValue, standIn) !== undefined) addIds(needs, i, role, ["non-finite-number"], allowed);
    }
  }
  judge(all());
  grow(all());
  let changed = reapply([...needs.keys()].sort((a, b) => a - b));
  // a tool no rewrite changed keeps the findings just made
  if (changed.length > 0) judge(stateful ? all() : changed);
  for (let round = 1; round < MAX_ROUNDS && changed.length > 0; round++) {
    const grown = grow(stateful ? all() : changed);
    if (grown.length === 0) break;
    reapply(grown);
    changed = stateful ? [...all()] : grown;
    judge(changed);
  }
  const findings = listFindings(targets, found, revision, options);
  const report = entries.map((_, i): ProjectedTool => {
    // each host's findings on the tool, its schemas' (role by role) then its own: pushed, not spread, as most tools of
    // a long list have none
    const left: ProjectionIssue[] = [];
    for (const host of findings) {
      const tool = host.tools[i];
      if (tool === undefined) continue;
      for (const role of ROLES) for (const issue of tool.schemas[role] ?? []) left.push({ ...issue, host: host.host, role });
      for (const issue of tool.tool) left.push({ ...issue, host: host.host });
    }
    const entry = applied.get(i);
    const issues = entry === undefined ? left : [...left, ...entry.notes];
    const name = readable(i) ? nameOf(valueOf(i), i) : (entryName(received, i) ?? `#${i}`);
    return { name, loosened: entry?.loosened ?? UNCHANGED, issues: issues.length === 0 ? NONE : issues, blast: worstBlast(issues), wrapped: entry?.wrapped ?? false };
  });
  const server = findings.flatMap((found) => found.summary.issues.map((issue) => ({ ...issue, host: found.host })));
  const tools = restoreInfinity(entries.map((_, i) => current(i)), standIn);
  for (const i of all()) if (readable(i)) deepFreeze(tools[i]);
  return freeze({ host, revision, tools, report, server, wrapped: report.filter((tool) => tool.wrapped).map((tool) => tool.name) });
}

/**
 * Freezes `value` and every object and array in it (no recursion: a tool nested 2,048 levels deep is walked with a
 * stack); an object frozen already is not entered again (shared sub-objects, values frozen by an earlier projection).
 */
function deepFreeze(value: unknown): void {
  const stack: unknown[] = [value];
  // indexed loops over an array's items and an object's own keys: `Object.values` made an array per object, which
  // was most of the walk's time on a 100,000-tool list (docs/performance.md, P7)
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next !== "object" || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    if (Array.isArray(next)) {
      for (let i = 0; i < next.length; i++) pushObject(stack, next[i]);
    } else {
      const record = next as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = 0; i < keys.length; i++) pushObject(stack, record[keys[i] as string]);
    }
  }
}

/** Pushes `member` on `stack` when it is an object or array (what {@link deepFreeze} walks into). */
function pushObject(stack: unknown[], member: unknown): void {
  if (typeof member === "object" && member !== null) stack.push(member);
}

/** The projection frozen as {@link ToolsProjection} says (its tools read as JSON already frozen by `project`). */
function freeze(projection: ToolsProjection): ToolsProjection {
  deepFreeze(projection.report);
  deepFreeze(projection.server);
  return Object.freeze({ ...projection, tools: Object.freeze(projection.tools), report: Object.freeze(projection.report), server: Object.freeze(projection.server), wrapped: Object.freeze(projection.wrapped) });
}

/** Most projections kept per list identity, and most kept by content. */
const CACHE_SIZE = 32;
/**
 * Most wire text (UTF-16 code units of `JSON.stringify(tools)`) of the lists whose projections are kept by content,
 * summed: 32 lists of 3 MB each (a server answering every `tools/list` with a new list) would hold a gigabyte. A
 * longer list is projected each time it is asked for, not kept.
 */
const CACHE_TEXT_LIMIT = 4 * 1024 * 1024;
const byIdentity = new WeakMap<readonly unknown[], Map<string, ToolsProjection>>();
const byContent = new Map<string, { readonly projection: ToolsProjection; readonly length: number }>();
let contentLength = 0;

/** Keeps `projection` by content, dropping the oldest until the texts kept fit {@link CACHE_TEXT_LIMIT}. */
function keepByContent(content: string, projection: ToolsProjection, length: number): void {
  if (length > CACHE_TEXT_LIMIT) return;
  for (const [oldest, { length: held }] of byContent) {
    if (byContent.size < CACHE_SIZE && contentLength + length <= CACHE_TEXT_LIMIT) break;
    byContent.delete(oldest);
    contentLength -= held;
  }
  byContent.set(content, { projection, length });
  contentLength += length;
}

/** The JSON text of `tools` (`JSON.stringify`), or `undefined` when it has none (a cycle, a BigInt, a throwing getter). */
function wireText(tools: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(tools);
  } catch {
    return undefined;
  }
}

/**
 * The JSON text of a list that holds a value JSON cannot carry ({@link readWire}), and, when it holds ±Infinity (what
 * `JSON.parse` makes of a number past the double range such as `1e400`, which JSON text does carry), the stand-in
 * written for it: the largest double no number of the list has (`Number.MAX_VALUE` unless the list has that too),
 * `-standIn` for -Infinity, so the list is judged with a number where the server wrote one (not `JSON.stringify`'s
 * `null`, which made `maximum: 1e400` an invalid `maximum: null`) and {@link restoreInfinity} gives the projected
 * tools their ±Infinity back. `undefined` when it has no JSON text (a cycle, a BigInt, a throwing getter).
 */
function standInText(tools: readonly unknown[]): { readonly text: string; readonly standIn?: number } | undefined {
  let infinite = false;
  const huge = new Set<number>();
  try {
    const text = JSON.stringify(tools, (_key, value: unknown) => {
      if (typeof value === "number" && Math.abs(value) > 1e308) {
        if (Number.isFinite(value)) huge.add(Math.abs(value));
        else if (!Number.isNaN(value)) infinite = true;
      }
      return value;
    });
    if (!infinite) return { text };
    const standIn = standInFor(huge);
    const swap = toStandIn(standIn);
    return { text: JSON.stringify(tools, (_key, value: unknown) => (typeof value === "number" ? swap(value) : value)), standIn };
  } catch {
    return undefined;
  }
}

/** The largest double `huge` (the absolute values past 1e308 a list holds) does not hold: the stand-in for ±Infinity. */
function standInFor(huge: ReadonlySet<number>): number {
  let standIn = Number.MAX_VALUE;
  // the next double down, until one the list does not hold (the top binade's step is 2^971)
  while (huge.has(standIn)) standIn -= 2 ** 971;
  return standIn;
}

/**
 * Calls `each` with every number in `value` (own enumerable members of objects and arrays, as `JSON.stringify` reads
 * them; each object once, so a cycle or a shared sub-object is walked once). No recursion: a tool nested past
 * `JSON.stringify`'s stack is walked too. `false` when reading a member threw (a getter, a Proxy trap); else `true`.
 */
function eachNumber(value: unknown, each: (number: number) => void): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  try {
    while (stack.length > 0) {
      const next = stack.pop();
      if (typeof next === "number") each(next);
      if (typeof next !== "object" || next === null || seen.has(next)) continue;
      seen.add(next);
      const record = next as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = 0; i < keys.length; i++) stack.push(record[keys[i] as string]);
    }
  } catch {
    return false;
  }
  return true;
}

/**
 * A copy of `value` with each number given to `map` replaced by what it returns (own enumerable members of objects and
 * arrays; a shared sub-object copied once, a cycle kept as a cycle of the copy; a `__proto__` member an own one).
 * No recursion, so a tool nested past `JSON.stringify`'s stack is copied too. `undefined` when reading a member threw.
 */
function mapNumbers(value: unknown, map: (number: number) => number): unknown {
  const copies = new Map<object, Record<string, unknown>>();
  const work: [Record<string, unknown>, Record<string, unknown>][] = [];
  const copyOf = (member: unknown): unknown => {
    if (typeof member === "number") return map(member);
    if (typeof member !== "object" || member === null) return member;
    let copy = copies.get(member);
    if (copy === undefined) {
      copy = (Array.isArray(member) ? [] : {}) as Record<string, unknown>;
      copies.set(member, copy);
      work.push([member as Record<string, unknown>, copy]);
    }
    return copy;
  };
  try {
    const root = copyOf(value);
    for (let next = work.pop(); next !== undefined; next = work.pop()) {
      const [from, to] = next;
      const keys = Object.keys(from);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        Object.defineProperty(to, key, { value: copyOf(from[key]), enumerable: true, writable: true, configurable: true });
      }
    }
    return root;
  } catch {
    return undefined;
  }
}

/** `value` with ±Infinity as ±`standIn`, and the reverse, for {@link mapNumbers}. */
const toStandIn = (standIn: number) => (number: number) => (number === Infinity ? standIn : number === -Infinity ? -standIn : number);
const fromStandIn = (standIn: number) => (number: number) => (number === standIn ? Infinity : number === -standIn ? -Infinity : number);

/**
 * The list read entry by entry for a list that holds ±Infinity but has no JSON text as a whole (a tool nested past
 * `JSON.stringify`'s stack beside one with `maximum: 1e400`): each entry `JSON.stringify` writes is read from its own
 * text, as {@link standInText} reads the whole list (±Infinity as the stand-in); one it cannot write (too deep) is
 * kept as received, copied ({@link mapNumbers}) only when it holds ±Infinity itself. The stand-in is the largest double
 * no number of the whole list has. `undefined` when the list holds no ±Infinity, or reading an entry threw.
 */
function standInEntries(tools: readonly unknown[]): { readonly received: unknown[]; readonly standIn: number } | undefined {
  const huge = new Set<number>();
  const infinite: boolean[] = [];
  const note = (i: number) => (value: unknown) => {
    if (typeof value !== "number" || Math.abs(value) <= 1e308) return;
    if (Number.isFinite(value)) huge.add(Math.abs(value));
    else if (!Number.isNaN(value)) infinite[i] = true;
  };
  const written: boolean[] = [];
  for (let i = 0; i < tools.length; i++) {
    const seen = note(i);
    try {
      JSON.stringify(tools[i], (_key, value: unknown) => (seen(value), value));
      written[i] = true;
    } catch {
      // nested past JSON.stringify's stack (or a cycle): its numbers read without recursion
      written[i] = false;
      if (!eachNumber(tools[i], seen)) return undefined;
    }
  }
  if (!infinite.some(Boolean)) return undefined;
  const standIn = standInFor(huge);
  const swap = toStandIn(standIn);
  const received: unknown[] = [];
  for (let i = 0; i < tools.length; i++) {
    const tool = tools[i];
    if (!written[i]) received.push(infinite[i] === true ? mapNumbers(tool, swap) : tool);
    else {
      try {
        const text = JSON.stringify(tool, (_key, value: unknown) => (typeof value === "number" ? swap(value) : value));
        received.push(text === undefined ? null : JSON.parse(text));
      } catch {
        return undefined;
      }
    }
  }
  return { received, standIn };
}

/**
 * `tools` with each ±`standIn` made ±Infinity again ({@link standInText}): new values, `tools` untouched (returned
 * itself without a stand-in); a tool whose copy through JSON text fails (nested past `JSON.stringify`'s stack) is
 * copied without recursion when it holds the stand-in ({@link mapNumbers}), else returned itself.
 */
function restoreInfinity(tools: unknown[], standIn: number | undefined): unknown[] {
  if (standIn === undefined) return tools;
  const swap = fromStandIn(standIn);
  return tools.map((tool) => {
    try {
      return JSON.parse(JSON.stringify(tool), (_key, value: unknown) => (typeof value === "number" ? swap(value) : value)) as unknown;
    } catch {
      let held = false;
      eachNumber(tool, (number) => (held ||= swap(number) !== number));
      return held ? (mapNumbers(tool, swap) ?? tool) : tool;
    }
  });
}

/** The SHA-256 of a list's JSON text ({@link wireText}) and the text's length, or `undefined` when it has none. */
function digestOf(text: string | undefined): WireRead["digest"] {
  return text === undefined ? undefined : { digest: textDigest(text), length: text.length };
}

/**
 * {@link digestOf} the JSON text of read values (`JSON.stringify(values)`: `[`, each value's text, `,` between, `]`),
 * written value by value and given up once it passes {@link CACHE_TEXT_LIMIT}: such a list is never kept by content
 * (`keepByContent`), so neither its text nor its digest is made (for a 21 MB list they were 40 % of the projection's
 * time, docs/performance.md P7). `undefined` past the limit.
 * @param values - entries read by the snapshot (plain JSON values, each with a JSON text)
 */
function digestWithin(values: readonly JsonValue[]): WireRead["digest"] {
  const texts: string[] = [];
  let length = values.length === 0 ? 2 : values.length + 1; // the brackets and the commas
  for (const value of values) {
    const text = JSON.stringify(value);
    length += text.length;
    if (length > CACHE_TEXT_LIMIT) return undefined;
    texts.push(text);
  }
  return digestOf(`[${texts.join(",")}]`);
}

/**
 * A list read as the wire carries it ({@link readWire}): `entries` read from `received`, or none and `why`; `digest`
 * of the JSON text of what was read (the content key), absent when the list has no JSON text.
 */
interface WireRead {
  /** The value given as the list (`tools` itself, an array or not). */
  readonly given: unknown;
  /** What is judged and passed on: `given`, or the list read from its JSON text; `[]` when `given` is not an array. */
  readonly received: readonly unknown[];
  readonly entries: readonly EntryRead[] | undefined;
  readonly why?: { readonly path: string; readonly message: string } | undefined;
  readonly digest?: { readonly digest: string; readonly length: number } | undefined;
  /** The finite number `received` has for each +Infinity of the list (and its negation for -Infinity): {@link standInText}. */
  readonly standIn?: number;
  /** `false` when no object in `entries` has a member named `$id` (found while reading: `parsedEntries`); else unknown. */
  readonly ids?: boolean;
}

/** What stops reading an entry and still leaves it a JSON value: nesting, or the read's budget of values. */
const DEPTH_CODES: ReadonlySet<string> = new Set(["too-deep", "too-large"]);

/**
 * The list read as the wire carries it: as received when it is JSON already (no copy of its text is kept; the digest
 * is of the text of what was read, so a getter that answers otherwise when read again cannot file the projection
 * under another list's content); else read from its JSON text (`undefined` members left out, as a server's own
 * objects often have them before they are sent; a `toJSON` applied; NaN, which JSON carries as `null`; ±Infinity, what
 * `JSON.parse` makes of `1e400`, as a finite stand-in the projected tools get back as ±Infinity: {@link standInText};
 * with ±Infinity and a tool too deep for `JSON.stringify`, entry by entry with the same stand-in: {@link standInEntries});
 * else (no JSON text: too deep to write, a cycle, a BigInt, a throwing getter) as read entry by entry, or not
 * read, with the first issue of its snapshot. A value that is not an array (a revoked Proxy included) is not read:
 * no entries, nothing received, `why` at path `""`. With `parsed` (a list `JSON.parse` made), read without the snapshot's
 * copy when that copy would change nothing (`parsedEntries`: the same entries, `tools`' own values), and whether any
 * member is named `$id` found on the way.
 */
function readWire(tools: unknown, parsed = false): WireRead {
  // not an array (`null`, a string, an object; a revoked Proxy): nothing to read, nothing to pass on
  if (isArrayGuarded(tools) !== true) return { given: tools, received: [], entries: undefined, why: { path: "", message: `got ${jsonKind(tools)}` } };
  const list = tools as readonly unknown[];
  const taken = parsed ? parsedEntries(list) : undefined;
  // read without a copy: the values are JSON already, each with its text
  if (taken !== undefined) return { given: tools, received: list, entries: taken.entries, digest: digestWithin(list as readonly JsonValue[]), ids: taken.ids };
  const entries = readList(list);
  if (entries?.every((entry) => entry.value !== undefined || entry.issues.every((found) => DEPTH_CODES.has(found.code)))) {
    const values = entries.every((entry) => entry.value !== undefined) ? entries.map((entry) => entry.value as JsonValue) : undefined;
    return { given: tools, received: list, entries, digest: values === undefined ? digestOf(wireText(list)) : digestWithin(values) };
  }
  const written = standInText(list);
  if (written === undefined) {
    // no JSON text of the whole list (a tool too deep for `JSON.stringify`, a cycle, a throwing getter): with ±Infinity
    // in it (`1e400` beside a tool nested past that stack), each entry read with its stand-in and the list read again
    const each = standInEntries(list);
    const again = each === undefined ? undefined : readList(each.received);
    if (each !== undefined && again?.every((entry) => entry.value !== undefined || entry.issues.every((found) => DEPTH_CODES.has(found.code))) === true) {
      return { given: tools, received: each.received, entries: again, standIn: each.standIn };
    }
    // else the entries read as received, if any
    return entries === undefined ? { given: tools, received: list, entries: undefined, why: readJson(list).issues[0] } : { given: tools, received: list, entries };
  }
  const { text, standIn } = written;
  const received = JSON.parse(text) as unknown[];
  const again = readList(received);
  // with a stand-in, the key says so: a list that holds the stand-in's own number has the same text
  const digest = digestOf(standIn === undefined ? text : `${text}\u0000${standIn}`);
  return { given: tools, received, entries: again, why: again === undefined ? readJson(received).issues[0] : undefined, digest, ...(standIn === undefined ? {} : { standIn }) };
}

/**
 * Projects a whole `tools/list` for one host at one revision, using only loosenings (`loosen`): each schema gets the
 * rewrites the host's findings on it ask for (`NEEDS`: finding code → rewrite ids), the projection is judged again
 * for the host (up to three rounds, as a rewrite can uncover what another answers), and what is left is said.
 * - a product or archetype host: the rewrites its own findings ask for;
 * - `"common"`: the rewrites any product or archetype asks for, except `ref-inline`, `dialect-2020-12`,
 *   `dialect-draft-07` and `unlabel-2020-12` (the form keeps `$defs`, `$ref` and every `$schema` label and dialect
 *   form as written: no label is loaded by both the 2020-12-only reader and `new Ajv()`, so a converted one would cost
 *   one of them what the original keeps there; the form never costs a host it is judged for what the original does
 *   not); `issues` say, per host, what is still lost (where no form every host keeps exists);
 * - `"as-is"`: only the SEP-2106 wrap.
 * A non-object output schema is wrapped for 2025-era sessions (SEP-2106, as npm:@modelcontextprotocol/server@2.4.0
 * does; `wrapped` names those tools) unless `wrapOutputs: false`; at 2026-07-28 and later never.
 * The list is read once, as the wire carries it: through a guarded snapshot when it is JSON already (with `parsed`,
 * a list `JSON.parse` made and the snapshot would leave unchanged is read without its copy); else from its
 * JSON text (`undefined` members left out; NaN becomes `null`, as `JSON.stringify` writes it; ±Infinity, what
 * `JSON.parse` makes of a number past the double range such as `1e400`, is judged as the largest double and is
 * ±Infinity again in the tools returned — never `null`, which would make `maximum: 1e400` invalid; a writer that keeps
 * it, such as the proxy's, writes it `1e999`; beside a tool nested past `JSON.stringify`'s stack, each entry is read so
 * on its own, the deep tool as received; `-0` is read as `0`, the same number to JSON Schema); when it has no JSON text, the snapshot says why (a server-wide
 * `not-a-tool-list` issue per host, at the path where reading stopped and with the blast `hostFindings` gives the
 * host for that list, {@link ToolsProjection.server}; the list is passed on as it is, each entry reported under its
 * own string `name` and unchanged: as `checkTools` and `hostFindings` judge it, such a list is not a tool list, so no
 * entry of it is judged). A value that is not an array (`null`, a string, an object) is the same issue at path `""`
 * and passes on nothing: it is never thrown about. A tool nested past what is read stays as received. The
 * list is judged tool by tool: every tool once as received, then only the tools a rewrite changed, and each host's
 * list-wide findings (tool-count caps) from its verdicts on each tool; peak memory is a few times the list's JSON
 * size (docs/performance.md, P12). Results are cached by list identity, then by content (the last 32 of each kind; by content at most 4 Mi
 * characters of list text in all, {@link CACHE_TEXT_LIMIT}), per (host, revision,
 * wrapOutputs, version, evidence, transport); `tools` is never mutated.
 * @param tools - `ListToolsResult.tools` as received (any value: what is not a JSON tools array is reported, not thrown)
 * @param host - a {@link ProjectionHost}
 * @returns {@link ToolsProjection} (frozen all the way down but for entries passed on as received, as its docstring
 *   says; shared with later calls that hit the cache)
 * @throws HostsError (`code: "invalid-option"`, paths `/host`, `/revision`, `/wrapOutputs`, `/version`,
 *   `/evidence`, `/compileCache`, `/transport`, `/parsed`) for an unknown host or revision, a non-boolean
 *   `wrapOutputs`, a non-string `version`, an `evidence` that is not an `EvidenceLevel`, a `compileCache` that is not
 *   a Map, a `transport` that is not `"stdio"` or `"http"`, or a non-boolean `parsed`; its message names the
 *   function (`projectTools options rejected at /host: unknown host …`). Never for `tools`.
 */
export function projectTools(tools: readonly unknown[], host: ProjectionHost, options: ProjectToolsOptions = {}): ToolsProjection {
  const checked = checkOptions(host, options);
  const { revision, wrapOutputs, version, evidence, transport } = checked;
  const key = `${host}|${revision}|${wrapOutputs}|${version ?? ""}|${evidence}|${transport}`;
  const array = isArrayGuarded(tools) === true;
  const identity = array ? byIdentity.get(tools) : undefined;
  const known = identity?.get(key);
  if (known !== undefined) return known;
  // the content key is a digest of the wire text: 32 cached lists never hold 32 copies of their text, and the text
  // is not held while the list is projected
  const read = readWire(tools, checked.parsed);
  const wire = array ? read.digest : undefined;
  const content = wire === undefined ? undefined : `${key}|${wire.digest}`;
  const cached = content === undefined ? undefined : byContent.get(content)?.projection;
  const projection = cached ?? project(read, host, checked);
  if (content !== undefined && cached === undefined) keepByContent(content, projection, wire?.length ?? 0);
  if (array) {
    const entry = identity ?? new Map<string, ToolsProjection>();
    if (entry.size >= CACHE_SIZE) entry.delete(entry.keys().next().value as string);
    entry.set(key, projection);
    if (identity === undefined) byIdentity.set(tools, entry);
  }
  return projection;
}
