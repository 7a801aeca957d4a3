/**
 * `mcp-wire diff`'s verdict: per selected host, what a change of the server's tools gains or loses — the list newly
 * lost or regained, every model request newly failing or fixed, each tool newly dropped, newly kept, added, removed
 * or read differently, each server-wide finding (a tool-count cap) new or gone — and which of these are regressions
 * at `--fail-on`. Pure: no I/O.
 */
import { BLASTS, type Blast } from "@mcp-wire/hosts";
import type { Reason, Side } from "./side.js";

/** The `diffVersion` of reports of this version of the CLI; bumped only on a breaking change of {@link DiffReport}. */
export const DIFF_REPORT_VERSION = 1;

/**
 * One change for one host. `regression` is `true` when the change loses something at or above `--fail-on`: a tool
 * (listed before or new) now at that blast or worse and worse than before, the list newly lost, every request newly
 * failing, a new server-wide finding at that blast (with `--fail-on none`: never).
 */
export type Change =
  /** `lost: true`: the host newly loses the whole list; `false`: it gets it back. */
  | { readonly kind: "list"; readonly lost: boolean; readonly regression: boolean }
  /** `failing: true`: every model request newly fails while the tools are advertised; `false`: they work again. */
  | { readonly kind: "requests"; readonly failing: boolean; readonly regression: boolean }
  /**
   * A tool whose blast for the host changed: `before`/`after` its blast, `null` when it is not listed on that side
   * (added or removed); `reason` the issue behind the worse side (after when it got worse or was added, before when
   * it got better or was removed), `null` when that side keeps it.
   */
  | { readonly kind: "tool"; readonly tool: string; readonly before: Blast | null; readonly after: Blast | null; readonly reason: Reason | null; readonly regression: boolean }
  /** A server-wide finding that is new (`added: true`) or gone. */
  | { readonly kind: "server"; readonly code: string; readonly blast: Blast; readonly message: string; readonly added: boolean; readonly regression: boolean };

/** What a host keeps on one side. */
export interface HostCounts {
  readonly toolsKept: number;
  /** The tools listed on that side, as doctor counts them ({@link Side.listed}: a name listed twice counts twice). */
  readonly tools: number;
  readonly listLost: boolean;
  readonly requestsFail: boolean;
}

/** One host's diff. */
export interface HostDiff {
  readonly host: string;
  readonly before: HostCounts;
  readonly after: HostCounts;
  /** The list and requests changes first, then tools (after's list order, then removed tools), then server findings. */
  readonly changes: readonly Change[];
  /** How many of `changes` are regressions. */
  readonly regressions: number;
}

/** One side as the report names it. */
export interface SideInfo {
  readonly file: string;
  readonly source: Side["source"];
  readonly name: string | null;
  readonly version: string | null;
  readonly protocolVersion: string;
  /** The tools listed, as doctor counts them ({@link Side.listed}: a name listed twice counts twice). */
  readonly tools: number;
  /** The product version each selected host was judged at (both sides alike: diff refuses sides judged at different ones). */
  readonly hostVersions: Readonly<Record<string, string>>;
}

/** The whole `diff --format json` report (documented in docs/doctor.md, "Over time"). */
export interface DiffReport {
  readonly diffVersion: typeof DIFF_REPORT_VERSION;
  readonly failOn: Blast;
  /** `regression` when any host has one (exit 1), else `ok`. */
  readonly status: "regression" | "ok";
  readonly before: SideInfo;
  readonly after: SideInfo;
  /** One entry per selected host, in the order given. */
  readonly hosts: readonly HostDiff[];
  /** The hosts with at least one regression, in `hosts` order. */
  readonly regressed: readonly string[];
}

const rank = (blast: Blast | null): number => (blast === null ? 0 : BLASTS.indexOf(blast));

function info(side: Side): SideInfo {
  return { file: side.file, source: side.source, name: side.name, version: side.version, protocolVersion: side.protocolVersion, tools: side.listed, hostVersions: side.hostVersions };
}

/**
 * Compares two sides for each host.
 * @param before - the older version (`sideOf`)
 * @param after - the newer version
 * @param hosts - the hosts, in report order; each is in both sides (`sideOf` checked)
 * @param failOn - the blast at which a loss is a regression (`none`: nothing is)
 * @returns the {@link DiffReport}
 */
export function compareSides(before: Side, after: Side, hosts: readonly string[], failOn: Blast): DiffReport {
  const at = failOn === "none" ? Infinity : rank(failOn);
  const names = [...after.tools, ...before.tools.filter((name) => !after.tools.includes(name))];
  const diffs = hosts.map((host): HostDiff => {
    const was = before.hosts.get(host);
    const now = after.hosts.get(host);
    if (was === undefined || now === undefined) throw new RangeError(`compareSides: host ${host} is not on both sides`);
    const changes: Change[] = [];
    if (was.listLost !== now.listLost) changes.push({ kind: "list", lost: now.listLost, regression: now.listLost && rank("list") >= at });
    if (was.requestsFail !== now.requestsFail) changes.push({ kind: "requests", failing: now.requestsFail, regression: now.requestsFail && rank("requests") >= at });
    for (const tool of names) {
      const from = was.tools.get(tool);
      const to = now.tools.get(tool);
      const b = from === undefined ? null : from.blast;
      const a = to === undefined ? null : to.blast;
      if (b === a) continue;
      const worse = a !== null && (b === null || rank(a) > rank(b));
      const reason = (worse ? to?.reason : (from?.reason ?? to?.reason)) ?? null;
      changes.push({ kind: "tool", tool, before: b, after: a, reason, regression: worse && rank(a) >= at });
    }
    const key = (issue: { code: string; message: string }) => `${issue.code}\u0000${issue.message}`;
    const old = new Set(was.issues.map(key));
    const current = new Set(now.issues.map(key));
    for (const issue of now.issues) if (!old.has(key(issue))) changes.push({ ...issue, kind: "server", added: true, regression: rank(issue.blast) >= at });
    for (const issue of was.issues) if (!current.has(key(issue))) changes.push({ ...issue, kind: "server", added: false, regression: false });
    const counts = (side: typeof was, tools: number): HostCounts => ({ toolsKept: side.toolsKept, tools, listLost: side.listLost, requestsFail: side.requestsFail });
    return { host, before: counts(was, before.listed), after: counts(now, after.listed), changes, regressions: changes.filter((c) => c.regression).length };
  });
  const regressed = diffs.filter((d) => d.regressions > 0).map((d) => d.host);
  return { diffVersion: DIFF_REPORT_VERSION, failOn, status: regressed.length > 0 ? "regression" : "ok", before: info(before), after: info(after), hosts: diffs, regressed };
}
