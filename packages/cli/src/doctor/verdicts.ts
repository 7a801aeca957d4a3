/**
 * Doctor's host verdicts. Archetype hosts (the validators and model APIs products embed): a whole `tools/list`
 * through `checkTools` of `@mcp-wire/hosts` (three layers — wire, dialect, host — each finding with its blast
 * radius). Product hosts (Claude Code, Cursor, …): composed per schema role from the archetypes their record
 * (`PRODUCTS`) says they embed, their `tools/list` parse (the wire layer at the negotiated revision) and their own
 * rules (`evaluateProduct`). For each failing verdict, whether the form `mcp-wire proxy --host <host>` serves
 * (`projectToolList` of `@mcp-wire/sdk`) is kept by that host, judged the same way. Pure: no I/O.
 */
import {
  compositionOf, hostFindings, parsedEntries, projectTools, renameTools, REVISIONS, wireFindings, worse,
  type Blast, type CompileCache, type EvidenceLevel, type HostIssue, type HostSummary, type Loosened, type Revision, type SchemaRole, type Transport,
} from "@mcp-wire/hosts";
import { hostNameRules } from "../tool-name-rules.js";
import type { JsonValue, SchemaIssue } from "./dialect.js";
import type { DoctorHost } from "../option-values.js";

export { DEFAULT_HOSTS, DOCTOR_HOSTS, isDoctorHost, isProduct, type DoctorHost } from "../option-values.js";

/**
 * Whether the host's projection (`projectTools` of `@mcp-wire/hosts`: the form `mcp-wire proxy --host <host>` and
 * `publishToolSchemas` serve it) is kept: `fixes` when the host finds nothing costly left on this schema of it (blast
 * `none`); `issues` what is left (nothing loosening-only fixes it); `loosened` every change, with its path into the
 * schema as received (a `looser` one is a constraint the host no longer checks; the server still does).
 */
export interface FixVerdict {
  readonly fixes: boolean;
  readonly issues: readonly (HostIssue | SchemaIssue)[];
  readonly loosened: readonly Loosened[];
}

/**
 * One host's verdict on one schema (or on the tool as a whole): `status` is `fail` exactly when `blast` is not
 * `none`; `blast` the worst of `issues`; `fix` `null` when it passes or when no projection applies (tool-wide findings);
 * `atRisk` the findings of the product's contested facts that do not count (evidence level `reported`), each with
 * both sides' sources (`contested`): they change neither `status` nor `blast`. Absent when there are none.
 */
export interface HostVerdict {
  readonly host: DoctorHost;
  readonly status: "pass" | "fail";
  readonly blast: HostIssue["blast"];
  readonly issues: readonly HostIssue[];
  readonly fix: FixVerdict | null;
  readonly atRisk?: readonly HostIssue[];
  /**
   * On a verdict about the tool as a whole: the name `mcp-wire proxy --host <host> --rename` lists the tool under,
   * when the host's name rules (`hostNameRules`: `toolNameRules`, Claude Code's qualified length fitted to
   * `JudgeOptions.serverName`) would drop or rewrite its own (`renameTools` of `@mcp-wire/hosts`: the same mapping the
   * proxy serves with `--server-name <the same name>`). Absent otherwise.
   */
  readonly renamed?: string;
}

/** The verdicts on one listed tool, by role, and on the tool as a whole. */
export interface ToolVerdicts {
  readonly schemas: Readonly<Partial<Record<SchemaRole, readonly HostVerdict[]>>>;
  readonly hosts: readonly HostVerdict[];
}

/** What {@link judgeTools} returns: one entry per listed tool (in list order), and each host's summary. */
export interface Judged {
  readonly revision: Revision;
  readonly tools: readonly ToolVerdicts[];
  readonly summary: Readonly<Record<string, HostSummary>>;
}

/** The revision `checkTools` judges at: the negotiated one when known, else the latest 2025 one. */
export function judgedRevision(protocolVersion: string): Revision {
  return (REVISIONS as readonly string[]).includes(protocolVersion) ? (protocolVersion as Revision) : "2025-11-25";
}

const ROLES: readonly SchemaRole[] = ["inputSchema", "outputSchema"];

/**
 * A verdict from its issues: `fail` exactly when the worst blast is not `none`; `atRisk` kept when there are any. An
 * issue found the same (path, code, layer, blast, message) by two of the archetypes a product embeds is listed once.
 */
