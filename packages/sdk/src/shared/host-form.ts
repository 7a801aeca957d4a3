/**
 * The one seam between serving code (the SDK adapters' `hosts: "auto"`, the `mcp-wire proxy`) and host knowledge:
 * which host a client is, and the tool list that host keeps. Everything else calls only {@link recognizeHost},
 * {@link projectToolList}, {@link wrapCallResult} and {@link HOST_CHOICES}. The knowledge is `@mcp-wire/hosts`'
 * (`recognizeHost` on the product records, `projectTools`: projections that only loosen, the SEP-2106 wrap); this
 * file only adapts it to a connection: quarantine and the `structuredContent` of wrapped tools.
 */
import {
  EVERY_VERSION, isProjectionHost, PRODUCT_IDS, PROJECTION_HOSTS, projectTools, recognizeHost as recognizeProduct, wrapStructuredContent,
  type Blast, type EvidenceLevel, type ProductId, type ProjectionHost, type ProjectionIssue, type Revision, REVISIONS,
} from "@mcp-wire/hosts";

/** The products recognised from `clientInfo` (MCP `InitializeRequest.params.clientInfo`): every product record of `@mcp-wire/hosts`. */
export const PRODUCTS: readonly ProductId[] = PRODUCT_IDS;
export type { ProductId };

/**
 * What a tool list can be projected for: a product (`claude-code`, `cursor`, …), an archetype (`mcp-sdk-v1-client`,
 * `2020-12-only`, …), `"common"`: the form for clients not recognised, or `"as-is"`: every schema as the server
 * wrote it (only the SEP-2106 wrap of non-object output schemas applies).
 */
export type HostChoice = ProjectionHost;

/** Every {@link HostChoice}: products, archetypes, `"common"`, `"as-is"`. */
export const HOST_CHOICES: readonly HostChoice[] = PROJECTION_HOSTS;

/** Whether `value` is a {@link HostChoice}: one of {@link HOST_CHOICES}, or a product with its model API (`cursor+gemini`). */
export function isHostChoice(value: unknown): value is HostChoice {
  return isProjectionHost(value);
}

/**
 * The host a client is, from its `initialize` request: the product `@mcp-wire/hosts`' `recognizeHost` names from the
 * exact `clientInfo.name` it sends (the names with public evidence, kept with the product records).
 * @param clientInfo - `InitializeRequest.params.clientInfo` as received (any value; `{ name, version }` expected)
 * @param protocolVersion - the negotiated revision
 * @returns the product recognised, or `"common"` for an unknown or malformed `clientInfo`; never throws
 */
export function recognizeHost(clientInfo: unknown, protocolVersion: string | undefined): HostChoice {
  return recognizeProduct(clientInfo, protocolVersion).host ?? "common";
}

/** Longest `clientInfo.version` read as a product version (longer: not a version). */
const MAX_VERSION_LENGTH = 64;

/**
 * The product version a recognised client announces (`clientInfo.version` of its `initialize`), for
 * {@link ProjectToolListOptions.version}: only the facts recorded for that version then apply.
 * @param clientInfo - `InitializeRequest.params.clientInfo` as received (any value)
 * @param protocolVersion - the negotiated revision
 * @returns the announced version when `recognizeHost` names a product and the version is a string of at most 64
 *   characters other than `*` (not a release: a client cannot ask for every recorded fact); else `undefined` (the
 *   product is judged at its current release, as for an announced text that is not a version); never throws
 * Source: MCP `InitializeRequest.params.clientInfo` (`Implementation`: `name`, `version`), revisions 2025-06-18 to
 *   2026-07-28; the version ranges on each product record's facts (`@mcp-wire/hosts` products catalog).
 */
export function announcedVersion(clientInfo: unknown, protocolVersion: string | undefined): string | undefined {
  const version = recognizeProduct(clientInfo, protocolVersion).evidence?.version;
  return typeof version === "string" && version.length <= MAX_VERSION_LENGTH && version !== EVERY_VERSION ? version : undefined;
}

