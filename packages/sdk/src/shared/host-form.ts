/**
 * The one seam between serving code (the SDK adapters' `hosts: "auto"`, the `mcp-wire proxy`) and host knowledge:
 * which host a client is, and the tool list that host keeps. Everything else calls only {@link recognizeHost},
 * {@link projectToolList}, {@link wrapCallResult} and {@link HOST_CHOICES}.
 *
 * Interim implementation, built on today's `projectFor` / `toToolSchema` of `@mcp-wire/dialect` (one archetype profile
 * per product in {@link PRODUCT_PROFILE}) and on its own SEP-2106 output wrap ({@link wrapOutputSchema}). When the
 * product records, `recognizeHost` and the loosening-only projections land in `@mcp-wire/hosts`, this file is the only
 * one that changes.
 */
import { DialectError, MAX_DEPTH, dialectOf, mapChildren, toToolSchema, type JsonObject, type JsonSchema } from "@mcp-wire/dialect";
import { HOSTS, projectFor, recognizeHost as recognizeProduct, wrapStructuredContent, type HostId } from "@mcp-wire/hosts";

/** The products recognised from `clientInfo` (MCP `InitializeRequest.params.clientInfo`). */
export const PRODUCTS = ["claude-code", "claude-desktop", "cursor", "vscode", "windsurf"] as const;
/** One of {@link PRODUCTS}. */
export type ProductId = (typeof PRODUCTS)[number];

/**
 * What a tool list can be projected for: a product, an archetype profile of `@mcp-wire/dialect` (`mcp-sdk-v1-client`,
 * `2020-12-only`, …), `"common"`: the portable form every profile reads alike, for clients not recognised, or
 * `"as-is"`: every schema as the server wrote it (only the SEP-2106 wrap of non-object output schemas applies).
 */
export type HostChoice = ProductId | HostId | "common" | "as-is";

/** Every {@link HostChoice}, products first. */
export const HOST_CHOICES: readonly HostChoice[] = Object.freeze([...new Set<HostChoice>([...PRODUCTS, ...HOSTS, "common", "as-is"])]);

/** Whether `value` is a {@link HostChoice}. */
export function isHostChoice(value: unknown): value is HostChoice {
  return typeof value === "string" && (HOST_CHOICES as readonly string[]).includes(value);
}

/**
 * The archetype profile whose projection each product gets until product records exist: the validator the product
 * embeds for the schemas it compiles (see docs/serving.md). Claude Desktop validates output schemas 2020-12 only
 * (ankimcp/anki-mcp-server#53, mongodb-js/mongodb-mcp-server#1427); Claude Code and Windsurf send input schemas to a
 * 2020-12 meta-schema check (langchain-ai/langchain#39271, SylphxAI/pdf-reader-mcp#107); Cursor validates structured
 * content with SDK-1.x-style Ajv (TheGreenCedar/CodeStory#1971); VS Code has its own profile.
 */
export const PRODUCT_PROFILE: Readonly<Record<ProductId, HostId>> = Object.freeze({
  "claude-code": "anthropic-api",
  "claude-desktop": "2020-12-only",
  cursor: "mcp-sdk-v1-client",
  vscode: "vscode",
  windsurf: "anthropic-api",
} satisfies Record<ProductId, HostId>);

/**
 * The host a client is, from its `initialize` request: the product `@mcp-wire/hosts`' `recognizeHost` names from the
 * exact `clientInfo.name` it sends (the names with public evidence, kept with the product records), when
 * {@link PRODUCT_PROFILE} has a projection for it.
 * @param clientInfo - `InitializeRequest.params.clientInfo` as received (any value; `{ name, version }` expected)
 * @param protocolVersion - the negotiated revision
 * @returns the product recognised, or `"common"` for an unknown or malformed `clientInfo`; never throws
 */
export function recognizeHost(clientInfo: unknown, protocolVersion: string | undefined): HostChoice {
  const product = recognizeProduct(clientInfo, protocolVersion).host;
  return product !== undefined && (PRODUCTS as readonly string[]).includes(product) ? (product as ProductId) : "common";
}