function verdictOf(host: DoctorHost, found: readonly HostIssue[], atRisk: readonly HostIssue[], shared: Shared): HostVerdict {
  if (found.length === 0 && atRisk.length === 0) return passed(host);
  const issues = once(found).map((issue) => shared.issue(issue));
  const blast = issues.reduce<Blast>((worst, found) => worse(worst, found.blast), "none");
  const verdict: HostVerdict = { host, status: blast === "none" ? "pass" : "fail", blast, issues, fix: null };
  return shared.verdict(atRisk.length === 0 ? verdict : { ...verdict, atRisk: atRisk.map((issue) => shared.issue(issue)) });
}

/**
 * The findings, fix verdicts, verdicts and verdict lists of one {@link judgeTools} call, each distinct one held once
 * (the first seen, frozen): the same finding on many tools (a draft-07 label, an unsupported format) is one object, and
 * so is the same verdict of a host and the same list of verdicts of a tool (most tools of a large list share a few), not
 * one per tool. The report's JSON is unchanged. A finding is known by its JSON text; the others by the identities of
 * what they hold (findings and verdicts are shared before what holds them is).
 */
class Shared {
  private readonly issues = new Map<string, HostIssue | SchemaIssue | Loosened>();
  private readonly made = new Map<string, object>();
  private readonly ids = new Map<object, number>();

  /** The one object of a finding equal (same JSON) to `issue`. */
  issue<T extends HostIssue | SchemaIssue | Loosened>(issue: T): T {
    const key = JSON.stringify(issue);
    const known = this.issues.get(key);
    if (known !== undefined) return known as T;
    this.issues.set(key, issue);
    return issue;
  }

  /** The one frozen fix verdict of its members (whose findings went through {@link Shared.issue}). */
  fix(fix: FixVerdict): FixVerdict {
    return this.once(`f${fix.fixes ? 1 : 0}|${this.key(fix.issues)}|${this.key(fix.loosened)}`, () => ({ fixes: fix.fixes, issues: Object.freeze(fix.issues), loosened: Object.freeze(fix.loosened) }));
  }

  /** The one frozen verdict of its members (findings through {@link Shared.issue}, fix through {@link Shared.fix}). */
  verdict(verdict: HostVerdict): HostVerdict {
    const { host, status, blast, issues, fix, atRisk, renamed } = verdict;
    const key = `v${host}|${status}|${blast}|${this.key(issues)}|${fix === null ? "-" : this.id(fix)}|${atRisk === undefined ? "-" : this.key(atRisk)}|${renamed === undefined ? "-" : JSON.stringify(renamed)}`;
    return this.once(key, () => ({ ...verdict, issues: Object.freeze(issues), ...(atRisk === undefined ? {} : { atRisk: Object.freeze(atRisk) }) }));
  }

  /** The one frozen list of these verdicts (each from {@link Shared.verdict} or `passed`), in order. */
  list(verdicts: readonly HostVerdict[]): readonly HostVerdict[] {
    return this.once(`l${this.key(verdicts)}`, () => [...verdicts]);
  }

  private once<T extends object>(key: string, make: () => T): T {
    let known = this.made.get(key) as T | undefined;
    if (known === undefined) {
      known = Object.freeze(make());
      this.made.set(key, known);
    }
    return known;
  }

  private id(value: object): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(value, id);
    }
    return id;
  }

  private key(values: readonly object[]): string {
    return values.map((value) => this.id(value)).join(",");
  }
}

/**
 * The verdict of a host that finds nothing: one frozen object per host, shared by every schema and tool it passes (a
 * 100,000-tool report holds 14 of them, not 4.2 million).
 */
function passed(host: DoctorHost): HostVerdict {
  let verdict = PASSED.get(host);
  if (verdict === undefined) {
    verdict = Object.freeze({ host, status: "pass", blast: "none", issues: Object.freeze([]), fix: null });
    PASSED.set(host, verdict);
  }
  return verdict;
}

const PASSED = new Map<DoctorHost, HostVerdict>();