/** Options of {@link projectToolList}. */
export interface ProjectToolListOptions {
  readonly host: HostChoice;
  /** The negotiated MCP revision (`"2025-11-25"`, …); `undefined` or unknown: judged as 2025-11-25 (a 2025-era session). */
  readonly revision: string | undefined;
  /**
   * `true`: tools the host still loses after projection in a way that costs more than the tool — blast `list` (the
   * client's `tools/list` fails) or `requests` (every model request fails); for `"common"`, blast `list` of any host —
   * are withheld instead of passed on.
   */
  readonly quarantine?: boolean;
  /**
   * `false`: leave non-object output schemas as they are (the caller's SDK wraps them, as `@modelcontextprotocol/server`
   * 2.x does for 2025-era sessions). Default `true`.
   */
  readonly wrapOutputs?: boolean;
  /**
   * The product version the client announced ({@link announcedVersion}): facts recorded for other versions do not
   * apply (e.g. Claude Desktop's 2020-12-only output validator, from 1.28929.0). `undefined` (or a text that is not a
   * version): the product's current release. Contested facts never count here (they are only at risk).
   */
  readonly version?: string | undefined;
  /** Which product facts the form answers (`EvidenceLevel` of `@mcp-wire/hosts`); default `reported`: not contested ones. */
  readonly evidence?: EvidenceLevel | undefined;
  /**
   * `true`: `tools` is a value `JSON.parse` returned, not changed since nor while the projection is used (a proxy's
   * parsed `tools/list` answer): read without the snapshot's copy where that changes nothing (`projectTools`'
   * `parsed`). The projection is the same either way. Default `false`.
   */
  readonly parsed?: boolean | undefined;
}

/** A tool the host still loses after projection, and why. */
export interface WithheldTool {
  readonly name: string;
  readonly host: HostChoice;
  /** The finding that costs it: `<code> at <schema><path> (<blast>): <message>`. */
  readonly reason: string;
}

/** What {@link projectToolList} returns. */
export interface ToolListProjection {
  /** The tools to send, in order. */
  readonly tools: readonly unknown[];
  /** Names of tools whose `outputSchema` was wrapped (SEP-2106): their `structuredContent` must be wrapped too. Shared: do not mutate. */
  readonly wrapped: ReadonlySet<string>;
  /** Tools left out (only with `quarantine`). */
  readonly withheld: readonly WithheldTool[];
  /** Tools passed on although the host still loses them (blast as for `quarantine`; only without `quarantine`). */
  readonly atRisk: readonly WithheldTool[];
  /**
   * Tools passed on that the host still drops one by one after projection (blast `tool`: e.g. a name it refuses,
   * which no loosening can change): they cost only themselves, so quarantine keeps them; said so the user knows.
   */
  readonly dropped: readonly WithheldTool[];
  /**
   * Why the list could not be projected at all, `undefined` when it was: `projectTools` could not read it as a JSON
   * tools array (the message of its `not-a-tool-list` issue: `not a JSON tools array: <JSON Pointer into tools>: <why>`),
   * so `tools` is the list as received, nothing rewritten nor withheld (`quarantine` included): the caller says so.
   */
  readonly notProjected: string | undefined;
}

/** What quarantine withholds, by kind of host: a named host's costly blasts; for an unknown client, what loses the list. */
const QUARANTINED: Readonly<Record<"named" | "common", readonly Blast[]>> = Object.freeze({ named: ["list", "requests"], common: ["list"] });

/** The revision a session is judged at: the negotiated one when known, else 2025-11-25. */
function revisionOf(revision: string | undefined): Revision {
  return (REVISIONS as readonly (string | undefined)[]).includes(revision) ? (revision as Revision) : "2025-11-25";
}

function reasonOf(issue: ProjectionIssue, host: HostChoice): string {
  const by = issue.host === host ? "" : ` for ${issue.host}`;
  return `${issue.code} at ${issue.role ?? "tool"}${issue.path} (${issue.blast}${by}): ${issue.message}`;
}

const CACHE_SIZE = 64;
const cache = new WeakMap<object, Map<string, ToolListProjection>>();