/** Options of {@link projectToolList}. */
export interface ProjectToolListOptions {
  readonly host: HostChoice;
  /** The negotiated MCP revision (`"2025-11-25"`, …); `undefined` when not known (treated as 2025-era). */
  readonly revision: string | undefined;
  /** `true`: tools the host cannot be given without losing them (or the list) are withheld instead of passed on. */
  readonly quarantine?: boolean;
  /**
   * `false`: leave non-object output schemas as they are (the caller's SDK wraps them, as `@modelcontextprotocol/server`
   * 2.x does for 2025-era sessions). Default `true`.
   */
  readonly wrapOutputs?: boolean;
}

/** A tool kept back from a host, and why. */
export interface WithheldTool {
  readonly name: string;
  readonly host: HostChoice;
  readonly reason: string;
}

/** What {@link projectToolList} returns. */
export interface ToolListProjection {
  /** The tools to send, in order; a schema the profile cannot project is sent as it was (unless its tool is withheld). */
  readonly tools: readonly unknown[];
  /** Names of tools whose `outputSchema` was wrapped (SEP-2106): their `structuredContent` must be wrapped too. Shared: do not mutate. */
  readonly wrapped: ReadonlySet<string>;
  /** Tools left out (only with `quarantine`). */
  readonly withheld: readonly WithheldTool[];
  /** Tools sent unprojected because the host's projection failed, and why (without `quarantine`). */
  readonly unprojected: readonly WithheldTool[];
}

/** The first revision whose `Tool.outputSchema` may have any root (SEP-2106). */
const ANY_OUTPUT_ROOT = "2026-07-28";

/** Whether a session at `revision` needs a non-object output schema wrapped (every 2025-era revision, or unknown). */
export function wrapsOutputs(revision: string | undefined): boolean {
  return revision === undefined || revision < ANY_OUTPUT_ROOT;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ schema }`, or why it cannot be given to the host. */
type Projected = { readonly schema: unknown; readonly reason?: undefined } | { readonly schema?: undefined; readonly reason: string };

function projectSchema(schema: JsonSchema, host: HostChoice, io: "input" | "output"): Projected {
  if (host === "as-is") return { schema };
  if (host === "common") {
    try {
      return { schema: toToolSchema(schema, { io, dialect: "portable" }) };
    } catch (error) {
      if (!(error instanceof DialectError)) throw error;
      return { reason: error.issues[0]?.message ?? error.message };
    }
  }
  const profile = (PRODUCTS as readonly string[]).includes(host) ? PRODUCT_PROFILE[host as ProductId] : (host as HostId);
  const projected = projectFor(schema, profile, { io });
  return projected.schema === undefined ? { reason: projected.issues[0]?.message ?? "cannot be projected" } : { schema: projected.schema };
}

/**
 * The SEP-2106 wrap of a non-object output schema for 2025-era sessions: `{ type: "object", properties: { result: schema },
 * required: ["result"] }`, the `$schema` label moved to the new root, and every same-document `$ref` pointer (`#`,
 * `#/…`) rebased under `#/properties/result` (left alone under a subschema whose `$id` sets a new base).
 * @throws RangeError when the schema nests deeper than `MAX_DEPTH` of `@mcp-wire/dialect`
 */
export function wrapOutputSchema(schema: JsonObject): JsonObject {
  const dialect = dialectOf(schema) ?? "2020-12";
  const newBase = (node: JsonObject) => typeof node["$id"] === "string" && !node["$id"].startsWith("#");
  const rebase = (node: JsonSchema, depth: number): JsonSchema => {
    if (!isRecord(node) || newBase(node as JsonObject)) return node;
    if (depth > MAX_DEPTH) throw new RangeError(`output schema nests deeper than ${MAX_DEPTH}`);
    const out = mapChildren(node as JsonObject, dialect, (child) => rebase(child, depth + 1));
    for (const key of ["$ref", "$dynamicRef"]) {
      const ref = out[key];
      if (ref === "#" || (typeof ref === "string" && ref.startsWith("#/"))) out[key] = `#/properties/result${ref.slice(1)}`;
    }
    return out;
  };
  const { $schema, ...natural } = schema;
  const inner = newBase(schema) ? natural : (rebase(natural, 0) as JsonObject);
  return { ...($schema === undefined ? {} : { $schema }), type: "object", properties: { result: inner }, required: ["result"] };
}

interface ToolOutcome {
  readonly tool: unknown;
  readonly wrapped: boolean;
  readonly reason?: string;
}