/** `issues` without repeats of an earlier one (same path, code, layer, blast and message), in order. */
function once(issues: readonly HostIssue[]): readonly HostIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify([issue.path, issue.code, issue.layer, issue.blast, issue.message]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Options of {@link judgeTools}. */
export interface JudgeOptions {
  /**
   * The version to judge each product host at (`judgedVersion` of `@mcp-wire/hosts`: a release, `latest`, `*`):
   * its rules and embedded archetypes whose recorded versions exclude it are left out; a host without one: its
   * current release.
   */
  readonly versions?: Readonly<Partial<Record<DoctorHost, string>>>;
  /** Which product facts count (`EvidenceLevel`); default `reported`: contested ones are only reported `atRisk`. */
  readonly evidence?: EvidenceLevel;
  /**
   * The transport doctor reached the server over ({@link hostTransport}): `"stdio"` for a stdio session, `"http"` for
   * `--url` and by default. Only the `x-mcp-header` rules depend on it (the 2.x client judges them over HTTP alone).
   */
  readonly transport?: Transport;
  /**
   * The raw tools/list results the tools came from (`HostFindingsOptions.pages` of `@mcp-wire/hosts`): their own
   * members are judged at the revision too (a 2026-07-28 result without `resultType`); absent: not judged.
   */
  readonly pages?: readonly unknown[];
  /**
   * The name the host knows the server by (`doctor --config`: its config key): `renamed` names fit the host's
   * qualified-name limit for it, as `proxy --rename --server-name` serves them (`hostNameRules`); absent: a
   * one-character server name, as the proxy assumes without `--server-name`.
   */
  readonly serverName?: string;
  /**
   * `true`: `tools` is doctor's own parse of what it read (a server's `tools/list` answers, a `--replay` file), plain
   * JSON values no one changes during or after the call: each failing host's projection reads it without a copy
   * (`projectTools`' `parsed`), so a projection holds only the tools it rewrites, and freezes the tools it passes on
   * unchanged and the members a rewritten tool keeps; when the list lets it (`projectedApart`), a projection reads only
   * the tools it can change (a tool the host finds nothing on is left out, and left unfrozen). Absent or `false` (the
   * tools of a transport the caller gave): each projection reads a copy of the whole list, and `tools` is never
   * frozen. The verdicts are the same either way.
   */
  readonly owned?: boolean;
  /**
   * The list as received when `tools` is its forwarded form (`forwardedForm`: each number past the double range,
   * ±Infinity once parsed, as the `null` a host passes on): the verdicts judge `tools`, and each fix is the projection of
   * this list, as `mcp-wire proxy` projects what it receives (a projection drops the keywords holding such a number:
   * `non-finite-number`). Same length and order as `tools`. Absent: `tools` is the list as received.
   */
  readonly received?: readonly unknown[];
  /**
   * Per tool of `tools` that held, as received, a number past the double range, the JSON Pointer into the tool of its
   * first (`forwardedForm`'s `pastDouble`): what the products whose own parse refuses such a number judge
   * (`HostFindingsOptions.pastDouble`). Absent: no tool held one.
   */
  readonly pastDouble?: ReadonlyMap<number, string>;
}

/**
 * The host transport of a session's `ServerInfo.transport` (`TransportKind`: stdio, http, replay, transport): `stdio`
 * for a stdio server, else `http` (a `--url`; a replayed capture or a given transport is judged as HTTP, the
 * transport with the most rules).
 */
export function hostTransport(kind: string): Transport {
  return kind === "stdio" ? "stdio" : "http";
}

/**
 * Judges the raw tools of every tools/list page for each host.
 * @param tools - the `tools` entries exactly as received, all pages in order
 * @param hosts - the hosts, in report order
 * @param protocolVersion - the negotiated revision (see {@link judgedRevision})
 * @param options - {@link JudgeOptions}: the product versions, which facts count, the transport
 * @returns {@link Judged}: each tool's verdict lists and the verdicts in them frozen, one object for equal ones across
 *   tools (see `Shared`); never changes what `tools` holds (with `options.owned`, freezes part of it: see
 *   {@link JudgeOptions.owned})
 */
export function judgeTools(tools: readonly unknown[], hosts: readonly DoctorHost[], protocolVersion: string, options: JudgeOptions = {}): Judged {
  const revision = judgedRevision(protocolVersion);
  const cache: CompileCache = new Map(); // a schema a projection leaves unchanged is not compiled again
  const shared = new Shared();
  const judged = judge(tools, hosts, revision, cache, options, shared);
  // one host's projection at a time: each is dropped once its fixes are read (the projected list of 100,000 tools is
  // as large as the list)
  const received = options.received ?? tools;
  const apart = projectedApart(received, revision, options);
  hosts.forEach((host, k) => {
    const failing = (tool: JudgedTool, role: SchemaRole) => tool.schemas[role]?.[k]?.status === "fail";
    if (!judged.tools.some((tool) => ROLES.some((role) => failing(tool, role)))) return;
    const fix = apart === undefined || compositionOf(host) !== undefined ? served(received, host, revision, cache, options, shared) : servedApart(received, judged.tools, k, host, apart, revision, cache, options, shared);
    judged.tools.forEach((tool, i) => {
      for (const role of ROLES) {
        const verdicts = tool.schemas[role];
        if (verdicts === undefined || !failing(tool, role)) continue;
        // the shared list with this host's verdict given its fix (a tool's lists are shared, never changed in place)
        const next = [...verdicts];
        next[k] = shared.verdict({ ...(verdicts[k] as HostVerdict), fix: fix(i, role) });
        tool.schemas[role] = shared.list(next);
      }
    });
  });
  const renames = hosts.map((host) => renamedBy(tools, host, options));
  const named = judged.tools.map((tool, i): ToolVerdicts => {
    const schemas: Partial<Record<SchemaRole, readonly HostVerdict[]>> = {};
    for (const role of ROLES) {
      const verdicts = tool.schemas[role];
      if (verdicts !== undefined) schemas[role] = shared.list(verdicts);
    }
    const listed = tool.hosts.map((verdict, k) => {
      const name = renames[k]?.get(i);
      return name === undefined ? verdict : shared.verdict({ ...verdict, renamed: name });
    });
    return { schemas, hosts: shared.list(listed) };
  });
  return { revision, tools: named, summary: judged.summary };
}

/**
 * The names `mcp-wire proxy --host <host> --rename` lists instead, by tool index (only the tools it renames): the
 * host's name rules at the version and evidence level judged, for the server name given (`hostNameRules`), mapped by
 * `renameTools`.
 */
function renamedBy(tools: readonly unknown[], host: DoctorHost, options: JudgeOptions): ReadonlyMap<number, string> {
  const version = options.versions?.[host];
  const { rules } = hostNameRules(host, { evidence: options.evidence ?? "reported", ...(version === undefined ? {} : { version }), ...(options.serverName === undefined ? {} : { serverName: options.serverName }) });
  const names = tools.map((tool) => (typeof tool === "object" && tool !== null && !Array.isArray(tool) && Object.hasOwn(tool, "name") ? (tool as { name: unknown }).name : undefined));
  const mapping = renameTools(names, rules);
  const out = new Map<number, string>();
  mapping.names.forEach((listed, i) => {
    if (typeof listed === "string" && listed !== names[i]) out.set(i, listed);
  });
  return out;
}

/**
 * A tool's verdicts as {@link judge} makes them: shared lists ({@link Shared.list}: most tools of a large list hold the
 * same few while every failing host's projection is made), each replaced by {@link judgeTools} when a fix is added.
 */
interface JudgedTool extends ToolVerdicts {
  readonly schemas: Partial<Record<SchemaRole, readonly HostVerdict[]>>;
}

/** The verdicts without fixes: `hostFindings` of `@mcp-wire/hosts` (one `checkTools` for every archetype needed). */
function judge(tools: readonly unknown[], hosts: readonly DoctorHost[], revision: Revision, compileCache: CompileCache, options: JudgeOptions, shared: Shared): { readonly tools: JudgedTool[]; readonly summary: Judged["summary"] } {
  const past = options.pastDouble;
  const found = hostFindings(tools, hosts, revision, { versions: options.versions ?? {}, evidence: options.evidence ?? "reported", compileCache, transport: options.transport ?? "http", ...(options.pages === undefined ? {} : { pages: options.pages }), ...(past === undefined ? {} : { pastDouble: (index: number) => past.get(index) }) });
  const judged = tools.map((tool, i): JudgedTool => {
    const schemas: Partial<Record<SchemaRole, readonly HostVerdict[]>> = {};
    for (const role of ROLES) {
      if (found[0]?.tools[i]?.schemas[role] !== undefined) schemas[role] = shared.list(found.map((host) => verdictOf(host.host, host.tools[i]?.schemas[role] ?? [], host.tools[i]?.atRisk?.schemas[role] ?? [], shared)));
    }
    return { schemas, hosts: shared.list(found.map((host) => verdictOf(host.host, host.tools[i]?.tool ?? [], host.tools[i]?.atRisk?.tool ?? [], shared))) };
  });
  return { tools: judged, summary: Object.fromEntries(found.map((host) => [host.host, host.summary])) as Record<string, HostSummary> };
}

/**
 * Whether each tool of `tools` is projected alone, when the list lets a projection of part of it give its tools the
 * fix verdicts the whole list's projection gives them; `undefined` when it does not. It does when `tools` is doctor's
 * own parse (`JudgeOptions.owned`) that `parsedEntries` of `@mcp-wire/hosts` takes whole (plain JSON within the
 * snapshot's budget of values and depth: any part of it is read the same way, with the same values) with no member
 * named `$id` anywhere (no validator session state: each tool is judged on its own, not in list order). Then a tool
 * `bare` (`true` at its index: a JSON object without `outputSchema`, which no SEP-2106 wrap rewrites, and that the
 * revision's `Tool` definition takes, `wireFindings` of `@mcp-wire/hosts` empty, so no rewrite is asked for it
 * whatever the host) on which a host finds nothing on its input schema (`verdictOf` gives `passed`: no finding, at risk
 * or not) asks for no rewrite in a non-composed host's projection, is never rewritten nor judged again there unless
 * the list's findings ask for a rewrite of every schema (`WHOLE_LIST`, which only a finding on another tool, kept in
 * the part, can ask for), and changes no other tool's verdict: leaving it out changes no fix verdict of the tools kept.
 */
function projectedApart(tools: readonly unknown[], revision: Revision, options: JudgeOptions): readonly boolean[] | undefined {
  if (options.owned !== true) return undefined;
  const read = parsedEntries(tools);
  if (read === undefined || read.ids) return undefined;
  return tools.map((tool) => typeof tool === "object" && tool !== null && !Array.isArray(tool) && Object.hasOwn(tool, "inputSchema") && !Object.hasOwn(tool, "outputSchema") && wireFindings(tool as JsonValue, revision).length === 0);
}

/**
 * {@link served} on part of the list ({@link projectedApart}): every tool but the `bare` ones host `k` passes on their
 * input schema (`passed`). The same fix verdicts, for a projection of fewer tools (a failing host of a 10,000-tool
 * list fails a few hundred of them, and each projection of the whole list made and dropped as much as the list).
 * @returns the fix verdict of tool `i`'s schema `role` (`i` an index into the whole list; a tool left out has none)
 */
function servedApart(tools: readonly unknown[], judged: readonly JudgedTool[], k: number, host: DoctorHost, bare: readonly boolean[], revision: Revision, compileCache: CompileCache, options: JudgeOptions, shared: Shared): (i: number, role: SchemaRole) => FixVerdict {
  const kept: number[] = [];
  const part: unknown[] = [];
  judged.forEach((tool, i) => {
    if (bare[i] === true && tool.schemas.inputSchema?.[k] === passed(host)) return;
    kept.push(i);
    part.push(tools[i]);
  });
  const at = new Map(kept.map((i, j) => [i, j]));
  const fix = served(part, host, revision, compileCache, options, shared);
  return (i, role) => fix(at.get(i) ?? -1, role);
}

/**
 * The list `mcp-wire proxy --host <host>` serves (`projectTools`), judged for that host alone (the projection
 * re-judges it), at the product version judged and with the same facts counting.
 * @returns the fix verdict of tool `i`'s schema `role`
 */
function served(tools: readonly unknown[], host: DoctorHost, revision: Revision, compileCache: CompileCache, options: JudgeOptions, shared: Shared): (i: number, role: SchemaRole) => FixVerdict {
  const version = options.versions?.[host];
  // a copy of the array: projectTools keeps its projections for as long as the array it was given lives (a cache by
  // identity, for the proxy); doctor's list lives to the end of the run, and so would every host's projected list.
  // `parsed` (doctor's own parse, `JudgeOptions.owned`): read without the snapshot's copy of the whole list (one per
  // failing host), the tools a projection leaves unchanged are the list's own, so it holds only the tools it rewrites
  const projection = projectTools([...tools], host, { revision, compileCache, evidence: options.evidence ?? "reported", transport: options.transport ?? "http", parsed: options.owned === true, ...(version === undefined ? {} : { version }) });
  return (i, role) => {
    const tool = projection.report[i];
    const issues = (tool?.issues ?? []).filter((issue) => issue.role === role && issue.blast !== "none").map((issue) => shared.issue(issue));
    return shared.fix({ fixes: tool !== undefined && issues.length === 0, issues, loosened: (tool?.loosened[role] ?? []).map((issue) => shared.issue(issue)) });
  };
}
