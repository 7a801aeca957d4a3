/**
 * Doctor's host verdicts. Archetype hosts (the validators and model APIs products embed): a whole `tools/list`
 * through `checkTools` of `@mcp-wire/hosts` (three layers — wire, dialect, host — each finding with its blast
 * radius). Product hosts (Claude Code, Cursor, …): composed per schema role from the archetypes their record
 * (`PRODUCTS`) says they embed, their `tools/list` parse (the wire layer at the negotiated revision) and their own
 * rules (`evaluateProduct`). For each failing verdict, whether the form `mcp-wire proxy --host <host>` serves
 * (`projectToolList` of `@mcp-wire/sdk`) is kept by that host, judged the same way. Pure: no I/O.
 */
import { type ArchetypeId, type EvidenceLevel, type HostIssue, type HostSummary, type Loosened, type ProductId, type Revision, type SchemaRole, type Transport } from "@mcp-wire/hosts";
import type { SchemaIssue } from "./dialect.js";
/** A host doctor judges for: a product host or an archetype host. */
export type DoctorHost = ProductId | ArchetypeId;
/** Every host `--host` takes: the products first, then the archetypes. */
export declare const DOCTOR_HOSTS: readonly DoctorHost[];
/** The hosts judged when `--host` is not given: the products (the archetypes stay selectable). */
export declare const DEFAULT_HOSTS: readonly DoctorHost[];
/** Whether `value` is one of {@link DOCTOR_HOSTS}. */
export declare const isDoctorHost: (value: unknown) => value is DoctorHost;
/** Whether `host` is a product host. */
export declare const isProduct: (host: DoctorHost) => host is ProductId;
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
export declare function judgedRevision(protocolVersion: string): Revision;
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
}
/**
 * The host transport of a session's `ServerInfo.transport` (`TransportKind`: stdio, http, replay, transport): `stdio`
 * for a stdio server, else `http` (a `--url`; a replayed capture or a given transport is judged as HTTP, the
 * transport with the most rules).
 */
export declare function hostTransport(kind: string): Transport;
/**
 * Judges the raw tools of every tools/list page for each host.
 * @param tools - the `tools` entries exactly as received, all pages in order
 * @param hosts - the hosts, in report order
 * @param protocolVersion - the negotiated revision (see {@link judgedRevision})
 * @param options - {@link JudgeOptions}: the product versions, which facts count, the transport
 * @returns {@link Judged}; never mutates `tools`
 */
export declare function judgeTools(tools: readonly unknown[], hosts: readonly DoctorHost[], protocolVersion: string, options?: JudgeOptions): Judged;
//# sourceMappingURL=verdicts.d.ts.map