function projectTool(tool: unknown, options: ProjectToolListOptions): ToolOutcome {
  if (!isRecord(tool)) return { tool, wrapped: false };
  const copy: Record<string, unknown> = { ...tool };
  let wrapped = false;
  let reason: string | undefined;
  const input = Object.hasOwn(tool, "inputSchema") ? tool["inputSchema"] : undefined;
  if (isRecord(input)) {
    const projected = projectSchema(input as JsonObject, options.host, "input");
    if (projected.reason === undefined) copy["inputSchema"] = projected.schema;
    else reason = `inputSchema: ${projected.reason}`;
  }
  let output = Object.hasOwn(tool, "outputSchema") ? tool["outputSchema"] : undefined;
  if (isRecord(output)) {
    if (output["type"] !== "object") {
      if (options.wrapOutputs === false || !wrapsOutputs(options.revision)) return { tool: copy, wrapped: false, ...(reason === undefined ? {} : { reason }) };
      try {
        output = wrapOutputSchema(output as JsonObject);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return { tool: copy, wrapped: false, reason: `outputSchema: ${error.message}` };
      }
      copy["outputSchema"] = output;
      wrapped = true;
    }
    const projected = projectSchema(output as JsonObject, options.host, "output");
    if (projected.reason === undefined) copy["outputSchema"] = projected.schema;
    else reason ??= `outputSchema: ${projected.reason}`;
  }
  return { tool: copy, wrapped, ...(reason === undefined ? {} : { reason }) };
}

const CACHE_SIZE = 64;
const cache = new Map<string, ToolListProjection>();

function cacheKey(tools: readonly unknown[], options: ProjectToolListOptions): string | undefined {
  try {
    return `${options.host}|${options.revision}|${options.quarantine === true}|${options.wrapOutputs !== false}|${JSON.stringify(tools)}`;
  } catch {
    return undefined; // not JSON (a cycle, a BigInt): projected every time
  }
}

/**
 * The tool list `options.host` keeps, for a session at `options.revision`: each tool's `inputSchema` and `outputSchema`
 * projected for the host (`projectFor` of `@mcp-wire/dialect` with the host's profile; `"common"`: the portable form;
 * `"as-is"`: unchanged);
 * a non-object `outputSchema` wrapped for 2025-era sessions ({@link wrapOutputSchema}, its name in `wrapped`) and left
 * as it is at 2026-07-28 and later. A schema the profile cannot project is sent as it was (its tool listed in
 * `unprojected`), or with `quarantine` left out and listed in `withheld`. Other fields and entries that are not objects
 * pass unchanged. Results are cached per (tool list, host, revision, options), the last {@link CACHE_SIZE} kept;
 * returned objects are frozen and shared, `tools` is never mutated.
 * @param tools - `ListToolsResult.tools` as received (any values)
 * @returns {@link ToolListProjection}; never throws for any JSON `tools`
 */
export function projectToolList(tools: readonly unknown[], options: ProjectToolListOptions): ToolListProjection {
  const key = cacheKey(tools, options);
  const hit = key === undefined ? undefined : cache.get(key);
  if (hit !== undefined) return hit;
  const kept: unknown[] = [];
  const wrapped = new Set<string>();
  const withheld: WithheldTool[] = [];
  const unprojected: WithheldTool[] = [];
  tools.forEach((tool, index) => {
    const outcome = projectTool(tool, options);
    const name = isRecord(tool) && typeof tool["name"] === "string" ? tool["name"] : `#${index}`;
    if (outcome.reason !== undefined) {
      const entry = Object.freeze({ name, host: options.host, reason: outcome.reason });
      if (options.quarantine === true) {
        withheld.push(entry);
        return;
      }
      unprojected.push(entry);
    }
    if (outcome.wrapped) wrapped.add(name);
    kept.push(outcome.tool);
  });
  const result: ToolListProjection = Object.freeze({ tools: Object.freeze(kept), wrapped, withheld: Object.freeze(withheld), unprojected: Object.freeze(unprojected) });
  if (key !== undefined) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, result);
  }
  return result;
}

/**
 * A `CallToolResult` of a wrapped tool (see {@link ToolListProjection.wrapped}) with its `structuredContent` wrapped as
 * SEP-2106 does for 2025-era sessions: `{ result: value }`. A result without own `structuredContent`, or not an object,
 * is returned as it is; `result` is never mutated.
 */
export function wrapCallResult(result: unknown): unknown {
  if (!isRecord(result) || !Object.hasOwn(result, "structuredContent")) return result;
  return { ...result, structuredContent: wrapStructuredContent(result["structuredContent"]) };
}
