/**
 * Verdicts shared within one check: a list of many tools with the same findings holds each verdict, each schema's row
 * of verdicts and each tool's row once, as one frozen object, however many tools it has (checkTools' report on
 * 100,000 tools shaped alike: a few hundred verdict objects, not hundreds of thousands). Equal means equal JSON: a
 * verdict is its host and its issues, in order, and a row its role and its verdicts.
 */
import { ARCHETYPES, type ArchetypeId } from "./archetypes.js";
import { worse } from "./issues.js";
import type { Blast, HostIssue, SchemaRole } from "./types.js";

/** One host's verdict on one schema (or on a tool as a whole): `fail` exactly when `blast` is not `none`. */
export interface HostVerdict {
  readonly host: ArchetypeId;
  readonly status: "pass" | "fail";
  /** The worst blast of `issues` (`none` when empty). */
  readonly blast: Blast;
  /** Paths are JSON Pointers into the schema (into the tool, for a tool-wide verdict). */
  readonly issues: readonly HostIssue[];
}

/** The verdicts on one schema of a tool. */
export interface SchemaReport {
  readonly role: SchemaRole;
  readonly hosts: readonly HostVerdict[];
}

/** One frozen passing verdict per host, shared by every schema and tool that host passes, in every check. */
const PASSED = new Map<ArchetypeId, HostVerdict>(ARCHETYPES.map((host) => [host, Object.freeze({ host, status: "pass", blast: "none", issues: Object.freeze([]) })]));

/**
 * The most failing verdicts (and rows) one check remembers to share: past it the check starts again, so a list whose
 * verdicts all differ holds at most this many keys besides its report.
 */
const SHARED_LIMIT = 1024;

/** The verdicts and rows of one check ({@link shareVerdicts}). */
export interface SharedVerdicts {
  /**
   * The verdict of `host` on a schema or tool with `issues` (fresh objects, frozen here): `fail` exactly when their
   * worst blast is not `none`; the one already given for equal issues, or a new frozen one.
   */
  verdict(host: ArchetypeId, issues: readonly HostIssue[]): HostVerdict;
  /** The verdicts of a schema (`role`) or, with `role` undefined, of a tool as a whole: frozen, shared when equal. */
  row(role: SchemaRole, hosts: readonly HostVerdict[]): SchemaReport;
  row(role: undefined, hosts: readonly HostVerdict[]): readonly HostVerdict[];
}

/**
 * Opens the shared verdicts of one check (one `checkTools` call, or one pass of a list judge).
 * @returns {@link SharedVerdicts}; never throws
 */
export function shareVerdicts(): SharedVerdicts {
  const verdicts = new Map<string, HostVerdict>();
  const ids = new Map<HostVerdict, number>();
  const rows = new Map<string, SchemaReport | readonly HostVerdict[]>();
  const idOf = (found: HostVerdict): number => {
    let id = ids.get(found);
    if (id === undefined) ids.set(found, (id = ids.size));
    return id;
  };
  const room = (): void => {
    if (verdicts.size < SHARED_LIMIT && rows.size < SHARED_LIMIT) return;
    verdicts.clear();
    ids.clear();
    rows.clear();
  };
  function row(role: SchemaRole, hosts: readonly HostVerdict[]): SchemaReport;
  function row(role: undefined, hosts: readonly HostVerdict[]): readonly HostVerdict[];
  function row(role: SchemaRole | undefined, hosts: readonly HostVerdict[]): SchemaReport | readonly HostVerdict[] {
    const key = `${role ?? ""}:${hosts.map(idOf).join(",")}`;
    let found = rows.get(key);
    if (found === undefined) {
      room();
      const frozen = Object.freeze([...hosts]);
      rows.set(key, (found = role === undefined ? frozen : Object.freeze({ role, hosts: frozen })));
    }
    return found;
  }
  return {
    verdict(host, issues) {
      if (issues.length === 0) return PASSED.get(host) as HostVerdict;
      const key = `${host}\n${JSON.stringify(issues)}`;
      let found = verdicts.get(key);
      if (found === undefined) {
        room();
        const blast = issues.reduce<Blast>((worst, issue) => worse(worst, issue.blast), "none");
        found = Object.freeze({ host, status: blast === "none" ? "pass" : "fail", blast, issues: Object.freeze(issues.map((issue) => Object.freeze(issue))) });
        verdicts.set(key, found);
      }
      return found;
    },
    row,
  };
}