/**
 * The tool list `options.host` keeps, for a session at `options.revision`: `projectTools` of `@mcp-wire/hosts`
 * (projections that only loosen; a non-object `outputSchema` wrapped for 2025-era sessions, its name in `wrapped`).
 * With `quarantine`, each tool the host still loses costly (see {@link ProjectToolListOptions.quarantine}) is left
 * out and listed in `withheld`; without, it is sent and listed in `atRisk`; a tool the host drops on its own (blast
 * `tool`) is sent and listed in `dropped`. A list `projectTools` cannot read as a JSON tools array is sent as received,
 * nothing withheld, and `notProjected` says why. Cached per (the `projectTools` result,
 * options); what it returns is shared between calls and sessions, so frozen: the result, its arrays and each
 * withheld, at-risk and dropped entry, and each tool of `tools` all the way down, as `projectTools` freezes it (every
 * tool read as JSON; one passed on as received, nested past what is read, is the caller's own value and not frozen);
 * `wrapped` is a Set (not freezable: do not mutate). `tools` (the argument) is never mutated.
 * @param tools - `ListToolsResult.tools` as received (any values)
 * @returns {@link ToolListProjection}; never throws for any `tools`
 */
export function projectToolList(tools: readonly unknown[], options: ProjectToolListOptions): ToolListProjection {
  const host = isHostChoice(options.host) ? options.host : "common";
  const version = typeof options.version === "string" ? options.version : undefined;
  const evidence = options.evidence === "contested" ? "contested" : "reported";
  const projection = projectTools(tools, host, { revision: revisionOf(options.revision), wrapOutputs: options.wrapOutputs !== false, evidence, parsed: options.parsed === true, ...(version === undefined ? {} : { version }) });
  const quarantine = options.quarantine === true;
  const key = `${host}|${quarantine}`;
  const hit = cache.get(projection)?.get(key);
  if (hit !== undefined) return hit;
  const costly = QUARANTINED[host === "common" ? "common" : "named"];
  const unprojected = projection.server.find((issue) => issue.code === "not-a-tool-list");
  const kept: unknown[] = [];
  const lost: WithheldTool[] = [];
  const dropped: WithheldTool[] = [];
  projection.report.forEach((tool, i) => {
    const issue = tool.issues.find((found) => costly.includes(found.blast));
    if (issue !== undefined) {
      lost.push(Object.freeze({ name: tool.name, host, reason: reasonOf(issue, host) }));
      if (quarantine) return;
    } else {
      const drop = tool.issues.find((found) => found.blast === "tool");
      if (drop !== undefined) dropped.push(Object.freeze({ name: tool.name, host, reason: reasonOf(drop, host) }));
    }
    kept.push(projection.tools[i]);
  });
  const withheld = new Set(quarantine ? lost.map((tool) => tool.name) : []);
  const result: ToolListProjection = Object.freeze({
    tools: Object.freeze(kept),
    wrapped: new Set(projection.wrapped.filter((name) => !withheld.has(name))),
    withheld: Object.freeze(quarantine ? lost : []),
    atRisk: Object.freeze(quarantine ? [] : lost),
    dropped: Object.freeze(dropped),
    notProjected: unprojected?.message,
  });
  const entry = cache.get(projection) ?? new Map<string, ToolListProjection>();
  if (entry.size >= CACHE_SIZE) entry.delete(entry.keys().next().value as string);
  entry.set(key, result);
  cache.set(projection, entry);
  return result;
}

/**
 * A `CallToolResult` of a wrapped tool (see {@link ToolListProjection.wrapped}) with its `structuredContent` wrapped as
 * SEP-2106 does for 2025-era sessions: `wrapStructuredContent` of `@mcp-wire/hosts`, `{ result: value }`. A result
 * without own `structuredContent`, or not an object, is returned as it is; `result` is never mutated.
 */
export function wrapCallResult(result: unknown): unknown {
  if (typeof result !== "object" || result === null || Array.isArray(result) || !Object.hasOwn(result, "structuredContent")) return result;
  return { ...result, structuredContent: wrapStructuredContent((result as Record<string, unknown>)["structuredContent"]) };
}
